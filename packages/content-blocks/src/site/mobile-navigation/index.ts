// The mobile menus (spec 002 §3 "Mobile navigation", §4): the package's client entry re-exports these (its schema
// and fixtures come through `site/index.ts`). MobileNavigation only picks one of the menus.
export type { AltMobileMenuProps } from './AltMobileMenu';
export { AltMobileMenu } from './AltMobileMenu';
export type { MobileMenuProps } from './MobileMenu';
export { MobileMenu } from './MobileMenu';
export type { MobileNavigationProps } from './MobileNavigation';
export { MobileNavigation } from './MobileNavigation';
export type { MenuLinkComponent, MobileMenuBaseProps } from './parts';
export { mobileMenuWidth } from './parts';
export type { MobileMenuRouteCloseOptions } from './useMobileMenuRouteClose';
export { useMobileMenuRouteClose } from './useMobileMenuRouteClose';
