import type { z } from 'zod';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';
import { goodStuffSideSignInSchema } from '../../site/good-stuff-side-sign-in/schema';

export const GOOD_STUFF_SIGN_UP = 'good-stuff-sign-up';
export const goodStuffSignUpSchemaId = blockSchemaId(GOOD_STUFF_SIGN_UP);

const panelFields = goodStuffSideSignInSchema.shape;
const signUpButtons = `${DISPLAY_RULES.signUpCallToAction} ${DISPLAY_RULES.signUpCallToActionStyles}`;

/**
 * Spec 002 §3 "Sign-up block": containerBackgroundColor, title, thankYouMessage, image, imgAltText, thankYouCTA,
 * optionalCTA, signInHeading, signInMessage, signInCTA, letter for letter. The sign-in side panel's entry
 * (`site/good-stuff-side-sign-in`, spec 001 §3) holds the same fields, so the block takes that schema's fields,
 * helpers and defaults as they are and only names its own content type. Readings (shared with the panel):
 *
 * - Blank or absent texts take the spec's defaults (`SIGN_IN_PANEL_DEFAULTS`): title 'Sign Up, Get Good Stuff',
 *   signInHeading 'Sign In To Get The Good Stuff', background #64E6D6 (a CSS hex colour; named colours fail).
 * - Button styles default to primary for thankYouCTA and optionalCTA, tertiary for signInCTA (spec 002 §9);
 *   thankYouCTA links to /womens and optionalCTA to /browse unless the editor gives a link (spec 001 §2).
 *   A button is shown only with text and link (spec 002 §5, `signUpCallToActionShown`): not a parse failure.
 * - The thank-you view's heading has no field: it is the panel's fixed 'Thanks for signing up'.
 * - Script links (`javascript:`…) and unknown button styles fail the parse.
 */
export const goodStuffSignUpSchema = goodStuffSideSignInSchema.extend({
  _meta: entryMeta(goodStuffSignUpSchemaId),
  // The panel's fields as they are, with the display rules an editor of the block reads (descriptions only).
  imgAltText: panelFields.imgAltText.describe(DISPLAY_RULES.altText),
  thankYouCTA: panelFields.thankYouCTA.describe(signUpButtons),
  optionalCTA: panelFields.optionalCTA.describe(signUpButtons),
  signInCTA: panelFields.signInCTA.describe(signUpButtons),
});

/** What an editor may send (defaults not applied yet). */
export type GoodStuffSignUpInput = z.input<typeof goodStuffSignUpSchema>;
/** A parsed entry: the component's props. */
export type GoodStuffSignUpEntry = z.output<typeof goodStuffSignUpSchema>;
