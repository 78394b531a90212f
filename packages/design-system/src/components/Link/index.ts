export { isExternalHref, isSafeHref } from './href';
export type { LinkProps, LinkVariant } from './Link';
export { LINK_NEW_TAB_HINT, Link } from './Link';
