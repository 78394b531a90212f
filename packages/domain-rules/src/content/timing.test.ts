import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  COUNTDOWN_TICK_MS,
  chunkReloadAllowed,
  countdownParts,
  FETCH_MINIMUM_DELAY_MS,
  minimumDelayLeft,
  PREFETCH_IDLE_TIMEOUT_MS,
  prefetchAllowed,
  rateWebVital,
  WEB_VITAL_THRESHOLDS,
  WEB_VITALS_REPORT_DEBOUNCE_MS,
  withMinimumDelay,
} from './timing';

describe('rateWebVital', () => {
  it.each([
    ['LCP', 0, 'good'],
    ['LCP', 2500, 'good'],
    ['LCP', 2501, 'needs-improvement'],
    ['LCP', 4000, 'needs-improvement'],
    ['LCP', 4001, 'poor'],
    ['INP', 200, 'good'],
    ['INP', 201, 'needs-improvement'],
    ['INP', 500, 'needs-improvement'],
    ['INP', 501, 'poor'],
    ['CLS', 0, 'good'],
    ['CLS', 0.1, 'good'],
    ['CLS', 0.10001, 'needs-improvement'],
    ['CLS', 0.25, 'needs-improvement'],
    ['CLS', 0.25001, 'poor'],
  ] as const)('%s %s is %s', (name, value, rating) => {
    expect(rateWebVital(name, value)).toBe(rating);
  });

  it('rates a value that is not a number poor', () => {
    expect(rateWebVital('LCP', Number.NaN)).toBe('poor');
    expect(rateWebVital('CLS', Number.POSITIVE_INFINITY)).toBe('poor');
  });

  it('does not rate a metric the spec does not rate', () => {
    expect(rateWebVital('FCP', 100)).toBeUndefined();
    expect(rateWebVital('', 100)).toBeUndefined();
  });

  it('has the spec thresholds and debounce', () => {
    expect(WEB_VITAL_THRESHOLDS).toEqual({
      LCP: { good: 2500, poor: 4000 },
      INP: { good: 200, poor: 500 },
      CLS: { good: 0.1, poor: 0.25 },
    });
    expect(WEB_VITALS_REPORT_DEBOUNCE_MS).toBe(1500);
  });

  it('never rates a worse value better', () => {
    const order = { good: 0, 'needs-improvement': 1, poor: 2 } as const;
    fc.assert(
      fc.property(
        fc.constantFrom('LCP', 'INP', 'CLS' as const),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        fc.double({ min: 0, max: 10_000, noNaN: true }),
        (name, x, y) => {
          const [low, high] = x <= y ? [x, y] : [y, x];
          expect(order[rateWebVital(name, low)]).toBeLessThanOrEqual(order[rateWebVital(name, high)]);
        },
      ),
    );
  });
});

describe('countdownParts', () => {
  const now = Date.UTC(2025, 5, 1, 12, 0, 0);
  const s = 1000;
  const m = 60 * s;
  const h = 60 * m;
  const d = 24 * h;

  it('splits the time left into days, hours, minutes and seconds', () => {
    expect(countdownParts(now + 2 * d + 3 * h + 4 * m + 5 * s, now)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      done: false,
    });
  });

  it('takes dates as well as epoch ms', () => {
    expect(countdownParts(new Date(now + 90 * s), new Date(now))).toEqual({
      days: 0,
      hours: 0,
      minutes: 1,
      seconds: 30,
      done: false,
    });
  });

  it('reads the time text of the content as an ISO date', () => {
    expect(countdownParts('2025-06-02T12:00:00Z', now)).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: false,
    });
    expect(countdownParts('2025-06-01T11:59:59Z', '2025-06-01T12:00:00Z').done).toBe(true);
  });

  it('shows all zeros and is done once the target is reached', () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts(now, now)).toEqual(zeros);
    expect(countdownParts(now - 1, now)).toEqual(zeros);
    expect(countdownParts(now - 3 * d, now)).toEqual(zeros);
  });

  it('counts whole units down, and is not done a millisecond before the target', () => {
    expect(countdownParts(now + 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: false });
    expect(countdownParts(now + 1500, now).seconds).toBe(1);
    expect(countdownParts(now + d - 1, now)).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
      done: false,
    });
    expect(countdownParts(now + d, now)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0, done: false });
  });

  it('stops for a time that is not a valid time', () => {
    expect(countdownParts(Number.NaN, now).done).toBe(true);
    expect(countdownParts(new Date('not a date'), now).done).toBe(true);
    expect(countdownParts(now + d, Number.NaN).done).toBe(true);
    expect(countdownParts('next friday', now).done).toBe(true);
    expect(countdownParts(undefined as unknown as number, now).done).toBe(true);
  });

  it('adds back up to the whole seconds left', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 * d }), (left) => {
        const p = countdownParts(now + left, now);
        expect(p.hours).toBeLessThan(24);
        expect(p.minutes).toBeLessThan(60);
        expect(p.seconds).toBeLessThan(60);
        expect(((p.days * 24 + p.hours) * 60 + p.minutes) * 60 + p.seconds).toBe(Math.floor(left / 1000));
      }),
    );
  });

  it('ticks every 1000 ms', () => {
    expect(COUNTDOWN_TICK_MS).toBe(1000);
  });
});

describe('chunkReloadAllowed', () => {
  const now = 1_750_000_000_000;

  it('allows the first reload', () => {
    expect(chunkReloadAllowed(undefined, now)).toBe(true);
    expect(chunkReloadAllowed(null, now)).toBe(true);
  });

  it('allows another reload once 60 000 ms have passed, not before', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000);
    expect(chunkReloadAllowed(now - 60_000, now)).toBe(true);
    expect(chunkReloadAllowed(now - 60_001, now)).toBe(true);
    expect(chunkReloadAllowed(now - 59_999, now)).toBe(false);
    expect(chunkReloadAllowed(now, now)).toBe(false);
  });

  it('counts a garbled stored time as no reload', () => {
    expect(chunkReloadAllowed(Number.NaN, now)).toBe(true);
  });

  it('refuses while a reload time lies ahead (the clock went back)', () => {
    expect(chunkReloadAllowed(now + 5000, now)).toBe(false);
  });
});

describe('prefetchAllowed', () => {
  it('skips prefetch on 2g and data-saver connections', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('prefetches otherwise', () => {
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });

  it('waits 2000 ms of idle', () => {
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
  });
});

describe('fetch minimum delay (spec 000 §9: 200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('is 200 ms, and counts down from when the loading state was shown', () => {
    expect(FETCH_MINIMUM_DELAY_MS).toBe(200);
    expect(minimumDelayLeft(1000, 1000)).toBe(200);
    expect(minimumDelayLeft(1000, 1150)).toBe(50);
    expect(minimumDelayLeft(1000, 1200)).toBe(0);
    expect(minimumDelayLeft(1000, 5000)).toBe(0);
    // A clock that went backwards: the whole delay is still owed.
    expect(minimumDelayLeft(1000, 900)).toBe(200);
  });

  it('holds a fast answer until 200 ms have passed, and does not delay a slow one', async () => {
    vi.useFakeTimers();
    let settled = false;
    const fast = withMinimumDelay(Promise.resolve('sizes')).then((v) => {
      settled = true;
      return v;
    });
    await vi.advanceTimersByTimeAsync(199);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    await expect(fast).resolves.toBe('sizes');

    const slow = withMinimumDelay(new Promise((resolve) => setTimeout(() => resolve('late'), 500)));
    await vi.advanceTimersByTimeAsync(500);
    await expect(slow).resolves.toBe('late');
  });

  it('holds a failure too, then passes it on', async () => {
    vi.useFakeTimers();
    let failed = false;
    const failing = withMinimumDelay(Promise.reject(new Error('down'))).catch((e: Error) => {
      failed = true;
      return e.message;
    });
    await vi.advanceTimersByTimeAsync(150);
    expect(failed).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    await expect(failing).resolves.toBe('down');
  });
});
