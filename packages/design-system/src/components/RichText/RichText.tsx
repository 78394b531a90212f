import { type CSSProperties, Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading';
import { Link } from '../Link';
import { type BlockNode, type InlineNode, type ListItemNode, type ListNode, parseMarkdown } from './markdown';
import * as styles from './RichText.css';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The editor's markdown, with the spec's `{~wavy~}` and `{=double=}` underline notation. */
  text: string | null | undefined;
  /** The level a `#` heading gets; `##` is one deeper, `###` two. Defaults to 2 (the page has its own h1). */
  headingLevel?: HeadingLevel;
  /** The colour of the wavy and double underlines (the content's `underlineColor`); defaults to brand teal. */
  underlineColour?: string;
  /** For one-line fields: renders a `span`, its blocks as lines. */
  inline?: boolean;
  /** `false` shows links as their text only, e.g. inside a banner that is itself a link. */
  links?: boolean;
  /**
   * Called with the notation errors (spec 002 §5: an unmatched tag "is logged"). Without it they are one
   * `console.error` line: `{"level":"error","event":"rich-text-invalid","errors":[…]}`.
   */
  onNotationError?: (errors: string[]) => void;
}

/** Heading sizes by markdown depth: modest, as headings inside copy, whatever their outline level. */
const HEADING_SIZE: Record<1 | 2 | 3, HeadingSize> = { 1: 'h3', 2: 'h4', 3: 'h5' };

/**
 * Editor text rendered safely as React elements (no HTML strings): paragraphs, line breaks, headings, strong,
 * emphasis, links and lists (see `markdown.ts` for what is read), plus the spec's wavy and double underlines.
 * Only http(s), mailto, tel and root-relative links are links; an http(s) link opens in a new tab and says so
 * to screen readers. Server-safe: no client JS.
 *
 * Reading: the text takes its colour from the surrounding block; notation errors are reported on each render
 * (a server component renders once per request).
 */
export function RichText({
  text,
  headingLevel = 2,
  underlineColour,
  inline = false,
  links = true,
  onNotationError,
  className,
  style,
  ...props
}: RichTextProps) {
  const { blocks, errors } = parseMarkdown(text);
  if (errors.length > 0) {
    if (onNotationError) onNotationError(errors);
    else console.error(JSON.stringify({ level: 'error', event: 'rich-text-invalid', errors }));
  }
  const render = (nodes: InlineNode[]) => renderInline(nodes, links);
  const rootStyle: CSSProperties | undefined = underlineColour
    ? { ...style, [cssVarName(styles.underlineColourVar)]: underlineColour }
    : style;

  if (inline) {
    const lines = blocks.flatMap(blockLines);
    return (
      <span {...props} className={join(styles.inlineRoot, className)} style={rootStyle}>
        {keyed(
          lines.map((line, index) => (
            <>
              {index > 0 && <br />}
              {render(line)}
            </>
          )),
        )}
      </span>
    );
  }

  return (
    <div {...props} className={join(styles.root, className)} style={rootStyle}>
      {keyed(blocks.map((block) => renderBlock(block, headingLevel, render)))}
    </div>
  );
}

function renderBlock(
  block: BlockNode,
  headingLevel: HeadingLevel,
  render: (nodes: InlineNode[]) => ReactNode,
): ReactNode {
  if (block.type === 'paragraph') return <p className={styles.paragraph}>{render(block.children)}</p>;
  if (block.type === 'heading') {
    const level = Math.min(6, Math.max(1, headingLevel + block.depth - 1)) as HeadingLevel;
    return (
      <Heading level={level} size={HEADING_SIZE[block.depth]} tone="inherit">
        {render(block.children)}
      </Heading>
    );
  }
  return renderList(block, render);
}

function renderList(list: ListNode, render: (nodes: InlineNode[]) => ReactNode): ReactNode {
  const items = keyed(list.items.map((item) => renderListItem(item, render)));
  return list.ordered ? (
    <ol className={styles.list} start={list.start === 1 ? undefined : list.start}>
      {items}
    </ol>
  ) : (
    <ul className={styles.list}>{items}</ul>
  );
}

function renderListItem(item: ListItemNode, render: (nodes: InlineNode[]) => ReactNode): ReactNode {
  return (
    <li className={styles.listItem}>
      {render(item.children)}
      {item.list && renderList(item.list, render)}
    </li>
  );
}

function renderInline(nodes: InlineNode[], links: boolean): ReactNode {
  return keyed(nodes.map((node) => renderInlineNode(node, links)));
}

function renderInlineNode(node: InlineNode, links: boolean): ReactNode {
  switch (node.type) {
    case 'text':
      return node.value;
    case 'break':
      return <br />;
    case 'strong':
      return <strong>{renderInline(node.children, links)}</strong>;
    case 'emphasis':
      return <em>{renderInline(node.children, links)}</em>;
    case 'underline':
      return (
        <span data-underline={node.style} className={styles.underline({ style: node.style })}>
          {renderInline(node.children, links)}
        </span>
      );
    case 'link':
      return renderLink(node, links);
  }
}

function renderLink(node: Extract<InlineNode, { type: 'link' }>, links: boolean): ReactNode {
  const children = renderInline(node.children, links);
  if (!links) return children;
  // The design system's Link adds the new-tab rel, icon and hint for an external link.
  return (
    <Link href={node.href} title={node.title} external={node.external} className={styles.link}>
      {children}
    </Link>
  );
}

/** In inline mode every block is one line; a list gives one line per item, nested items after their parent. */
function blockLines(block: BlockNode): InlineNode[][] {
  if (block.type !== 'list') return [block.children];
  return block.items.flatMap((item) => [item.children, ...(item.list ? blockLines(item.list) : [])]);
}

/** Keys for rendered lists: the content is static text, so a node's place is its identity. */
function keyed(nodes: ReactNode[]): ReactNode[] {
  // biome-ignore lint/suspicious/noArrayIndexKey: a static tree read from text; nodes never move.
  return nodes.map((node, index) => <Fragment key={index}>{node}</Fragment>);
}

/** `var(--x)` from `createVar()` → `--x`, for an inline style. */
function cssVarName(cssVar: string): string {
  return /^var\((--[^,)]+)/.exec(cssVar)?.[1] ?? cssVar;
}

function join(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}
