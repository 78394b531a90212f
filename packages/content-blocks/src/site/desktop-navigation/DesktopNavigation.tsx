'use client';

import { type FocusEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { hasLink } from '../../shared/links';
import { menuItem, navigationClick, pushNavigationEvent } from '../shared/analytics';
import * as styles from './DesktopNavigation.css';
import { colourStyle, MegaMenuPanel } from './MegaMenuPanel';
import type { DesktopNavigationEntry, NavigationItem } from './schema';

/** The parsed entry (`desktopNavigationSchema.parse(entry)`). */
export type DesktopNavigationProps = DesktopNavigationEntry;

/**
 * Hover intent: the pointer must rest this long on a top item before its panel opens, so a pointer crossing the
 * bar (or cutting diagonally across a neighbour on its way into an open panel) opens nothing.
 */
export const MEGA_MENU_HOVER_OPEN_DELAY_MS = 120;
/** The pointer may leave an item and its panel this long (a gap, a diagonal move) before a hover-opened panel closes. */
export const MEGA_MENU_HOVER_CLOSE_DELAY_MS = 300;

/** Which panel is open, and how: a panel opened by hover closes when the pointer leaves; one opened by its button does not. */
type OpenPanel = { index: number; by: 'pointer' | 'button' } | null;

/**
 * The desktop mega menu (spec 002 §3 "Navigation top-level link", §4, §7, §9), as the WAI-ARIA disclosure
 * navigation pattern (hybrid: a top item with a url is a link, and beside it a button opens its panel). Never
 * `menu`/`menubar` roles: these are links, read and tabbed as links.
 *
 * Readings of the spec ("opens on hover over a top-level link and closes on click"):
 * - Hover opens after a short intent delay (mouse and pen; touch is ignored, so a tap on a top link follows it).
 *   The panel closes on a click: a link in the panel, the top link, or its button again. A panel opened by hover
 *   also closes when the pointer leaves the item and its panel for longer than the close delay.
 * - The button toggles (Enter/Space); Escape closes and, if focus was in the item, returns it to the button
 *   (Escape also dismisses a hover-opened panel, WCAG 1.4.13); Tab walks the panel's links in order; focus
 *   leaving the open item (to another top item or out of the nav) closes it; a pointer press outside the nav
 *   closes it. Only one panel is open at a time. Arrow keys are not used: Tab is the pattern's required key.
 * - A top item without a url has only the button, which carries the title; its name is '{title} menu' (the
 *   title first, so voice control's "click Gifts" finds it). A top item with neither url nor columns has
 *   nowhere to go and is left out.
 * - `menu_item` is pushed each time a panel opens (hover or button), with the top title and `Date.now()`.
 *
 * A client component (state, timers, listeners); the closed panels are server-rendered with `hidden`.
 */
export function DesktopNavigation({ topLevelLinks }: DesktopNavigationProps) {
  const baseId = useId();
  const items = topLevelLinks.filter((item) => hasLink(item.link.url) || item.columns.length > 0);
  const [open, setOpen] = useState<OpenPanel>(null);
  /** Panels that have been open at least once: their pictures are rendered (and downloaded) from then on. */
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set());
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pointerInside = useRef(false);

  const clearTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const show = useCallback(
    (index: number, by: 'pointer' | 'button') => {
      clearTimer();
      setOpen((current) => (current?.index === index ? current : { index, by }));
      setSeen((current) => (current.has(index) ? current : new Set(current).add(index)));
    },
    [clearTimer],
  );

  const close = useCallback(() => {
    clearTimer();
    setOpen(null);
  }, [clearTimer]);

  const openIndex = open?.index;
  const openTitle = openIndex === undefined ? undefined : items[openIndex]?.link.title;

  // Spec 002 §7 `menu_item`: once per opening of a panel (a switch to another item's panel counts as an opening).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the index is the trigger (two items may share a title).
  useEffect(() => {
    if (openTitle !== undefined) pushNavigationEvent(menuItem([openTitle]));
  }, [openIndex, openTitle]);

  // While a panel is open: Escape closes it from anywhere, and a press outside the nav closes it (Safari does not
  // focus buttons on click, so focus leaving alone would miss it).
  useEffect(() => {
    if (openIndex === undefined) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const item = buttonRefs.current[openIndex]?.closest('li');
      const focusInItem = item?.contains(document.activeElement) ?? false;
      close();
      if (focusInItem) buttonRefs.current[openIndex]?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!(event.target instanceof Node) || !navRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openIndex, close]);

  useEffect(() => clearTimer, [clearTimer]);

  const onPointerEnter = (index: number) => (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    pointerInside.current = true;
    clearTimer();
    if (openIndex === index) return;
    timer.current = setTimeout(() => show(index, 'pointer'), MEGA_MENU_HOVER_OPEN_DELAY_MS);
  };

  const onPointerLeave = (index: number) => (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    pointerInside.current = false;
    clearTimer();
    timer.current = setTimeout(() => {
      setOpen((current) => (current?.index === index && current.by === 'pointer' ? null : current));
    }, MEGA_MENU_HOVER_CLOSE_DELAY_MS);
  };

  const onBlur = (index: number) => (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    // A press on the panel's background moves focus to nothing; the pointer is still in the item: stay open.
    if (next === null && pointerInside.current) return;
    setOpen((current) => (current?.index === index ? null : current));
  };

  const toggle = (index: number) => {
    if (openIndex === index) close();
    else show(index, 'button');
  };

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} data-block="desktop-navigation">
      <ul className={styles.bar}>
        {items.map((item, index) => (
          <TopItem
            // biome-ignore lint/suspicious/noArrayIndexKey: top items are the editor's fixed order and have no id.
            key={index}
            item={item}
            panelId={`${baseId}-panel-${index}`}
            open={openIndex === index}
            showImages={seen.has(index) || openIndex === index}
            buttonRef={(button) => {
              buttonRefs.current[index] = button;
            }}
            onPointerEnter={onPointerEnter(index)}
            onPointerLeave={onPointerLeave(index)}
            onBlur={onBlur(index)}
            onToggle={() => toggle(index)}
            onClose={close}
          />
        ))}
      </ul>
    </nav>
  );
}

interface TopItemProps {
  item: NavigationItem;
  panelId: string;
  open: boolean;
  showImages: boolean;
  buttonRef: (button: HTMLButtonElement | null) => void;
  onPointerEnter: (event: PointerEvent) => void;
  onPointerLeave: (event: PointerEvent) => void;
  onBlur: (event: FocusEvent<HTMLLIElement>) => void;
  onToggle: () => void;
  onClose: () => void;
}

function TopItem({
  item,
  panelId,
  open,
  showImages,
  buttonRef,
  onPointerEnter,
  onPointerLeave,
  onBlur,
  onToggle,
  onClose,
}: TopItemProps) {
  const { title, url, textBold, underline, textColour } = item.link;
  const href = hasLink(url) ? url : undefined;
  const hasPanel = item.columns.length > 0;
  const style = colourStyle(textColour);

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: hover and focus-out watchers; the link and button inside are the controls.
    <li
      className={styles.item}
      data-open={open || undefined}
      onPointerEnter={hasPanel ? onPointerEnter : undefined}
      onPointerLeave={hasPanel ? onPointerLeave : undefined}
      onBlur={hasPanel ? onBlur : undefined}
    >
      <div className={styles.trigger} style={style}>
        {href !== undefined && (
          <a
            href={href}
            className={styles.topControl({ bold: textBold, underline, withToggle: hasPanel })}
            onClick={() => {
              pushNavigationEvent(navigationClick(title));
              onClose();
            }}
          >
            {title}
          </a>
        )}
        {hasPanel && (
          <button
            ref={buttonRef}
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            className={href === undefined ? styles.topControl({ bold: textBold, underline }) : styles.toggle}
            onClick={onToggle}
          >
            {href === undefined ? (
              <>
                {/* The space outside the hidden span: name computations trim inside it ('Gifts menu'). */}
                {`${title} `}
                <span className={styles.visuallyHidden}>menu</span>
              </>
            ) : (
              <span className={styles.visuallyHidden}>{title} menu</span>
            )}
            <Chevron />
          </button>
        )}
      </div>
      {hasPanel && (
        <MegaMenuPanel id={panelId} item={item} open={open} showImages={showImages} onLinkClick={onClose} />
      )}
    </li>
  );
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4.25 6 8.25l4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
