'use client';

import { MOBILE_MENU_LEVELS, SHOP_FINDER_LINK } from '@wardrobe/domain-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { hasLink } from '../../shared/links';
import * as styles from './MobileNavigation.css';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  DEFAULT_MENU_LABEL,
  ItemLabel,
  MenuLink,
  type MobileMenuBaseProps,
  mobileMenuWidth,
  ShopFinderLink,
  useResetAfterClose,
} from './parts';

export interface MobileMenuProps extends MobileMenuBaseProps {
  /**
   * The level headings' rank. Default 3: the host's side panel is titled 'Menu' with an h2, and each level sits
   * under it.
   */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** An item at any depth: what the menu reads of it (level 3 items have no children, spec 002 §3). */
interface MenuNode {
  title: string;
  url?: string | undefined;
  textColour?: string | undefined;
  textBold: boolean;
  underline: boolean;
  children: readonly unknown[];
}

type FocusTarget = { to: 'heading' } | { to: 'item'; index: number };

/**
 * The mobile menu (spec 002 §4 "Mobile menu"): the content of the host's side panel, walking depth layers 1-3.
 *
 * - An item with children is a button that moves forward to its layer: a Back button, then the item's title as
 *   the layer's heading (focused, so screen readers announce where they are), then its children. Back returns
 *   to the previous layer with focus on the item that was chosen.
 * - An item with a url and no children is a link. An item with children and a url also gets a
 *   'Shop all {title}' link at the top of its layer (reading: so its own page stays reachable).
 * - Shop Finder is always the last link (spec 002 §2). A chosen link pushes `menu_item` and calls `onNavigate`.
 * - After `open` turns false it goes back to the first layer in `MOBILE_MENU_RESET_MS` (500 ms).
 * - Width: inline `max-width: 500px; width: 90%` (spec 002 §9, `mobileMenuWidth('Standard')`), overridable
 *   with `style`.
 */
export function MobileMenu({
  entry,
  open,
  shopFinderHref = SHOP_FINDER_LINK.path,
  onNavigate,
  linkComponent,
  label = DEFAULT_MENU_LABEL,
  headingLevel = 3,
  style,
  className,
}: MobileMenuProps) {
  /** The index chosen at each layer so far: [] is layer 1, [0] is the first item's layer, and so on. */
  const [path, setPath] = useState<readonly number[]>([]);
  const [direction, setDirection] = useState<'none' | 'forward' | 'back'>('none');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const reset = useCallback(() => {
    setPath([]);
    setDirection('none');
    setFocusTarget(null);
  }, []);
  useResetAfterClose(open, reset);

  // Focus moves only after a shopper's own move (not on the reset after close).
  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.to === 'heading') headingRef.current?.focus();
    else itemRefs.current[focusTarget.index]?.focus();
  }, [focusTarget]);

  // The chosen items down to the current layer; a path the entry no longer has stops where it breaks.
  const trail: MenuNode[] = [];
  let items: readonly MenuNode[] = entry.children;
  for (const index of path) {
    const item = items[index];
    if (!item || item.children.length === 0 || trail.length >= MOBILE_MENU_LEVELS - 1) break;
    trail.push(item);
    items = item.children as readonly MenuNode[];
  }
  const current = trail.at(-1);
  const depth = (trail.length + 1) as 1 | 2 | 3;
  const titles = trail.map((item) => item.title);

  const forward = (index: number) => {
    setPath([...path.slice(0, trail.length), index]);
    setDirection('forward');
    setFocusTarget({ to: 'heading' });
  };
  const back = () => {
    const chosen = path[trail.length - 1] ?? 0;
    setPath(path.slice(0, trail.length - 1));
    setDirection('back');
    setFocusTarget({ to: 'item', index: chosen });
  };

  const Heading = `h${headingLevel}` as 'h3';
  const link = { onNavigate, linkComponent };

  return (
    <nav
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ ...mobileMenuWidth('Standard'), ...style }}
      data-variant="Standard"
      data-depth={depth}
    >
      {/* Keyed by the path, so each layer mounts fresh and slides in from the side it came from. */}
      <div key={path.slice(0, trail.length).join('.')} className={styles.level({ direction })}>
        {current && (
          <>
            <button type="button" className={styles.back} onClick={back}>
              <ChevronLeftIcon />
              Back
            </button>
            <Heading ref={headingRef} tabIndex={-1} className={styles.levelHeading}>
              {current.title}
            </Heading>
          </>
        )}
        <ul className={styles.list}>
          {current && hasLink(current.url) && (
            <li>
              <MenuLink {...link} href={current.url} trail={titles} className={styles.row({ depth })}>
                <span className={styles.shopAll}>Shop all {current.title}</span>
              </MenuLink>
            </li>
          )}
          {items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the entry's order is the identity; titles may repeat.
            <li key={`${index}:${item.title}`}>
              {item.children.length > 0 && depth < MOBILE_MENU_LEVELS ? (
                <button
                  type="button"
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  className={styles.row({ depth })}
                  onClick={() => forward(index)}
                >
                  <ItemLabel item={item} light={depth > 1} />
                  <ChevronRightIcon />
                </button>
              ) : hasLink(item.url) ? (
                <MenuLink
                  {...link}
                  href={item.url}
                  trail={[...titles, item.title]}
                  className={styles.row({ depth })}
                >
                  <ItemLabel item={item} light={depth > 1} />
                </MenuLink>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <ShopFinderLink {...link} href={shopFinderHref} />
    </nav>
  );
}
