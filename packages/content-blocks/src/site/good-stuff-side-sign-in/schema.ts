import { CONTENT_DEFAULTS } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { hexColourSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { callToActionWithDefaults, textWithDefault } from '../fields';

export const goodStuffSideSignInSchemaId = siteSchemaId('good-stuff-side-sign-in');

/**
 * Spec 001 §2 "Side panels", sign-in panel defaults, letter for letter. The prompts ('Already a member?' under
 * the sign-up form, 'Not a member?' under the sign-in form) and the thank-you title have no content field in
 * spec 001 §3, so they are fixed texts the panel shows.
 */
export const SIGN_IN_PANEL_DEFAULTS = {
  title: 'Sign Up, Get Good Stuff',
  signInHeading: 'Sign In To Get The Good Stuff',
  signUpFooterPrompt: 'Already a member?',
  signInFooterPrompt: 'Not a member?',
  thankYouTitle: 'Thanks for signing up',
  containerBackgroundColor: '#64E6D6',
} as const;

/** Spec 001 §2: default targets of the thank-you button (/womens) and the optional button (/browse). */
export const SIGN_UP_DEFAULT_LINKS = { thankYouCTA: '/womens', optionalCTA: '/browse' } as const;

/**
 * The sign-in panel's content (spec 001 §7 key `good-stuff-side-sign-in`) in the sign-up block's fields (spec 001
 * §3, spec 002 §3 "Sign-up block"): containerBackgroundColor, title, thankYouMessage, image, imgAltText,
 * thankYouCTA, optionalCTA, signInHeading, signInMessage, signInCTA. Empty texts take the spec's defaults;
 * button styles default to primary for thank-you and optional, tertiary for sign-in (spec 002 §9). A button
 * shows only with text and link (spec 002 §5, domain-rules `signUpCallToActionShown`).
 */
export const goodStuffSideSignInSchema = z.object({
  _meta: entryMeta(goodStuffSideSignInSchemaId),
  containerBackgroundColor: hexColourSchema.default(SIGN_IN_PANEL_DEFAULTS.containerBackgroundColor),
  title: textWithDefault(SIGN_IN_PANEL_DEFAULTS.title),
  thankYouMessage: z.string().trim().optional(),
  image: imageLinkSchema.optional(),
  imgAltText: z.string().trim().optional(),
  thankYouCTA: callToActionWithDefaults({
    buttonLink: SIGN_UP_DEFAULT_LINKS.thankYouCTA,
    buttonStyle: CONTENT_DEFAULTS.signUpThankYouCtaStyle,
  }),
  optionalCTA: callToActionWithDefaults({
    buttonLink: SIGN_UP_DEFAULT_LINKS.optionalCTA,
    buttonStyle: CONTENT_DEFAULTS.signUpOptionalCtaStyle,
  }),
  signInHeading: textWithDefault(SIGN_IN_PANEL_DEFAULTS.signInHeading),
  signInMessage: z.string().trim().optional(),
  signInCTA: callToActionWithDefaults({ buttonStyle: CONTENT_DEFAULTS.signUpSignInCtaStyle }),
});

export type GoodStuffSideSignInInput = z.input<typeof goodStuffSideSignInSchema>;
export type GoodStuffSideSignInEntry = z.output<typeof goodStuffSideSignInSchema>;
