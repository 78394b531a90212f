/**
 * The page-readable twin of the httpOnly preview cookie (commerce-sdk `CONTENT_PREVIEW_COOKIE`): the proxy sets
 * both from a preview link, holding the preview host, so the preview bar can show without any page reading
 * cookies on the server (pages stay cacheable). Its value is the host, which the proxy checked against the
 * staging domain before setting it.
 */
export const PREVIEW_BAR_COOKIE = 'wardrobe-preview-bar';
