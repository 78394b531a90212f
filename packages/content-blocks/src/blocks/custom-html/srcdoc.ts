import { CUSTOM_HTML_HEIGHT_MESSAGE, CUSTOM_HTML_MEASURE_MESSAGE } from '@wardrobe/domain-rules';

/**
 * The frame's own Content Security Policy, first in its `<head>`. What the editor's code may do inside the
 * sandbox: run inline script and style (its own), show images over https and `data:` URLs. Nothing else loads:
 * no fetch, XHR, WebSocket or beacon (`connect-src 'none'`), no scripts, styles, fonts, media or frames from
 * anywhere, no `<base>`, and no form submits (the sandbox already blocks forms; the policy says so twice).
 */
export const CUSTOM_HTML_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline'",
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  "connect-src 'none'",
  "font-src 'none'",
  "media-src 'none'",
  "frame-src 'none'",
  "worker-src 'none'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/**
 * Runs in the frame before the editor's content: once the document is parsed (never mid-parse, which would report
 * a partial height and shift the page twice), posts the document's height to the page, then again each time it
 * changes (ResizeObserver: pictures arriving, the editor's script at work) and when the page asks (the page may
 * start listening after the frame loaded). The height is the root element's own box, not `scrollHeight`, so the
 * frame can shrink too.
 */
export const CUSTOM_HTML_HEIGHT_SCRIPT = `(function () {
  var last = -1;
  var started = false;
  function post() {
    if (!started) return;
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    parent.postMessage({ type: ${JSON.stringify(CUSTOM_HTML_HEIGHT_MESSAGE)}, height: height }, '*');
  }
  function start() {
    started = true;
    if (typeof ResizeObserver === 'function') new ResizeObserver(post).observe(document.documentElement);
    post();
  }
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', start);
  else start();
  addEventListener('load', post);
  addEventListener('message', function (event) {
    if (event.source !== parent || !event.data || event.data.type !== ${JSON.stringify(CUSTOM_HTML_MEASURE_MESSAGE)}) return;
    last = -1;
    post();
  });
})();`;

/**
 * The frame's base style, before the editor's: no body margin (the block's edges are the frame's), the system's
 * sans-serif (the frame cannot load the shop's fonts), light colours.
 */
const BASE_CSS = 'html{color-scheme:light}body{margin:0;font-family:system-ui,sans-serif}';

/**
 * `</script` or `</style` inside the editor's code would end its element early; escaped (`<\/script`, which
 * JavaScript strings and CSS both read as `</script`), the code runs as the editor wrote it.
 */
const escapeClosingTag = (code: string, tag: 'script' | 'style') =>
  code.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');

export interface CustomHtmlCode {
  html: string;
  css: string;
  javascript: string;
}

/**
 * The frame's whole document (`srcdoc`): the policy, the height script, the base style and the editor's CSS in
 * the head; the editor's HTML, then the editor's script, in the body. Runs only inside the sandboxed frame.
 */
export function customHtmlSrcdoc({ html, css, javascript }: CustomHtmlCode): string {
  const parts = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${CUSTOM_HTML_CSP}">`,
    `<script>${CUSTOM_HTML_HEIGHT_SCRIPT}</script>`,
    `<style>${BASE_CSS}</style>`,
    css.trim() === '' ? '' : `<style>${escapeClosingTag(css, 'style')}</style>`,
    '</head><body>',
    html,
    javascript.trim() === '' ? '' : `<script>${escapeClosingTag(javascript, 'script')}</script>`,
    '</body></html>',
  ];
  return parts.join('');
}
