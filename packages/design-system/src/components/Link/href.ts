/**
 * Pure rules for link targets. Server-safe.
 */

/** Schemes that run code or carry a document instead of navigating: never rendered as a link. */
const UNSAFE_SCHEMES = ['javascript:', 'vbscript:', 'data:'];

/**
 * Whether an href is safe to render. Browsers ignore ASCII whitespace and control characters inside a scheme
 * and compare it in any case, so `" Java\tScript:alert(1)"` is unsafe too.
 * Reading: `data:` is refused as well as `javascript:`/`vbscript:` (a data URL can hold a script-running page).
 */
export function isSafeHref(href: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are exactly what we strip.
  const normalised = href.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return !UNSAFE_SCHEMES.some((scheme) => normalised.startsWith(scheme));
}

/**
 * Whether an href leaves the shop: an absolute `http(s)` URL or a protocol-relative `//host/…` one.
 * Reading: every absolute URL counts as external (the component cannot know the shop's own origin on the
 * server); pass `external={false}` to keep an absolute link to the shop itself in the same tab.
 */
export function isExternalHref(href: string): boolean {
  return /^\s*(?:https?:)?\/\//i.test(href);
}
