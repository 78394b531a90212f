import { describe, expect, it } from 'vitest';
import { type InlineNode, parseMarkdown, safeHref } from './markdown';

const text = (value: string): InlineNode => ({ type: 'text', value });
const strong = (...children: InlineNode[]): InlineNode => ({ type: 'strong', children });
const em = (...children: InlineNode[]): InlineNode => ({ type: 'emphasis', children });
const wavy = (...children: InlineNode[]): InlineNode => ({ type: 'underline', style: 'wavy', children });
const double = (...children: InlineNode[]): InlineNode => ({ type: 'underline', style: 'double', children });
const br: InlineNode = { type: 'break' };

/** The inline content of a one-paragraph text. */
function inline(source: string): InlineNode[] {
  const { blocks } = parseMarkdown(source);
  expect(blocks).toHaveLength(1);
  const [block] = blocks;
  if (block?.type !== 'paragraph') throw new Error(`expected a paragraph, got ${block?.type}`);
  return block.children;
}

describe('parseMarkdown: blocks', () => {
  it('gives nothing for empty, blank or missing input', () => {
    expect(parseMarkdown('')).toEqual({ blocks: [], errors: [] });
    expect(parseMarkdown('  \n\n \t ')).toEqual({ blocks: [], errors: [] });
    expect(parseMarkdown(undefined)).toEqual({ blocks: [], errors: [] });
    expect(parseMarkdown(null)).toEqual({ blocks: [], errors: [] });
  });

  it('splits paragraphs at blank lines and keeps single newlines as line breaks', () => {
    expect(parseMarkdown('Free delivery\nover £50\n\n\r\nReturns in 30 days').blocks).toEqual([
      { type: 'paragraph', children: [text('Free delivery'), br, text('over £50')] },
      { type: 'paragraph', children: [text('Returns in 30 days')] },
    ]);
  });

  it('reads headings # to ###, deeper ones as the third level, and drops closing hashes', () => {
    expect(parseMarkdown('# Sale\n## Coats ##\n### Knitwear\n#### Scarves').blocks).toEqual([
      { type: 'heading', depth: 1, children: [text('Sale')] },
      { type: 'heading', depth: 2, children: [text('Coats')] },
      { type: 'heading', depth: 3, children: [text('Knitwear')] },
      { type: 'heading', depth: 3, children: [text('Scarves')] },
    ]);
  });

  it('does not take #hashtags, 7 hashes or empty headings for headings', () => {
    expect(parseMarkdown('#newin\n\n####### seven\n\n#').blocks).toEqual([
      { type: 'paragraph', children: [text('#newin')] },
      { type: 'paragraph', children: [text('####### seven')] },
    ]);
    expect(parseMarkdown('# C#').blocks).toEqual([{ type: 'heading', depth: 1, children: [text('C#')] }]);
  });

  it('reads bulleted and numbered lists, keeping the first number', () => {
    expect(parseMarkdown('- Wool\n* Cotton\n+ Linen\n\n3. Wash\n4) Dry').blocks).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [{ children: [text('Wool')] }, { children: [text('Cotton')] }, { children: [text('Linen')] }],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [{ children: [text('Wash')] }, { children: [text('Dry')] }],
      },
    ]);
  });

  it('nests lists by indentation, and a lazy line carries on its item', () => {
    expect(parseMarkdown('- Tops\n  - Shirts\n  - Tees\n    softly\n- Bottoms').blocks).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [
          {
            children: [text('Tops')],
            list: {
              type: 'list',
              ordered: false,
              start: 1,
              items: [{ children: [text('Shirts')] }, { children: [text('Tees'), br, text('softly')] }],
            },
          },
          { children: [text('Bottoms')] },
        ],
      },
    ]);
  });

  it('keeps a loose list together across blank lines, and ends it at a paragraph', () => {
    const { blocks } = parseMarkdown('1. One\n\n2. Two\n\nAfter the list');
    expect(blocks.map((b) => b.type)).toEqual(['list', 'paragraph']);
    expect(blocks[0]?.type === 'list' && blocks[0].items).toHaveLength(2);
  });

  it('starts a new list when bullets turn into numbers', () => {
    expect(parseMarkdown('- a\n1. b').blocks.map((b) => b.type === 'list' && b.ordered)).toEqual([
      false,
      true,
    ]);
  });

  it('lets a bulleted list interrupt a paragraph, but a numbered one only from 1', () => {
    expect(parseMarkdown('Materials:\n- Wool').blocks.map((b) => b.type)).toEqual(['paragraph', 'list']);
    expect(parseMarkdown('Our story\n2024. A big year').blocks).toEqual([
      { type: 'paragraph', children: [text('Our story'), br, text('2024. A big year')] },
    ]);
  });

  it('does not take dashes, stars or decimals for list items, and drops an empty item', () => {
    expect(parseMarkdown('-5 degrees\n\n1.5 kg\n\n***').blocks.map((b) => b.type)).toEqual([
      'paragraph',
      'paragraph',
      'paragraph',
    ]);
    // CommonMark reads a lone `-` as an empty item: it shows nothing.
    expect(parseMarkdown('-\n\nAfter').blocks).toEqual([{ type: 'paragraph', children: [text('After')] }]);
  });

  it('keeps what CommonMark would read as other blocks as text', () => {
    expect(
      parseMarkdown('> quote\n\n    indented\n\nTitle\n===\n\n```\nfence\n```\n\n[a]: /x').blocks,
    ).toEqual([
      { type: 'paragraph', children: [text('> quote')] },
      { type: 'paragraph', children: [text('indented')] },
      { type: 'paragraph', children: [text('Title'), br, text('===')] },
      { type: 'paragraph', children: [text('```'), br, text('fence'), br, text('```')] },
      { type: 'paragraph', children: [text('[a]: /x')] },
    ]);
  });

  it('keeps raw HTML blocks as text', () => {
    expect(parseMarkdown('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">').blocks).toEqual([
      { type: 'paragraph', children: [text('<script>alert(1)</script>')] },
      { type: 'paragraph', children: [text('<img src=x onerror="alert(1)">')] },
    ]);
  });
});

describe('parseMarkdown: inline', () => {
  it('reads strong and emphasis, with * and _', () => {
    expect(inline('**Free** delivery, *today* only, __always__ _fast_')).toEqual([
      strong(text('Free')),
      text(' delivery, '),
      em(text('today')),
      text(' only, '),
      strong(text('always')),
      text(' '),
      em(text('fast')),
    ]);
  });

  it('nests strong and emphasis both ways', () => {
    expect(inline('**Sale *now* on**')).toEqual([strong(text('Sale '), em(text('now')), text(' on'))]);
    expect(inline('*a **b** c*')).toEqual([em(text('a '), strong(text('b')), text(' c'))]);
    // CommonMark puts the emphasis outside: the same look.
    expect(inline('***both***')).toEqual([em(strong(text('both')))]);
  });

  it('leaves unmatched or spaced marks as text', () => {
    expect(inline('2 * 3 = 6')).toEqual([text('2 * 3 = 6')]);
    expect(inline('**not closed')).toEqual([text('**not closed')]);
    expect(inline('**a*')).toEqual([text('*'), em(text('a'))]);
    expect(inline('a * not emphasis*')).toEqual([text('a * not emphasis*')]);
    expect(inline('*a***')).toEqual([em(text('a')), text('**')]);
  });

  it('does not read underscores inside words as emphasis', () => {
    expect(inline('size_guide_2024 and snake_case')).toEqual([text('size_guide_2024 and snake_case')]);
  });

  it('reads backslash escapes and backslash line breaks', () => {
    expect(inline('\\*not italic\\* \\[x\\]')).toEqual([text('*not italic* [x]')]);
    expect(inline('line\\\nnext')).toEqual([text('line'), br, text('next')]);
    expect(inline('C:\\path')).toEqual([text('C:\\path')]);
  });

  it('stays fast on many unmatched marks', () => {
    const started = performance.now();
    parseMarkdown('*a _b '.repeat(400));
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('parseMarkdown: links', () => {
  it('reads root-relative links as internal and http(s) as external, with inline markup inside', () => {
    expect(
      inline('See the [**size** guide](/size-guide) or [our blog](https://blog.example/a?b=1#c "Blog")'),
    ).toEqual([
      text('See the '),
      {
        type: 'link',
        href: '/size-guide',
        external: false,
        children: [strong(text('size')), text(' guide')],
      },
      text(' or '),
      {
        type: 'link',
        href: 'https://blog.example/a?b=1#c',
        external: true,
        title: 'Blog',
        children: [text('our blog')],
      },
    ]);
  });

  it('reads mailto and tel links, and destinations in <…> or with balanced parentheses', () => {
    const links = inline('[mail](mailto:help@shop.example) [call](tel:+441234) [b](/p(1)) [c](</c>)').filter(
      (node) => node.type === 'link',
    );
    expect(links.map((node) => node.type === 'link' && node.href)).toEqual([
      'mailto:help@shop.example',
      'tel:+441234',
      '/p(1)',
      '/c',
    ]);
    // A destination with a space is refused: its text stays.
    expect(inline('[a](</x y>)')).toEqual([text('a')]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:x'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['https://shop.example@evil.example'],
    ['http:/evil.example'],
    ['relative/page'],
    ['#anchor'],
    ['ftp://files.example'],
  ])('renders the text only for an unsafe link: %s', (url) => {
    expect(inline(`Click [here](${url}) now`)).toEqual([text('Click here now')]);
  });

  it('keeps an unfinished link as text', () => {
    expect(inline('[Sale](/sale')).toEqual([text('[Sale](/sale')]);
    expect(inline('[Sale] (/sale)')).toEqual([text('[Sale] (/sale)')]);
  });

  it('shows an image as its alt text, never loading it', () => {
    expect(inline('![Red coat](https://cdn.example/coat.jpg) here')).toEqual([text('Red coat here')]);
  });

  it('drops a paragraph that reads as nothing', () => {
    expect(parseMarkdown('[](javascript:x)').blocks).toEqual([]);
  });

  it('keeps raw HTML as text', () => {
    expect(inline('<b onclick="x()">bold</b>')).toEqual([text('<b onclick="x()">bold</b>')]);
  });

  it('does not nest a link in a link: the inner one wins, as in CommonMark', () => {
    expect(inline('[a [b](/b) c](/a)')).toEqual([
      text('[a '),
      { type: 'link', href: '/b', external: false, children: [text('b')] },
      text(' c](/a)'),
    ]);
  });

  it('keeps autolinks, code spans and character references as text', () => {
    expect(inline('<https://x.example> `code` AT&amp;T')).toEqual([
      text('<https://x.example> `code` AT&amp;T'),
    ]);
  });
});

describe('parseMarkdown: underline notation', () => {
  it('reads wavy and double underlines', () => {
    expect(inline('A {~wavy~} and a {=double=} line')).toEqual([
      text('A '),
      wavy(text('wavy')),
      text(' and a '),
      double(text('double')),
      text(' line'),
    ]);
  });

  it('nests underlines in markup, markup in underlines, and underlines in links', () => {
    expect(inline('**Sale {~now on~}**')).toEqual([strong(text('Sale '), wavy(text('now on')))]);
    expect(inline('{=**new** in=}')).toEqual([double(strong(text('new')), text(' in'))]);
    expect(inline('[Shop {~now~}](/new)')).toEqual([
      { type: 'link', href: '/new', external: false, children: [text('Shop '), wavy(text('now'))] },
    ]);
    expect(inline('{~a {=b=} c~}')).toEqual([wavy(text('a '), double(text('b')), text(' c'))]);
  });

  it('works in headings and list items', () => {
    const { blocks } = parseMarkdown('## The {~good~} stuff\n- {=Free=} returns');
    expect(blocks).toEqual([
      { type: 'heading', depth: 2, children: [text('The '), wavy(text('good')), text(' stuff')] },
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [{ children: [double(text('Free')), text(' returns')] }],
      },
    ]);
  });

  it('reports an unmatched tag and keeps its text plain', () => {
    const { blocks, errors } = parseMarkdown('Get {~lost in the details');
    expect(blocks).toEqual([{ type: 'paragraph', children: [text('Get {~lost in the details')] }]);
    expect(errors).toEqual(['Unmatched tag "{~" at 4']);
  });

  it('reports a stray closing tag, and a tag pair cannot cross paragraphs', () => {
    const { blocks, errors } = parseMarkdown('one =} two\n\n{=a\n\nb=}');
    expect(errors).toHaveLength(3);
    expect(blocks.map((b) => b.type === 'paragraph' && b.children)).toEqual([
      [text('one =} two')],
      [text('{=a')],
      [text('b=}')],
    ]);
  });

  it('splits a strong or a link that a tag pair crosses, keeping its marks', () => {
    expect(inline('**a {~b** c~}')).toEqual([strong(text('a ')), wavy(strong(text('b')), text(' c'))]);
    expect(inline('{=x [y=} z](/l)')).toEqual([
      double(text('x '), { type: 'link', href: '/l', external: false, children: [text('y')] }),
      { type: 'link', href: '/l', external: false, children: [text(' z')] },
    ]);
  });

  it('pairs tags across line breaks, and several pairs in a row', () => {
    expect(inline('{~a\nb~} {=c=}{~d~}')).toEqual([
      wavy(text('a'), br, text('b')),
      text(' '),
      double(text('c')),
      wavy(text('d')),
    ]);
  });

  it('reports errors at their place in the block text, outer ones first', () => {
    const { blocks, errors } = parseMarkdown('{~a {=b~} x=}');
    expect(errors).toEqual(['Unmatched closing tag "=}" at 11', 'Unmatched tag "{=" at 2']);
    expect(blocks).toEqual([{ type: 'paragraph', children: [wavy(text('a {=b')), text(' x=}')] }]);
  });

  it('drops NUL characters instead of reading them', () => {
    expect(inline('a\u00001\u0000b {~c~}')).toEqual([text('a1b '), wavy(text('c'))]);
  });
});

describe('safeHref', () => {
  it('allows http(s), mailto, tel and root-relative links', () => {
    expect(safeHref('https://shop.example')).toEqual({ href: 'https://shop.example', external: true });
    expect(safeHref(' HTTP://shop.example/a ')).toEqual({ href: 'HTTP://shop.example/a', external: true });
    expect(safeHref('/')).toEqual({ href: '/', external: false });
    expect(safeHref('/eu/sale?x=1')).toEqual({ href: '/eu/sale?x=1', external: false });
    expect(safeHref('mailto:a@b.example')).toEqual({ href: 'mailto:a@b.example', external: false });
    expect(safeHref('tel:+44123')).toEqual({ href: 'tel:+44123', external: false });
  });

  it('refuses other schemes, other sites without a scheme, and hidden characters', () => {
    for (const url of [
      '',
      'javascript:x',
      '//x.example',
      '/\\x.example',
      'mailto:',
      'https://',
      '/a\tb',
      '/a\nb',
    ]) {
      expect(safeHref(url), url).toBeUndefined();
    }
  });
});
