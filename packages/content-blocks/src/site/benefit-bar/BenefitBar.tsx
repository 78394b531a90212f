'use client';

import { BENEFIT_BAR_ROTATION_MS } from '@wardrobe/domain-rules';
import { type FocusEvent, useEffect, useId, useState } from 'react';
import { hasLink } from '../../shared/links';
import * as styles from './BenefitBar.css';
import type { BenefitBarEntry } from './schema';

/**
 * The bar's texts. Readings: the spec names none. The region is "Benefits"; the rotation control says what it
 * will do ("Pause benefits" / "Play benefits"), as the WAI-ARIA carousel pattern's rotation control does; a
 * message is a "slide" labelled "n of m".
 */
export const BENEFIT_BAR_TEXT = Object.freeze({
  region: 'Benefits',
  pause: 'Pause benefits',
  play: 'Play benefits',
  slide: (position: number, count: number) => `${position} of ${count}`,
});

export type BenefitBarProps = BenefitBarEntry & {
  /**
   * Milliseconds each message shows. For stories and tests only: leave it out and the bar uses the spec's 3.5 s
   * (`BENEFIT_BAR_ROTATION_MS`, spec 002 §9). Content never sets it.
   */
  intervalMs?: number;
};

/**
 * The benefit bar above the header (spec 001 §2 default layout; spec 002 §4, §9): one message at a time, rotating
 * every 3.5 s with a 0.75 s fade, looping. Follows the WAI-ARIA carousel pattern for auto-rotation:
 *
 * - A `<section aria-label="Benefits">` (reading) with `aria-roledescription="carousel"`; each message a group
 *   "n of m". Messages not shown are `aria-hidden` and `inert`, so only the shown one is read and focusable.
 * - Pauses while the pointer is over the messages and while keyboard focus is in them; resumes (a fresh 3.5 s)
 *   when both leave. Reading: hover and focus pause the message area, not the control, so pressing "Play"
 *   starts the rotation at once.
 * - A pause/play button (WCAG 2.2.2), first in the tab order as the pattern asks, at the bar's start. The
 *   message area is `aria-live="off"` while rotating and `"polite"` when it is not.
 * - Reading: under `prefers-reduced-motion: reduce` there is no transition and the bar starts paused; the
 *   "Play benefits" button starts it.
 * - One message: no rotation, no button, no carousel semantics.
 *
 * The server render shows the first message (the one shown for the first 3.5 s) with every message laid out in
 * the same cell of a fixed-height bar, so neither hydration nor rotation moves the page.
 */
export function BenefitBar({ messages, intervalMs = BENEFIT_BAR_ROTATION_MS }: BenefitBarProps) {
  const count = messages.length;
  const rotates = count > 1;
  const viewportId = useId();
  const [index, setIndex] = useState(0);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = rotates && !pausedByUser && !hovered && !focused;

  // Reading: reduced motion starts paused. Known only in the browser; the first message shows either way.
  useEffect(() => {
    if (typeof window.matchMedia === 'function' && window.matchMedia(styles.reducedMotionMedia).matches)
      setPausedByUser(true);
  }, []);

  // A fresh interval whenever rotation (re)starts: after a pause the shown message gets its full 3.5 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((shown) => (shown + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, count, intervalMs]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
  };

  return (
    <section
      aria-label={BENEFIT_BAR_TEXT.region}
      aria-roledescription={rotates ? 'carousel' : undefined}
      className={styles.bar({ controls: rotates })}
      data-block="benefit-bar"
    >
      {rotates && (
        <button
          type="button"
          className={styles.control}
          aria-label={pausedByUser ? BENEFIT_BAR_TEXT.play : BENEFIT_BAR_TEXT.pause}
          aria-controls={viewportId}
          onClick={() => setPausedByUser((paused) => !paused)}
        >
          {pausedByUser ? <PlayGlyph /> : <PauseGlyph />}
        </button>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/noNoninteractiveElementInteractions: the handlers only notice hover and focus to pause the rotation; the messages area itself is not a control. */}
      <div
        id={viewportId}
        className={styles.viewport}
        aria-live={rotates ? (rotating ? 'off' : 'polite') : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        {messages.map((message, position) => {
          const current = position === index;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: the messages are the entry's fixed, ordered list.
              key={position}
              className={styles.slide}
              {...(rotates ? slideRole(position, count) : {})}
              aria-hidden={current ? undefined : true}
              inert={!current}
              data-current={current}
            >
              {hasLink(message.link) ? (
                <a href={message.link} className={styles.messageLink}>
                  {message.text}
                </a>
              ) : (
                <p className={styles.message}>{message.text}</p>
              )}
            </div>
          );
        })}
      </div>
    </section>
  );
}

/** A rotating message is a slide of the carousel pattern: a group with its place, "2 of 3". */
function slideRole(position: number, count: number) {
  return {
    role: 'group',
    'aria-roledescription': 'slide',
    'aria-label': BENEFIT_BAR_TEXT.slide(position + 1, count),
  } as const;
}

function PauseGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <rect x="2" y="1" width="3" height="10" rx="0.5" />
      <rect x="7" y="1" width="3" height="10" rx="0.5" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M3 1.2v9.6a.5.5 0 0 0 .76.43l7.6-4.8a.5.5 0 0 0 0-.86l-7.6-4.8A.5.5 0 0 0 3 1.2Z" />
    </svg>
  );
}
