import { parseRichText } from '@wardrobe/domain-rules';

/**
 * A small markdown reader for editor text: the subset the content uses, read into a tree that the renderer turns
 * into React elements (never HTML strings, so nothing in the text can inject markup).
 *
 * Blocks: paragraphs (split by blank lines), headings `#`, `##`, `###`, bulleted lists (`-`, `*`, `+`) and
 * numbered lists (`1.` or `1)`), nested by indenting two or more spaces.
 * Inline: `**strong**`/`__strong__`, `*emphasis*`/`_emphasis_`, links `[text](url "title")`, line breaks,
 * backslash escapes, and the spec's underline notation `{~wavy~}` and `{=double=}` (domain-rules
 * `parseRichText`, spec 002 §5), which may hold other inline markup and sit inside it.
 *
 * Readings:
 * - A single newline inside a paragraph is a line break, as editors see it in their text box.
 * - `####` and deeper read as the third level; a heading with no text is dropped.
 * - Any bullet continues a bulleted list; a numbered list interrupts a paragraph only when it starts at 1
 *   (so a line like "2024. A year of…" stays text), as in CommonMark.
 * - An underline tag pair cannot cross a block: an unmatched tag in a paragraph is reported and stays text.
 * - Only http(s), mailto, tel and root-relative `/…` links become links (see `safeHref`); any other link shows
 *   its text only. An image `![alt](src)` shows its alt text only. Raw HTML is text.
 */

export type InlineNode =
  | { type: 'text'; value: string }
  | { type: 'break' }
  | { type: 'strong'; children: InlineNode[] }
  | { type: 'emphasis'; children: InlineNode[] }
  | { type: 'underline'; style: 'wavy' | 'double'; children: InlineNode[] }
  | { type: 'link'; href: string; external: boolean; title?: string; children: InlineNode[] };

export interface ListItemNode {
  children: InlineNode[];
  /** A list nested in this item. */
  list?: ListNode;
}

export interface ListNode {
  type: 'list';
  ordered: boolean;
  /** The first number of a numbered list (1 for bulleted lists). */
  start: number;
  items: ListItemNode[];
}

export type BlockNode =
  | { type: 'paragraph'; children: InlineNode[] }
  | { type: 'heading'; depth: 1 | 2 | 3; children: InlineNode[] }
  | ListNode;

export interface RichTextDocument {
  blocks: BlockNode[];
  /** Unmatched underline tags (spec 002 §5: "otherwise an error is logged"). */
  errors: string[];
}

export interface SafeLink {
  href: string;
  /** An absolute http(s) link: it opens in a new tab. */
  external: boolean;
}

/**
 * Whether a link may be followed: `http:`/`https:` with a host, `mailto:`, `tel:`, or a root-relative `/path`
 * (not `//host` nor `/\host`, which browsers read as another site). Anything with spaces or control characters is
 * refused, because browsers drop some of them and the link could then turn into another one.
 */
export function safeHref(url: string): SafeLink | undefined {
  const href = url.trim();
  if (href === '' || /\s/.test(href) || hasControlCharacter(href)) return undefined;
  if (href.startsWith('/')) return /^\/[/\\]/.test(href) ? undefined : { href, external: false };
  // A user name before the host (`https://shop.example@evil.example`) only serves to mislead: refused.
  if (/^https?:\/\/[^/\\?#@]+(?:[/?#]|$)/i.test(href)) return { href, external: true };
  if (/^(mailto|tel):./i.test(href)) return { href, external: false };
  return undefined;
}

function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** Reads editor markdown into blocks. Never throws: what it cannot read stays text. */
export function parseMarkdown(text: string | null | undefined): RichTextDocument {
  const errors: string[] = [];
  const inline = (source: string) => parseInline(source, errors);
  // NUL never belongs in text (HTML replaces it) and marks underline placeholders below.
  const lines = (typeof text === 'string' ? text : '').replace(/\r\n?/g, '\n').replace(/\0/g, '').split('\n');
  const blocks: BlockNode[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const children = paragraph.length > 0 ? inline(paragraph.join('\n')) : [];
    if (children.length > 0) blocks.push({ type: 'paragraph', children });
    paragraph = [];
  };

  let i = 0;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      flush();
      i += 1;
      continue;
    }
    const heading = readHeading(line);
    if (heading) {
      flush();
      const children = inline(heading.text);
      if (children.length > 0) blocks.push({ type: 'heading', depth: heading.depth, children });
      i += 1;
      continue;
    }
    const item = readItem(line);
    if (item && (paragraph.length === 0 || !item.ordered || item.start === 1)) {
      flush();
      const { list, next } = readList(lines, i, inline);
      blocks.push(list);
      i = next;
      continue;
    }
    paragraph.push(line.trim());
    i += 1;
  }
  flush();
  return { blocks, errors };
}

// Blocks ---------------------------------------------------------------------------------------------------------

function readHeading(line: string): { depth: 1 | 2 | 3; text: string } | undefined {
  const match = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/.exec(line);
  if (!match) return undefined;
  const hashes = (match[1] as string).length;
  // A closing run of `#` is decoration (`## Sizes ##`).
  const text = (match[2] ?? '').replace(/(^|[ \t]+)#+$/, '').trim();
  return { depth: Math.min(hashes, 3) as 1 | 2 | 3, text };
}

interface ItemLine {
  indent: number;
  ordered: boolean;
  start: number;
  text: string;
}

function readItem(line: string): ItemLine | undefined {
  const match = /^([ \t]*)([-*+]|(\d{1,9})[.)])(?:[ \t]+(.*))?$/.exec(line);
  if (!match) return undefined;
  const text = (match[4] ?? '').trim();
  // `-` alone, or a `*`/`-` run like `***`, is not an item.
  if (text === '' && match[4] === undefined) return undefined;
  return {
    // A tab indents like four spaces.
    indent: (match[1] as string).replace(/\t/g, '    ').length,
    ordered: match[3] !== undefined,
    start: match[3] !== undefined ? Number(match[3]) : 1,
    text,
  };
}

function readList(
  lines: readonly string[],
  from: number,
  inline: (source: string) => InlineNode[],
): { list: ListNode; next: number } {
  const first = readItem(lines[from] as string) as ItemLine;
  const list: ListNode = { type: 'list', ordered: first.ordered, start: first.start, items: [] };
  const texts: string[][] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i] as string;
    if (line.trim() === '') {
      // A blank line ends the list unless the next line carries on with an item of it (a "loose" list).
      let j = i + 1;
      while (j < lines.length && (lines[j] as string).trim() === '') j += 1;
      const after = j < lines.length ? readItem(lines[j] as string) : undefined;
      if (
        !after ||
        after.indent < first.indent ||
        (after.indent < first.indent + 2 && after.ordered !== first.ordered)
      )
        break;
      i = j;
      continue;
    }
    const item = readItem(line);
    if (item && item.indent < first.indent) break;
    if (item && item.indent >= first.indent + 2 && list.items.length > 0) {
      const parent = list.items[list.items.length - 1] as ListItemNode;
      const nested = readList(lines, i, inline);
      if (parent.list === undefined) parent.list = nested.list;
      else parent.list.items.push(...nested.list.items);
      i = nested.next;
      continue;
    }
    if (item) {
      if (item.ordered !== first.ordered) break;
      list.items.push({ children: [] });
      texts.push([item.text]);
      i += 1;
      continue;
    }
    if (readHeading(line)) break;
    // A plain line right after an item carries on its text.
    texts[texts.length - 1]?.push(line.trim());
    i += 1;
  }
  list.items.forEach((item, index) => {
    item.children = inline((texts[index] ?? []).join('\n'));
  });
  return { list, next: i };
}

// Inline ---------------------------------------------------------------------------------------------------------

const ESCAPABLE = new Set('\\`*_{}[]()<>#+-.!|~=');
const PLACEHOLDER = /\0(\d+)\0/g;
const TAGS = { wavy: ['{~', '~}'], double: ['{=', '=}'] } as const;

interface Underline {
  style: 'wavy' | 'double';
  text: string;
}

/**
 * The underline notation first (domain-rules `parseRichText`): each underlined run becomes a placeholder, so
 * markdown around it reads as usual; then the placeholders become underline nodes holding their own inline text.
 */
function parseInline(source: string, errors: string[]): InlineNode[] {
  const { tokens, errors: tagErrors } = parseRichText(source);
  errors.push(...tagErrors);
  const underlines: Underline[] = [];
  let masked = '';
  for (const token of tokens) {
    if (token.type === 'text') masked += token.text;
    else {
      masked += `\0${underlines.length}\0`;
      underlines.push({ style: token.type, text: token.text });
    }
  }
  const restoreRaw = (value: string) =>
    value.replace(PLACEHOLDER, (_, index: string) => {
      const u = underlines[Number(index)] as Underline;
      return `${TAGS[u.style][0]}${u.text}${TAGS[u.style][1]}`;
    });
  const expand = (nodes: InlineNode[]): InlineNode[] =>
    nodes.flatMap((node): InlineNode[] => {
      if (node.type === 'text') {
        return node.value.split(/\0(\d+)\0/).flatMap((part, index): InlineNode[] => {
          if (index % 2 === 0) return part === '' ? [] : [{ type: 'text', value: part }];
          const u = underlines[Number(part)] as Underline;
          return [{ type: 'underline', style: u.style, children: parseInline(u.text, errors) }];
        });
      }
      if (node.type === 'break') return [node];
      return [{ ...node, children: expand(node.children) }];
    });
  return expand(new SpanReader(masked, restoreRaw).read(0, masked.length, false));
}

interface Match {
  node: InlineNode;
  end: number;
}

/** Emphasis, strong and links over one string, by absolute positions; results are memoised (no blow-up). */
class SpanReader {
  private readonly memo = new Map<string, Match | null>();

  constructor(
    private readonly s: string,
    private readonly restore: (value: string) => string,
  ) {}

  read(from: number, to: number, inLink: boolean): InlineNode[] {
    const { s } = this;
    const nodes: InlineNode[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') nodes.push({ type: 'text', value: text });
      text = '';
    };
    let i = from;
    while (i < to) {
      const c = s.charAt(i);
      if (c === '\\' && i + 1 < to && ESCAPABLE.has(s.charAt(i + 1))) {
        text += s.charAt(i + 1);
        i += 2;
        continue;
      }
      if (c === '\n' || (c === '\\' && s.charAt(i + 1) === '\n')) {
        // Trailing spaces before a break are not text.
        text = text.replace(/[ \t]+$/, '');
        flush();
        nodes.push({ type: 'break' });
        i += c === '\n' ? 1 : 2;
        continue;
      }
      if (c === '!' && s.charAt(i + 1) === '[') {
        // An image in text shows its alt text only: pictures belong in image fields (sizes, 404 fallback).
        const picture = this.link(i + 1, to);
        if (picture) {
          flush();
          nodes.push(...stripLinks(picture.nodes));
          i = picture.end;
          continue;
        }
      }
      if (c === '[' && !inLink) {
        const link = this.link(i, to);
        if (link) {
          flush();
          nodes.push(...link.nodes);
          i = link.end;
          continue;
        }
      }
      if (c === '*' || c === '_') {
        const run = this.runLength(i, to);
        const match = this.delimited(i, to, inLink);
        if (match) {
          flush();
          nodes.push(...match.literal.map((value): InlineNode => ({ type: 'text', value })), match.node);
          i = match.end;
          continue;
        }
        text += s.slice(i, i + run);
        i += run;
        continue;
      }
      text += c;
      i += 1;
    }
    flush();
    return mergeText(nodes);
  }

  private runLength(at: number, to: number): number {
    const c = this.s.charAt(at);
    let end = at;
    while (end < to && this.s.charAt(end) === c) end += 1;
    return end - at;
  }

  /** `**…**` (or `__…__`) at a run of two or more, else `*…*` from the run's last mark. */
  private delimited(at: number, to: number, inLink: boolean): (Match & { literal: string[] }) | undefined {
    const run = this.runLength(at, to);
    if (run >= 2) {
      const strong = this.span(at, 2, to, inLink);
      if (strong) return { ...strong, literal: [] };
    }
    const single = this.span(at + run - 1, 1, to, inLink);
    if (single) return { ...single, literal: run > 1 ? [this.s.slice(at, at + run - 1)] : [] };
    return undefined;
  }

  private canOpen(at: number, length: number, to: number): boolean {
    const { s } = this;
    const c = s.charAt(at);
    const after = at + length < to ? s.charAt(at + length) : '';
    if (after === '' || /\s/.test(after)) return false;
    // `_` does not open inside a word (snake_case, file_names).
    return !(c === '_' && at > 0 && isWordChar(s.charAt(at - 1)));
  }

  private canClose(at: number, length: number, to: number, from: number): boolean {
    const { s } = this;
    if (at <= from) return false;
    if (/\s/.test(s.charAt(at - 1))) return false;
    return !(s.charAt(at) === '_' && at + length < to && isWordChar(s.charAt(at + length)));
  }

  /** A delimited span opening at `at` with `length` marks; its closer is the nearest one at the same level. */
  private span(at: number, length: 1 | 2, to: number, inLink: boolean): Match | undefined {
    const key = `${at},${length},${to},${inLink}`;
    if (this.memo.has(key)) return this.memo.get(key) ?? undefined;
    const { s } = this;
    const c = s.charAt(at);
    let result: Match | null = null;
    if (this.canOpen(at, length, to)) {
      const contentStart = at + length;
      let j = contentStart;
      while (j < to) {
        const d = s.charAt(j);
        if (d === '\\') {
          j += 2;
          continue;
        }
        if (d === '[' && !inLink) {
          const link = this.link(j, to);
          if (link) {
            j = link.end;
            continue;
          }
        }
        if (d !== '*' && d !== '_') {
          j += 1;
          continue;
        }
        const run = this.runLength(j, to);
        if (d === c && (run === length || run >= 3) && this.canClose(j, length, to, contentStart)) {
          // In a longer run the first marks close the innermost span (`***a***` is strong(emphasis(a))).
          const close = j;
          const node: InlineNode =
            length === 2
              ? { type: 'strong', children: this.read(contentStart, close, inLink) }
              : { type: 'emphasis', children: this.read(contentStart, close, inLink) };
          result = { node, end: close + length };
          break;
        }
        // Another span inside this one: step over it whole, so its marks are not taken for our closer.
        const inner = this.delimited(j, to, inLink);
        j = inner ? inner.end : j + run;
      }
    }
    this.memo.set(key, result);
    return result ?? undefined;
  }

  /**
   * `[text](destination "title")`; `undefined` when it is not a whole link, so `[` stays text. A link that may not
   * be followed gives its text only.
   */
  private link(at: number, to: number): { nodes: InlineNode[]; end: number } | undefined {
    const { s } = this;
    let depth = 0;
    let close = -1;
    for (let j = at; j < to; j += 1) {
      const d = s.charAt(j);
      if (d === '\\') j += 1;
      else if (d === '[') depth += 1;
      else if (d === ']') {
        depth -= 1;
        if (depth === 0) {
          close = j;
          break;
        }
      }
    }
    if (close === -1 || s.charAt(close + 1) !== '(') return undefined;
    const target = readDestination(s, close + 2, to);
    if (!target) return undefined;
    const children = this.read(at + 1, close, true);
    const href = safeHref(this.restore(unescapeMarkdown(target.destination)));
    if (!href) return { nodes: children, end: target.end };
    const title = target.title === undefined ? undefined : this.restore(unescapeMarkdown(target.title));
    return {
      nodes: [{ type: 'link', ...href, ...(title ? { title } : {}), children }],
      end: target.end,
    };
  }
}

function readDestination(
  s: string,
  from: number,
  to: number,
): { destination: string; title?: string; end: number } | undefined {
  let i = from;
  const skipSpaces = () => {
    while (i < to && /[ \t\n]/.test(s.charAt(i))) i += 1;
  };
  skipSpaces();
  let destination = '';
  if (s.charAt(i) === '<') {
    const end = s.indexOf('>', i + 1);
    if (end === -1 || end >= to) return undefined;
    destination = s.slice(i + 1, end);
    i = end + 1;
  } else {
    let depth = 0;
    const start = i;
    while (i < to) {
      const d = s.charAt(i);
      if (d === '\\') {
        i += 2;
        continue;
      }
      if (/\s/.test(d)) break;
      if (d === '(') depth += 1;
      if (d === ')') {
        if (depth === 0) break;
        depth -= 1;
      }
      i += 1;
    }
    destination = s.slice(start, Math.min(i, to));
  }
  skipSpaces();
  let title: string | undefined;
  const quote = s.charAt(i);
  if (quote === '"' || quote === "'" || quote === '(') {
    const closing = quote === '(' ? ')' : quote;
    const end = s.indexOf(closing, i + 1);
    if (end === -1 || end >= to) return undefined;
    title = s.slice(i + 1, end);
    i = end + 1;
    skipSpaces();
  }
  if (s.charAt(i) !== ')' || i >= to) return undefined;
  return title === undefined ? { destination, end: i + 1 } : { destination, title, end: i + 1 };
}

function unescapeMarkdown(value: string): string {
  return value.replace(/\\(.)/g, (whole, c: string) => (ESCAPABLE.has(c) ? c : whole));
}

function isWordChar(c: string): boolean {
  return /[\p{L}\p{N}]/u.test(c);
}

function stripLinks(nodes: InlineNode[]): InlineNode[] {
  return nodes.flatMap((node): InlineNode[] => {
    if (node.type === 'link') return stripLinks(node.children);
    if (node.type === 'text' || node.type === 'break') return [node];
    return [{ ...node, children: stripLinks(node.children) }];
  });
}

/** Neighbouring text nodes become one. */
function mergeText(nodes: InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && node.value === '') continue;
    if (node.type === 'text' && last?.type === 'text') last.value += node.value;
    else merged.push(node);
  }
  return merged;
}
