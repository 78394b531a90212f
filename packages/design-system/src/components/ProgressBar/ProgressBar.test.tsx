import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProgressBar } from './ProgressBar';

afterEach(cleanup);

describe('ProgressBar (page loading)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing when idle', () => {
    render(<ProgressBar isLoading={false} />);
    act(() => vi.advanceTimersByTime(1000));

    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows nothing when loading ends within 200 ms', () => {
    const { rerender } = render(<ProgressBar isLoading />);
    act(() => vi.advanceTimersByTime(199));
    rerender(<ProgressBar isLoading={false} />);
    act(() => vi.advanceTimersByTime(5000));

    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('appears after 200 ms as "Page loading" and climbs towards 90%', () => {
    render(<ProgressBar isLoading />);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('progressbar')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    const bar = screen.getByRole('progressbar', { name: 'Page loading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');

    act(() => vi.advanceTimersByTime(2500));
    const midway = Number(bar.getAttribute('aria-valuenow'));
    expect(midway).toBeGreaterThan(40);
    expect(midway).toBeLessThan(90);

    act(() => vi.advanceTimersByTime(20_000));
    expect(bar.getAttribute('aria-valuenow')).toBe('90');
  });

  it('completes to 100% when loading ends, then goes away', () => {
    const { rerender } = render(<ProgressBar isLoading duration={1000} />);
    act(() => vi.advanceTimersByTime(700));
    const classWhileRunning = screen.getByRole('progressbar').className;

    rerender(<ProgressBar isLoading={false} duration={1000} />);
    const bar = screen.getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.className).not.toBe(classWhileRunning);

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('takes its own delay and name', () => {
    render(<ProgressBar isLoading delay={50} aria-label="Loading" />);
    act(() => vi.advanceTimersByTime(50));

    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});

describe('ProgressBar (determinate)', () => {
  it('is named by its visible label and shows its value', () => {
    render(<ProgressBar label="Products viewed" value={24} maxValue={96} />);

    const bar = screen.getByRole('progressbar', { name: 'Products viewed' });
    expect(bar.getAttribute('aria-valuenow')).toBe('24');
    expect(bar.getAttribute('aria-valuemax')).toBe('96');
    expect(screen.getByText('25%')).toBeTruthy();
  });

  it('uses a value label and can hide the value text', () => {
    const { rerender } = render(
      <ProgressBar label="Products viewed" value={24} maxValue={96} valueLabel="24 of 96" />,
    );
    expect(screen.getByText('24 of 96')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('24 of 96');

    rerender(
      <ProgressBar
        label="Products viewed"
        value={24}
        maxValue={96}
        valueLabel="24 of 96"
        showValue={false}
      />,
    );
    expect(screen.queryByText('24 of 96')).toBeNull();
  });

  it('keeps a caller className next to its own', () => {
    render(<ProgressBar label="Upload" value={10} className="wide" />);

    const classes = screen.getByRole('progressbar').className.split(' ');
    expect(classes).toContain('wide');
    expect(classes.length).toBeGreaterThan(1);
  });
});
