import { DEFAULT_CALLS_TO_ACTION_HEIGHT } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { callToActionSchema } from '../../shared/callToAction';
import { alignmentSchema, positionSchema, quisasPositionSchema, textColourSchema } from '../../shared/enums';
import { hexColourSchema } from '../../shared/fields';
import { mediaLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const HERO_BANNER_2 = 'hero-banner-2';
export const heroBanner2SchemaId = blockSchemaId(HERO_BANNER_2);

/** Optional text: blank counts as absent (nothing is rendered for it). */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * Spec 002 §3 "Hero banner 2": mainTitle, subTitle, quisasBoxText, quisasBoxPosition, textColour,
 * textContentAlignment, backgroundColour, backgroundMediaDesktop/Mobile, callsToAction[], callsToActionHeight,
 * callsToActionColumn, contentPositionDesktop/Mobile, letter for letter. §5 requires none of them; the readings
 * below are ours (also in README.md).
 */
export const heroBanner2Schema = z.object({
  _meta: entryMeta(heroBanner2SchemaId),
  /**
   * The banner's title: an `h2` (a block cannot know where it sits on the page, so it never claims `h1`). In the
   * display face at the shop's Title 1 size, reduced on a narrow banner only if its widest word would not fit.
   */
  mainTitle: optionalText,
  /** A line under the title, a paragraph. */
  subTitle: optionalText,
  /**
   * A short line in a small box in one corner of the banner (the footer's Quisas box: the display face on the
   * brand teal). Shown only when it has text; the spec gives it no default here (the footer's is its own).
   */
  quisasBoxText: optionalText,
  /** Quisas position: Top Left, Top Right, Bottom Left or Bottom Right. Reading: Top Right by default. */
  quisasBoxPosition: quisasPositionSchema.default('Top Right'),
  /**
   * Text colours: White, Black, for the title, sub title and calls to action. Reading: absent, white over a
   * background media and, on a plain colour, black or white, whichever reads on it. On a plain colour an editor's
   * choice that reads under 4.5:1 gives way to the one that reads; over a media it is the editor's pick.
   */
  textColour: textColourSchema.optional(),
  /** Alignments: Left/Center/Right, of the texts and the buttons. Reading: Center by default. */
  textContentAlignment: alignmentSchema.default('Center'),
  /**
   * A CSS hex colour (`#RGB`, `#RRGGBB`): the banner's background, shown behind (and, without one, instead of)
   * the media. Reading: white when absent. Named colours are refused.
   */
  backgroundColour: hexColourSchema.optional(),
  /**
   * An image or a video each, from 768 px up / below it; with only one, it shows at every width. A video loops
   * (the banner has no loop flag; a background that stops on its last frame looks broken) and has its Pause/Play
   * control. Alt text is the media's own (the banner has no alt text field, spec §5's fallback).
   */
  backgroundMediaDesktop: mediaLinkSchema.optional(),
  backgroundMediaMobile: mediaLinkSchema.optional(),
  /**
   * Each shown only with buttonText, buttonLink and buttonStyle. Exactly one shown makes the whole banner one
   * link to it (spec §5, `heroBanner2IsLink`); two or more are links of their own.
   */
  callsToAction: z
    .array(callToActionSchema)
    .default([])
    .describe(`${DISPLAY_RULES.heroBanner2Link} ${DISPLAY_RULES.callToAction}`),
  /**
   * Reading: the height of each call to action in px (a button's height, as an editor sizes it). Default 48 (the
   * design system's button); a smaller value is drawn at 44 px, the smallest comfortable touch target. Must be
   * more than 0.
   */
  callsToActionHeight: z
    .number({ error: 'callsToActionHeight is a height in px' })
    .positive({ error: 'callsToActionHeight must be more than 0 px' })
    .default(DEFAULT_CALLS_TO_ACTION_HEIGHT),
  /**
   * Reading: an on/off flag. On, the calls to action stand in one column, one under the other, each 220 px wide;
   * off (default), side by side in a row of 220 px containers 1.5rem apart (spec §9's hero buttons), wrapping
   * when the banner is too narrow.
   */
  callsToActionColumn: z.boolean({ error: 'callsToActionColumn is on or off' }).default(false),
  /** Positions (Center, Top, Bottom, Left, Right, the corners) of the texts, per width. Reading: Center. */
  contentPositionDesktop: positionSchema.default('Center'),
  contentPositionMobile: positionSchema.default('Center'),
});

/** What an editor may send (defaults not applied yet). */
export type HeroBanner2Input = z.input<typeof heroBanner2Schema>;
/** A parsed entry: the component's props. */
export type HeroBanner2Entry = z.output<typeof heroBanner2Schema>;
