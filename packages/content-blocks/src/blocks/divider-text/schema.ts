import { z } from 'zod';
import { hexColourSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { requiredText } from '../../site/fields';

export const DIVIDER_TEXT = 'divider-text';
export const dividerTextSchemaId = blockSchemaId(DIVIDER_TEXT);

/**
 * Spec 002 §1 "divider text": a line of text between two rules. The spec names the block, not its fields; the
 * readings below are ours (also in README.md).
 */
export const dividerTextSchema = z.object({
  _meta: entryMeta(dividerTextSchemaId),
  /**
   * The label between the rules, required: without it the block would be a plain rule (divider graphic 1 or 2 is
   * that). Rich text: `{~wavy~}` and `{=double=}` underline words (§5); an unmatched tag is logged, not refused.
   */
  text: requiredText('The divider needs text').describe(DISPLAY_RULES.richText),
  /**
   * A CSS hex colour. The divider sits on the page (white), so a colour that reads under 4.5:1 there is not
   * applied to the text, which keeps the theme's text colour (`readableTextColour`). Absent: the theme's text colour.
   */
  textColour: hexColourSchema.optional(),
  /**
   * A CSS hex colour for the two rules. Absent: the editor's `textColour` (even one too pale for text: the rules are
   * decoration, so no contrast is required of them), else the theme's text colour.
   */
  ruleColour: hexColourSchema.optional(),
});

/** What an editor may send (defaults not applied yet). */
export type DividerTextInput = z.input<typeof dividerTextSchema>;
/** A parsed entry: the component's props. */
export type DividerTextEntry = z.output<typeof dividerTextSchema>;
