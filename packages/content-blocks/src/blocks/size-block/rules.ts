import { hasLink } from '../../shared/links';

/**
 * Spec 002 §9 "Call-to-action square group: up to 10 buttons per row". A constant of the spec: it belongs in
 * domain-rules beside `SPACING`; kept here until the lead moves it.
 */
export const SQUARE_GROUP_MAX_PER_ROW = 10;

/** A size button as the content model holds it (spec 002 §3 "callsToAction {buttonText, buttonLink}"). */
export interface SizeButtonLike {
  buttonText?: string | null | undefined;
  buttonLink?: string | null | undefined;
}

/**
 * A size button is shown only with text (its name) and a link. The model's size buttons have no style, so the
 * general rule (`hasCallToAction`: text, link and style) cannot apply; this is the sign-up buttons' rule (§5,
 * `signUpCallToActionShown`). Pure: it belongs in domain-rules.
 */
export function sizeButtonShown<Button extends SizeButtonLike>(
  button: Button | null | undefined,
): button is Button & { buttonText: string; buttonLink: string } {
  return Boolean(
    button && hasLink(button.buttonText ?? undefined) && hasLink(button.buttonLink ?? undefined),
  );
}

/** The size buttons a shopper sees, in the editor's order. */
export function shownSizeButtons<Button extends SizeButtonLike>(
  buttons: readonly Button[] | null | undefined,
): (Button & { buttonText: string; buttonLink: string })[] {
  return (buttons ?? []).filter((button) => sizeButtonShown(button));
}
