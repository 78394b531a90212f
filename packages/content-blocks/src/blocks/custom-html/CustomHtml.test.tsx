import { act, cleanup, render, screen } from '@testing-library/react';
import { CUSTOM_HTML_HEIGHT_MESSAGE, CUSTOM_HTML_MEASURE_MESSAGE } from '@wardrobe/domain-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { CustomHtml } from './CustomHtml';
import { customHtmlFixtures as fixtures } from './fixtures';
import { customHtmlSchema } from './schema';
import { CUSTOM_HTML_CSP, CUSTOM_HTML_HEIGHT_SCRIPT, customHtmlSrcdoc } from './srcdoc';

const renderEntry = (entry: unknown) => {
  render(<CustomHtml {...customHtmlSchema.parse(entry)} />);
  return screen.getByTitle<HTMLIFrameElement>(/.+/);
};

/** A message as the page would receive it from `source`. */
const message = (source: unknown, data: unknown, origin = 'null') =>
  new MessageEvent('message', { data, origin, source: source as Window });

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('CustomHtml', () => {
  it('shows the code in a frame sandboxed with allow-scripts only, never allow-same-origin', () => {
    const frame = renderEntry(fixtures.default);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('title')).toBe('Summer sale countdown');
  });

  it('runs nothing in the page: the editor’s markup is only in the frame’s srcdoc', () => {
    const frame = renderEntry(fixtures.default);
    const block = frame.closest('[data-block="custom-html"]');
    expect(block?.children).toHaveLength(1);
    expect(block?.querySelector('section, script, style')).toBeNull();
    expect(frame.getAttribute('srcdoc')).toContain('<section class="card"><h2>Summer sale</h2>');
  });

  it('writes the policy first, then the height script, then the editor’s css, html and script in order', () => {
    const srcdoc = renderEntry(fixtures.default).getAttribute('srcdoc') ?? '';
    const at = (part: string) => {
      const index = srcdoc.indexOf(part);
      expect(index, part).toBeGreaterThan(-1);
      return index;
    };
    const order = [
      at(`<meta http-equiv="Content-Security-Policy" content="${CUSTOM_HTML_CSP}">`),
      at(CUSTOM_HTML_HEIGHT_SCRIPT),
      at('.card{padding:24px'),
      at('<section class="card">'),
      at("document.getElementById('days')"),
    ];
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(srcdoc.indexOf('<script')).toBeGreaterThan(srcdoc.indexOf('Content-Security-Policy'));
  });

  it('allows only inline script and style and https/data images, and no network, forms or base', () => {
    const directives = Object.fromEntries(
      CUSTOM_HTML_CSP.split('; ').map((directive) => {
        const [name, ...values] = directive.split(' ');
        return [name, values.join(' ')];
      }),
    );
    expect(directives).toMatchObject({
      'default-src': "'none'",
      'script-src': "'unsafe-inline'",
      'style-src': "'unsafe-inline'",
      'img-src': 'https: data:',
      'connect-src': "'none'",
      'form-action': "'none'",
      'base-uri': "'none'",
    });
  });

  it('posts the document height once parsed, on load, on resize and when asked', () => {
    expect(CUSTOM_HTML_HEIGHT_SCRIPT).toContain("addEventListener('DOMContentLoaded', start)");
    expect(CUSTOM_HTML_HEIGHT_SCRIPT).toContain('new ResizeObserver(post).observe(document.documentElement)');
    expect(CUSTOM_HTML_HEIGHT_SCRIPT).toContain("addEventListener('load', post)");
    expect(CUSTOM_HTML_HEIGHT_SCRIPT).toContain(JSON.stringify(CUSTOM_HTML_HEIGHT_MESSAGE));
    expect(CUSTOM_HTML_HEIGHT_SCRIPT).toContain(JSON.stringify(CUSTOM_HTML_MEASURE_MESSAGE));
  });

  it('escapes closing tags inside the editor’s code so they cannot end its element early', () => {
    const srcdoc = customHtmlSrcdoc(customHtmlSchema.parse(fixtures.closingTagsInCode));
    expect(srcdoc).toContain('content:"<\\/style>"');
    expect(srcdoc).toContain("dataset.closing = '<\\/script>'");
    expect(srcdoc.match(/<\/script>/g)).toHaveLength(2);
    expect(srcdoc.match(/<\/style>/g)).toHaveLength(2);
  });

  it('starts at the initial height, then follows the heights its own frame posts', () => {
    const frame = renderEntry(fixtures.parentProbe);
    expect(frame.style.height).toBe('60px');
    act(() => {
      window.dispatchEvent(message(frame.contentWindow, { type: CUSTOM_HTML_HEIGHT_MESSAGE, height: 412.3 }));
    });
    expect(frame.style.height).toBe('413px');
  });

  it('ignores heights from other windows and absurd heights', () => {
    const frame = renderEntry(fixtures.default);
    const other = document.createElement('iframe');
    document.body.append(other);
    act(() => {
      window.dispatchEvent(message(other.contentWindow, { type: CUSTOM_HTML_HEIGHT_MESSAGE, height: 300 }));
      window.dispatchEvent(message(window, { type: CUSTOM_HTML_HEIGHT_MESSAGE, height: 300 }));
      window.dispatchEvent(message(frame.contentWindow, { type: CUSTOM_HTML_HEIGHT_MESSAGE, height: 1e9 }));
      window.dispatchEvent(
        message(frame.contentWindow, { type: CUSTOM_HTML_HEIGHT_MESSAGE, height: Number.NaN }),
      );
    });
    expect(frame.style.height).toBe('150px');
    other.remove();
  });
});

describe('customHtmlSchema', () => {
  it('takes “Custom content” as the title when none is given, and 150 px as the initial height', () => {
    const entry = customHtmlSchema.parse(fixtures.scriptSetsHeight);
    expect(entry.title).toBe('Custom content');
    expect(entry.initialHeight).toBe(150);
    expect(entry.css).toBe('');
  });

  it('refuses an entry without html or javascript, code over 100,000 characters, and absurd heights', () => {
    expect(customHtmlSchema.safeParse(fixtures.invalidEmpty).error?.issues[0]).toMatchObject({
      path: ['html'],
      message: 'The custom HTML block needs html or javascript',
    });
    expect(customHtmlSchema.safeParse(fixtures.invalidTooLong).error?.issues[0]?.path).toEqual(['html']);
    expect(customHtmlSchema.safeParse(fixtures.invalidJavascriptType).error?.issues[0]?.path).toEqual([
      'javascript',
    ]);
    expect(customHtmlSchema.safeParse(fixtures.invalidInitialHeight).error?.issues[0]?.path).toEqual([
      'initialHeight',
    ]);
  });

  it('accepts any code up to the cap: it only runs sandboxed', () => {
    const entry = customHtmlSchema.parse({
      ...fixtures.default,
      html: `<script>alert(document.cookie)</script>${'x'.repeat(99_000)}`,
      javascript: 'while (true) {}',
    });
    expect(entry.javascript).toBe('while (true) {}');
  });
});
