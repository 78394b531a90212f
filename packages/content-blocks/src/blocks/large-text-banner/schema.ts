import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { alignmentSchema, bannerTypeSchema, fontWeightSchema, textColourSchema } from '../../shared/enums';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const LARGE_TEXT_BANNER = 'large-text-banner';
export const largeTextBannerSchemaId = blockSchemaId(LARGE_TEXT_BANNER);

/**
 * Spec 002 §3 "Large text banner": text, textAlignmentDesktop, fontWeight, bannerType, textColour,
 * backgroundColour, bannerLinkUrl, callsToAction, dividers. Field names are the content model's, letter for
 * letter. The spec lists the fields without types or defaults; the readings below are ours (also in README.md).
 */
export const largeTextBannerSchema = z.object({
  _meta: entryMeta(largeTextBannerSchemaId),
  /**
   * The banner's only required content. Rich text: `{~wavy~}` and `{=double=}` underline tags (spec §5); an
   * unmatched tag is logged and its text stays plain, it does not fail the parse. Blank text fails.
   */
  text: z
    .string({ error: 'The banner needs text' })
    .trim()
    .min(1, { error: 'The banner needs text' })
    .describe(DISPLAY_RULES.richText),
  /** Alignments: Left/Center/Right, from the 768px breakpoint up. Below it the text is always centred. */
  textAlignmentDesktop: alignmentSchema.default('Left'),
  /** Weights: Medium, Bold, Extra Bold. */
  fontWeight: fontWeightSchema.default('Bold'),
  /**
   * Banner types: Standard, CE. The spec does not say what CE is: read as the compact variant (smaller type
   * in the Athletics font, capitals, less padding). Standard is the display size in Quisas.
   */
  bannerType: bannerTypeSchema.default('Standard'),
  /** Text colours: White, Black (the spec's enumeration, so that contrast is predictable). */
  textColour: textColourSchema.default('Black'),
  /**
   * A CSS hex colour (`#RGB`/`#RRGGBB`). When absent the banner takes the opposite of its text colour (white
   * behind black text, black behind white text), so that it is always readable.
   */
  backgroundColour: hexColourSchema.optional(),
  /**
   * Makes the whole banner one link, but only when no call to action is shown (the rule of hero banner 1,
   * spec §5): a banner link around buttons would nest interactive elements. Blank means no link.
   */
  bannerLinkUrl: linkUrlSchema
    .optional()
    .describe('The whole banner becomes a link only when a url exists and there are no calls to action.'),
  /** Shown in order; only those with buttonText, buttonLink and buttonStyle (spec §3). */
  callsToAction: z.array(callToActionSchema).default([]).describe(DISPLAY_RULES.callToAction),
  /**
   * Read as an on/off flag: thin decorative rules above and below the text, in the text colour
   * (spec §1 lists divider graphics among the blocks; the banner's own `dividers` carries no more detail).
   */
  dividers: z.boolean().default(false),
});

/** What an editor may send (defaults not applied yet). */
export type LargeTextBannerInput = z.input<typeof largeTextBannerSchema>;
/** A parsed entry: the component's props. */
export type LargeTextBannerEntry = z.output<typeof largeTextBannerSchema>;
