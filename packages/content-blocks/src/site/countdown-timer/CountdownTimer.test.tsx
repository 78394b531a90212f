import { act, cleanup, render, screen } from '@testing-library/react';
import { COUNTDOWN_TICK_MS } from '@wardrobe/domain-rules';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountdownTimer, countdownSpokenText } from './CountdownTimer';
import { countdownTimerFixtures as fixtures } from './fixtures';
import { countdownTimerSchema } from './schema';

const parse = (entry: unknown) => countdownTimerSchema.parse(entry);
const TARGET = Date.parse(fixtures.default.time);
const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

/** The four boxes as shown: ['02', '03', '04', '05']. */
const digits = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-unit]')].map((box) => box.textContent);
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CountdownTimer', () => {
  it('shows the time left as two-digit units and ticks every 1000 ms', () => {
    vi.setSystemTime(TARGET - (2 * d + 3 * h + 4 * m + 5 * s));
    const { container } = render(<CountdownTimer {...parse(fixtures.default)} />);
    expect(digits(container)).toEqual(['02', '03', '04', '05']);
    expect(COUNTDOWN_TICK_MS).toBe(1000);
    advance(999);
    expect(digits(container)).toEqual(['02', '03', '04', '05']);
    advance(1);
    expect(digits(container)).toEqual(['02', '03', '04', '04']);
    advance(5000);
    expect(digits(container)).toEqual(['02', '03', '03', '59']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('reads the time as words in a timer that is not live; the digits are hidden from assistive tech', () => {
    vi.setSystemTime(TARGET - (1 * d + 1 * h + 1 * m + 1 * s));
    const { container } = render(<CountdownTimer {...parse(fixtures.default)} />);
    const timer = screen.getByRole('timer');
    expect(timer.hasAttribute('aria-live')).toBe(false);
    expect(screen.getByText('1 day 1 hour 1 minute 1 second')).toBeTruthy();
    for (const box of container.querySelectorAll('[data-unit]'))
      expect(box.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByText('Days').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows all zeros at the target and stops: no timer is left', () => {
    vi.setSystemTime(TARGET - 2 * s);
    const { container } = render(<CountdownTimer {...parse(fixtures.default)} />);
    expect(digits(container)).toEqual(['00', '00', '00', '02']);
    advance(1000);
    expect(digits(container)).toEqual(['00', '00', '00', '01']);
    advance(1000);
    expect(digits(container)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
    expect(screen.getByText('0 days 0 hours 0 minutes 0 seconds')).toBeTruthy();
    advance(10_000);
    expect(digits(container)).toEqual(['00', '00', '00', '00']);
  });

  it('never starts an interval when the target has passed', () => {
    vi.setSystemTime(TARGET + d);
    const { container } = render(<CountdownTimer {...parse(fixtures.default)} />);
    expect(digits(container)).toEqual(['00', '00', '00', '00']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('renders nothing, and sets no timer, when showTimer is false', () => {
    vi.setSystemTime(TARGET - d);
    const { container } = render(<CountdownTimer {...parse(fixtures.hidden)} />);
    expect(container.innerHTML).toBe('');
    expect(vi.getTimerCount()).toBe(0);
    // Off unless set (the schema's default).
    const { container: unset } = render(
      <CountdownTimer {...parse({ ...fixtures.default, showTimer: undefined })} />,
    );
    expect(unset.innerHTML).toBe('');
  });

  it('is one link when countdownLink is set, named by its text and the time left', () => {
    vi.setSystemTime(TARGET - (2 * d + 3 * h + 4 * m + 5 * s));
    render(<CountdownTimer {...parse(fixtures.default)} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/browse/gifts');
    expect(link.dataset.block).toBe('countdown-timer');
    expect(link.textContent).toContain('Last order for Christmas delivery');
    expect(link.textContent).toContain('2 days 3 hours 4 minutes 5 seconds');
  });

  it('is no link without countdownLink (or with a blank one)', () => {
    vi.setSystemTime(TARGET - d);
    render(<CountdownTimer {...parse({ ...fixtures.default, countdownLink: '  ' })} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Last order for Christmas delivery').tagName).toBe('P');
  });

  it('takes the entry’s colours; without a background, the opposite of the text colour', () => {
    vi.setSystemTime(TARGET - d);
    const { container } = render(<CountdownTimer {...parse(fixtures.light)} />);
    expect(screen.getByRole('region', { name: 'Countdown' })).toBeTruthy();
    expect(container.querySelector('[data-block]')?.getAttribute('style')).toMatch(
      /:\s*#000000;.*:\s*#F4EDE4;?$/,
    );
    cleanup();
    const { container: plain } = render(
      <CountdownTimer {...parse({ ...fixtures.default, backgroundColour: undefined })} />,
    );
    expect(plain.querySelector('[data-block]')?.getAttribute('style')).toMatch(
      /:\s*#FFFFFF;.*:\s*#000000;?$/,
    );
  });

  it('uses the now prop as its clock; a clock that stands still freezes the display', () => {
    const frozen = TARGET - (5 * m + 30 * s);
    const { container } = render(<CountdownTimer {...parse(fixtures.default)} now={() => frozen} />);
    expect(digits(container)).toEqual(['00', '00', '05', '30']);
    advance(5000);
    expect(digits(container)).toEqual(['00', '00', '05', '30']);
  });

  it('server-renders placeholders that do not depend on the clock, and no spoken time', () => {
    const at = (now: number) =>
      renderToString(<CountdownTimer {...parse(fixtures.default)} now={() => now} />);
    const html = at(TARGET - d);
    expect(html).toBe(at(TARGET - 2 * d - 7 * s));
    expect(html.match(/>--</g)).toHaveLength(4);
    expect(html).toContain('data-state="pending"');
    expect(html).not.toMatch(/\d+ seconds/);
    expect(renderToString(<CountdownTimer {...parse(fixtures.hidden)} />)).toBe('');
  });

  it('spells the units in the singular for one', () => {
    expect(countdownSpokenText({ days: 1, hours: 0, minutes: 1, seconds: 59, done: false })).toBe(
      '1 day 0 hours 1 minute 59 seconds',
    );
  });
});
