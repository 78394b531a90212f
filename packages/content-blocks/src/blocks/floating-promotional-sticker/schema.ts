import { z } from 'zod';
import { positionSchema, QUISAS_POSITIONS, sizeNameSchema, spacingSizeSchema } from '../../shared/enums';
import { hasLink, hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const FLOATING_PROMOTIONAL_STICKER = 'floating-promotional-sticker';
export const floatingPromotionalStickerSchemaId = blockSchemaId(FLOATING_PROMOTIONAL_STICKER);

/** The sticker's diameter in px (`size`): room for a line of text at the smallest, short of a poster. */
export const STICKER_MIN_SIZE = 80;
export const STICKER_MAX_SIZE = 240;
export const STICKER_DEFAULT_SIZE = 128;

/** The close control's hit area in px: never under 24 × 24 (WCAG 2.2 2.5.8 Target Size), at most 64. */
export const CLOSE_HIT_AREA_MIN = 24;
export const CLOSE_HIT_AREA_MAX = 64;

/** The longest text line: a sticker holds a few words per line. */
export const STICKER_LINE_MAX = 40;

/** The sticker's colour when the editor gives none: the brand teal. */
export const STICKER_DEFAULT_BACKGROUND = '#64E6D6';

/** Blank text counts as absent. */
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value !== undefined && value.trim() !== '' ? value.trim() : undefined));

/**
 * Spec 002 §3 "Sticker": "three text lines each with position, size and colour". A line with blank text is not
 * shown. Readings: `position` is one of the spec's Positions (Center, Top, Bottom, Left, Right and the corners;
 * default Center), inside the sticker; lines sharing a position stack in their order. `size` is one of the spec's
 * Size names (H1–H5, Title 1, Title 2; default H4), scaled to the sticker so it fits at any sticker size.
 * `colour` is a CSS hex colour (see the component for when it gives way to a readable one).
 */
const textLineSchema = z.object({
  text: optionalText.refine((text) => text === undefined || text.length <= STICKER_LINE_MAX, {
    error: `A sticker line holds at most ${STICKER_LINE_MAX} characters`,
  }),
  position: positionSchema.default('Center'),
  size: sizeNameSchema.default('H4'),
  colour: hexColourSchema.optional(),
});

/**
 * Spec 002 §3 "Sticker": size, margins, image, url, close hit area, and three text lines each with position, size
 * and colour; §4: visible until its close area is clicked, then hidden. Field names where the spec gives none
 * (`closeHitArea`, `textLine1`…`textLine3`, `imageAltText`, `backgroundColour`) are ours; the readings are also in
 * README.md.
 */
export const floatingPromotionalStickerSchema = z
  .object({
    _meta: entryMeta(floatingPromotionalStickerSchemaId),
    /**
     * The sticker's diameter in px from 768 px up (80 to 240, default 128). It is round. Below 768 px it is at most
     * 112 px, so that on a 375 px phone it covers no more of the page than it needs.
     */
    size: z
      .number({ error: 'The size must be a number of pixels' })
      .int({ error: 'The size must be a whole number of pixels' })
      .min(STICKER_MIN_SIZE, { error: `The size must be at least ${STICKER_MIN_SIZE} px` })
      .max(STICKER_MAX_SIZE, { error: `The size may be at most ${STICKER_MAX_SIZE} px` })
      .default(STICKER_DEFAULT_SIZE),
    /**
     * The sticker floats in the bottom right corner of the window; `margins` are its distances from the right and
     * the bottom edges, by the spec's spacing sizes (default Medium, 36 px). Below 768 px each is at most XS (12 px).
     */
    margins: z
      .object({
        right: spacingSizeSchema.default('Medium').describe(DISPLAY_RULES.spacingSizes),
        bottom: spacingSizeSchema.default('Medium').describe(DISPLAY_RULES.spacingSizes),
      })
      .prefault({}),
    /** Optional. Fills the circle (cropped to it), under the text lines. */
    image: imageLinkSchema.optional(),
    /**
     * Ours: the image's alt text; blank falls back to the image's own alt (§5). Used only when the sticker has no
     * text line: with text lines, the lines say what the sticker says and the image is decoration.
     */
    imageAltText: optionalText.describe(DISPLAY_RULES.altText),
    /** Optional. Makes the sticker one link, named by its text lines, else by the image's alt text. */
    url: linkUrlSchema.optional(),
    /** Ours: the circle's colour behind the text (and behind a transparent image). Default the brand teal. */
    backgroundColour: hexColourSchema.default(STICKER_DEFAULT_BACKGROUND),
    /**
     * The close control: a real button (never inside the link), drawn as a white disc with a cross, in a corner
     * of the sticker (`position`: Top Left, Top Right (default), Bottom Left, Bottom Right) and `size` px square
     * (24 to 64, default 32): the area that takes the click.
     */
    closeHitArea: z
      .object({
        position: z.enum(QUISAS_POSITIONS).default('Top Right'),
        size: z
          .number({ error: 'The close hit area size must be a number of pixels' })
          .int({ error: 'The close hit area size must be a whole number of pixels' })
          .min(CLOSE_HIT_AREA_MIN, {
            error: `The close hit area must be at least ${CLOSE_HIT_AREA_MIN} px (WCAG 2.5.8)`,
          })
          .max(CLOSE_HIT_AREA_MAX, { error: `The close hit area may be at most ${CLOSE_HIT_AREA_MAX} px` })
          .default(32),
      })
      .prefault({}),
    textLine1: textLineSchema.optional(),
    textLine2: textLineSchema.optional(),
    textLine3: textLineSchema.optional(),
  })
  .superRefine((entry, context) => {
    const hasText = [entry.textLine1, entry.textLine2, entry.textLine3].some(
      (line) => line?.text !== undefined,
    );
    if (!hasText && !entry.image) {
      context.addIssue({
        code: 'custom',
        path: ['image'],
        message: 'The sticker needs an image or a text line',
      });
      return;
    }
    const imageAlt = entry.imageAltText ?? (entry.image?.alt?.trim() || undefined);
    if (hasLink(entry.url) && !hasText && imageAlt === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['url'],
        message: 'A linked sticker needs a text line or the image’s alt text to name its link',
      });
    }
  });

/** What an editor may send (defaults not applied yet). */
export type FloatingPromotionalStickerInput = z.input<typeof floatingPromotionalStickerSchema>;
/** A parsed entry: the component's props. */
export type FloatingPromotionalStickerEntry = z.output<typeof floatingPromotionalStickerSchema>;
/** One text line, parsed. */
export type StickerTextLine = z.output<typeof textLineSchema>;
