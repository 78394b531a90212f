import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMinimumLoading } from './useMinimumLoading';

describe('useMinimumLoading (spec 000 §9: fetch minimum delay 200 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a loading state shown for 200 ms even when the answer comes at once', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useMinimumLoading(loading), {
      initialProps: { loading: true },
    });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(20));
    rerender({ loading: false });
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(179));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  });

  it('does not hold a loading state that lasted longer, and never shows one that never started', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ loading }) => useMinimumLoading(loading), {
      initialProps: { loading: false },
    });
    expect(result.current).toBe(false);
    rerender({ loading: true });
    act(() => vi.advanceTimersByTime(500));
    rerender({ loading: false });
    expect(result.current).toBe(false);
  });
});
