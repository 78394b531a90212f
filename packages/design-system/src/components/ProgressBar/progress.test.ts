import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPageProgress,
  PROGRESS_CEILING,
  PROGRESS_DELAY_MS,
  PROGRESS_DURATION_MS,
  PROGRESS_FINISH_MS,
  progressAt,
} from './progress';

describe('progressAt', () => {
  it('starts at 0, reaches 90% at the duration and stays there', () => {
    expect(progressAt(0, 5000)).toBe(0);
    expect(progressAt(5000, 5000)).toBeCloseTo(0.9);
    expect(progressAt(60_000, 5000)).toBeCloseTo(0.9);
    expect(progressAt(-100, 5000)).toBe(0);
  });

  it('only ever grows, fast at first', () => {
    const values = [0, 500, 1000, 2500, 4000, 5000].map((ms) => progressAt(ms, 5000));
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThan(values[i - 1] as number);
    expect(progressAt(2500, 5000)).toBeGreaterThan(0.45);
  });

  it('uses the spec duration by default and survives a zero duration', () => {
    expect(PROGRESS_DURATION_MS).toBe(5000);
    expect(progressAt(PROGRESS_DURATION_MS)).toBeCloseTo(PROGRESS_CEILING);
    expect(progressAt(0, 0)).toBe(PROGRESS_CEILING);
  });
});

describe('createPageProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec throttle of 200 ms', () => {
    expect(PROGRESS_DELAY_MS).toBe(200);
  });

  it('shows nothing if loading ends within the delay', () => {
    const onChange = vi.fn();
    const progress = createPageProgress({ onChange });

    progress.start();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    progress.stop();
    vi.advanceTimersByTime(10_000);

    expect(progress.getSnapshot()).toEqual({ phase: 'idle', value: 0 });
    expect(onChange.mock.calls.map(([snapshot]) => snapshot.phase)).toEqual(['waiting', 'idle']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('appears after the delay and climbs towards 90% over the duration', () => {
    const progress = createPageProgress();

    progress.start();
    expect(progress.getSnapshot().phase).toBe('waiting');
    vi.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(progress.getSnapshot()).toEqual({ phase: 'running', value: 0 });

    vi.advanceTimersByTime(2500);
    expect(progress.getSnapshot().value).toBeCloseTo(progressAt(2500));

    vi.advanceTimersByTime(2500);
    expect(progress.getSnapshot().value).toBeCloseTo(0.9);
    // Parked at the ceiling: no timer keeps running.
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(30_000);
    expect(progress.getSnapshot()).toEqual({ phase: 'running', value: progressAt(5000) });
  });

  it('fills to 100% when loading ends, then goes back to idle', () => {
    const progress = createPageProgress();
    progress.start();
    vi.advanceTimersByTime(PROGRESS_DELAY_MS + 1000);

    progress.stop();
    expect(progress.getSnapshot()).toEqual({ phase: 'finishing', value: 1 });

    vi.advanceTimersByTime(PROGRESS_FINISH_MS - 1);
    expect(progress.getSnapshot().phase).toBe('finishing');
    vi.advanceTimersByTime(1);
    expect(progress.getSnapshot()).toEqual({ phase: 'idle', value: 0 });
  });

  it('ignores repeated starts and a stop when idle', () => {
    const progress = createPageProgress();
    progress.stop();
    expect(progress.getSnapshot().phase).toBe('idle');

    progress.start();
    vi.advanceTimersByTime(150);
    progress.start();
    vi.advanceTimersByTime(50);

    expect(progress.getSnapshot().phase).toBe('running');
  });

  it('starts again from the delay when a new load begins while finishing', () => {
    const progress = createPageProgress();
    progress.start();
    vi.advanceTimersByTime(1000);
    progress.stop();

    progress.start();
    expect(progress.getSnapshot()).toEqual({ phase: 'waiting', value: 0 });
    vi.advanceTimersByTime(PROGRESS_FINISH_MS);
    expect(progress.getSnapshot().phase).toBe('running');
  });

  it('takes its own delay and duration, and stops every timer on dispose', () => {
    const progress = createPageProgress({ delayMs: 50, durationMs: 1000 });
    progress.start();
    vi.advanceTimersByTime(50 + 1000);
    expect(progress.getSnapshot().value).toBeCloseTo(0.9);

    progress.stop();
    progress.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});
