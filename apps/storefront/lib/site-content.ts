import type {
  AppHeaderEntry,
  BenefitBarEntry,
  CountdownTimerEntry,
  DesktopNavigationEntry,
  FooterEntry,
  GoodStuffSideSignInEntry,
  LocaleSelectorImageEntry,
  MobileNavigationEntry,
} from '@wardrobe/content-blocks';
import { SITE_CONTENT_KEYS, validateContentEntry } from '@wardrobe/content-blocks/schemas';
import { type Market, siteContentFailure } from '@wardrobe/domain-rules';
import { contentByKey } from './content';

/** The site entries every page's frame stands on (spec 001 §7 "Content search by url key"), parsed. */
export interface SiteEntries {
  'app-header'?: AppHeaderEntry | undefined;
  'desktop-navigation'?: DesktopNavigationEntry | undefined;
  'mobile-navigation'?: MobileNavigationEntry | undefined;
  footer?: FooterEntry | undefined;
  'locale-selector-image'?: LocaleSelectorImageEntry | undefined;
  'benefit-bar'?: BenefitBarEntry | undefined;
  'countdown-timer'?: CountdownTimerEntry | undefined;
  /** Spec 001 §2: the sign-in panel's texts, calls to action and background (its defaults without it). */
  'good-stuff-side-sign-in'?: GoodStuffSideSignInEntry | undefined;
}
export type FrameEntryKey = keyof SiteEntries;

export const FRAME_ENTRY_KEYS: readonly FrameEntryKey[] = [
  'app-header',
  'desktop-navigation',
  'mobile-navigation',
  'footer',
  'locale-selector-image',
  'benefit-bar',
  'countdown-timer',
  'good-stuff-side-sign-in',
];

/** Thrown for a site entry whose failure fails the page (spec 001 §8); the error page shows. */
export class SiteContentError extends Error {
  override readonly name = 'SiteContentError';
  constructor(
    readonly key: FrameEntryKey,
    readonly status: number,
  ) {
    super(`The ${key} content failed with ${status}`);
  }
}

/**
 * Every frame entry of a market, fetched together by url key with the market's prefix (`eu/footer`).
 *
 * - Published content only and no cookie: the layout reads no request data, so the pages under it stay
 *   cacheable. Reading: the frame is previewed on the uncached pages only through their own content, not in the
 *   frame; a cached page picks up changed frame content when it revalidates (60 s).
 * - Spec 001 §8: every failure is logged with its status; a 5xx on desktop or mobile navigation throws
 *   `SiteContentError` (the error page); any other failure gives empty content (`undefined`).
 * - A missing entry is a 404; an entry of another content type than its key holds is logged and left out.
 */
export async function siteEntries(market: Market): Promise<SiteEntries> {
  const read = await Promise.all(FRAME_ENTRY_KEYS.map((key) => siteEntry(market, key)));
  return Object.fromEntries(FRAME_ENTRY_KEYS.map((key, i) => [key, read[i]])) as SiteEntries;
}

async function siteEntry(market: Market, key: FrameEntryKey): Promise<unknown> {
  let entry: Awaited<ReturnType<typeof contentByKey>>;
  try {
    entry = await contentByKey(market, key, { preview: false });
  } catch (error) {
    const status = statusOf(error);
    log('error', { event: 'site-content-failed', key, market: market.code, status, message: String(error) });
    if (siteContentFailure(key, status) === 'error-page') throw new SiteContentError(key, status);
    return undefined;
  }
  if (entry === undefined) {
    log('warn', { event: 'site-content-missing', key, market: market.code, status: 404 });
    if (siteContentFailure(key, 404) === 'error-page') throw new SiteContentError(key, 404);
    return undefined;
  }
  const result = validateContentEntry(entry);
  if (!result.ok || entry._meta.schema !== SITE_CONTENT_KEYS[key]) {
    log('error', {
      event: 'site-content-invalid',
      key,
      market: market.code,
      reason: result.ok ? `${key} holds ${entry._meta.schema}` : result.reason,
    });
    return undefined;
  }
  return result.entry;
}

/** The status of a failed read (`statusCode`, `status` or a response's status), else 500 (spec 001 §8). */
function statusOf(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  for (const candidate of [e.statusCode, e.status, e.response?.status])
    if (typeof candidate === 'number' && candidate >= 400 && candidate < 600) return candidate;
  return 500;
}

function log(level: 'error' | 'warn', fields: Record<string, unknown>) {
  const line = JSON.stringify({ level, ...fields });
  if (level === 'error') console.error(line);
  else console.warn(line);
}
