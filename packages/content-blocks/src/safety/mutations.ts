// Near-valid mutations of content entries, as fast-check arbitraries: what a content service, a half-finished
// edit or a hostile editor could send. Generic over any JSON-shaped entry: nothing here knows a block.
import fc, { type Arbitrary } from 'fast-check';

/** Object keys and array indexes from the entry's root. */
export type Path = readonly (string | number)[];

export interface Place {
  path: Path;
  value: unknown;
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Every value inside `value` with its path, depth first (the root itself excluded). */
export function placesIn(value: unknown, path: Path = []): Place[] {
  const children: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : isObject(value)
      ? Object.entries(value)
      : [];
  return children.flatMap(([key, child]) => {
    const at = [...path, key];
    return [{ path: at, value: child }, ...placesIn(child, at)];
  });
}

/** A copy of `root` with `replacement` at `path` (copies only along the path; `[]` replaces the root). */
export function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return replacement;
  if (Array.isArray(root) && typeof key === 'number') {
    const copy = [...root];
    copy[key] = setAt(root[key], rest, replacement);
    return copy;
  }
  const object = isObject(root) ? root : {};
  return { ...object, [key]: setAt(object[key], rest, replacement) };
}

/** A copy of `root` without what is at `path` (a key deleted, an array item spliced out). */
export function removeAt(root: unknown, path: Path): unknown {
  const parentPath = path.slice(0, -1);
  const key = path[path.length - 1];
  if (key === undefined) return undefined;
  const parent = parentPath.reduce<unknown>(
    (node, segment) => (node as Record<string | number, unknown> | undefined)?.[segment],
    root,
  );
  if (Array.isArray(parent)) return setAt(root, parentPath, parent.toSpliced(Number(key), 1));
  if (!isObject(parent)) return root;
  const { [String(key)]: _dropped, ...kept } = parent;
  return setAt(root, parentPath, kept);
}

const isSchemaPath = (path: Path) => path.length === 2 && path[0] === '_meta' && path[1] === 'schema';

// Payloads --------------------------------------------------------------------------------------------------------

/**
 * Links that run script or smuggle a document, as typed or pasted: every case, whitespace and control characters
 * browsers drop, HTML entities (which must stay text: React escapes `&`), and markdown for rich-text fields.
 */
export const UNSAFE_LINKS: readonly string[] = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  '\tjava\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '\u0001\u001fjavascript:alert(1)',
  '\u00a0javascript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'javascript://%0aalert(1)',
  'javascript:alert(1)//https://shop.example/',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;vascript:alert(1)',
  'jav&#x09;ascript:alert(1)',
  'java&Tab;script&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ' DATA:text/html,<svg onload=alert(1)>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:MsgBox(1)',
  '[Shop now](javascript:alert(1))',
  '[Shop]( JaVaScRiPt:alert(1) "title")',
  '[Shop](<java\tscript:alert(1)>)',
  '[Shop](&#106;avascript:alert(1))',
  '[Shop](data:text/html,<script>alert(1)</script>)',
  '![x](javascript:alert(1))',
  '<javascript:alert(1)>',
  '[Shop][1]\n\n[1]: javascript:alert(1)',
];

/** Markup and script in text: must come out as text, never as elements or attributes. */
export const MARKUP_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '" onmouseover="alert(1)',
  '</textarea></title></style></script><script>alert(1)</script>',
  '<a href="javascript:alert(1)">Shop</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Go</button></form>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<!--<script>alert(1)</script>-->',
  '{~<script>alert(1)</script>~} and {=<img src=x onerror=alert(1)>=}',
  '**<script>alert(1)</script>** [x](/sale "<script>")',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
];

/** Text a JSON document can carry but no editor means: lone surrogates, NUL, a non-character, bidi overrides. */
export const ODD_TEXT: readonly string[] = [
  '\ud800',
  'Sale \udfff',
  'a\u0000b',
  '\uffff',
  '\u202eelas\u202c',
  '\ufeff',
];

/** The three schemes, in random case, with characters browsers drop scattered through them. */
function obfuscatedScheme(): Arbitrary<string> {
  const dropped = fc.constantFrom('', '', '', '\t', '\n', '\r', '\u0000', '\u0008');
  return fc
    .tuple(
      fc.constantFrom('javascript', 'vbscript', 'data'),
      fc.array(fc.tuple(fc.boolean(), dropped), { minLength: 10, maxLength: 10 }),
      fc.constantFrom('', ' ', '\t', '\u0000', '\u001f ', '\n\n'),
      fc.constantFrom('alert(1)', 'alert(document.cookie)', 'text/html,<script>alert(1)</script>'),
    )
    .map(([scheme, noise, lead, body]) => {
      const letters = [...scheme].map((letter, index) => {
        const [upper, gap] = noise[index] ?? [false, ''];
        return (upper ? letter.toUpperCase() : letter) + gap;
      });
      return `${lead}${letters.join('')}:${body}`;
    });
}

/** An unsafe link, bare or as a markdown link. */
export function unsafeLink(): Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(...UNSAFE_LINKS),
    obfuscatedScheme(),
    obfuscatedScheme().map((link) => `[Shop now](${link})`),
  );
}

export function markupPayload(): Arbitrary<string> {
  return fc.constantFrom(...MARKUP_PAYLOADS);
}

/** A string of exactly 10,000 UTF-16 units (which may end in half a surrogate pair). */
export function longString(): Arbitrary<string> {
  const chunk = fc.oneof(
    fc.constantFrom('a', ' ', '<', '&', '{~', '**', 'é', '🎉', 'Spring sale ', '\n'),
    fc.string({ minLength: 1, maxLength: 6 }),
  );
  return chunk.map((piece) => piece.repeat(Math.ceil(10_000 / piece.length)).slice(0, 10_000));
}

/** Schema ids no block has (or another block's, given in `otherIds`), and `_meta.schema` of the wrong type. */
export function unknownSchemaId(schemaId: string, otherIds: readonly string[] = []): Arbitrary<unknown> {
  const near = [
    '',
    ' ',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    `${schemaId}/`,
    `${schemaId} `,
    ` ${schemaId}`,
    schemaId.toUpperCase(),
    schemaId.replace(/^https:/, 'http:'),
    `${schemaId}?v=2`,
    'https://schema.wardrobe.shop/blocks/',
    'https://schema.wardrobe.shop/blocks/not-a-block',
    'javascript:alert(1)',
    '<script>alert(1)</script>',
  ];
  const others = otherIds.filter((id) => id !== schemaId);
  return fc.oneof(
    fc.constantFrom(...near),
    ...(others.length > 0 ? [fc.constantFrom(...others)] : []),
    fc.string(),
    fc.webUrl(),
    fc.constantFrom<unknown>(0, true, null, {}, [], [schemaId], { schema: schemaId }),
  );
}

/** A value of another type than `value` (`null` and arrays count as types of their own). */
function wrongType(value: unknown): Arbitrary<unknown> {
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  const candidates: unknown[] = [
    0,
    -1,
    1e308,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    true,
    false,
    null,
    undefined,
    'text',
    '',
    {},
    [],
    [[['deep']]],
    { _meta: {} },
    ['/sale', 42, null],
  ];
  return fc.constantFrom(...candidates.filter((candidate) => kind(candidate) !== kind(value)));
}

// Nesting ---------------------------------------------------------------------------------------------------------

/**
 * An entry ten deep: each level a copy of one of `entries` with one of its fields (or a list field, as a list)
 * holding the next level.
 */
export function nestedEntry(entries: readonly unknown[], depth = 10): Arbitrary<unknown> {
  const level = fc.tuple(fc.nat({ max: Math.max(0, entries.length - 1) }), fc.nat(), fc.boolean());
  return fc.array(level, { minLength: depth, maxLength: depth }).map((levels) => {
    const [innermost, ...outer] = levels;
    return outer.reduce<unknown>(
      (inner, [which, keyPick, asList]) => {
        const host = entries[which];
        if (!isObject(host)) return [host, inner];
        const keys = Object.keys(host).filter((key) => key !== '_meta');
        const key = keys.length > 0 ? (keys[keyPick % keys.length] as string) : 'items';
        const slot = Array.isArray(host[key]) || asList ? [inner] : inner;
        return { ...host, [key]: slot };
      },
      entries[innermost?.[0] ?? 0],
    );
  });
}

// Mutations -------------------------------------------------------------------------------------------------------

export interface MutationOptions {
  /** Entries to nest inside fields (e.g. every block's fixtures). Default: the fixture itself. */
  nestable?: readonly unknown[];
  /** Other schema ids an entry may be relabelled with (a known type, the wrong one). */
  otherSchemaIds?: readonly string[];
  /** At most this many mutations on one fixture. Default 3. */
  maxMutations?: number;
}

/** One near-valid mutation of `entry`: a field dropped, a wrong type, a hostile string, a bad id, deep nesting. */
export function mutation(entry: unknown, options: MutationOptions = {}): Arbitrary<unknown> {
  const places = placesIn(entry);
  const strings = places.filter(({ path, value }) => typeof value === 'string' && !isSchemaPath(path));
  const containers = places.filter(({ value }) => value !== null && typeof value === 'object');
  const ownId = isObject(entry) && isObject(entry._meta) ? String(entry._meta.schema ?? '') : '';
  const nestable = options.nestable && options.nestable.length > 0 ? options.nestable : [entry];

  const pick = <T>(list: readonly T[]) => fc.constantFrom(...list);
  const choices: { weight: number; arbitrary: Arbitrary<unknown> }[] = [
    // A wrong type anywhere, the root included (a list, a string, null… where an entry should be).
    {
      weight: 3,
      arbitrary: pick<Place>([{ path: [], value: entry }, ...places]).chain(({ path, value }) =>
        wrongType(value).map((replacement) => setAt(entry, path, replacement)),
      ),
    },
    // `_meta.schema` unknown or of the wrong type, or `_meta` gone or not an object.
    {
      weight: 2,
      arbitrary: fc.oneof(
        unknownSchemaId(ownId, options.otherSchemaIds).map((id) => setAt(entry, ['_meta', 'schema'], id)),
        fc
          .constantFrom<unknown>(undefined, null, 'meta', [], 42)
          .map((meta) => (meta === undefined ? removeAt(entry, ['_meta']) : setAt(entry, ['_meta'], meta))),
      ),
    },
    // Ten deep inside a field; a list field gets a list of them.
    {
      weight: 2,
      arbitrary: fc
        .tuple(pick<Place>([{ path: ['nested'], value: undefined }, ...places]), nestedEntry(nestable))
        .map(([{ path, value }, nested]) =>
          setAt(entry, path, Array.isArray(value) ? [nested, ...value.slice(0, 1), nested] : nested),
        ),
    },
  ];
  if (places.length > 0) {
    // A field dropped, at any depth (the required ones are the interesting ones).
    choices.push({ weight: 3, arbitrary: pick(places).map(({ path }) => removeAt(entry, path)) });
  }
  if (containers.length > 0) {
    // A list or an object emptied.
    choices.push({
      weight: 1,
      arbitrary: pick(containers).map(({ path, value }) =>
        setAt(entry, path, Array.isArray(value) ? [] : {}),
      ),
    });
  }
  if (strings.length > 0) {
    const place = pick(strings);
    const hostile = fc.oneof(unsafeLink(), markupPayload(), fc.constantFrom(...ODD_TEXT));
    choices.push(
      {
        weight: 2,
        arbitrary: fc.tuple(place, longString()).map(([{ path }, long]) => setAt(entry, path, long)),
      },
      // One string field, whatever its name: replaced, or the payload before or after the editor's text.
      {
        weight: 4,
        arbitrary: fc
          .tuple(place, hostile, fc.constantFrom('replace', 'before', 'after'))
          .map(([{ path, value }, payload, where]) =>
            setAt(
              entry,
              path,
              where === 'replace' ? payload : where === 'before' ? payload + value : `${value} ${payload}`,
            ),
          ),
      },
      // Every string field at once (not only those named link or url).
      {
        weight: 2,
        arbitrary: hostile.map((payload) =>
          strings.reduce<unknown>((mutated, { path }) => setAt(mutated, path, payload), entry),
        ),
      },
    );
  }
  return fc.oneof(...choices);
}

/** `fixture` after one to `maxMutations` mutations, each on the result of the one before. */
export function mutatedEntry(fixture: unknown, options: MutationOptions = {}): Arbitrary<unknown> {
  const apply = (entry: unknown, count: number): Arbitrary<unknown> =>
    count === 0 ? fc.constant(entry) : mutation(entry, options).chain((next) => apply(next, count - 1));
  return fc.integer({ min: 1, max: options.maxMutations ?? 3 }).chain((count) => apply(fixture, count));
}
