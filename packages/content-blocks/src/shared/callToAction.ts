import { hasCallToAction } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { linkUrlSchema } from './fields';

/**
 * Button styles: the design system's Button variants, which are also the spec's values (§9: "primary for
 * thank-you and optional, tertiary for sign-in"; "Offer button style: secondary").
 */
export const BUTTON_STYLES = ['primary', 'secondary', 'tertiary'] as const;
export const buttonStyleSchema = z.enum(BUTTON_STYLES);
export type ButtonStyle = z.infer<typeof buttonStyleSchema>;

/**
 * Spec 002 §3 "Call to action": buttonText, buttonLink, buttonStyle, customId. Every field is optional in the
 * content model: a call to action counts as present only if text, link and style are all defined, which is a
 * display rule (`hasCallToAction`), not a parse failure. An empty `buttonStyle` is accepted as "not chosen";
 * a style outside the list is refused.
 */
export const callToActionSchema = z.object({
  buttonText: z.string().optional(),
  buttonLink: linkUrlSchema.optional(),
  buttonStyle: z.union([buttonStyleSchema, z.literal('')]).optional(),
  /** A hook for analytics tags; rendered as the button's `id`. */
  customId: z.string().trim().optional(),
});
export type CallToAction = z.infer<typeof callToActionSchema>;

/** A call to action that passes the display rule. */
export interface PresentCallToAction {
  buttonText: string;
  buttonLink: string;
  buttonStyle: ButtonStyle;
  customId?: string | undefined;
}

export function isPresentCallToAction(cta: CallToAction | null | undefined): cta is PresentCallToAction {
  return hasCallToAction(cta);
}

/** The calls to action a shopper sees, in the editor's order. */
export function presentCallsToAction(
  ctas: readonly CallToAction[] | null | undefined,
): PresentCallToAction[] {
  return (ctas ?? []).filter(isPresentCallToAction);
}
