// The site footer (spec 002 §2, §3 "Footer", §4, §9): server-safe exports only. Its client island
// `FooterColumns` ('use client') comes through `src/client.ts`, so the package build keeps the client boundary.

export type { FooterProps } from './Footer';
export {
  FOOTER_LOGO_LABEL,
  FOOTER_NAV_LABEL,
  Footer,
  NEW_TAB_TEXT,
  PAYMENT_LOGOS_HEADING,
  SOCIAL_LINKS_LABEL,
} from './Footer';
export type { FooterFixtureName } from './fixtures';
export { initialOpenColumns } from './openColumns';
