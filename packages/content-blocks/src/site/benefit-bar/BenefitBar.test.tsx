import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BENEFIT_BAR_ROTATION_MS } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BenefitBar } from './BenefitBar';
import { benefitBarFixtures as fixtures } from './fixtures';
import { benefitBarSchema } from './schema';

const renderEntry = (entry: unknown) => render(<BenefitBar {...benefitBarSchema.parse(entry)} />);

/** The text of the message shown now (the one slide not hidden from assistive technology). */
const shown = (container: HTMLElement) => {
  const current = container.querySelectorAll('[data-current="true"]');
  expect(current).toHaveLength(1);
  return current[0]?.textContent;
};
const viewport = (container: HTMLElement) => container.querySelector('[aria-live]') as HTMLElement;
const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** Emulates `prefers-reduced-motion`; jsdom has no matchMedia of its own. */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      media,
      matches: reduce && media.includes('prefers-reduced-motion: reduce'),
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BenefitBar', () => {
  it('is a labelled region showing the first message, the others hidden and inert', () => {
    const { container } = renderEntry(fixtures.threeMessages);
    const region = screen.getByRole('region', { name: 'Benefits' });
    expect(region.tagName).toBe('SECTION');
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown(container)).toBe('Free UK delivery on orders over £50');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(slides.map((slide) => slide.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true']);
    // Only the shown message is in the accessibility tree.
    expect(screen.getAllByRole('group').map((slide) => slide.textContent)).toEqual([
      'Free UK delivery on orders over £50',
    ]);
  });

  it('rotates every 3500 ms and loops, aria-live off while rotating', () => {
    const { container } = renderEntry(fixtures.threeMessages);
    expect(BENEFIT_BAR_ROTATION_MS).toBe(3500);
    expect(viewport(container).getAttribute('aria-live')).toBe('off');
    advance(3499);
    expect(shown(container)).toBe('Free UK delivery on orders over £50');
    advance(1);
    expect(shown(container)).toBe('Free returns within 28 days');
    advance(3500);
    expect(shown(container)).toBe('Student discount: 20% off');
    advance(3500);
    expect(shown(container)).toBe('Free UK delivery on orders over £50');
  });

  it('makes a message with a link one link, and only the shown one focusable', () => {
    const { container } = renderEntry(fixtures.withLinks);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Free Click & Collect', '/shop-finder'],
    ]);
    advance(3500);
    expect(shown(container)).toBe('Join Good Stuff for member offers');
    expect(screen.getByRole('link').getAttribute('href')).toBe('/create-account');
  });

  it('pauses while hovered and resumes with a full interval when the pointer leaves', () => {
    const { container } = renderEntry(fixtures.threeMessages);
    advance(2000);
    fireEvent.mouseEnter(viewport(container));
    expect(viewport(container).getAttribute('aria-live')).toBe('polite');
    advance(10_000);
    expect(shown(container)).toBe('Free UK delivery on orders over £50');
    fireEvent.mouseLeave(viewport(container));
    expect(viewport(container).getAttribute('aria-live')).toBe('off');
    advance(3499);
    expect(shown(container)).toBe('Free UK delivery on orders over £50');
    advance(1);
    expect(shown(container)).toBe('Free returns within 28 days');
  });

  it('pauses while keyboard focus is inside the messages', () => {
    const { container } = renderEntry(fixtures.withLinks);
    const link = screen.getByRole('link', { name: 'Free Click & Collect' });
    act(() => link.focus());
    advance(10_000);
    expect(shown(container)).toBe('Free Click & Collect');
    expect(link).toBe(document.activeElement);
    act(() => link.blur());
    advance(3500);
    expect(shown(container)).toBe('Join Good Stuff for member offers');
  });

  it('has a pause/play button that stops and restarts the rotation', () => {
    const { container } = renderEntry(fixtures.threeMessages);
    const button = screen.getByRole('button', { name: 'Pause benefits' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-label')).toBe('Play benefits');
    expect(viewport(container).getAttribute('aria-live')).toBe('polite');
    advance(20_000);
    expect(shown(container)).toBe('Free UK delivery on orders over £50');
    fireEvent.click(screen.getByRole('button', { name: 'Play benefits' }));
    expect(button.getAttribute('aria-label')).toBe('Pause benefits');
    expect(viewport(container).getAttribute('aria-live')).toBe('off');
    advance(3500);
    expect(shown(container)).toBe('Free returns within 28 days');
  });

  it('does not pause while the button has focus, so Play starts the rotation at once', () => {
    const { container } = renderEntry(fixtures.threeMessages);
    const button = screen.getByRole('button', { name: 'Pause benefits' });
    act(() => button.focus());
    advance(3500);
    expect(shown(container)).toBe('Free returns within 28 days');
  });

  it('starts paused under prefers-reduced-motion; the play button starts it', () => {
    mockReducedMotion(true);
    const { container } = renderEntry(fixtures.threeMessages);
    expect(screen.getByRole('button', { name: 'Play benefits' })).toBeTruthy();
    expect(viewport(container).getAttribute('aria-live')).toBe('polite');
    advance(20_000);
    expect(shown(container)).toBe('Free UK delivery on orders over £50');
    fireEvent.click(screen.getByRole('button', { name: 'Play benefits' }));
    advance(3500);
    expect(shown(container)).toBe('Free returns within 28 days');
  });

  it('rotates when reduced motion is not asked for', () => {
    mockReducedMotion(false);
    const { container } = renderEntry(fixtures.threeMessages);
    expect(screen.getByRole('button', { name: 'Pause benefits' })).toBeTruthy();
    advance(3500);
    expect(shown(container)).toBe('Free returns within 28 days');
  });

  it('shows one message without rotation, button or carousel semantics', () => {
    const { container } = renderEntry(fixtures.oneMessage);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    const region = screen.getByRole('region', { name: 'Benefits' });
    expect(region.hasAttribute('aria-roledescription')).toBe(false);
    expect(container.querySelector('[aria-live]')).toBeNull();
    expect(screen.getByRole('link', { name: 'Join Good Stuff for member offers' }).getAttribute('href')).toBe(
      '/create-account',
    );
    expect(vi.getTimerCount()).toBe(0);
    advance(10_000);
    expect(shown(container)).toBe('Join Good Stuff for member offers');
  });

  it('uses intervalMs when given (stories and tests only)', () => {
    const { container } = render(
      <BenefitBar {...benefitBarSchema.parse(fixtures.threeMessages)} intervalMs={1000} />,
    );
    advance(1000);
    expect(shown(container)).toBe('Free returns within 28 days');
  });

  it('renders every message in the server HTML, the first one shown', async () => {
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<BenefitBar {...benefitBarSchema.parse(fixtures.threeMessages)} />);
    expect(html).toContain('Free UK delivery on orders over £50');
    expect(html).toContain('Student discount: 20% off');
    expect(html.match(/data-current="true"/g)).toHaveLength(1);
    expect(html).toMatch(/data-current="true"[^>]*>(?:<[^>]+>)*Free UK delivery/);
  });
});
