// Zod-free helpers of the content fields: client components import these, so they must not pull zod into the
// browser (the schemas in fields.ts do).

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

/** `true` when the link field holds a link (not absent, not blank). */
export function hasLink(href: string | undefined): href is string {
  return typeof href === 'string' && href.trim() !== '';
}

/** The spec's text colours (White, Black) as CSS colours. */
export const TEXT_COLOUR_VALUES = Object.freeze({ White: '#FFFFFF', Black: '#000000' } as const);
