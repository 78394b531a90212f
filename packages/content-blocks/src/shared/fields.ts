import { z } from 'zod';
import { isSafeHref } from './links';

export { hasLink, isSafeHref, TEXT_COLOUR_VALUES } from './links';

/**
 * A link field as the editor typed it: a path (`/sale`), an absolute URL, `mailto:` or `tel:`. Only
 * script-running schemes are refused (the entry then fails its parse, so an editor sees why in preview).
 * An empty string is allowed and means "no link".
 */
export const linkUrlSchema = z
  .string()
  .trim()
  .refine(isSafeHref, { error: 'Links may not use the javascript:, vbscript: or data: schemes' });

/**
 * A colour picked in the content service, read as a CSS hex colour: `#RGB` or `#RRGGBB` (no alpha, so that the
 * text contrast an editor sees in preview is the contrast a shopper gets). Named CSS colours are refused.
 */
export const hexColourSchema = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, { error: 'Colours are CSS hex colours like #1B3A4B' });

/** Optional text, trimmed; blank counts as absent (the readings of the card blocks' optional words). */
export const optionalTextSchema = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
