import {
  Controls,
  Description,
  DocsContext,
  DocsPage,
  Heading,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import { type AnyBlockDefinition, blockRegistry } from '@wardrobe/content-blocks';
import { useContext, useEffect } from 'react';
import { combineParameters } from 'storybook/preview-api';
import {
  contentModelArgTypes,
  type SchemaField,
  schemaFields,
} from '../../../packages/content-blocks/src/shared/schemaDocs';

/*
 * Storybook for editors: every registered content block's docs page shows its content model (from its zod schema)
 * next to the live stories, and its controls are derived from the same schema. Done once here, for every block in
 * `blockRegistry` — a new block gets both without a line in its stories.
 */

type ArgTypesEnhancer = NonNullable<Preview['argTypesEnhancers']>[number];

/**
 * The block a story shows: the registered block whose component is the story's component, or the one a story names
 * in `parameters.contentBlock` (its folder name, e.g. 'hero-banner-1') when its component is a wrapper.
 */
export function blockOfStory(component: unknown, parameters: unknown): AnyBlockDefinition | undefined {
  const named = (parameters as { contentBlock?: unknown } | undefined)?.contentBlock;
  const blocks = Object.values(blockRegistry);
  if (typeof named === 'string') return blocks.find((block) => block.name === named);
  if (component === undefined) return undefined;
  return blocks.find((block) => block.component === component);
}

const fieldsCache = new WeakMap<AnyBlockDefinition, SchemaField[]>();

function fieldsOf(block: AnyBlockDefinition): SchemaField[] {
  let fields = fieldsCache.get(block);
  if (!fields) {
    fields = schemaFields(block.schema);
    fieldsCache.set(block, fields);
  }
  return fields;
}

/**
 * Controls from the content model: each field of the entry gets the control its type calls for (text, colour,
 * number with its bounds, yes/no, radio or select of the allowed values, JSON for media, calls to action and lists)
 * and the table its readable type, default and display rules. A control a story's own `argTypes` sets stays (the
 * component's docgen sets none, so any control already here is hand-written).
 */
export const contentModelArgTypesEnhancer: ArgTypesEnhancer = (context) => {
  const block = blockOfStory(context.component, context.parameters);
  if (!block) return context.argTypes;
  // The entry's fields first, in the content model's order; then the component's other props (e.g. a tile's
  // `headingLevel` in a group).
  const argTypes: typeof context.argTypes = {};
  for (const [name, derived] of Object.entries(contentModelArgTypes(fieldsOf(block)))) {
    const current = context.argTypes[name];
    const handWritten =
      current?.control === undefined ? {} : { control: current.control, options: current.options };
    argTypes[name] = combineParameters(current ?? {}, derived, handWritten) as (typeof argTypes)[string];
  }
  for (const [name, argType] of Object.entries(context.argTypes)) argTypes[name] ??= argType;
  return argTypes;
};

const cell = { verticalAlign: 'top' } as const;
const head = { textAlign: 'left' } as const;

/** The "Content model" table: every field of the block's entry, nested ones under their parent. */
export function ContentModel({ block }: { block: AnyBlockDefinition }) {
  const fields = fieldsOf(block);
  return (
    <>
      <Heading>Content model</Heading>
      <p>
        The fields of a <strong>{block.title}</strong> entry (content type <code>{block.schemaId}</code>),
        read from its schema. A nested field is written with its parent:{' '}
        <code>callsToAction[].buttonText</code> is the button text of each call to action in the list. An
        entry that breaks a rule of this table is left out of the page and logged; Storybook shows why.
      </p>
      <table aria-label={`Content model of ${block.title}`}>
        <thead>
          <tr>
            <th scope="col" style={head}>
              Field
            </th>
            <th scope="col" style={head}>
              Type
            </th>
            <th scope="col" style={head}>
              Required
            </th>
            <th scope="col" style={head}>
              Allowed values
            </th>
            <th scope="col" style={head}>
              Default
            </th>
            <th scope="col" style={{ ...head, width: '30%' }}>
              Display rules
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.path}>
              <th scope="row" style={{ ...cell, textAlign: 'left', paddingLeft: `${0.75 + field.depth}rem` }}>
                <code>{field.path}</code>
              </th>
              <td style={cell}>{field.kind === 'choice' ? 'choice' : field.type}</td>
              <td style={cell}>{field.required ? 'Required' : 'Optional'}</td>
              <td style={cell}>{field.allowed ?? '—'}</td>
              <td style={cell}>{field.defaultText ?? '—'}</td>
              <td style={cell}>{field.description ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/**
 * Storybook's object control (react-editable-json-tree) puts its root `<li>` straight in a `<div>`: a list item
 * outside a list, which axe reports (WCAG 1.3.1). Until Storybook fixes it, the tree's root is given the list role.
 */
function useListRoleOnJsonTrees() {
  useEffect(() => {
    const root = document.getElementById('storybook-docs') ?? document.body;
    // Only a tree whose root is a list item (an array's); an object's root is a button and its region.
    const mark = () => {
      for (const tree of root.querySelectorAll('.rejt-tree:not([role])'))
        if (tree.children.length > 0 && [...tree.children].every((child) => child.tagName === 'LI'))
          tree.setAttribute('role', 'list');
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}

/**
 * The docs page of every stories file (autodocs). For a content block: the title and description, the first story
 * live with its controls, the content model, then every story. Anything else keeps Storybook's own page.
 */
export function ContentBlockDocsPage() {
  useListRoleOnJsonTrees();
  const { preparedMeta } = useOf('meta', ['meta']);
  const block = blockOfStory(preparedMeta.component, preparedMeta.parameters);
  if (!block) return <DocsPage />;
  const alone = (preparedMeta.parameters as { shownAlone?: unknown }).shownAlone === true;
  return (
    <>
      <Title />
      <Subtitle />
      <Description of="meta" />
      <Primary />
      <Controls />
      <ContentModel block={block} />
      {alone ? <StoryLinks /> : <Stories />}
    </>
  );
}

/**
 * For a block shown alone (`parameters.shownAlone`: a page holds one of it, as the Good Stuff blocks' forms, two of
 * which would be two landmarks of one name): the other stories as links to their own canvas, not side by side.
 */
function StoryLinks() {
  // In the stories file's order, as the Stories block lists them.
  const stories = useContext(DocsContext).componentStories();
  return (
    <>
      <Heading>Stories</Heading>
      <p>One at a time: a page holds one of this block. Each story opens on its own.</p>
      <ul>
        {stories.map((story) => (
          <li key={story.id}>
            <a href={`./?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
