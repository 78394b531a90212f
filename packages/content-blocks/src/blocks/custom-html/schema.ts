import { CUSTOM_HTML_MAX_HEIGHT } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { textWithDefault } from '../../site/fields';

export const CUSTOM_HTML = 'custom-html';
export const customHtmlSchemaId = blockSchemaId(CUSTOM_HTML);

/**
 * The longest `html`, `css` or `javascript` an editor may give: 100,000 characters each. A reading: room for a
 * rich embed, short of a runaway paste that every page view would download.
 */
export const CUSTOM_HTML_MAX_LENGTH = 100_000;

/** The frame's title when the editor gives none. */
export const CUSTOM_HTML_DEFAULT_TITLE = 'Custom content';

/** The frame's height before its content reports one: the browser's own default for a frame. */
export const CUSTOM_HTML_DEFAULT_HEIGHT = 150;

const code = (field: string) =>
  z
    .string({ error: `The ${field} must be text` })
    .max(CUSTOM_HTML_MAX_LENGTH, {
      error: `The ${field} may hold at most ${CUSTOM_HTML_MAX_LENGTH.toLocaleString('en-GB')} characters`,
    })
    .default('');

/**
 * Spec 002 §3 "Custom HTML block": html, css, javascript, letter for letter. The readings below are ours (also in
 * README.md). The code is accepted as the editor wrote it, unchecked: it only ever runs inside a sandboxed frame
 * with a policy of its own (see `CustomHtmlFrame`, `CUSTOM_HTML_CSP`), never in the shop's page.
 */
export const customHtmlSchema = z
  .object({
    _meta: entryMeta(customHtmlSchemaId),
    /** The body of the frame's document. */
    html: code('html'),
    /** One stylesheet in the frame's head. */
    css: code('css'),
    /** One script at the end of the frame's body, after the html. */
    javascript: code('javascript'),
    /**
     * Ours: the frame's accessible name (WCAG 4.1.2: a frame needs a title), what the content is, e.g.
     * 'Advent calendar'. Blank or absent: 'Custom content'.
     */
    title: textWithDefault(CUSTOM_HTML_DEFAULT_TITLE),
    /**
     * Ours: the frame's height in px until its content reports its own (0 to 10,000; default 150). An editor who
     * knows the content's height sets it here, so the page does not shift when the content arrives.
     */
    initialHeight: z
      .number({ error: 'The initialHeight must be a number of pixels' })
      .int({ error: 'The initialHeight must be a whole number of pixels' })
      .min(0, { error: 'The initialHeight cannot be negative' })
      .max(CUSTOM_HTML_MAX_HEIGHT, { error: `The initialHeight may be at most ${CUSTOM_HTML_MAX_HEIGHT} px` })
      .default(CUSTOM_HTML_DEFAULT_HEIGHT),
  })
  .refine((entry) => entry.html.trim() !== '' || entry.javascript.trim() !== '', {
    error: 'The custom HTML block needs html or javascript',
    path: ['html'],
  });

/** What an editor may send (defaults not applied yet). */
export type CustomHtmlInput = z.input<typeof customHtmlSchema>;
/** A parsed entry: the component's props. */
export type CustomHtmlEntry = z.output<typeof customHtmlSchema>;
