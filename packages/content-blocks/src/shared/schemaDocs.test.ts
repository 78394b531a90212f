// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { heroBanner1Schema } from '../blocks/hero-banner-1/schema';
import { jumpOffTile1Schema } from '../blocks/jump-off-tile-1/schema';
import { twoColumnRowSchema } from '../blocks/two-column-row/schema';
import { blockRegistry } from '../registry';
import { goodStuffSideSignInSchema } from '../site/good-stuff-side-sign-in/schema';
import { callToActionSchema } from './callToAction';
import { alignmentSchema, spacingSizeSchema } from './enums';
import { hexColourSchema, linkUrlSchema } from './fields';
import { imageLinkSchema, mediaLinkSchema, videoLinkSchema } from './media';
import { blockSchemaId, entryMeta } from './meta';
import { contentModelArgTypes, defaultText, type SchemaField, schemaFields } from './schemaDocs';

const entry = (shape: z.ZodRawShape) => z.object({ _meta: entryMeta(blockSchemaId('example')), ...shape });

/** The rows by path, for reading one field at a time. */
function rowsOf(schema: z.ZodType): Record<string, SchemaField> {
  return Object.fromEntries(schemaFields(schema).map((row) => [row.path, row]));
}

describe('schemaFields', () => {
  it('lists the fields in the schema’s order, nested ones after their parent, without _meta', () => {
    const schema = entry({
      title: z.string(),
      cardItems: z.array(z.object({ title: z.string(), callToAction: callToActionSchema.optional() })),
      colour: hexColourSchema.optional(),
    });
    expect(schemaFields(schema).map((row) => [row.path, row.depth])).toEqual([
      ['title', 0],
      ['cardItems', 0],
      ['cardItems[].title', 1],
      ['cardItems[].callToAction', 1],
      ['cardItems[].callToAction.buttonText', 2],
      ['cardItems[].callToAction.buttonLink', 2],
      ['cardItems[].callToAction.buttonStyle', 2],
      ['cardItems[].callToAction.customId', 2],
      ['colour', 0],
    ]);
  });

  it('names the shared field schemas by what they are', () => {
    const rows = rowsOf(
      entry({
        heading: z.string().trim().optional(),
        count: z.number(),
        dividers: z.boolean(),
        alignment: alignmentSchema,
        picture: imageLinkSchema,
        clip: videoLinkSchema.optional(),
        background: mediaLinkSchema.optional(),
        colour: hexColourSchema.optional(),
        link: linkUrlSchema.optional(),
        callToAction: callToActionSchema,
        callsToAction: z.array(callToActionSchema),
        tiles: z.array(z.unknown()),
        extra: z.object({ note: z.string() }),
      }),
    );
    expect(Object.fromEntries(Object.entries(rows).map(([path, row]) => [path, row.type]))).toMatchObject({
      heading: 'text',
      count: 'number',
      dividers: 'yes/no',
      alignment: 'one of: Left, Center, Right',
      picture: 'image link',
      clip: 'video link',
      background: 'image or video link',
      colour: 'CSS hex colour',
      link: 'link',
      callToAction: 'call to action',
      'callToAction.buttonStyle': 'one of: primary, secondary, tertiary, (blank)',
      callsToAction: 'list of calls to action',
      tiles: 'list of content entries',
      extra: 'group of fields',
      'extra.note': 'text',
    });
    expect(rows.link?.allowed).toBe('starts with / or https:// (mailto: and tel: too)');
    expect(rows.colour?.allowed).toBe('#RGB or #RRGGBB, e.g. #1B3A4B');
    // A media link's own fields (name, endpoint, host) are the content hub's: no rows.
    expect(Object.keys(rows).filter((path) => path.startsWith('picture.'))).toEqual([]);
  });

  it('knows a shared schema rebuilt from its shape or piped into, as blocks do', () => {
    const rows = rowsOf(jumpOffTile1Schema);
    // `z.object(callToActionSchema.shape, { error })` and `z.object(imageLinkSchema.shape, { error })`.
    expect(rows.callToAction?.type).toBe('call to action');
    expect(rows.image?.type).toBe('image link');
    // `z.string().trim().min(1).pipe(hexColourSchema)`: a required colour.
    const colour = rowsOf(entry({ colour: z.string().trim().min(1).pipe(hexColourSchema) })).colour;
    expect(colour).toMatchObject({ type: 'CSS hex colour', kind: 'colour', required: true });
  });

  it('tells required fields from optional and defaulted ones', () => {
    const rows = rowsOf(
      entry({
        needed: z.string().min(1),
        optional: z.string().optional(),
        defaulted: spacingSizeSchema.default('Medium'),
        blankIsAbsent: z
          .string()
          .optional()
          .transform((value) => value || undefined),
      }),
    );
    expect(rows.needed?.required).toBe(true);
    expect(rows.optional?.required).toBe(false);
    expect(rows.defaulted?.required).toBe(false);
    expect(rows.blankIsAbsent?.required).toBe(false);
  });

  it('gives the allowed values of choices, numbers, texts and lists', () => {
    const rows = rowsOf(
      entry({
        size: spacingSizeSchema,
        layout: z.number().int().min(1).max(4),
        height: z.number().positive(),
        line: z.string().max(40),
        tiles: z.array(z.unknown()).min(2).max(4),
        ctas: z.array(callToActionSchema).min(1),
        style: z.union([z.enum(['primary', 'secondary']), z.literal('')]),
      }),
    );
    expect(rows.size).toMatchObject({
      kind: 'choice',
      values: ['XXS', 'XS', 'Small', 'Medium', 'Large', 'XL', 'XXL'],
      allowed: 'XXS, XS, Small, Medium, Large, XL, XXL',
    });
    expect(rows.layout).toMatchObject({ type: 'whole number', allowed: '1 to 4', min: 1, max: 4, step: 1 });
    expect(rows.height).toMatchObject({ type: 'number', allowed: 'more than 0' });
    expect(rows.line?.allowed).toBe('at most 40 characters');
    expect(rows.tiles?.allowed).toBe('2 to 4 items');
    expect(rows.ctas?.allowed).toBe('at least 1 item');
    expect(rows.style).toMatchObject({
      values: ['primary', 'secondary', ''],
      type: 'one of: primary, secondary, (blank)',
    });
  });

  it('gives defaults from zod defaults and from the transforms that supply one', () => {
    const rows = rowsOf(goodStuffSideSignInSchema);
    expect(rows.containerBackgroundColor).toMatchObject({ default: '#64E6D6', defaultText: '#64E6D6' });
    expect(rows.title).toMatchObject({ default: 'Sign Up, Get Good Stuff' });
    expect(rows.signInCTA).toMatchObject({ defaultText: 'buttonStyle: tertiary' });
    expect(rows.thankYouMessage).not.toHaveProperty('default');
    const hero = rowsOf(heroBanner1Schema);
    expect(hero.headingFontSizeDesktop?.default).toBe(94);
    expect(hero.backgroundDesktopVideoLoop).toMatchObject({ default: false, defaultText: 'no' });
    expect(hero.contentPositionDesktop).not.toHaveProperty('default');
  });

  it('reads descriptions from .describe() and .meta(), on the field or through its wrappers', () => {
    const rows = rowsOf(
      entry({
        described: z.string().describe('Shown only with a link.'),
        meta: z.boolean().meta({ description: 'Off by default.' }),
        wrapped: hexColourSchema.describe('Falls back to white.').optional(),
        outer: hexColourSchema.optional().describe('The outer one.'),
        plain: z.string(),
      }),
    );
    expect(rows.described?.description).toBe('Shown only with a link.');
    expect(rows.meta?.description).toBe('Off by default.');
    expect(rows.wrapped?.description).toBe('Falls back to white.');
    expect(rows.outer?.description).toBe('The outer one.');
    expect(rows.plain).not.toHaveProperty('description');
  });

  it('reads a schema refined or transformed as a whole by its fields', () => {
    // The two-column row parses its tiles in a transform of the whole object.
    expect(schemaFields(twoColumnRowSchema).map((row) => row.path)).toEqual(['title', 'tiles']);
  });

  it('lists a recursive schema’s fields once', () => {
    interface Item {
      name: string;
      children?: Item[];
    }
    const item: z.ZodType<Item> = z.lazy(() =>
      z.object({ name: z.string(), children: z.array(item).optional() }),
    );
    expect(schemaFields(entry({ root: item })).map((row) => [row.path, row.type])).toEqual([
      ['root', 'group of fields'],
      ['root.name', 'text'],
      ['root.children', 'list of items (as above)'],
    ]);
  });

  it('refuses a schema that is not an object', () => {
    expect(() => schemaFields(z.string())).toThrow('schemaFields reads an object schema, not a zod "string"');
  });

  it.each(Object.values(blockRegistry).map((block) => [block.name, block] as const))(
    'reads every field of %s, each with a type',
    (_name, block) => {
      const rows = schemaFields(block.schema);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.kind, row.path).not.toBe('other');
    },
  );

  it('writes defaults as an editor reads them', () => {
    expect([true, false, 36, '', 'Left', [], [1, 2], { a: 'x', b: undefined }, {}].map(defaultText)).toEqual([
      'yes',
      'no',
      '36',
      '(blank)',
      'Left',
      'none',
      '2 items',
      'a: x',
      '(empty)',
    ]);
  });
});

describe('contentModelArgTypes', () => {
  const argTypes = contentModelArgTypes(
    schemaFields(
      entry({
        heading: z.string().optional().describe('The banner’s heading.'),
        link: linkUrlSchema.optional(),
        colour: hexColourSchema.default('#FFFFFF'),
        layout: z.number().int().min(1).max(4).optional(),
        dividers: z.boolean().default(false),
        alignment: alignmentSchema.default('Left'),
        size: spacingSizeSchema,
        style: z.union([z.enum(['primary', 'secondary']), z.literal('')]).optional(),
        background: mediaLinkSchema,
        callsToAction: z.array(callToActionSchema).default([]),
      }),
    ),
  );

  it('gives each kind of field its control', () => {
    expect(
      Object.fromEntries(Object.entries(argTypes).map(([name, argType]) => [name, argType.control?.type])),
    ).toEqual({
      _meta: undefined,
      heading: 'text',
      link: 'text',
      colour: 'color',
      layout: 'number',
      dividers: 'boolean',
      alignment: 'inline-radio',
      size: 'select',
      style: 'inline-radio',
      background: 'object',
      callsToAction: 'object',
    });
    expect(argTypes.layout?.control).toEqual({ type: 'number', min: 1, max: 4, step: 1 });
    expect(argTypes.size?.options).toEqual(['XXS', 'XS', 'Small', 'Medium', 'Large', 'XL', 'XXL']);
    expect(argTypes.style?.control).toEqual({ type: 'inline-radio', labels: { '': '(blank)' } });
  });

  it('hides _meta and lists only the entry’s own fields', () => {
    expect(argTypes._meta).toEqual({ table: { disable: true } });
    expect(Object.keys(argTypes).some((name) => name.includes('.') || name.includes('['))).toBe(false);
  });

  it('shows the type, the default, whether it is required and the display rules', () => {
    expect(argTypes.heading).toMatchObject({
      description: 'The banner’s heading.',
      type: { name: 'string', required: false },
      table: { type: { summary: 'text' } },
    });
    expect(argTypes.colour?.table).toEqual({
      type: { summary: 'CSS hex colour (#RGB or #RRGGBB, e.g. #1B3A4B)' },
      defaultValue: { summary: '#FFFFFF' },
    });
    expect(argTypes.size?.type).toEqual({
      name: 'other',
      value: 'one of: XXS, XS, Small, Medium, Large, XL, XXL',
      required: true,
    });
    expect(argTypes.callsToAction?.table.defaultValue).toEqual({ summary: 'none' });
  });
});
