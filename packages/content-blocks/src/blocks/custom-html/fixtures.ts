import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { customHtmlSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) =>
  fixtureMeta(customHtmlSchemaId, name, deliveryKey, deliveryId);

/**
 * Named entries of the custom HTML block: the single source for stories, tests and the sandbox's demo pages.
 * Names starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 * The code only ever runs in the block's sandboxed frame.
 */
export const customHtmlFixtures = {
  /** A small promotion with its own style and a script that fills in the days left. */
  default: {
    _meta: meta('Summer countdown card', 'uk/custom-html-summer', 'b81f3d24-5c6e-4a7b-8c9d-00000000e001'),
    title: 'Summer sale countdown',
    html:
      '<section class="card"><h2>Summer sale</h2>' +
      '<p>Up to 50% off linen, <strong id="days">a few</strong> days left.</p></section>',
    css:
      '.card{padding:24px;background:#F4EDE4;color:#000;text-align:center}' +
      '.card h2{margin:0 0 8px;font-size:28px}.card p{margin:0;font-size:16px}',
    javascript: "document.getElementById('days').textContent = String(3);",
  },
  /** HTML and CSS only: no editor script (the frame still reports its height). */
  htmlOnly: {
    _meta: meta('Size chart table', 'eu/custom-html-size-chart', 'b81f3d24-5c6e-4a7b-8c9d-00000000e002'),
    title: 'Size chart',
    html:
      '<table><caption>Dress sizes</caption><thead><tr><th>UK</th><th>EU</th><th>US</th></tr></thead>' +
      '<tbody><tr><td>8</td><td>36</td><td>4</td></tr><tr><td>10</td><td>38</td><td>6</td></tr>' +
      '<tr><td>12</td><td>40</td><td>8</td></tr><tr><td>14</td><td>42</td><td>10</td></tr></tbody></table>',
    css:
      'table{width:100%;border-collapse:collapse;font-size:16px}caption{text-align:left;font-weight:700;' +
      'padding:8px 0}th,td{border:1px solid #767676;padding:8px;text-align:left}th{background:#F5F5F5}',
  },
  /**
   * A script that changes the height after load: the frame follows it to its content (about 560 px). The title
   * is left out, so the frame is called 'Custom content'.
   */
  scriptSetsHeight: {
    _meta: meta('Lookbook that grows', 'uk/custom-html-grows', 'b81f3d24-5c6e-4a7b-8c9d-00000000e003'),
    html: '<div id="lookbook" style="padding:16px"><p>Loading the lookbook…</p></div>',
    javascript:
      'setTimeout(function () {\n' +
      "  var box = document.getElementById('lookbook');\n" +
      "  box.innerHTML = '<p>The lookbook is ready.</p>';\n" +
      "  box.style.height = '520px';\n" +
      "  box.style.background = 'linear-gradient(#64E6D6, #1B3A4B)';\n" +
      '}, 300);',
  },
  /**
   * A script that tries to reach the shop's page (`parent.document`) and says what happened. In the sandbox it is
   * refused: the frame's origin is opaque.
   */
  parentProbe: {
    _meta: meta('Sandbox probe', 'uk/custom-html-probe', 'b81f3d24-5c6e-4a7b-8c9d-00000000e004'),
    title: 'Sandbox probe',
    html: '<p id="verdict" style="padding:16px;margin:0;font-size:18px">Checking…</p>',
    javascript:
      "var verdict = document.getElementById('verdict');\n" +
      'try {\n' +
      "  verdict.textContent = 'The shop page was readable: ' + parent.document.title;\n" +
      '} catch (error) {\n' +
      "  verdict.textContent = 'The shop page is out of reach (' + error.name + ').';\n" +
      '}',
    initialHeight: 60,
  },
  /** Editor code with closing tags inside its strings: escaped, so it runs as written. */
  closingTagsInCode: {
    _meta: meta(
      'Code with closing tags',
      'us/custom-html-closing-tags',
      'b81f3d24-5c6e-4a7b-8c9d-00000000e005',
    ),
    title: 'Embedded note',
    html: '<p id="note" style="padding:16px;margin:0">Note</p>',
    css: '#note::after{content:"</style>";color:#595959}',
    javascript: "document.getElementById('note').dataset.closing = '</script>';",
  },

  invalidEmpty: {
    _meta: meta('Style only', 'uk/broken-custom-html-empty', 'b81f3d24-5c6e-4a7b-8c9d-00000000ef01'),
    css: 'body{background:red}',
  },
  invalidTooLong: {
    _meta: meta('Runaway paste', 'uk/broken-custom-html-long', 'b81f3d24-5c6e-4a7b-8c9d-00000000ef02'),
    html: `<p>${'x'.repeat(100_000)}</p>`,
  },
  invalidJavascriptType: {
    _meta: meta('Script as a number', 'uk/broken-custom-html-type', 'b81f3d24-5c6e-4a7b-8c9d-00000000ef03'),
    html: '<p>Hi</p>',
    javascript: 42,
  },
  invalidInitialHeight: {
    _meta: meta('Absurd height', 'uk/broken-custom-html-height', 'b81f3d24-5c6e-4a7b-8c9d-00000000ef04'),
    html: '<p>Hi</p>',
    initialHeight: 50_000,
  },
  invalidWrongSchema: {
    _meta: { schema: 'https://schema.wardrobe.shop/blocks/text-block', name: 'A text block' },
    html: '<p>Hi</p>',
  },
} as const satisfies Record<string, UnknownEntry>;

export type CustomHtmlFixtureName = keyof typeof customHtmlFixtures;
