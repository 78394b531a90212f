// A fast-check generator of values a zod 4 schema accepts, built by walking the schema's definitions
// (`schema._zod.def`). There is no maintained zod 4 → fast-check package; this one is small and knows no block.
//
// Readings:
// - Checks the walker models (lengths, patterns, bounds, formats) shape what is generated, so values are dense.
//   Whatever it cannot model — `.refine`/`.superRefine`, `.trim()` and other overwrites, a pipe into a stricter
//   schema — is handled by generating and then `.filter`ing by the node's own `safeParse`. A refinement that
//   almost nothing passes makes that filter slow: give that field an override (`ZodArbitraryOptions.overrides`).
// - Transforms are generated on their input side (an entry is what an editor sends, before defaults/transforms).
// - Optional object fields are sometimes left out; non-strict objects sometimes get extra fields (Amplience sends
//   more `_meta` than a schema reads).
import fc, { type Arbitrary } from 'fast-check';
import { z } from 'zod';
// The definition readers are shared with the content model's docs (Storybook's docs pages read the same checks).
import {
  type AnyZodSchema as AnySchema,
  zodChecks as checksOf,
  type ZodDef as Def,
  zodLengths as lengthsOf,
  zodNumberBounds,
} from '../shared/schemaDocs';

export interface ZodArbitraryOptions {
  /**
   * Arbitraries that replace the walk at a path: object keys joined by `.`, `*` for an array's items or a
   * record's values (`tiles`, `links.*.link`). For fields whose refinements make generation too sparse, or
   * whose schema (`z.unknown()`) says less than the block needs.
   */
  overrides?: Readonly<Record<string, Arbitrary<unknown>>>;
  /** The longest string generated where a schema sets no maximum. Default 40. */
  maxStringLength?: number;
  /** The longest array generated where a schema sets no maximum. Default 4. */
  maxArrayLength?: number;
}

interface Walk {
  path: readonly string[];
  depth: number;
  options: Required<Omit<ZodArbitraryOptions, 'overrides'>>;
  overrides: Readonly<Record<string, Arbitrary<unknown>>>;
}

/** How many `z.lazy` levels deep a recursive schema is generated before optional parts are left out. */
const MAX_LAZY_DEPTH = 3;

/** Text as editors type it: mostly plain, some of it link-, markup- and markdown-shaped, some beyond ASCII. */
const EDITOR_SNIPPETS = [
  '/sale',
  '/womens/dresses?colour=blue#top',
  'https://shop.example/new-in',
  'mailto:help@shop.example',
  'tel:+441234567890',
  '//cdn.example/x',
  'Spring <b>sale</b> & "more"',
  "It's {~new~} and {=bold=}",
  '**Up to** _50%_ [off](/sale)',
  '# Heading\n\n- one\n- two',
  'line one\nline two',
  '  padded  ',
  'Ünïcödé — 日本語 🎉',
] as const;

/** Thrown for a schema kind (or format) the walker does not generate, naming it and where it is. */
export class UnsupportedZodSchemaError extends Error {
  constructor(
    readonly kind: string,
    readonly path: readonly string[],
  ) {
    super(`zodArbitrary cannot generate a zod "${kind}" schema at ${pathText(path)}`);
    this.name = 'UnsupportedZodSchemaError';
  }
}

function pathText(path: readonly string[]): string {
  return path.length === 0 ? '(the root)' : path.join('.');
}

/** An arbitrary of values `schema` accepts (its input side: before defaults and transforms). */
export function zodArbitrary<Schema extends AnySchema>(
  schema: Schema,
  options: ZodArbitraryOptions = {},
): Arbitrary<z.input<Schema>> {
  const walk: Walk = {
    path: [],
    depth: 0,
    options: { maxStringLength: options.maxStringLength ?? 40, maxArrayLength: options.maxArrayLength ?? 4 },
    overrides: options.overrides ?? {},
  };
  return arbitraryOf(schema, walk) as Arbitrary<z.input<Schema>>;
}

/** The filter of last resort, for what the walk cannot model: the node's own `safeParse`. */
function accepts(schema: AnySchema): (value: unknown) => boolean {
  return (value) => {
    try {
      return z.safeParse(schema, value).success;
    } catch {
      // An async refinement throws in a synchronous parse: not generated here.
      return false;
    }
  };
}

function at(walk: Walk, segment: string): Walk {
  return { ...walk, path: [...walk.path, segment] };
}

function arbitraryOf(schema: AnySchema, walk: Walk): Arbitrary<unknown> {
  const override = walk.overrides[walk.path.join('.')];
  if (override) return override;
  const def = schema._zod.def as Def;
  const deep = walk.depth > MAX_LAZY_DEPTH;
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def, walk);
    case 'number':
      return numberArbitrary(schema, def);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'unknown':
    case 'any':
      return fc.jsonValue({ maxDepth: 2 });
    case 'optional':
    case 'default':
    case 'prefault':
      // Absent takes the default; a present value must pass the inner schema.
      return deep
        ? fc.constant(undefined)
        : fc.option(arbitraryOf(def.innerType, walk), { nil: undefined, freq: 3 });
    case 'nullable':
      return deep ? fc.constant(null) : fc.option(arbitraryOf(def.innerType, walk), { nil: null, freq: 3 });
    case 'readonly':
    case 'catch':
      return arbitraryOf(def.innerType, walk);
    case 'nonoptional':
      return arbitraryOf(def.innerType, walk).filter((value) => value !== undefined);
    case 'lazy':
      // Built when drawn, so a recursive schema is walked only as deep as values go.
      return fc.constant(null).chain(() => arbitraryOf(def.getter(), { ...walk, depth: walk.depth + 1 }));
    case 'pipe':
      return pipeArbitrary(schema, def, walk);
    case 'transform':
      // A bare transform takes any value.
      return fc.jsonValue({ maxDepth: 2 });
    case 'array':
      return arrayArbitrary(schema, def, walk, deep);
    case 'object':
      return objectArbitrary(schema, def, walk);
    case 'union':
      return fc.oneof(...def.options.map((option) => arbitraryOf(option, walk)));
    case 'tuple': {
      const items = def.items.map((item, index) => arbitraryOf(item, at(walk, String(index))));
      const rest = def.rest
        ? fc.array(arbitraryOf(def.rest, at(walk, '*')), {
            maxLength: deep ? 0 : walk.options.maxArrayLength,
          })
        : fc.constant([]);
      return fc.tuple(fc.tuple(...items), rest).map(([head, tail]) => [...head, ...tail]);
    }
    case 'record':
      return recordArbitrary(schema, def, walk, deep);
    default:
      throw new UnsupportedZodSchemaError(def.type, walk.path);
  }
}

// Strings -------------------------------------------------------------------------------------------------------

function stringArbitrary(schema: AnySchema, def: Def, walk: Walk): Arbitrary<unknown> {
  const lengths = lengthsOf(def);
  const minLength = lengths.minLength;
  const maxLength = lengths.maxLength ?? Number.POSITIVE_INFINITY;
  const patterns: RegExp[] = [];
  let url = false;
  let overwritten = false;
  for (const check of checksOf(def)) {
    if (check.check === 'string_format') {
      if (check.format === 'url') url = true;
      else if (check.pattern) patterns.push(check.pattern);
      else throw new UnsupportedZodSchemaError(`string format ${check.format}`, walk.path);
    } else if (check.check === 'overwrite') overwritten = true;
  }
  // Long values are the mutations' business (10,000 characters); here, editor-sized text up to the maximum.
  const longest = Math.min(maxLength, Math.max(minLength, walk.options.maxStringLength));
  const [pattern, ...others] = patterns;
  let core: Arbitrary<string>;
  if (pattern) core = matching(pattern, longest);
  else if (url) core = fc.webUrl({ withQueryParameters: true, withFragments: true });
  else core = editorText(minLength, longest);
  // `.trim()` and other overwrites: sometimes surround the value with what trimming takes away.
  if (overwritten) {
    core = fc
      .tuple(core, fc.constantFrom('', '', '', ' ', '\t', '\n '))
      .map(([text, pad]) => pad + text + pad);
  }
  const accepted = accepts(schema);
  return core.filter((value) => others.every((other) => other.test(value)) && accepted(value));
}

/** `stringMatching` takes no `i` flag: match case-sensitively, and sometimes upper-case what matched. */
function matching(pattern: RegExp, maxLength: number): Arbitrary<string> {
  const flags = pattern.flags.replace(/[^dgmsu]/g, '');
  const matches = fc.stringMatching(new RegExp(pattern.source, flags), { maxLength });
  if (!pattern.ignoreCase) return matches;
  return fc.tuple(matches, fc.boolean()).map(([text, upper]) => (upper ? text.toUpperCase() : text));
}

function editorText(minLength: number, maxLength: number): Arbitrary<string> {
  const sized = (text: string) => text.length >= minLength && text.length <= maxLength;
  // Only the branches that can give a string of the right length: a filter with nothing to find never ends.
  const cut = (arbitrary: Arbitrary<string>) => arbitrary.map((text) => fitTo(text, maxLength)).filter(sized);
  const branches: fc.WeightedArbitrary<string>[] = [
    { weight: 5, arbitrary: fc.string({ minLength, maxLength }) },
    // Graphemes may take several UTF-16 units: cut back to the maximum, a code point at a time.
    { weight: 2, arbitrary: cut(fc.string({ unit: 'grapheme', minLength, maxLength })) },
    // Any code point, lone surrogates and control characters included: JSON can carry them (`"\ud800"`).
    { weight: 1, arbitrary: cut(fc.string({ unit: 'binary', minLength, maxLength })) },
  ];
  const snippets = EDITOR_SNIPPETS.filter(sized);
  if (snippets.length > 0) branches.push({ weight: 2, arbitrary: fc.constantFrom(...snippets) });
  if (maxLength >= 40) branches.push({ weight: 1, arbitrary: fc.webUrl().filter(sized) });
  if (maxLength >= 10 && minLength <= 1) {
    const path = fc.webPath().map((text) => fitTo(`/${text.replace(/^\/+/, '')}`, maxLength));
    branches.push({ weight: 1, arbitrary: path });
  }
  return fc.oneof(...branches);
}

/** The longest start of `text` (whole code points) of at most `maxLength` UTF-16 units. */
function fitTo(text: string, maxLength: number): string {
  let fitted = '';
  for (const codePoint of text) {
    if (fitted.length + codePoint.length > maxLength) break;
    fitted += codePoint;
  }
  return fitted;
}

// Numbers -------------------------------------------------------------------------------------------------------

function numberArbitrary(schema: AnySchema, def: Def): Arbitrary<unknown> {
  // Any other check (`.refine`) is left to the filter below.
  const { min, max, minExcluded, maxExcluded, integer, step } = zodNumberBounds(def);
  let core: Arbitrary<number>;
  if (step !== undefined || integer) {
    const unit = step ?? 1;
    let low = Math.ceil(min / unit);
    let high = Math.floor(max / unit);
    if (minExcluded && low * unit === min) low += 1;
    if (maxExcluded && high * unit === max) high -= 1;
    low = Math.max(low, Number.MIN_SAFE_INTEGER);
    high = Math.min(high, Number.MAX_SAFE_INTEGER);
    core = fc.integer({ min: low, max: high }).map((k) => k * unit);
  } else {
    core = fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  }
  return core.filter(accepts(schema));
}

// Containers ----------------------------------------------------------------------------------------------------

function hasOtherChecks(def: Def, modelled: readonly string[]): boolean {
  return checksOf(def).some((check) => !modelled.includes(check.check));
}

function arrayArbitrary(
  schema: AnySchema,
  def: Extract<Def, { type: 'array' }>,
  walk: Walk,
  deep: boolean,
): Arbitrary<unknown> {
  const { minLength, maxLength } = lengthsOf(def);
  const longest = deep
    ? minLength
    : Math.min(maxLength ?? Number.POSITIVE_INFINITY, Math.max(minLength, walk.options.maxArrayLength));
  const items = fc.array(arbitraryOf(def.element, at(walk, '*')), { minLength, maxLength: longest });
  // `.refine` on the list (e.g. "at least one link with text"): generate, then keep what the schema takes.
  return hasOtherChecks(def, ['min_length', 'max_length', 'length_equals'])
    ? items.filter(accepts(schema))
    : items;
}

function objectArbitrary(
  schema: AnySchema,
  def: Extract<Def, { type: 'object' }>,
  walk: Walk,
): Arbitrary<unknown> {
  const shape: Readonly<Record<string, AnySchema>> = def.shape;
  const keys = Object.keys(shape);
  const model: Record<string, Arbitrary<unknown>> = {};
  for (const key of keys) model[key] = arbitraryOf(shape[key] as AnySchema, at(walk, key));
  const requiredKeys = keys.filter((key) => (shape[key] as AnySchema)._zod.optin !== 'optional');
  let fields: Arbitrary<Record<string, unknown>> = fc.record(model, { requiredKeys });

  // A strict object (`catchall` never) takes no other key; others take (or strip) any.
  const catchall = def.catchall?._zod.def.type;
  if (catchall !== 'never') {
    const values =
      def.catchall && catchall !== 'unknown' && catchall !== 'any'
        ? arbitraryOf(def.catchall, at(walk, '*'))
        : fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
    const extraKey = fc.stringMatching(/^[a-z][A-Za-z]{0,9}$/).filter((key) => !Object.hasOwn(shape, key));
    // Mostly none: one object in five carries one or two fields the schema does not name.
    const extras = fc.oneof(
      { weight: 4, arbitrary: fc.constant({}) },
      {
        weight: 1,
        arbitrary: fc.dictionary(extraKey, values, { minKeys: 1, maxKeys: 2, noNullPrototype: true }),
      },
    );
    fields = fc.tuple(fields, extras).map(([known, extra]) => ({ ...extra, ...known }));
  }
  // `.refine`/`.superRefine` on the object: generated, then filtered by the schema.
  return checksOf(def).length > 0 ? fields.filter(accepts(schema)) : fields;
}

function recordArbitrary(
  schema: AnySchema,
  def: Extract<Def, { type: 'record' }>,
  walk: Walk,
  deep: boolean,
): Arbitrary<unknown> {
  const keyDef = def.keyType._zod.def as Def;
  const values = arbitraryOf(def.valueType, at(walk, '*'));
  // An enum or literal key makes the record exhaustive: every key is there.
  const fixedKeys =
    keyDef.type === 'enum'
      ? Object.values(keyDef.entries)
      : keyDef.type === 'literal'
        ? keyDef.values
        : undefined;
  const records = fixedKeys
    ? fc.record(Object.fromEntries(fixedKeys.map((key) => [String(key), values])))
    : fc.dictionary(arbitraryOf(def.keyType, at(walk, '(key)')) as Arbitrary<string>, values, {
        maxKeys: deep ? 0 : walk.options.maxArrayLength,
        noNullPrototype: true,
      });
  return records.filter(accepts(schema));
}

function pipeArbitrary(
  schema: AnySchema,
  def: Extract<Def, { type: 'pipe' }>,
  walk: Walk,
): Arbitrary<unknown> {
  const out = def.out._zod.def as Def;
  // `.transform(…)` and codecs: what is sent is the input side.
  if (out.type === 'transform' || 'reverseTransform' in def) return arbitraryOf(def.in, walk);
  // `a.pipe(b)`: b is the stricter shape (`string().min(1).pipe(hexColour)`), so generate b and keep what a takes.
  return arbitraryOf(def.out, walk).filter(accepts(schema));
}
