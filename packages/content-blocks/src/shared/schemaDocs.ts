// A block's content model as editors read it: its zod 4 schema walked into rows (field, type, required, allowed
// values, default, display rules), for Storybook's docs pages and controls (apps/storybook/.storybook). Pure: no
// React, no Storybook.
//
// Readings:
// - The walk is of the *input* side, what an editor fills in: a transform (`blank → absent`, a default text) is
//   walked through to what it reads, and `required` means "the entry fails without it" (no default, not optional).
// - A field's default is what the schema makes of the field left out (`.default()`, `.prefault()`, and the
//   defaults some fields give in a transform, e.g. the sign-up block's texts).
// - The display rules are the fields' descriptions (`.describe('…')` or `.meta({ description })` in a block's
//   schema.ts, in the spec's words).
// - The shared field schemas are named by what they are, not how they are built: a string refined by `isSafeHref`
//   is a link, one matching `hexColourSchema`'s pattern a CSS hex colour, an object whose `_meta.schema` is the
//   image-link marker an image link (its own fields are the content hub's business: no rows), an object with the
//   fields of `callToActionSchema` a call to action.
// - `_meta` (the content type and the delivery fields) is no editor's field: skipped.
import { z } from 'zod';
import { callToActionSchema } from './callToAction';
import { hexColourSchema } from './fields';
import { isSafeHref } from './links';
import { IMAGE_LINK_SCHEMA, VIDEO_LINK_SCHEMA } from './mediaMarkers';

/**
 * Spec 002's display rules (§3, §5) and the §9 constants that govern a field, letter for letter: the descriptions a
 * block's schema gives the fields they involve (`.describe(DISPLAY_RULES.heroBanner1Link)`), which Storybook's docs
 * pages show beside each field. One wording per rule, so every block says it the same way.
 */
export const DISPLAY_RULES = {
  /** §3 "Call to action". */
  callToAction: 'A call to action counts as present only if text, link and style are all defined.',
  /** §5. */
  jumpOffCallToAction:
    'A jump-off call to action shows its button only when buttonText, buttonLink and buttonStyle are all present.',
  heroBanner1Link:
    'Hero banner 1 becomes a whole-banner link only when a url exists and there are no calls to action.',
  heroBanner2Link: 'Hero banner 2 makes the whole banner a link when exactly one call to action exists.',
  altText: "Image alt text falls back to the image's own alt text.",
  tileClickable:
    'A tile is clickable only when its href starts with / and there is at most one call to action.',
  signUpCallToAction: 'Sign-up call-to-action buttons render only if both text and link exist.',
  richText:
    'Rich-text notation tags (wavy and double underline) need a matching closing tag, otherwise an error is logged.',
  /** §3 "Other enumerations". */
  spacingSizes: 'Spacing sizes: XXS 6px, XS 12px, Small 24px, Medium 36px, Large 48px, XL 60px, XXL 72px.',
  /** §9. */
  heroButtons: 'Hero buttons: layouts of 1 to 4 buttons, each container 220px with 1.5rem gaps.',
  squareGroup: 'Call-to-action square group: up to 10 buttons per row.',
  jumpOffGroupLayout:
    'Jump-off group layout: 2 items two columns, 3 items three, 4 items four on large screens.',
  signUpCallToActionStyles: 'Sign-up CTA styles: primary for thank-you and optional, tertiary for sign-in.',
  mobileBreakpoint: 'Mobile breakpoint: 768px.',
  // For the blocks of issue 22 (offers, carousels, shop the look), in §4's and §9's words.
  carousel: 'Carousel: loops and scrolls one card at a time.',
  scrollableCardCarousel:
    'Scrollable card carousel: loop on, no pagination, looped slides 4, scroll 1. Arrows are hidden on large screens when there are fewer than 5 cards.',
  offerEditorialCarouselDesktop:
    'Desktop loops only above 3 cards and is frozen at 3 or fewer, with 3 looped slides. Navigation buttons show on desktop only above 3 cards.',
  offerEditorialCarouselMobile:
    'The mobile slider needs the layout flag and more than one card, with 2 looped slides.',
  offerGrids: 'Offer grids: 2 or 3 columns from the small breakpoint.',
  offerButtonStyle: 'Offer button style: secondary.',
  validUntil: 'Valid-until date is shown as DD-MM-YY.',
  shopTheLookPrices: "Shop the look prices are shown in the store currency with '.00' removed.",
} as const;

// Reading zod 4 definitions (`schema._zod.def`), shared with the safety tests' generator (safety/zodArbitrary.ts) --

export type AnyZodSchema = z.core.$ZodType;
export type ZodDef = z.core.$ZodTypes['_zod']['def'];
export type ZodCheckDef = z.core.$ZodChecks['_zod']['def'];

export function zodDef(schema: AnyZodSchema): ZodDef {
  return schema._zod.def as ZodDef;
}

/** A node's checks: its own (`z.int()` is a check itself) and those added to it (`.min()`, `.regex()`, `.refine()`). */
export function zodChecks(def: ZodDef): ZodCheckDef[] {
  const own = (def as { check?: unknown }).check === undefined ? [] : [def as unknown as ZodCheckDef];
  const listed = ((def as { checks?: readonly { _zod: { def: ZodCheckDef } }[] }).checks ?? []).map(
    (check) => check._zod.def,
  );
  return [...own, ...listed];
}

/** The length limits of a string or an array (`maxLength` undefined: no maximum). */
export function zodLengths(def: ZodDef): { minLength: number; maxLength: number | undefined } {
  let minLength = 0;
  let maxLength: number | undefined;
  for (const check of zodChecks(def)) {
    if (check.check === 'min_length') minLength = Math.max(minLength, check.minimum);
    else if (check.check === 'max_length') maxLength = Math.min(maxLength ?? check.maximum, check.maximum);
    else if (check.check === 'length_equals') {
      minLength = check.length;
      maxLength = check.length;
    }
  }
  return { minLength, maxLength };
}

export interface ZodNumberBounds {
  /** `-Number.MAX_VALUE` when unbounded (or the integer format's range). */
  min: number;
  max: number;
  minExcluded: boolean;
  maxExcluded: boolean;
  integer: boolean;
  step: number | undefined;
}

const NUMBER_FORMAT_RANGES: Readonly<Record<string, readonly [number, number]>> = {
  safeint: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  int32: [-(2 ** 31), 2 ** 31 - 1],
  uint32: [0, 2 ** 32 - 1],
  float32: [-3.4028234663852886e38, 3.4028234663852886e38],
  float64: [-Number.MAX_VALUE, Number.MAX_VALUE],
};

/** The bounds a number's checks set (`.min`, `.max`, `.positive`, `.int`, `.multipleOf`); refinements are not read. */
export function zodNumberBounds(def: ZodDef): ZodNumberBounds {
  const bounds: ZodNumberBounds = {
    min: -Number.MAX_VALUE,
    max: Number.MAX_VALUE,
    minExcluded: false,
    maxExcluded: false,
    integer: false,
    step: undefined,
  };
  for (const check of zodChecks(def)) {
    if (check.check === 'greater_than') {
      const value = Number(check.value);
      if (value > bounds.min || (value === bounds.min && !check.inclusive)) {
        bounds.min = value;
        bounds.minExcluded = !check.inclusive;
      }
    } else if (check.check === 'less_than') {
      const value = Number(check.value);
      if (value < bounds.max || (value === bounds.max && !check.inclusive)) {
        bounds.max = value;
        bounds.maxExcluded = !check.inclusive;
      }
    } else if (check.check === 'multiple_of') bounds.step = Number(check.value);
    else if (check.check === 'number_format') {
      const [low, high] = NUMBER_FORMAT_RANGES[check.format] ?? [bounds.min, bounds.max];
      bounds.min = Math.max(bounds.min, low);
      bounds.max = Math.min(bounds.max, high);
      bounds.integer ||= check.format !== 'float32' && check.format !== 'float64';
    }
  }
  return bounds;
}

// The rows -------------------------------------------------------------------------------------------------------

/** What a field holds, for the controls an editor gets in Storybook. */
export type SchemaFieldKind =
  | 'text'
  | 'link'
  | 'colour'
  | 'number'
  | 'boolean'
  | 'choice'
  | 'image'
  | 'video'
  | 'media'
  | 'callToAction'
  | 'group'
  | 'list'
  | 'entry'
  | 'other';

export type SchemaChoice = string | number | boolean | null;

export interface SchemaField {
  /** Where the field is: `heading`, `callToAction.buttonText`, `cardItems[].title`. */
  path: string;
  /** Nesting: 0 for the entry's own fields. */
  depth: number;
  kind: SchemaFieldKind;
  /** Readable type: 'text', 'one of: Left, Center, Right', 'list of calls to action'. */
  type: string;
  /** The entry fails without it (no default, not optional). Within a list item or a group: within it. */
  required: boolean;
  /** A choice's values, in the schema's order. */
  values?: readonly SchemaChoice[];
  /** What the schema takes, in words: 'Left, Center, Right', 'whole number from 1 to 4', 'at most 40 characters'. */
  allowed?: string;
  /** Present when the field has a default: what the entry gets without it. */
  default?: unknown;
  /** The default in words ('Medium', 'no', 'none'). */
  defaultText?: string;
  /** The field's description: its display rules, in the spec's words. */
  description?: string;
  /** A number's bounds and step, for a number control. */
  min?: number;
  max?: number;
  step?: number;
}

interface Node {
  kind: SchemaFieldKind;
  type: string;
  /** The plural, for a list of these ('calls to action'). */
  plural: string;
  values?: readonly SchemaChoice[];
  allowed?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Fields shown as rows under this one: a group's or a call to action's shape. */
  shape?: Readonly<Record<string, AnyZodSchema>>;
  /** A list's items. */
  element?: Node;
  /** The `z.lazy` schemas read on the way to `shape` (a recursive schema's fields are listed once). */
  within?: ReadonlySet<AnyZodSchema>;
}

interface Unwrapped {
  core: AnyZodSchema;
  description: string | undefined;
  /** The `z.lazy` schemas on the way here (a recursive schema is listed once). */
  seen: ReadonlySet<AnyZodSchema>;
}

/** Wrappers that change presence or parsing, not what the field holds: read through them to the field's core. */
function unwrap(schema: AnyZodSchema, seenBefore: ReadonlySet<AnyZodSchema> = new Set()): Unwrapped {
  let node = schema;
  let description: string | undefined;
  const seen = new Set(seenBefore);
  for (;;) {
    description ??= descriptionOf(node);
    const def = zodDef(node);
    if (
      def.type === 'optional' ||
      def.type === 'default' ||
      def.type === 'prefault' ||
      def.type === 'nullable' ||
      def.type === 'readonly' ||
      def.type === 'catch' ||
      def.type === 'nonoptional'
    ) {
      node = def.innerType;
    } else if (def.type === 'pipe') {
      // A transform (or codec) is read on its input side; `a.pipe(b)` by `b`, the stricter shape
      // (`string().min(1).pipe(hexColourSchema)` is a colour).
      const out = zodDef(def.out);
      node = out.type === 'transform' || 'reverseTransform' in def ? def.in : def.out;
    } else if (def.type === 'lazy') {
      if (seen.has(node)) return { core: node, description, seen };
      seen.add(node);
      node = def.getter();
    } else return { core: node, description, seen };
  }
}

function descriptionOf(schema: AnyZodSchema): string | undefined {
  const meta = z.globalRegistry.get(schema) as { description?: unknown } | undefined;
  return typeof meta?.description === 'string' && meta.description.trim() !== ''
    ? meta.description
    : undefined;
}

const HEX_PATTERN = zodChecks(zodDef(hexColourSchema)).flatMap((check) =>
  check.check === 'string_format' && check.pattern ? [check.pattern.source] : [],
)[0];

const CALL_TO_ACTION_FIELDS = Object.entries(callToActionSchema.shape);

function isCallToAction(shape: Readonly<Record<string, AnyZodSchema>>): boolean {
  return CALL_TO_ACTION_FIELDS.every(([key, field]) => shape[key] === field);
}

/** The media marker an object's `_meta.schema` must be, if it is a media link. */
function mediaMarker(shape: Readonly<Record<string, AnyZodSchema>>): unknown {
  const meta = shape._meta && zodDef(unwrap(shape._meta).core);
  if (meta?.type !== 'object') return undefined;
  const marker = meta.shape.schema && zodDef(unwrap(meta.shape.schema).core);
  return marker?.type === 'literal' && marker.values.length === 1 ? marker.values[0] : undefined;
}

function choiceText(value: SchemaChoice): string {
  if (value === '') return '(blank)';
  return String(value);
}

const LINK_ALLOWED = 'starts with / or https:// (mailto: and tel: too)';

function stringNode(def: ZodDef): Node {
  const checks = zodChecks(def);
  const { minLength, maxLength } = zodLengths(def);
  const limits: string[] = [];
  if (minLength > 1) limits.push(`at least ${minLength.toLocaleString('en-GB')} characters`);
  if (maxLength !== undefined) limits.push(`at most ${maxLength.toLocaleString('en-GB')} characters`);
  const sized = limits.length > 0 ? limits.join(', ') : undefined;
  // `.refine(isSafeHref)` is a custom check (not in zod's union of string checks) holding the function itself.
  const refinedBy = (fn: unknown) =>
    checks.some((check) => {
      const custom = check as { check: string; fn?: unknown };
      return custom.check === 'custom' && custom.fn === fn;
    });
  if (refinedBy(isSafeHref))
    return {
      kind: 'link',
      type: 'link',
      plural: 'links',
      allowed: sized ? `${LINK_ALLOWED}; ${sized}` : LINK_ALLOWED,
    };
  const patterns = checks.flatMap((check) =>
    check.check === 'string_format' && check.pattern ? [check.pattern.source] : [],
  );
  if (HEX_PATTERN !== undefined && patterns.includes(HEX_PATTERN))
    return {
      kind: 'colour',
      type: 'CSS hex colour',
      plural: 'CSS hex colours',
      allowed: '#RGB or #RRGGBB, e.g. #1B3A4B',
    };
  if (checks.some((check) => check.check === 'string_format' && check.format === 'url'))
    return {
      kind: 'link',
      type: 'web address',
      plural: 'web addresses',
      ...(sized ? { allowed: sized } : {}),
    };
  return { kind: 'text', type: 'text', plural: 'texts', ...(sized ? { allowed: sized } : {}) };
}

function numberText(value: number): string {
  return value.toLocaleString('en-GB');
}

function numberNode(def: ZodDef): Node {
  const bounds = zodNumberBounds(def);
  const hasMin = bounds.min > Number.MIN_SAFE_INTEGER;
  const hasMax = bounds.max < Number.MAX_SAFE_INTEGER;
  const what = bounds.integer ? 'whole number' : 'number';
  let range: string | undefined;
  if (hasMin && hasMax && !bounds.minExcluded && !bounds.maxExcluded)
    range = `${numberText(bounds.min)} to ${numberText(bounds.max)}`;
  else {
    const parts = [
      hasMin ? `${bounds.minExcluded ? 'more than' : 'at least'} ${numberText(bounds.min)}` : undefined,
      hasMax ? `${bounds.maxExcluded ? 'less than' : 'at most'} ${numberText(bounds.max)}` : undefined,
    ].filter((part) => part !== undefined);
    range = parts.length > 0 ? parts.join(', ') : undefined;
  }
  const step = bounds.step ?? (bounds.integer ? 1 : undefined);
  return {
    kind: 'number',
    type: what,
    plural: `${what}s`,
    ...(range ? { allowed: range } : {}),
    ...(hasMin ? { min: bounds.min } : {}),
    ...(hasMax ? { max: bounds.max } : {}),
    ...(step === undefined ? {} : { step }),
  };
}

function choiceNode(values: readonly SchemaChoice[]): Node {
  const listed = values.map(choiceText).join(', ');
  return {
    kind: 'choice',
    type: `one of: ${listed}`,
    plural: `values, each one of: ${listed}`,
    values,
    allowed: listed,
  };
}

function nodeOf(schema: AnyZodSchema, seenBefore: ReadonlySet<AnyZodSchema>): Node {
  const { core, seen } = unwrap(schema, seenBefore);
  const def = zodDef(core);
  switch (def.type) {
    case 'string':
      return stringNode(def);
    case 'number':
    case 'bigint':
      return numberNode(def);
    case 'boolean':
      return { kind: 'boolean', type: 'yes/no', plural: 'yes/no values' };
    case 'enum':
      return choiceNode(Object.values(def.entries) as SchemaChoice[]);
    case 'literal':
      return choiceNode(def.values as SchemaChoice[]);
    case 'date':
      return { kind: 'text', type: 'date', plural: 'dates' };
    case 'object': {
      const shape = def.shape as Readonly<Record<string, AnyZodSchema>>;
      const marker = mediaMarker(shape);
      if (marker === IMAGE_LINK_SCHEMA) return { kind: 'image', type: 'image link', plural: 'image links' };
      if (marker === VIDEO_LINK_SCHEMA) return { kind: 'video', type: 'video link', plural: 'video links' };
      if (isCallToAction(shape))
        return {
          kind: 'callToAction',
          type: 'call to action',
          plural: 'calls to action',
          shape,
          within: seen,
        };
      return { kind: 'group', type: 'group of fields', plural: 'items', shape, within: seen };
    }
    case 'array': {
      const element = nodeOf(def.element, seen);
      const { minLength, maxLength } = zodLengths(def);
      const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
      let allowed: string | undefined;
      if (maxLength !== undefined && minLength > 0)
        allowed =
          minLength === maxLength ? `exactly ${items(minLength)}` : `${minLength} to ${items(maxLength)}`;
      else if (maxLength !== undefined) allowed = `at most ${items(maxLength)}`;
      else if (minLength > 0) allowed = `at least ${items(minLength)}`;
      return {
        kind: 'list',
        type: `list of ${element.plural}`,
        plural: `lists of ${element.plural}`,
        element,
        ...(allowed ? { allowed } : {}),
      };
    }
    case 'union': {
      const options = def.options.map((option) => nodeOf(option, seen));
      if (options.every((option) => option.kind === 'choice'))
        return choiceNode(options.flatMap((option) => option.values ?? []));
      const media = options.every((option) => option.kind === 'image' || option.kind === 'video');
      const kinds = new Set(options.map((option) => option.kind));
      if (media && kinds.size === 2)
        return { kind: 'media', type: 'image or video link', plural: 'image or video links' };
      if (kinds.size === 1 && options[0]) return options[0];
      const type = options.map((option) => option.type).join(' or ');
      return { kind: 'other', type, plural: `items, each ${type}` };
    }
    case 'record': {
      const values = nodeOf(def.valueType, seen);
      return { kind: 'other', type: `named ${values.plural}`, plural: `sets of named ${values.plural}` };
    }
    case 'lazy':
      // A recursive schema, met again: its fields are the rows above.
      return { kind: 'group', type: 'group of fields (as above)', plural: 'items (as above)' };
    case 'unknown':
    case 'any':
      return { kind: 'entry', type: 'content entry', plural: 'content entries' };
    default:
      return { kind: 'other', type: def.type, plural: `${def.type} values` };
  }
}

/** The default in words. */
export function defaultText(value: unknown): string {
  if (value === '') return '(blank)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return numberText(value);
  if (typeof value === 'string') return value;
  if (value === null) return '(empty)';
  if (Array.isArray(value))
    return value.length === 0 ? 'none' : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  if (typeof value === 'object') {
    const set = Object.entries(value).filter(([, field]) => field !== undefined);
    return set.length === 0
      ? '(empty)'
      : set.map(([key, field]) => `${key}: ${defaultText(field)}`).join(', ');
  }
  return String(value);
}

/** What the schema makes of the field left out, if it makes something of it. */
function defaultOf(schema: AnyZodSchema): { value: unknown } | undefined {
  if (schema._zod.optin === undefined) return undefined;
  try {
    const result = z.safeParse(schema, undefined);
    return result.success && result.data !== undefined ? { value: result.data } : undefined;
  } catch {
    return undefined;
  }
}

function fieldRows(
  shape: Readonly<Record<string, AnyZodSchema>>,
  prefix: string,
  depth: number,
  seen: ReadonlySet<AnyZodSchema>,
): SchemaField[] {
  const rows: SchemaField[] = [];
  for (const [key, field] of Object.entries(shape)) {
    if (depth === 0 && key === '_meta') continue;
    const path = `${prefix}${key}`;
    const { description } = unwrap(field, seen);
    const node = nodeOf(field, seen);
    const fallback = defaultOf(field);
    rows.push({
      path,
      depth,
      kind: node.kind,
      type: node.type,
      required: field._zod.optin === undefined,
      ...(node.values ? { values: node.values } : {}),
      ...(node.allowed ? { allowed: node.allowed } : {}),
      ...(fallback ? { default: fallback.value, defaultText: defaultText(fallback.value) } : {}),
      ...(description ? { description } : {}),
      ...(node.min === undefined ? {} : { min: node.min }),
      ...(node.max === undefined ? {} : { max: node.max }),
      ...(node.step === undefined ? {} : { step: node.step }),
    });
    rows.push(...childRows(node, path, depth + 1));
  }
  return rows;
}

function childRows(node: Node, path: string, depth: number): SchemaField[] {
  if (node.shape) return fieldRows(node.shape, `${path}.`, depth, node.within ?? new Set());
  if (node.element) return childRows(node.element, `${path}[]`, depth);
  return [];
}

/** The fields of an object schema (a block's content model), in the schema's order, nested ones after their parent. */
export function schemaFields(schema: AnyZodSchema): SchemaField[] {
  const { core, seen } = unwrap(schema);
  const def = zodDef(core);
  if (def.type !== 'object') throw new Error(`schemaFields reads an object schema, not a zod "${def.type}"`);
  return fieldRows(def.shape as Readonly<Record<string, AnyZodSchema>>, '', 0, seen);
}

// Storybook's controls -------------------------------------------------------------------------------------------

/**
 * One entry of Storybook's `argTypes`, in its own shape (typed here, so that this module needs no Storybook):
 * what the Controls panel and table show for a field.
 */
export interface ContentModelArgType {
  name?: string;
  description?: string;
  type?: { name: 'string' | 'number' | 'boolean' | 'other'; value?: string; required: boolean };
  control?:
    | { type: 'text' | 'color' | 'boolean' | 'object' }
    | { type: 'number'; min?: number; max?: number; step?: number }
    | { type: 'inline-radio' | 'select'; labels?: Readonly<Record<string, string>> };
  options?: readonly SchemaChoice[];
  table: {
    type?: { summary: string };
    defaultValue?: { summary: string };
    disable?: boolean;
  };
}

/** A choice of this many values or fewer is a row of radio buttons; more, a select. */
const RADIO_CHOICES = 4;

function controlOf(field: SchemaField): Pick<ContentModelArgType, 'control' | 'options'> {
  switch (field.kind) {
    case 'text':
    case 'link':
      return { control: { type: 'text' } };
    case 'colour':
      return { control: { type: 'color' } };
    case 'boolean':
      return { control: { type: 'boolean' } };
    case 'number':
      return {
        control: {
          type: 'number',
          ...(field.min === undefined ? {} : { min: field.min }),
          ...(field.max === undefined ? {} : { max: field.max }),
          ...(field.step === undefined ? {} : { step: field.step }),
        },
      };
    case 'choice': {
      const values = field.values ?? [];
      const blank = values.includes('') ? { labels: { '': '(blank)' } } : {};
      return {
        control: { type: values.length <= RADIO_CHOICES ? 'inline-radio' : 'select', ...blank },
        options: values,
      };
    }
    default:
      // Media, calls to action, groups and lists: the field's JSON, edited in place.
      return { control: { type: 'object' } };
  }
}

function argTypeOf(field: SchemaField): ContentModelArgType['type'] {
  switch (field.kind) {
    case 'text':
    case 'link':
    case 'colour':
      return { name: 'string', required: field.required };
    case 'number':
      return { name: 'number', required: field.required };
    case 'boolean':
      return { name: 'boolean', required: field.required };
    default:
      return { name: 'other', value: field.type, required: field.required };
  }
}

/**
 * Storybook `argTypes` of a block's own fields (the entry's top level), derived from its content model: text and
 * links a text control, colours a colour picker, numbers a number control with the schema's bounds, yes/no a
 * switch, choices radio buttons (up to 4) or a select of the allowed values, and media, calls to action, groups
 * and lists their JSON. `_meta` is hidden. The table shows each field's readable type, default and display rules.
 */
export function contentModelArgTypes(fields: readonly SchemaField[]): Record<string, ContentModelArgType> {
  const argTypes: Record<string, ContentModelArgType> = { _meta: { table: { disable: true } } };
  for (const field of fields) {
    if (field.depth !== 0) continue;
    argTypes[field.path] = {
      name: field.path,
      ...(field.description ? { description: field.description } : {}),
      type: argTypeOf(field),
      ...controlOf(field),
      table: {
        type: {
          summary: field.allowed && field.kind !== 'choice' ? `${field.type} (${field.allowed})` : field.type,
        },
        ...(field.defaultText === undefined ? {} : { defaultValue: { summary: field.defaultText } }),
      },
    };
  }
  return argTypes;
}
