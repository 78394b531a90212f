import { nonEmpty } from './text';

/** Spec 002 §3: a call to action counts as present only if text, link and style are all defined. */
export interface CallToActionLike {
  buttonText?: string | null;
  buttonLink?: string | null;
  buttonStyle?: string | null;
}

export function hasCallToAction(cta: CallToActionLike | null | undefined): boolean {
  return Boolean(cta && nonEmpty(cta.buttonText) && nonEmpty(cta.buttonLink) && nonEmpty(cta.buttonStyle));
}

/**
 * Spec 002 §3 "Other enumerations": spacing sizes in px. A literal `as const`, not `Object.freeze(...)`: a
 * top-level call would keep bundlers from dropping this module from clients that import another rule.
 */
export const SPACING = { XXS: 6, XS: 12, Small: 24, Medium: 36, Large: 48, XL: 60, XXL: 72 } as const;

export type RichTextToken = { type: 'text' | 'wavy' | 'double'; text: string };

const TAGS = [
  { open: '{~', close: '~}', type: 'wavy' },
  { open: '{=', close: '=}', type: 'double' },
] as const;

/**
 * Spec 002 §5: the wavy `{~text~}` and double `{=text=}` underline tags need a matching closing tag;
 * an unmatched tag is reported and its text stays plain.
 */
export function parseRichText(text: string): { tokens: RichTextToken[]; errors: string[] } {
  const tokens: RichTextToken[] = [];
  const errors: string[] = [];
  let plain = '';
  let i = 0;
  const flush = () => {
    if (plain !== '') tokens.push({ type: 'text', text: plain });
    plain = '';
  };
  while (i < text.length) {
    const tag = TAGS.find((t) => text.startsWith(t.open, i));
    if (!tag) {
      const stray = TAGS.find((t) => text.startsWith(t.close, i));
      if (stray) errors.push(`Unmatched closing tag "${stray.close}" at ${i}`);
      plain += text.charAt(i);
      i += 1;
      continue;
    }
    const end = text.indexOf(tag.close, i + tag.open.length);
    if (end === -1) {
      errors.push(`Unmatched tag "${tag.open}" at ${i}`);
      plain += tag.open;
      i += tag.open.length;
      continue;
    }
    flush();
    tokens.push({ type: tag.type, text: text.slice(i + tag.open.length, end) });
    i = end + tag.close.length;
  }
  flush();
  return { tokens, errors };
}

/**
 * A calls-to-action field as the content model holds it: hero banner 2 has a plain list, hero banner 1 nests
 * the list with its layout (`callsToAction { callsToAction[], buttonsLayout }`, spec 002 §3).
 */
export type CallsToActionField =
  | readonly (CallToActionLike | null | undefined)[]
  | { callsToAction?: readonly (CallToActionLike | null | undefined)[] | null }
  | null
  | undefined;

/** Spec 002 §3: the calls to action that count, those with text, link and style (`hasCallToAction`). */
export function countCallsToAction(field: CallsToActionField): number {
  const list = Array.isArray(field)
    ? field
    : (field as { callsToAction?: unknown } | null | undefined)?.callsToAction;
  return Array.isArray(list) ? list.filter((cta) => hasCallToAction(cta)).length : 0;
}

export interface HeroBannerLinkInput {
  url?: string | null;
  callsToAction?: CallsToActionField;
}

/**
 * Spec 002 §5: hero banner 1 becomes a whole-banner link only when a url exists and there are no calls to
 * action. Reading: a blank url is no url.
 */
export function heroBannerIsLink({ url, callsToAction }: HeroBannerLinkInput): boolean {
  return nonEmpty(url) && countCallsToAction(callsToAction) === 0;
}

/** Spec 002 §5: hero banner 2 makes the whole banner a link when exactly one call to action exists. */
export function heroBanner2IsLink(callsToAction: CallsToActionField): boolean {
  return countCallsToAction(callsToAction) === 1;
}

/**
 * Spec 002 §2, §5: a tile is clickable to its href only when the href starts with `/` and there is at most one
 * call to action. `//host` starts with `/` but leaves the site, so it does not count.
 *
 * Reading: `/\host` is refused like `//host` (browsers read it as a protocol-relative link), and a count that
 * is not a number of zero or more (NaN, negative) makes no tile clickable.
 */
export function tileIsClickable(href: string | null | undefined, ctaCount: number): boolean {
  if (typeof href !== 'string' || !href.startsWith('/')) return false;
  const second = href.charAt(1);
  if (second === '/' || second === '\\') return false;
  return ctaCount >= 0 && ctaCount <= 1;
}

/**
 * Spec 002 §7: the `navigation_element` of a `navigation_click` event, 'top title > group title > link title';
 * for an image jump-off, 'title > Image > text' (`navigationElement(title, 'Image', text)`).
 *
 * Reading: a missing or blank title (a link with no group) is left out rather than leaving an empty step.
 */
export function navigationElement(...titles: readonly (string | null | undefined)[]): string {
  return titles.filter((title): title is string => nonEmpty(title)).join(' > ');
}

/** Spec 002 §5: sign-up call-to-action buttons render only if both text and link exist (style is not needed). */
export function signUpCallToActionShown(cta: CallToActionLike | null | undefined): boolean {
  return Boolean(cta && nonEmpty(cta.buttonText) && nonEmpty(cta.buttonLink));
}

/** Spec 002 §3, §9: the defaults of the content blocks, letter for letter. */
export const CONTENT_DEFAULTS = {
  /** Footer `quisasBoxText`. */
  footerQuisasBoxText: "Sometimes it's good to get lost in the details",
  /** Offer `textAlignment`. */
  offerTextAlignment: 'Left',
  /** Offer call-to-action button style. */
  offerButtonStyle: 'secondary',
  /** Offer `termsAndConditionsLink` title. */
  termsAndConditionsTitle: 'Terms & Conditions',
  /** Editorial card `blockBackgroundColor`. */
  editorialCardBackgroundColor: 'white',
  /** Tile card `underlineColor` (teal). */
  tileCardUnderlineColor: '#64E6D6',
  /** Sale badge colour. */
  saleBadgeColour: 'red',
  /** Sign-up block button styles. */
  signUpThankYouCtaStyle: 'primary',
  signUpOptionalCtaStyle: 'primary',
  signUpSignInCtaStyle: 'tertiary',
} as const;

/**
 * Spec 002 §3 "Hero banner 1": default font sizes in px, desktop/mobile (top 36/30, heading 94/94, sub 36/30).
 */
export const HERO_BANNER_FONT_SIZES = {
  topHeading: { desktop: 36, mobile: 30 },
  heading: { desktop: 94, mobile: 94 },
  subHeading: { desktop: 36, mobile: 30 },
} as const;

export type ContentAlignment = 'Left' | 'Center' | 'Right';

/** Spec 002 §3 "Offer": `textAlignment` is Left (default), Center or Right; anything else reads as Left. */
export function offerTextAlignment(value: string | null | undefined): ContentAlignment {
  return value === 'Center' || value === 'Right' ? value : CONTENT_DEFAULTS.offerTextAlignment;
}

/** Spec 002 §3 "Offer": `termsAndConditionsLink` holds a title or text, and a url or link. */
export interface TermsAndConditionsLinkInput {
  title?: string | null;
  text?: string | null;
  url?: string | null;
  link?: string | null;
}

export interface TermsAndConditionsLink {
  title: string;
  url: string | undefined;
}

/**
 * Spec 002 §2–3, spec 001 §2: the offer's terms link reads its title from `title` or `text` (default 'Terms &
 * Conditions') and its address from `url` or `link`. Reading: the link itself opens the terms side panel, so it
 * shows even without an address; the address, when there is one, is the panel's optional call to action.
 */
export function termsAndConditionsLink(
  link: TermsAndConditionsLinkInput | null | undefined,
): TermsAndConditionsLink {
  const title = [link?.title, link?.text].find(nonEmpty) ?? CONTENT_DEFAULTS.termsAndConditionsTitle;
  const url = [link?.url, link?.link].find(nonEmpty) ?? undefined;
  return { title, url };
}

/** Spec 002 §3 "Logged-in greeting" (entry good-stuff-logged-in-user). */
export interface LoggedInGreetingContent {
  headerTitle?: string | null;
  subheading?: string | null;
  thankYouTitle?: string | null;
  thankYouDescription?: string | null;
  refreshCTAtext?: string | null;
  enableRefreshCta?: boolean | null;
}

/** Spec 002 §9 "Defaults", spec 001 §9: the logged-in greeting's texts when the content leaves them empty. */
export const GREETING_DEFAULTS = {
  headerTitle: "Hey {name}, what's good?",
  subheading: 'Good Stuff just for you',
  thankYouTitle: 'Thanks for signing up!',
  thankYouDescription:
    "We're getting things set up for you. Please check back in a few minutes, or try refreshing the page.",
  refreshCTAtext: 'Refresh',
} as const;

export type LoggedInGreetingView =
  | { view: 'offers'; headerTitle: string; subheading: string }
  | {
      view: 'thank-you';
      headerTitle: string;
      thankYouTitle: string;
      thankYouDescription: string;
      /** The refresh button's text; `undefined` when the button is off. */
      refreshCta: string | undefined;
    };

/**
 * Spec 002 §4: with current offers the greeting shows a subheading; otherwise a thank-you title and
 * description, plus an optional refresh button (it reloads the page). Empty texts take the spec's defaults.
 * `headerTitle` is still the template: the first name goes in with `greetingHeading`.
 *
 * Reading: the refresh button shows only when `enableRefreshCta` is true.
 */
export function loggedInGreetingView(
  content: LoggedInGreetingContent | null | undefined,
  offerCount: number,
): LoggedInGreetingView {
  const text = (key: keyof typeof GREETING_DEFAULTS): string => {
    const value = content?.[key];
    return nonEmpty(value) ? (value as string) : GREETING_DEFAULTS[key];
  };
  if (offerCount > 0)
    return { view: 'offers', headerTitle: text('headerTitle'), subheading: text('subheading') };
  return {
    view: 'thank-you',
    headerTitle: text('headerTitle'),
    thankYouTitle: text('thankYouTitle'),
    thankYouDescription: text('thankYouDescription'),
    refreshCta: content?.enableRefreshCta === true ? text('refreshCTAtext') : undefined,
  };
}

/** Spec 000 §3 "Product card props" badge: what the product badge data gives. */
export interface ProductBadgeData {
  text?: string;
  /** Where the badge leads (spec 000 §3 product card badge: text, link, text colour, background colour). */
  link?: string;
  textColour?: string;
  backgroundColour?: string;
}

/**
 * Spec 000 §3: product badge data is a comma-separated list of 'key:value' pairs giving name, text colour and
 * background colour (`'name:Sale,textColour:#fff,backgroundColour:#c00'`); the name is the badge's text.
 *
 * Reading: keys are read in any case with spaces trimmed, `Color` spelt either way; a value runs to the next
 * `key:` (so `rgb(0, 0, 0)` and 'Buy 2, get 1' keep their commas) and may hold colons; unknown keys and empty
 * values are left out; a later key wins.
 * Reading: the link (spec 000 §3 names it on the card's badge, not in the data's list) is read from a `link` or
 * `url` key, and kept only when it is a path on the shop (`/…`, not `//…`) or an http(s) address; anything else
 * (`javascript:`, `data:`) is dropped.
 */
export function parseBadgeData(data: string | null | undefined): ProductBadgeData {
  const badge: ProductBadgeData = {};
  if (typeof data !== 'string') return badge;
  for (const pair of data.split(/,(?=\s*[A-Za-z]+\s*:)/)) {
    const colon = pair.indexOf(':');
    if (colon === -1) continue;
    const key = pair.slice(0, colon).trim().toLowerCase().replace('color', 'colour');
    const value = pair.slice(colon + 1).trim();
    if (value === '') continue;
    if (key === 'name') badge.text = value;
    else if (key === 'textcolour') badge.textColour = value;
    else if (key === 'backgroundcolour') badge.backgroundColour = value;
    else if ((key === 'link' || key === 'url') && isBadgeLink(value)) badge.link = value;
  }
  return badge;
}

function isBadgeLink(value: string): boolean {
  return /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s]+$/i.test(value);
}
