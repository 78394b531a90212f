import { altMobileMenuCategories } from '@wardrobe/domain-rules';
import { AltMobileMenu } from './AltMobileMenu';
import { MobileMenu } from './MobileMenu';
import type { MobileMenuBaseProps } from './parts';

export interface MobileNavigationProps extends MobileMenuBaseProps {
  /** The rank of the menus' headings. Default 3, under the host panel's h2 'Menu'. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * The mobile menu the market's entry asks for (`entry.variant`, spec 002 §4): `MobileMenu` (Standard) or
 * `AltMobileMenu` (Alternative). Reading: an Alternative entry with no top category that has children would
 * show an empty alt menu, so it shows the Standard menu instead. No state of its own: the menus are the client
 * components ('use client').
 */
export function MobileNavigation(props: MobileNavigationProps) {
  const useAlt =
    props.entry.variant === 'Alternative' && altMobileMenuCategories(props.entry.children).length > 0;
  return useAlt ? <AltMobileMenu {...props} /> : <MobileMenu {...props} />;
}
