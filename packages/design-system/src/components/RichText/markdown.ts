import { parseRichText } from '@wardrobe/domain-rules';
import { fromMarkdown, type Options } from 'mdast-util-from-markdown';

/**
 * Editor text read with micromark (`mdast-util-from-markdown`, CommonMark) into the small tree the renderer turns
 * into React elements (never HTML strings, so nothing in the text can inject markup), plus a pass over that tree
 * for the spec's underline notation `{~wavy~}` and `{=double=}` (domain-rules `parseRichText`, spec 002 §5).
 *
 * Read: paragraphs, ATX headings `#` to `###`, bulleted and numbered lists (nested as CommonMark nests them),
 * `**strong**`/`__strong__`, `*emphasis*`/`_emphasis_`, links `[text](url "title")`, line breaks and backslash
 * escapes. Everything else CommonMark has is switched off and stays text: raw HTML, autolinks `<…>`, code,
 * block quotes, thematic breaks, setext headings, link definitions and character references (`&amp;`).
 *
 * Readings:
 * - A single newline inside a paragraph is a line break, as editors see it in their text box.
 * - `####` and deeper read as the third level; a heading with no text, or a block that reads as nothing, is dropped.
 * - Any bullet continues a bulleted list and any number a numbered one (CommonMark would start a new list when
 *   `-` turns into `*`, or `.` into `)`); an empty item is dropped. A numbered list interrupts a paragraph only
 *   when it starts at 1 (so a line like "2024. A year of…" stays text).
 * - Underline tags pair within one block's text, as `parseRichText` pairs them; an underline may hold other inline
 *   markup and sit inside it (a pair that crosses the edge of a strong or a link splits it). An unmatched tag is
 *   reported, with its place in the block's text, and stays text.
 * - Only http(s), mailto, tel and root-relative `/…` links become links (see `safeHref`); any other link shows
 *   its text only. An image `![alt](src)` shows its alt text only.
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

// The library's tree (mdast), named from its parser's return type.
type MdFlow = ReturnType<typeof fromMarkdown>['children'][number];
type MdPhrasing = Extract<MdFlow, { type: 'paragraph' }>['children'][number];
type MdList = Extract<MdFlow, { type: 'list' }>;
type MdListItem = MdList['children'][number];

/** CommonMark with only what editors' text uses: every other construct is off, so its characters stay text. */
const OPTIONS: Options = {
  extensions: [
    {
      disable: {
        null: [
          'autolink',
          'blockQuote',
          'characterReference',
          'codeFenced',
          'codeIndented',
          'codeText',
          'definition',
          'htmlFlow',
          'htmlText',
          'setextUnderline',
          'thematicBreak',
        ],
      },
    },
  ],
};

/** Reads editor markdown into blocks. Never throws: what it cannot read stays text. */
export function parseMarkdown(text: string | null | undefined): RichTextDocument {
  const errors: string[] = [];
  // NUL never belongs in text (CommonMark would show it as U+FFFD).
  const source = typeof text === 'string' ? text.replace(/\0/g, '') : '';
  const blocks = readFlow(fromMarkdown(source, OPTIONS).children, errors);
  return { blocks, errors };
}

// Blocks ---------------------------------------------------------------------------------------------------------

function readFlow(nodes: readonly MdFlow[], errors: string[]): BlockNode[] {
  const blocks: BlockNode[] = [];
  for (const node of nodes) {
    if (node.type === 'list') {
      const list = readList(node, errors);
      const last = blocks[blocks.length - 1];
      if (list && last?.type === 'list' && last.ordered === list.ordered) last.items.push(...list.items);
      else if (list) blocks.push(list);
    } else if (node.type === 'heading') {
      const children = readInline(node.children, errors);
      const depth = Math.min(node.depth, 3) as 1 | 2 | 3;
      if (children.length > 0) blocks.push({ type: 'heading', depth, children });
    } else if (node.type === 'paragraph') {
      const children = readInline(node.children, errors);
      if (children.length > 0) blocks.push({ type: 'paragraph', children });
    } else if ('children' in node) {
      // Nothing else is switched on; should a construct appear, its content still reads.
      blocks.push(...readFlow(node.children as MdFlow[], errors));
    } else if ('value' in node && node.value !== '') {
      blocks.push({ type: 'paragraph', children: readInline([{ type: 'text', value: node.value }], errors) });
    }
  }
  return blocks;
}

function readList(list: MdList, errors: string[]): ListNode | undefined {
  const items = list.children.flatMap((item) => readItem(item, errors) ?? []);
  if (items.length === 0) return undefined;
  const ordered = list.ordered === true;
  return { type: 'list', ordered, start: ordered ? (list.start ?? 1) : 1, items };
}

/** An item's paragraphs are one run of text (a line break between them); its lists become one nested list. */
function readItem(item: MdListItem, errors: string[]): ListItemNode | undefined {
  const children: InlineNode[] = [];
  let list: ListNode | undefined;
  for (const block of readFlow(item.children, errors)) {
    if (block.type === 'list') {
      if (list) list.items.push(...block.items);
      else list = block;
      continue;
    }
    if (children.length > 0) children.push({ type: 'break' });
    children.push(...block.children);
  }
  if (children.length === 0 && !list) return undefined;
  return list ? { children, list } : { children };
}

// Inline ---------------------------------------------------------------------------------------------------------

function readInline(nodes: readonly MdPhrasing[], errors: string[]): InlineNode[] {
  return underlines(mergeText(nodes.flatMap(toInline)), errors);
}

function toInline(node: MdPhrasing): InlineNode[] {
  switch (node.type) {
    case 'text':
      return node.value
        .split('\n')
        .flatMap((line, index): InlineNode[] => [
          ...(index > 0 ? [{ type: 'break' } as const] : []),
          ...(line === '' ? [] : [{ type: 'text', value: line } as const]),
        ]);
    case 'break':
      return [{ type: 'break' }];
    case 'strong':
    case 'emphasis': {
      const children = mergeText(node.children.flatMap(toInline));
      return children.length > 0 ? [{ type: node.type, children }] : [];
    }
    case 'link': {
      const children = mergeText(node.children.flatMap(toInline));
      const href = safeHref(node.url);
      if (!href || children.length === 0) return children;
      return [{ type: 'link', ...href, ...(node.title ? { title: node.title } : {}), children }];
    }
    case 'image':
      // Pictures belong in image fields (sizes, 404 fallback): in text, an image is its alt text.
      return node.alt ? [{ type: 'text', value: node.alt }] : [];
    default:
      // Switched-off constructs never reach here; anything else shows its text.
      if ('children' in node) return (node.children as MdPhrasing[]).flatMap(toInline);
      return 'value' in node && node.value !== '' ? [{ type: 'text', value: node.value }] : [];
  }
}

// Underline notation ---------------------------------------------------------------------------------------------

type Container = Exclude<InlineNode, { type: 'text' } | { type: 'break' }>;

/** A container over the text offsets `[start, end)` of its block. */
interface Wrapper {
  node: Container;
  start: number;
  end: number;
}

/** A piece of text or a line break, with the containers around it, outermost first. */
interface Leaf {
  node: Extract<InlineNode, { type: 'text' } | { type: 'break' }>;
  start: number;
  end: number;
  wrappers: Wrapper[];
}

interface Pair {
  style: 'wavy' | 'double';
  /** Where the opening tag starts and the closing tag starts. */
  open: number;
  close: number;
}

/** Both tags are two characters: `{~` `~}`, `{=` `=}`. */
const TAG_LENGTH = 2;

/**
 * The spec's underline tags over a block's inline tree. `parseRichText` reads the block's text (its text nodes in
 * order, a line break as `\n`), so tags pair exactly as the spec's reader pairs them; the underlined text is read
 * again for tags of the other kind (`{~a {=b=} c~}`). Each pair then wraps what lies between its tags, inside the
 * containers that hold both tags; a container only partly inside is split. One pass over the pieces of text.
 */
function underlines(nodes: InlineNode[], errors: string[]): InlineNode[] {
  const leaves: Leaf[] = [];
  flatten(nodes, [], leaves);
  const text = leaves.map((leaf) => (leaf.node.type === 'text' ? leaf.node.value : '\n')).join('');
  const pairs: Pair[] = [];
  readPairs(text, 0, errors, pairs);
  if (pairs.length === 0) return nodes;

  // The pieces of text are cut at every tag's edges, then the tags' own pieces go.
  const tagStarts = pairs.flatMap((pair) => [pair.open, pair.close]);
  const cuts = new Set(tagStarts.flatMap((from) => [from, from + TAG_LENGTH]));
  const tagCharacters = new Set(tagStarts.flatMap((from) => [from, from + 1]));
  const pieces = leaves.flatMap((leaf) => cut(leaf, cuts)).filter((piece) => !tagCharacters.has(piece.start));

  // Outer pairs come before the pairs read inside them, so an inner underline goes inside its outer one.
  for (const pair of pairs) {
    const wrapper: Wrapper = {
      node: { type: 'underline', style: pair.style, children: [] },
      start: pair.open + TAG_LENGTH,
      end: pair.close,
    };
    for (let i = firstAtOrAfter(pieces, wrapper.start); i < pieces.length; i += 1) {
      const piece = pieces[i] as Leaf;
      if (piece.start >= wrapper.end) break;
      // Inside the containers that hold both tags, around the others.
      const outer = piece.wrappers.filter((w) => w.start <= pair.open && pair.close + TAG_LENGTH <= w.end);
      piece.wrappers = [...outer, wrapper, ...piece.wrappers.slice(outer.length)];
    }
  }
  return rebuild(pieces, 0);
}

function flatten(nodes: readonly InlineNode[], wrappers: Wrapper[], leaves: Leaf[]): void {
  for (const node of nodes) {
    const start = leaves[leaves.length - 1]?.end ?? 0;
    if (node.type === 'text' || node.type === 'break') {
      leaves.push({ node, start, end: start + (node.type === 'text' ? node.value.length : 1), wrappers });
      continue;
    }
    const wrapper: Wrapper = { node, start, end: start };
    flatten(node.children, [...wrappers, wrapper], leaves);
    wrapper.end = leaves[leaves.length - 1]?.end ?? start;
  }
}

/** The tag pairs of a text and, read again, of each underlined run, with offsets from `base`. */
function readPairs(text: string, base: number, errors: string[], pairs: Pair[]): void {
  const { tokens, errors: tagErrors } = parseRichText(text);
  errors.push(...tagErrors);
  const inner: [string, number][] = [];
  let at = base;
  for (const token of tokens) {
    if (token.type !== 'text') {
      pairs.push({ style: token.type, open: at, close: at + TAG_LENGTH + token.text.length });
      inner.push([token.text, at + TAG_LENGTH]);
      at += 2 * TAG_LENGTH;
    }
    at += token.text.length;
  }
  for (const [content, offset] of inner) readPairs(content, offset, errors, pairs);
}

/** A piece of text split at the given offsets. */
function cut(leaf: Leaf, cuts: ReadonlySet<number>): Leaf[] {
  if (leaf.node.type !== 'text') return [leaf];
  const { value } = leaf.node;
  const pieces: Leaf[] = [];
  let from = 0;
  for (let i = 1; i <= value.length; i += 1) {
    if (i === value.length || cuts.has(leaf.start + i)) {
      const text = { type: 'text', value: value.slice(from, i) } as const;
      pieces.push({ ...leaf, node: text, start: leaf.start + from, end: leaf.start + i });
      from = i;
    }
  }
  return pieces;
}

function firstAtOrAfter(pieces: readonly Leaf[], offset: number): number {
  let low = 0;
  let high = pieces.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((pieces[mid] as Leaf).end <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The tree again: neighbouring pieces under the same container at a depth share one copy of it. */
function rebuild(pieces: readonly Leaf[], depth: number): InlineNode[] {
  const nodes: InlineNode[] = [];
  let i = 0;
  while (i < pieces.length) {
    const piece = pieces[i] as Leaf;
    const wrapper = piece.wrappers[depth];
    if (!wrapper) {
      nodes.push(piece.node);
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < pieces.length && (pieces[j] as Leaf).wrappers[depth] === wrapper) j += 1;
    nodes.push({ ...wrapper.node, children: rebuild(pieces.slice(i, j), depth + 1) });
    i = j;
  }
  return mergeText(nodes);
}

/** Neighbouring text nodes become one; empty ones go. */
function mergeText(nodes: readonly InlineNode[]): InlineNode[] {
  const merged: InlineNode[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && node.value === '') continue;
    if (node.type === 'text' && last?.type === 'text')
      merged[merged.length - 1] = { type: 'text', value: last.value + node.value };
    else merged.push(node);
  }
  return merged;
}
