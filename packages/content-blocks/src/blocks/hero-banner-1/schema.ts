import {
  HERO_BANNER_1_MAX_CALLS_TO_ACTION,
  HERO_BANNER_FONT_SIZES,
  heroBanner1LinkName,
  heroBannerIsLink,
} from '@wardrobe/domain-rules';
import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { ALIGNMENTS, fontOptionSchema, POSITIONS, textColourSchema } from '../../shared/enums';
import { linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema, videoLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const HERO_BANNER_1 = 'hero-banner-1';
export const heroBanner1SchemaId = blockSchemaId(HERO_BANNER_1);

/** Optional text: blank counts as absent (nothing is rendered for it). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * A font size in px, as the editor types it. Reading: any size above 0, no upper bound: the banner grows to fit
 * its text, and a size at which the text's widest word would not fit across the banner is reduced until it
 * does (`HeroBanner1.css.ts`), so nothing overflows at 375 px.
 */
const fontSizeSchema = (field: string) =>
  z.number({ error: `${field} is a font size in px` }).positive({ error: `${field} must be more than 0 px` });

/** A required choice of the spec's Positions enumeration (§5: "positions … required"). */
const requiredPosition = (field: string) =>
  z.enum(POSITIONS, {
    error: (issue) =>
      issue.input === undefined
        ? `The banner needs ${field} (Center, Top, Bottom, Left, Right or a corner)`
        : `${field} must be one of ${POSITIONS.join(', ')}`,
  });

/** A required choice of Left/Center/Right (§5: "alignments … required"). */
const requiredAlignment = (field: string) =>
  z.enum(ALIGNMENTS, {
    error: (issue) =>
      issue.input === undefined
        ? `The banner needs ${field} (Left, Center or Right)`
        : `${field} must be Left, Center or Right`,
  });

/** A required background: an image or a video link, told apart by its schema marker (§5: both required). */
const requiredBackground = (field: string) =>
  z.union([imageLinkSchema, videoLinkSchema], {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The banner needs ${field} (an image or a video)`
        : `${field} must be an image or a video link`,
  });

/**
 * Spec 002 §3 "Hero banner 1": topHeading, heading, subHeading (each with its text colour, font and desktop/mobile
 * font size), url, contentPositionDesktop/Mobile, innerContentAlignmentDesktop/Mobile, callsToAction
 * { callsToAction[], buttonsLayout }, backgroundDesktop/backgroundMobile, the video-loop flags and the alt texts.
 * The spec names the parts, not every field: names it does not spell are read as a content model names them
 * (`<text>TextColour`, `<text>Font`, `<text>FontSizeDesktop`/`Mobile`, `background<Desktop|Mobile>VideoLoop`,
 * `background<Desktop|Mobile>AltText`). Readings are ours (also in README.md).
 */
const heroBanner1Fields = z.object({
  _meta: entryMeta(heroBanner1SchemaId),
  /** A line above the heading, a paragraph (not a heading: it is a kicker, the heading names the banner). */
  topHeading: optionalText,
  /** Text colours: White, Black. Reading: White by default, the usual choice over a photograph. */
  topHeadingTextColour: textColourSchema.default('White'),
  /** Font options: Quisas, Quisas-2, Athletics. Reading: the body face Athletics by default. */
  topHeadingFont: fontOptionSchema.default('Athletics'),
  topHeadingFontSizeDesktop: fontSizeSchema('topHeadingFontSizeDesktop').default(
    HERO_BANNER_FONT_SIZES.topHeading.desktop,
  ),
  topHeadingFontSizeMobile: fontSizeSchema('topHeadingFontSizeMobile').default(
    HERO_BANNER_FONT_SIZES.topHeading.mobile,
  ),
  /**
   * The banner's heading: an `h2`. A block cannot know where it sits on the page (the page may have its own
   * `h1`), so it never claims `h1`.
   */
  heading: optionalText,
  headingTextColour: textColourSchema.default('White'),
  /** Reading: the display face Quisas by default. */
  headingFont: fontOptionSchema.default('Quisas'),
  headingFontSizeDesktop: fontSizeSchema('headingFontSizeDesktop').default(
    HERO_BANNER_FONT_SIZES.heading.desktop,
  ),
  headingFontSizeMobile: fontSizeSchema('headingFontSizeMobile').default(
    HERO_BANNER_FONT_SIZES.heading.mobile,
  ),
  /** A line below the heading, a paragraph. */
  subHeading: optionalText,
  subHeadingTextColour: textColourSchema.default('White'),
  subHeadingFont: fontOptionSchema.default('Athletics'),
  subHeadingFontSizeDesktop: fontSizeSchema('subHeadingFontSizeDesktop').default(
    HERO_BANNER_FONT_SIZES.subHeading.desktop,
  ),
  subHeadingFontSizeMobile: fontSizeSchema('subHeadingFontSizeMobile').default(
    HERO_BANNER_FONT_SIZES.subHeading.mobile,
  ),
  /**
   * Makes the whole banner one link, only when no call to action is shown (spec §5, `heroBannerIsLink`).
   * Blank means no link; script links fail the parse.
   */
  url: linkUrlSchema.optional().describe(DISPLAY_RULES.heroBanner1Link),
  /** Positions (Center, Top, Bottom, Left, Right, the corners): where the text sits in the banner. Required. */
  contentPositionDesktop: requiredPosition('contentPositionDesktop'),
  contentPositionMobile: requiredPosition('contentPositionMobile'),
  /** Left/Center/Right: how the text and the buttons line up inside their box. Required. */
  innerContentAlignmentDesktop: requiredAlignment('innerContentAlignmentDesktop'),
  innerContentAlignmentMobile: requiredAlignment('innerContentAlignmentMobile'),
  /**
   * `callsToAction[]`: each shown only with buttonText, buttonLink and buttonStyle; the first four that are
   * shown. `buttonsLayout` 1–4: how many buttons stand side by side in a row (each in a 220 px container with
   * 1.5rem gaps, spec §9); more buttons wrap to the next row, and so do they when the banner is narrower than
   * the row (below 768 px that is one per row). Absent: all the shown buttons in one row.
   */
  callsToAction: z
    .object({
      callsToAction: z.array(callToActionSchema).default([]).describe(DISPLAY_RULES.callToAction),
      buttonsLayout: z
        .number({ error: 'buttonsLayout is a number from 1 to 4' })
        .int({ error: 'buttonsLayout is a number from 1 to 4' })
        .min(1, { error: 'buttonsLayout is a number from 1 to 4' })
        .max(HERO_BANNER_1_MAX_CALLS_TO_ACTION, { error: 'buttonsLayout is a number from 1 to 4' })
        .optional()
        .describe(DISPLAY_RULES.heroButtons),
    })
    .default({ callsToAction: [] })
    .describe(DISPLAY_RULES.heroBanner1Link),
  /** An image or a video, from 768 px up. Required. */
  backgroundDesktop: requiredBackground('backgroundDesktop').describe(DISPLAY_RULES.mobileBreakpoint),
  /** An image or a video, below 768 px. Required. */
  backgroundMobile: requiredBackground('backgroundMobile').describe(DISPLAY_RULES.mobileBreakpoint),
  /** A video background starts again at its end. Reading: off unless the editor ticks it. Ignored for images. */
  backgroundDesktopVideoLoop: z.boolean().default(false),
  backgroundMobileVideoLoop: z.boolean().default(false),
  /** What the background shows; blank falls back to the media's own alt, else it is decoration (§5). */
  backgroundDesktopAltText: optionalText.describe(DISPLAY_RULES.altText),
  backgroundMobileAltText: optionalText.describe(DISPLAY_RULES.altText),
});

/** The fields, plus the rule that a whole-banner link must have a name. */
export const heroBanner1Schema = heroBanner1Fields.superRefine((entry, context) => {
  // A whole-banner link is named by its text; with no text at all, by the background's alt text. With neither
  // it would be a link with no name, which no screen-reader user could choose: refused, so the editor sees why.
  if (!heroBannerIsLink(entry) || heroBanner1LinkName(entry) !== '') return;
  context.addIssue({
    code: 'custom',
    path: ['heading'],
    message:
      'A banner that links needs a heading, a top heading, a sub heading or an alt text to name its link',
  });
});

/** What an editor may send (defaults not applied yet). */
export type HeroBanner1Input = z.input<typeof heroBanner1Schema>;
/** A parsed entry: the component's props. */
export type HeroBanner1Entry = z.output<typeof heroBanner1Schema>;
