import { z } from 'zod';
import { alignmentSchema, fontOptionSchema, headingStyleSchema, textColourSchema } from '../../shared/enums';
import { hexColourSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { requiredText } from '../../site/fields';

export const TEXT_BLOCK = 'text-block';
export const textBlockSchemaId = blockSchemaId(TEXT_BLOCK);

/** Blank text counts as absent. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined));

/** The longest body an editor may write: far more than a text block should hold, short of a runaway paste. */
export const TEXT_BLOCK_BODY_MAX = 20_000;

/**
 * Spec 002 §1 "text blocks": the spec names them without fields. The model is ours, built from the spec's
 * enumerations (§3 "Other enumerations"); the readings are also in README.md.
 */
export const textBlockSchema = z.object({
  _meta: entryMeta(textBlockSchemaId),
  /** Optional. A heading above the body; blank means none. */
  heading: optionalText,
  /**
   * Heading styles: H1, H2, H3 (default H2). The style is the heading's level in the page's outline and its size:
   * a block cannot know where it sits, so the editor who places it chooses (an H1 only on a page without one).
   */
  headingStyle: headingStyleSchema.default('H2'),
  /** Font options: Quisas (default), Quisas-2, Athletics, for the heading. The body is always the reading face. */
  headingFont: fontOptionSchema.default('Quisas'),
  /**
   * Required. Markdown (paragraphs, lists, emphasis, links, `#` headings) with the `{~wavy~}` and `{=double=}`
   * underlines (§5), rendered as React elements by the design system's RichText: never as HTML. At most 20,000
   * characters.
   */
  body: requiredText('The text block needs a body')
    .max(TEXT_BLOCK_BODY_MAX, {
      error: `The body may hold at most ${TEXT_BLOCK_BODY_MAX.toLocaleString('en-GB')} characters`,
    })
    .describe(DISPLAY_RULES.richText),
  /** Alignments: Left (default), Center, Right, at every width: the text column and its lines. */
  textAlignment: alignmentSchema.default('Left'),
  /**
   * Text colours: White, Black. Optional: without it the text is black or white, whichever reads on the
   * background; a chosen colour that reads under 4.5:1 there gives way to the one that reads.
   */
  textColour: textColourSchema.optional(),
  /** A CSS hex colour behind the block. Absent: none (the page shows through, white). */
  backgroundColour: hexColourSchema.optional(),
});

/** What an editor may send (defaults not applied yet). */
export type TextBlockInput = z.input<typeof textBlockSchema>;
/** A parsed entry: the component's props. */
export type TextBlockEntry = z.output<typeof textBlockSchema>;
