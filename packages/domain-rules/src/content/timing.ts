export type WebVitalName = 'LCP' | 'INP' | 'CLS';
export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

/** Spec 002 §9 "Web vitals": good at most `good`, poor above `poor` (LCP and INP in ms, CLS unitless). */
export const WEB_VITAL_THRESHOLDS = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
} as const;

/** Spec 002 §9: web vitals reports are debounced 1500 ms. */
export const WEB_VITALS_REPORT_DEBOUNCE_MS = 1500;

/**
 * Spec 002 §9 "Web vitals": LCP is good at most 2500 ms and poor above 4000 ms, INP good at most 200 ms and
 * poor above 500 ms, CLS good at most 0.1 and poor above 0.25; in between it needs improvement.
 *
 * Reading: a value that is not a number (NaN) proves nothing good, so it rates poor; a metric the spec does not
 * rate (FCP, TTFB, …) gets no rating (`undefined`) rather than a made-up one.
 */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating;
export function rateWebVital(name: string, value: number): WebVitalRating | undefined;
export function rateWebVital(name: string, value: number): WebVitalRating | undefined {
  if (name !== 'LCP' && name !== 'INP' && name !== 'CLS') return undefined;
  const { good, poor } = WEB_VITAL_THRESHOLDS[name];
  if (Number.isNaN(value) || value > poor) return 'poor';
  return value <= good ? 'good' : 'needs-improvement';
}

/** Spec 002 §9: the countdown updates every 1000 ms. */
export const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the target time is reached: the countdown then shows zeros and stops. */
  done: boolean;
}

/** A point in time: epoch ms, a date, or a date string as the countdown's time text holds it (ISO 8601). */
export type CountdownTime = number | Date | string;

/**
 * Spec 002 §3–4 "Countdown": days, hours, minutes and seconds left to the target time; when it is reached the
 * countdown shows all zeros and stops. Times are epoch ms, dates or date strings.
 *
 * Reading: whole units left, rounded down (1.5 s left shows 1 second), so it reads 0 only in the last second
 * and `done` comes exactly at the target; a target or now that is not a valid time counts as reached, so a
 * broken countdown stops instead of ticking NaN.
 */
export function countdownParts(target: CountdownTime, now: CountdownTime): CountdownParts {
  const left = toTime(target) - toTime(now);
  if (!(left > 0)) return { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor(totalSeconds / 3600) % 24,
    minutes: Math.floor(totalSeconds / 60) % 60,
    seconds: totalSeconds % 60,
    done: false,
  };
}

/** Spec 002 §8–9, spec 000 §8: a chunk-loading failure reloads the page at most once per 60 000 ms. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

/**
 * Spec 002 §8–9: a chunk-loading failure triggers one page reload, at most once per minute: allowed when there
 * was no reload yet or at least 60 000 ms have passed since it (epoch ms).
 *
 * Reading: a stored time that is not a number (lost or garbled storage) counts as no reload yet.
 */
export function chunkReloadAllowed(lastReloadAt: number | null | undefined, now: number): boolean {
  if (typeof lastReloadAt !== 'number' || Number.isNaN(lastReloadAt)) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_WINDOW_MS;
}

/** What the browser tells of the connection (the Network Information API's fields). */
export interface ConnectionHints {
  effectiveType?: string | null;
  saveData?: boolean | null;
}

/** Spec 002 §9: the prefetch idle timeout. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/**
 * Spec 002 §9, spec 000 §9: prefetch is skipped on 2g or data-saver connections. Reading: `slow-2g` is a 2g
 * connection too; with no hints (the API is missing) prefetch goes ahead.
 */
export function prefetchAllowed(connection: ConnectionHints | null | undefined): boolean {
  if (connection?.saveData === true) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}

function toTime(value: CountdownTime): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/** Spec 000 §9: a loading state, once shown, stays at least this long (skeletons never flash). */
export const FETCH_MINIMUM_DELAY_MS = 200;

/**
 * Spec 000 §9 "Fetch minimum delay": how much longer a loading state shown at `shownAt` must stay at `now` (0 once
 * it has been shown for `minimum` ms). Reading: a clock that went backwards counts as no time shown.
 */
export function minimumDelayLeft(shownAt: number, now: number, minimum = FETCH_MINIMUM_DELAY_MS): number {
  const shownFor = now - shownAt;
  if (!(shownFor >= 0)) return minimum;
  return Math.max(0, minimum - shownFor);
}

/**
 * The answer of `work`, settled no sooner than `minimum` ms after the loading state it feeds was shown (at the
 * call): a fast answer waits out the rest, a slow one is not delayed.
 */
export async function withMinimumDelay<T>(
  work: Promise<T>,
  minimum = FETCH_MINIMUM_DELAY_MS,
  clock: () => number = Date.now,
): Promise<T> {
  const shownAt = clock();
  const hold = () => {
    const left = minimumDelayLeft(shownAt, clock(), minimum);
    return left > 0 ? new Promise<void>((resolve) => setTimeout(resolve, left)) : undefined;
  };
  try {
    const value = await work;
    await hold();
    return value;
  } catch (error) {
    await hold();
    throw error;
  }
}
