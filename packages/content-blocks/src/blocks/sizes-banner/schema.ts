import { z } from 'zod';
import { hexColourSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { sizeCallToActionSchema } from '../size-block/schema';

export const SIZES_BANNER = 'sizes-banner';
export const sizesBannerSchemaId = blockSchemaId(SIZES_BANNER);

/**
 * Spec 002 §3 "Sizes banner": heading, headingColour, backgroundColour, callsToAction. Field names are the
 * content model's, letter for letter. §5 requires none of them; the readings below are ours (also in README.md).
 */
export const sizesBannerSchema = z.object({
  _meta: entryMeta(sizesBannerSchemaId),
  /** The banner's heading: an `h2` (the block cannot know the page's outline). Blank means none. */
  heading: z.string().trim().optional(),
  /** CSS hex. Used only if it reads at 4.5:1 on the background, else black or white (`inkOn`). */
  headingColour: hexColourSchema.optional(),
  /** CSS hex, default white. The size buttons are drawn in black or white, whichever reads on it. */
  backgroundColour: hexColourSchema.optional(),
  /**
   * The sizes, as the size block's: `{buttonText, buttonLink}`, shown only with both. A square group (spec §9):
   * up to 10 per row, wrapping on smaller screens. Not required by §5: without any the banner shows its heading.
   */
  callsToAction: z.array(sizeCallToActionSchema).default([]).describe(DISPLAY_RULES.squareGroup),
});

/** What an editor may send (defaults not applied yet). */
export type SizesBannerInput = z.input<typeof sizesBannerSchema>;
/** A parsed entry: the component's props. */
export type SizesBannerEntry = z.output<typeof sizesBannerSchema>;
