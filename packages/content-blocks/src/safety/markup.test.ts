// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countAttribute, decodeEntities, isUnsafeUrl, startTags, unsafeMarkup } from './markup';

describe('startTags', () => {
  it('reads names and attributes in every quoting, and skips comments and end tags', () => {
    const html = `<!-- <script> --><A HREF="/sale" data-x='it"s' hidden class=plain></A><br/><img src = x >`;
    expect(startTags(html)).toEqual([
      {
        name: 'a',
        attributes: [
          { name: 'href', value: '/sale' },
          { name: 'data-x', value: 'it"s' },
          { name: 'hidden', value: '' },
          { name: 'class', value: 'plain' },
        ],
      },
      { name: 'br', attributes: [] },
      { name: 'img', attributes: [{ name: 'src', value: 'x' }] },
    ]);
  });

  it('does not read escaped text as tags', () => {
    expect(startTags('&lt;script&gt;alert(1)&lt;/script&gt; 3 < 4')).toEqual([]);
  });
});

describe('decodeEntities', () => {
  it('decodes once, as a browser does in an attribute', () => {
    expect(decodeEntities('&#106;ava&#x73;cript&colon;')).toBe('javascript:');
    expect(decodeEntities('&amp;#106;avascript:')).toBe('&#106;avascript:');
    expect(decodeEntities('&unknown; &#0;')).toBe('&unknown; \ufffd');
  });
});

describe('isUnsafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' \u0000JaVaScRiPt:alert(1)',
    'java\tscr\nipt:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')",
  ])('refuses %j', (url) => {
    expect(isUnsafeUrl(url)).toBe(true);
  });

  it.each([
    '/sale',
    'https://shop.example/',
    'mailto:help@shop.example',
    '&#106;avascript:x',
    '\u00a0javascript:x',
  ])('allows %j', (url) => {
    expect(isUnsafeUrl(url)).toBe(false);
  });
});

describe('unsafeMarkup', () => {
  it('finds script elements, event handlers, unsafe URLs and scripted styles', () => {
    const html = [
      '<script>alert(1)</script>',
      '<img src="x" onerror="alert(1)">',
      '<a href="&#106;avascript:alert(1)">x</a>',
      '<form action="data:text/html,x"><button formaction=" vbscript:x">go</button></form>',
      '<svg><a xlink:href="javascript:x"></a></svg>',
      '<img srcset="/a.jpg 1x, javascript:x 2x">',
      '<div style="background:url(java\\script:x)"></div>',
    ].join('');
    expect(unsafeMarkup(html)).toHaveLength(8);
  });

  it('allows a frame sandboxed to allow-scripts whose srcdoc holds a script, and no other frame', () => {
    const srcdoc = 'srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;&lt;a href=&quot;javascript:x&quot;&gt;"';
    expect(unsafeMarkup(`<iframe title="x" sandbox="allow-scripts" ${srcdoc}></iframe>`)).toEqual([]);
    expect(
      unsafeMarkup(`<iframe sandbox="allow-scripts allow-same-origin" ${srcdoc}></iframe>`),
    ).toHaveLength(1);
    expect(unsafeMarkup(`<iframe ${srcdoc}></iframe>`)).toHaveLength(1);
  });

  it('allows what the blocks write', () => {
    const html =
      '<a href="/sale" class="x" data-button-style="primary">Shop &lt;now&gt;</a><img alt="" src="/i/wardrobe/a?w=1">';
    expect(unsafeMarkup(html)).toEqual([]);
  });
});

describe('countAttribute', () => {
  it('counts elements carrying the attribute with that value', () => {
    const html =
      '<div data-block="link-tile"><div data-block="link-tiles"></div></div><p data-block="link-tile">';
    expect(countAttribute(html, 'data-block', 'link-tile')).toBe(2);
  });
});
