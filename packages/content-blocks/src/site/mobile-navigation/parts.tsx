import {
  MOBILE_MENU_MAX_WIDTH_PX,
  MOBILE_MENU_RESET_MS,
  MOBILE_MENU_WIDTH_PERCENT,
  SHOP_FINDER_LINK,
} from '@wardrobe/domain-rules';
import {
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  useEffect,
} from 'react';
import { inlineVars } from '../../shared/inlineVars';
import { menuItem, pushNavigationEvent } from '../shared/analytics';
import { readableTextColour } from '../shared/colour';
import * as styles from './MobileNavigation.css';
import type { MobileNavigationEntry, MobileNavigationVariant } from './schema';

/**
 * The backgrounds an item's title sits on: the menu's surface and the muted surface of hovered rows and open
 * groups (the brand theme's `surface` and `surfaceMuted`): an editor's colour must read on both.
 */
const MENU_BACKGROUNDS = ['#FFFFFF', '#F5F5F5'] as const;

/**
 * What renders the menu's links: a plain `<a>` by default, or the app's router link (Next's `Link` fits) so a
 * choice navigates on the client. It receives `href`, `className`, `style`, `onClick` and the children.
 */
export type MenuLinkComponent = ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;

/** The props both mobile menus take. */
export interface MobileMenuBaseProps {
  /** The parsed entry (`mobileNavigationSchema.parse(entry)`). */
  entry: MobileNavigationEntry;
  /**
   * Whether the host's side panel is open. The menu goes back to its first layer `MOBILE_MENU_RESET_MS` (500 ms)
   * after this turns false (spec 002 §4); reopened sooner, it stays where it was.
   */
  open: boolean;
  /** The Shop Finder link (spec 002 §2), localised by the host for its market. Default '/shop-finder'. */
  shopFinderHref?: string;
  /** Called when a link is chosen (a plain click), so the host closes its panel. */
  onNavigate?: () => void;
  /** Renders the links (default `<a>`); see `MenuLinkComponent`. */
  linkComponent?: MenuLinkComponent;
  /** The navigation landmark's name. Default 'Categories'. */
  label?: string;
  /**
   * Merged over the root's width (`mobileMenuWidth`). Inside a panel that sizes itself (the design system's
   * SidePanel is already `min(90vw, 500px)`), pass `{ width: '100%' }`.
   */
  style?: CSSProperties;
  className?: string;
}

export const DEFAULT_MENU_LABEL = 'Categories';

/**
 * Spec 002 §9 "Mobile menu panel: max width 500px, 90% on the first variant": the root's inline width.
 * Reading: the alt variant takes the full width of its container, up to the same 500 px.
 */
export function mobileMenuWidth(variant: MobileNavigationVariant): CSSProperties {
  return {
    maxWidth: `${MOBILE_MENU_MAX_WIDTH_PX}px`,
    width: variant === 'Standard' ? `${MOBILE_MENU_WIDTH_PERCENT}%` : '100%',
  };
}

/**
 * Spec 002 §4: "After closing, it resets to the first layer after 500 ms". Runs `reset` once the menu has stayed
 * closed for `MOBILE_MENU_RESET_MS`; reopening before then cancels it. `reset` must be stable (useCallback).
 */
export function useResetAfterClose(open: boolean, reset: () => void): void {
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(reset, MOBILE_MENU_RESET_MS);
    return () => clearTimeout(timer);
  }, [open, reset]);
}

/** The item fields that style its title (spec 002 §3: textColour, textBold, underline). */
interface ItemLook {
  title: string;
  textColour?: string | undefined;
  textBold: boolean;
  underline: boolean;
}

/** An item's title in the editor's colour (when readable), weight and underline. */
export function ItemLabel({ item, light = false }: { item: ItemLook; light?: boolean }) {
  const colour = readableTextColour(item.textColour, MENU_BACKGROUNDS);
  return (
    <span
      className={styles.label({ bold: item.textBold, underline: item.underline, light })}
      style={colour ? inlineVars({ [styles.inkVar]: colour }) : undefined}
    >
      {item.title}
    </span>
  );
}

interface MenuLinkProps {
  href: string;
  /** The titles down to this link, for the `menu_item` event. */
  trail: readonly string[];
  className: string;
  onNavigate?: (() => void) | undefined;
  linkComponent?: MenuLinkComponent | undefined;
  children: ReactNode;
}

/** A link of the menu: tracks the choice, then lets the host close its panel (not for new-tab clicks). */
export function MenuLink({ href, trail, className, onNavigate, linkComponent, children }: MenuLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    pushNavigationEvent(menuItem(trail));
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!newTab) onNavigate?.();
  };
  const Link = linkComponent;
  return Link ? (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

/** Spec 002 §2: '/shop-finder', labelled Shop Finder, in both mobile menus; always the last row. */
export function ShopFinderLink(
  props: Pick<MenuLinkProps, 'onNavigate' | 'linkComponent'> & { href: string },
) {
  return (
    <MenuLink
      {...props}
      trail={[SHOP_FINDER_LINK.text]}
      className={`${styles.row({ depth: 2 })} ${styles.shopFinder}`}
    >
      <span className={`${styles.label()} ${styles.withIcon}`}>
        <PinIcon />
        {SHOP_FINDER_LINK.text}
      </span>
    </MenuLink>
  );
}

/** A 24-unit line icon in the text's colour; decorative (the row's text names it). */
function Icon({ children, className }: { children: ReactNode; className?: string | undefined }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function ChevronRightIcon() {
  return (
    <Icon>
      <path d="m9 5 7 7-7 7" />
    </Icon>
  );
}

export function ChevronLeftIcon() {
  return (
    <Icon>
      <path d="m15 5-7 7 7 7" />
    </Icon>
  );
}

export function ChevronDownIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m5 9 7 7 7-7" />
    </Icon>
  );
}

function PinIcon() {
  return (
    <Icon>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Icon>
  );
}
