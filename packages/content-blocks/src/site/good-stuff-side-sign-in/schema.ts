import { CONTENT_DEFAULTS } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { hexColourSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { callToActionWithDefaults, textWithDefault } from '../fields';
import { SIGN_IN_PANEL_DEFAULTS, SIGN_UP_DEFAULT_LINKS } from './defaults';

export const goodStuffSideSignInSchemaId = siteSchemaId('good-stuff-side-sign-in');

// The defaults live in a zod-free module so that client components (the sign-up block) can read them.
export { SIGN_IN_PANEL_DEFAULTS, SIGN_UP_DEFAULT_LINKS } from './defaults';

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
