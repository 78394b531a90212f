import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { alignmentSchema } from '../../shared/enums';
import { hexColourSchema, optionalTextSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const CAROUSEL = 'carousel';
export const carouselSchemaId = blockSchemaId(CAROUSEL);

/** Spec 002's words for the rules that govern the carousel's fields (§4, §9), for the docs pages. */
export const CAROUSEL_DISPLAY_RULES = {
  loops: 'Carousel: loops and scrolls one card at a time.',
  desktop: 'Desktop loops only above 3 cards and is frozen at 3 or fewer, with 3 looped slides.',
  buttons: 'Navigation buttons show on desktop only above 3 cards.',
  mobile: 'The mobile slider needs the layout flag and more than one card, with 2 looped slides.',
} as const;

/** Optional text as editors type it: trimmed, and blank means absent (no empty heading or paragraph). */
/**
 * One card of the carousel (spec 002 §3 "Carousel": "cardItems, each with image, title, titleColor, description,
 * descriptionColor, blockBackgroundColor, textAlignment, CTA"), spelt letter for letter (the cards' colours are
 * `…Color`, the block's `…Colour`, as in the content model). The cards are part of the carousel's own entry (not
 * entries of their own), so a card that breaks a rule fails the carousel's parse, naming `cardItems.N.<field>`, and
 * an editor sees why in preview; the scrollable card group, whose cards are entries of their own, leaves a broken
 * card out instead. Readings:
 */
export const carouselCardSchema = z
  .object({
    /** The card's picture (an image link; a video is refused): card widths (spec §7), a 4:5 box above the text. */
    image: z.object(imageLinkSchema.shape).optional(),
    /**
     * The picture's alt text. Not in §3's list, but offer and editorial cards have it: read as optional, falling
     * back to the image's own alt (§5), else the picture is decorative.
     */
    imgAltText: z.string().trim().optional().describe(DISPLAY_RULES.altText),
    /** The card's heading (h3 under the carousel's title, else h2). */
    title: optionalTextSchema,
    /**
     * CSS hex colours. `titleColor` and `descriptionColor` are used only if they read at 4.5:1 on the card's
     * background, else black or white, whichever reads (`inkOn`). `blockBackgroundColor` is the card's colour
     * (behind its text), the carousel's background when absent.
     */
    titleColor: hexColourSchema.optional(),
    /** Plain text; the editor's line breaks are kept. */
    description: optionalTextSchema,
    descriptionColor: hexColourSchema.optional(),
    blockBackgroundColor: hexColourSchema.optional(),
    /** Left (default), Center or Right: the title, description and button (as the offer's, §3 "Offer"). */
    textAlignment: alignmentSchema.default('Left'),
    /**
     * One call to action `{ buttonText, buttonLink, buttonStyle }` (`customId` too), shown only when text, link and
     * style are all present (§3 "Call to action", `hasCallToAction`); an incomplete one is not an error. Script links
     * and unknown styles fail the parse.
     */
    CTA: callToActionSchema.optional().describe(DISPLAY_RULES.callToAction),
  })
  .superRefine((card, context) => {
    // A card with neither a picture nor a title would be an empty box in the row.
    if (card.image === undefined && card.title === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['title'],
        message: 'A carousel card needs an image or a title',
      });
    }
  });

export type CarouselCardEntry = z.output<typeof carouselCardSchema>;

const cardItemsError = 'The carousel needs at least one card';

/**
 * Spec 002 §3 "Carousel": backgroundColour, title, titleColour, displayCarouselLayoutOnMobile, cardItems; §4 "loops
 * and scrolls one card at a time"; §9 "Offer/editorial carousel" (domain-rules `carouselSettings`). Readings (also
 * in README.md):
 *
 * - `cardItems` holds at least one card. §5 requires no field of the carousel, but one without cards has nothing to
 *   show: refused, so an editor sees why in preview rather than an empty space on the page.
 * - `title` is optional, the block's h2 and the carousel's name; without it the carousel is named 'Cards'.
 * - `titleColour` (hex) is used only if it reads at 4.5:1 on `backgroundColour` (hex, the page's white when
 *   absent), else black or white.
 * - `displayCarouselLayoutOnMobile` (default off): below 768 px the cards are a slider only with it on and more than
 *   one card; otherwise they stack.
 */
export const carouselSchema = z.object({
  _meta: entryMeta(carouselSchemaId),
  backgroundColour: hexColourSchema.optional(),
  title: optionalTextSchema,
  titleColour: hexColourSchema.optional(),
  displayCarouselLayoutOnMobile: z
    .boolean()
    .default(false)
    .describe(`${CAROUSEL_DISPLAY_RULES.mobile} ${DISPLAY_RULES.mobileBreakpoint}`),
  cardItems: z
    .array(carouselCardSchema, { error: cardItemsError })
    .min(1, { error: cardItemsError })
    .describe(
      `${CAROUSEL_DISPLAY_RULES.loops} ${CAROUSEL_DISPLAY_RULES.desktop} ${CAROUSEL_DISPLAY_RULES.buttons}`,
    ),
});

/** What an editor may send (defaults not applied yet). */
export type CarouselInput = z.input<typeof carouselSchema>;
/** A parsed entry: the component's props. */
export type CarouselEntry = z.output<typeof carouselSchema>;
