// The site footer (spec 002 §2, §3 "Footer", §4, §9): server-safe exports only. Its client island
// `FooterColumns` ('use client') is a client part of its own (tsup.config.ts), exported by the root entry.

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
