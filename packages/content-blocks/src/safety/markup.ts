// Reads server-rendered markup as a browser's tokenizer would (start tags and their attributes, entities decoded
// once), so the safety checks look at what a browser would act on rather than grepping text.
//
// Reading: conservative on purpose. Raw-text elements (`<style>`, `<textarea>`, `<title>`) are not skipped, so a
// `<` followed by a letter anywhere outside a comment or an attribute counts as a tag: React escapes `<` in text,
// so in its output that only happens for real tags. Named entities beyond the table below stay as written (React
// writes no others; `&amp;` is the one that matters).

export interface Attribute {
  name: string;
  value: string;
}

export interface StartTag {
  name: string;
  attributes: Attribute[];
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  Tab: '\t',
  NewLine: '\n',
  colon: ':',
  sol: '/',
  lpar: '(',
  rpar: ')',
  period: '.',
  comma: ',',
  excl: '!',
  num: '#',
  percnt: '%',
  semi: ';',
  equals: '=',
  quest: '?',
  commat: '@',
  lsqb: '[',
  rsqb: ']',
  lowbar: '_',
  grave: '`',
  lcub: '{',
  rcub: '}',
  verbar: '|',
};

/** Character references decoded once, as in an attribute value. */
export function decodeEntities(value: string): string {
  return value.replace(
    /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([A-Za-z][A-Za-z0-9]*));?/g,
    (match, dec, hex, name) => {
      if (dec !== undefined || hex !== undefined) {
        const code = dec !== undefined ? Number.parseInt(dec, 10) : Number.parseInt(hex, 16);
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
        return valid ? String.fromCodePoint(code) : '\ufffd';
      }
      return Object.hasOwn(NAMED_ENTITIES, name) ? (NAMED_ENTITIES[name] as string) : match;
    },
  );
}

const SPACE = /[\t\n\f\r ]/;

/** Every start tag of `html`, names lower-cased, attribute values decoded. End tags and comments are skipped. */
export function startTags(html: string): StartTag[] {
  const tags: StartTag[] = [];
  let i = 0;
  const n = html.length;
  const skipSpace = () => {
    while (i < n && SPACE.test(html[i] as string)) i += 1;
  };
  while (i < n) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    i = open + 1;
    const next = html[i] ?? '';
    if (html.startsWith('!--', i)) {
      const close = html.indexOf('-->', i + 3);
      i = close === -1 ? n : close + 3;
      continue;
    }
    if (next === '!' || next === '?') {
      const close = html.indexOf('>', i);
      i = close === -1 ? n : close + 1;
      continue;
    }
    const end = next === '/';
    if (end) i += 1;
    if (!/[A-Za-z]/.test(html[i] ?? '')) continue;
    const nameStart = i;
    while (i < n && !SPACE.test(html[i] as string) && html[i] !== '/' && html[i] !== '>') i += 1;
    const name = html.slice(nameStart, i).toLowerCase();
    const attributes: Attribute[] = [];
    // Attributes, as the tokenizer reads them (end tags have them too; they are read and dropped).
    while (i < n) {
      skipSpace();
      if (html[i] === '>') {
        i += 1;
        break;
      }
      if (html[i] === '/') {
        i += 1;
        continue;
      }
      const attrStart = i;
      i += 1; // A leading `=` belongs to the name.
      while (i < n && !SPACE.test(html[i] as string) && !'/>='.includes(html[i] as string)) i += 1;
      const attrName = html.slice(attrStart, i).toLowerCase();
      skipSpace();
      let value = '';
      if (html[i] === '=') {
        i += 1;
        skipSpace();
        const quote = html[i];
        if (quote === '"' || quote === "'") {
          const close = html.indexOf(quote, i + 1);
          value = html.slice(i + 1, close === -1 ? n : close);
          i = close === -1 ? n : close + 1;
        } else {
          const valueStart = i;
          while (i < n && !SPACE.test(html[i] as string) && html[i] !== '>') i += 1;
          value = html.slice(valueStart, i);
        }
      }
      attributes.push({ name: attrName, value: decodeEntities(value) });
    }
    if (!end) tags.push({ name, attributes });
  }
  return tags;
}

/**
 * Whether a URL attribute would run script or load a document: what a browser's URL parser does first (leading
 * and trailing C0 controls and spaces stripped, tabs and newlines removed), then the scheme in any case.
 */
export function isUnsafeUrl(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is what browsers do.
  const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^(?:javascript|vbscript|data):/i.test(url);
}

/** Attributes whose value a browser follows or loads as a URL. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background']);

/**
 * What in `html` could run script in the shop's page: a `<script>` element, an `on…` event-handler attribute, a
 * `javascript:`/`vbscript:`/`data:` URL in a URL attribute (`srcset` candidates too), script in an inline style,
 * or a frame that is not sandboxed to `allow-scripts` exactly. A frame's `srcdoc` is its own document: the
 * custom HTML block's, which may hold scripts, runs only inside that sandbox.
 */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const { name, attributes } of startTags(html)) {
    if (name === 'script') problems.push('a <script> element');
    for (const attribute of attributes) {
      const where = `<${name} ${attribute.name}="${attribute.value.slice(0, 80)}">`;
      if (attribute.name.startsWith('on')) problems.push(`an event-handler attribute ${where}`);
      else if (URL_ATTRIBUTES.has(attribute.name) && isUnsafeUrl(attribute.value)) {
        problems.push(`an unsafe URL ${where}`);
      } else if (
        attribute.name === 'srcset' &&
        attribute.value.split(',').some((c) => isUnsafeUrl(c.trim()))
      ) {
        problems.push(`an unsafe URL ${where}`);
      } else if (
        attribute.name === 'style' &&
        /javascript:|vbscript:|expression\(/i.test(attribute.value.replace(/[\s\\]/g, ''))
      ) {
        problems.push(`script in a style ${where}`);
      }
    }
    if (name === 'iframe') {
      const sandbox = attributes.filter((attribute) => attribute.name === 'sandbox');
      if (sandbox.length !== 1 || sandbox[0]?.value !== 'allow-scripts') {
        problems.push(`an <iframe> whose sandbox is not exactly "allow-scripts"`);
      }
    }
  }
  return problems;
}

/** How many elements carry `attribute="value"`. */
export function countAttribute(html: string, attribute: string, value: string): number {
  return startTags(html).filter((tag) =>
    tag.attributes.some((a) => a.name === attribute && a.value === value),
  ).length;
}
