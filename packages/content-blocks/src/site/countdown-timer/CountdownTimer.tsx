'use client';

import { COUNTDOWN_TICK_MS, type CountdownParts, countdownParts } from '@wardrobe/domain-rules';
import { useEffect, useState } from 'react';
import { inlineVars } from '../../shared/inlineVars';
import { hasLink, TEXT_COLOUR_VALUES } from '../../shared/links';
import * as styles from './CountdownTimer.css';
import type { CountdownTimerEntry } from './schema';

export type CountdownTimerProps = CountdownTimerEntry & {
  /**
   * The clock, epoch ms. For stories and tests: the shop leaves it out (`Date.now`). A clock that stands still
   * freezes the display (the countdown keeps its interval, each tick shows the same numbers).
   */
  now?: () => number;
};

type Unit = Exclude<keyof CountdownParts, 'done'>;

/**
 * The units in order, with their short visible labels and the words read out. Readings: the spec names the
 * units, not their labels; "Days", "Hrs", "Mins", "Secs" fit the fixed boxes on a phone, and the spoken text
 * uses whole words ('2 days 3 hours 4 minutes 5 seconds', "1 day" in the singular).
 */
/** The banner's landmark name. Reading: the spec names none; 'Countdown' says what it is. */
export const COUNTDOWN_REGION_LABEL = 'Countdown';

export const COUNTDOWN_UNITS: ReadonlyArray<{ unit: Unit; label: string; one: string; many: string }> = [
  { unit: 'days', label: 'Days', one: 'day', many: 'days' },
  { unit: 'hours', label: 'Hrs', one: 'hour', many: 'hours' },
  { unit: 'minutes', label: 'Mins', one: 'minute', many: 'minutes' },
  { unit: 'seconds', label: 'Secs', one: 'second', many: 'seconds' },
];

/** '2 days 3 hours 4 minutes 5 seconds': the timer's accessible text. */
export function countdownSpokenText(parts: CountdownParts): string {
  return COUNTDOWN_UNITS.map(
    ({ unit, one, many }) => `${parts[unit]} ${parts[unit] === 1 ? one : many}`,
  ).join(' ');
}

/** What the server (and the first client render) shows in every box: the clock is not read before hydration. */
const PLACEHOLDER = '--';

/**
 * The countdown banner (spec 002 §3 "Countdown", §4, §9; spec 001 §2 default layout, under the benefit bar).
 *
 * - Nothing at all while `showTimer` is false.
 * - The banner in `backgroundColour` with `textColour` (White/Black, as the banners map them; no background →
 *   the opposite of the text colour); the whole banner one link when `countdownLink` is set.
 * - Days, hours, minutes and seconds left (domain-rules `countdownParts`), two digits each, ticking every
 *   1000 ms (`COUNTDOWN_TICK_MS`); at the target all zeros, and the interval stops.
 * - No hydration mismatch, no layout shift: the server and the first render show '--' in fixed-width boxes;
 *   an effect reads the clock and fills them in.
 * - role="timer" (aria-live off by default), so the ticking is not announced; the digits are hidden from
 *   assistive technology and a visually hidden text reads '2 days 3 hours 4 minutes 5 seconds' on demand.
 */
export function CountdownTimer({
  time,
  showTimer,
  countdownText,
  countdownLink,
  backgroundColour,
  textColour = 'Black',
  now,
}: CountdownTimerProps) {
  const [parts, setParts] = useState<CountdownParts | null>(null);

  useEffect(() => {
    if (!showTimer) return;
    const clock = now ?? Date.now;
    const read = () => countdownParts(time, clock());
    const first = read();
    setParts(first);
    // Reading: a target already reached shows zeros and never starts an interval.
    if (first.done) return;
    const timer = window.setInterval(() => {
      const next = read();
      setParts(next);
      if (next.done) window.clearInterval(timer);
    }, COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [showTimer, time, now]);

  if (!showTimer) return null;

  const href = hasLink(countdownLink) ? countdownLink : undefined;
  const ink = TEXT_COLOUR_VALUES[textColour];
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES[textColour === 'White' ? 'Black' : 'White'];
  const style = inlineVars({ [styles.inkVar]: ink, [styles.paperVar]: paper });
  const className = styles.banner({ linked: href !== undefined });

  const content = (
    <>
      {countdownText ? <p className={styles.text}>{countdownText}</p> : null}
      <span role="timer" className={styles.timer} data-state={parts ? 'running' : 'pending'}>
        {parts ? <span className={styles.visuallyHidden}>{countdownSpokenText(parts)}</span> : null}
        {COUNTDOWN_UNITS.map(({ unit, label }, position) => (
          <span key={unit} className={styles.segment} aria-hidden="true">
            {position > 0 ? <span className={styles.separator}>:</span> : null}
            <span className={styles.unit}>
              <span className={styles.digits} data-unit={unit}>
                {parts ? String(parts[unit]).padStart(2, '0') : PLACEHOLDER}
              </span>
              <span className={styles.label}>{label}</span>
            </span>
          </span>
        ))}
      </span>
    </>
  );

  // A landmark of its own (WCAG 1.3.1, axe `region`): the banner sits above the header, outside the page's others.
  return (
    <section aria-label={COUNTDOWN_REGION_LABEL}>
      {href !== undefined ? (
        <a href={href} className={className} style={style} data-block="countdown-timer">
          {content}
        </a>
      ) : (
        <div className={className} style={style} data-block="countdown-timer">
          {content}
        </div>
      )}
    </section>
  );
}
