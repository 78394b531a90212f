import { z } from 'zod';

/**
 * Schemes that run code or smuggle documents. Browsers ignore ASCII tabs/newlines inside a scheme
 * (`java\tscript:`), so they are removed before the check.
 */
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data):/i;

export function isSafeHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
  const normalised = href.replace(/[\u0000-\u0020]/g, '');
  return !UNSAFE_SCHEME.test(normalised);
}

/**
 * A link field as the editor typed it: a path (`/sale`), an absolute URL, `mailto:` or `tel:`. Only
 * script-running schemes are refused (the entry then fails its parse, so an editor sees why in preview).
 * An empty string is allowed and means "no link".
 */
export const linkUrlSchema = z
  .string()
  .trim()
  .refine(isSafeHref, { error: 'Links may not use the javascript:, vbscript: or data: schemes' });

/** `true` when the link field holds a link (not absent, not blank). */
export function hasLink(href: string | undefined): href is string {
  return typeof href === 'string' && href.trim() !== '';
}

/**
 * A colour picked in the content service, read as a CSS hex colour: `#RGB` or `#RRGGBB` (no alpha, so that the
 * text contrast an editor sees in preview is the contrast a shopper gets). Named CSS colours are refused.
 */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'Colours are CSS hex colours like #1B3A4B' });

/** The spec's text colours (White, Black) as CSS colours. */
export const TEXT_COLOUR_VALUES = Object.freeze({ White: '#FFFFFF', Black: '#000000' } as const);
