/** Spec 001 §3 "Size-fit widget: user id and locale code (en_GB, en_US, en_EU)". */
export const SIZE_FIT_LOCALES = ['en_GB', 'en_US', 'en_EU'] as const;

export type SizeFitLocale = (typeof SIZE_FIT_LOCALES)[number];

/**
 * The size-fit widget's locale code for a market: the UK (`en`) is `en_GB`, the US `en_US`, the EU `en_EU`.
 * Reading: market codes are matched in any case; any other code has no locale (`undefined`).
 */
export function sizeFitLocale(marketCode: string): SizeFitLocale | undefined {
  switch (marketCode.toLowerCase()) {
    case 'en':
      return 'en_GB';
    case 'us':
      return 'en_US';
    case 'eu':
      return 'en_EU';
    default:
      return undefined;
  }
}

/**
 * The answers the size-fit widget asks for (ours: the spec names only user id and locale). How the shopper
 * likes clothes to fit: closer than usual, as usual, or with more room.
 */
export const SIZE_FIT_PREFERENCES = ['tighter', 'regular', 'looser'] as const;

export type SizeFitPreference = (typeof SIZE_FIT_PREFERENCES)[number];

/** The shopper's height, in three bands: it picks a length where a style comes in several. */
export const SIZE_FIT_HEIGHTS = ['shorter', 'average', 'taller'] as const;

export type SizeFitHeight = (typeof SIZE_FIT_HEIGHTS)[number];
