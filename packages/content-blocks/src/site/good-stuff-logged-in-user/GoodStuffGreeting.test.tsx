import { cleanup, render, screen, within } from '@testing-library/react';
import { GREETING_DEFAULTS } from '@wardrobe/domain-rules';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { goodStuffLoggedInUserFixtures as fixtures } from './fixtures';
import { GoodStuffGreeting } from './GoodStuffGreeting';
import { type GoodStuffLoggedInUserEntry, goodStuffLoggedInUserSchema } from './schema';

const parse = (entry: unknown): GoodStuffLoggedInUserEntry => goodStuffLoggedInUserSchema.parse(entry);

/** The spec's texts, letter for letter (spec 002 §9, spec 001 §9). */
const SPEC = {
  heading: "Hey Sam, what's good?",
  subheading: 'Good Stuff just for you',
  thankYouTitle: 'Thanks for signing up!',
  thankYouDescription:
    "We're getting things set up for you. Please check back in a few minutes, or try refreshing the page.",
  refresh: 'Refresh',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GoodStuffGreeting', () => {
  it('uses the spec texts through GREETING_DEFAULTS', () => {
    expect(GREETING_DEFAULTS).toEqual({
      headerTitle: "Hey {name}, what's good?",
      subheading: SPEC.subheading,
      thankYouTitle: SPEC.thankYouTitle,
      thankYouDescription: SPEC.thankYouDescription,
      refreshCTAtext: SPEC.refresh,
    });
  });

  describe('with offers', () => {
    it('shows the heading with the first name and the subheading, not the thank-you texts', () => {
      render(<GoodStuffGreeting {...parse(fixtures.default)} firstName="Sam" offerCount={2} />);
      expect(screen.getByRole('heading', { level: 2, name: SPEC.heading })).toBeTruthy();
      expect(screen.getByText(SPEC.subheading).tagName).toBe('P');
      expect(screen.queryByText(SPEC.thankYouTitle)).toBeNull();
      expect(screen.queryByText(SPEC.thankYouDescription)).toBeNull();
      // The refresh button belongs to the thank-you view, even with enableRefreshCta.
      expect(screen.queryByRole('button', { name: SPEC.refresh })).toBeNull();
      expect(screen.getAllByRole('heading')).toHaveLength(1);
    });

    it('shows the offersAction slot', () => {
      render(
        <GoodStuffGreeting
          {...parse(fixtures.default)}
          firstName="Sam"
          offerCount={1}
          offersAction={<button type="button">Your Offers</button>}
        />,
      );
      expect(screen.getByRole('button', { name: 'Your Offers' })).toBeTruthy();
    });

    it("takes the entry's own texts", () => {
      render(
        <GoodStuffGreeting
          {...parse({
            ...fixtures.defaultsOnly,
            headerTitle: 'Welcome back, {name}! ({name})',
            subheading: 'Fresh offers inside',
          })}
          firstName="  Ana  "
          offerCount={3}
        />,
      );
      expect(screen.getByRole('heading', { name: 'Welcome back, Ana! (Ana)' })).toBeTruthy();
      expect(screen.getByText('Fresh offers inside')).toBeTruthy();
      expect(screen.queryByText(SPEC.subheading)).toBeNull();
    });
  });

  describe('without offers (thank-you view)', () => {
    it('shows the heading, the thank-you title and description and the Refresh button', () => {
      const { container } = render(
        <GoodStuffGreeting {...parse(fixtures.default)} firstName="Sam" offerCount={0} />,
      );
      expect(screen.getByRole('heading', { level: 2, name: SPEC.heading })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 3, name: SPEC.thankYouTitle })).toBeTruthy();
      expect(screen.getByText(SPEC.thankYouDescription).tagName).toBe('P');
      expect(screen.queryByText(SPEC.subheading)).toBeNull();
      const refresh = screen.getByRole('button', { name: SPEC.refresh });
      expect(refresh.getAttribute('type')).toBe('submit');
      expect(container.querySelector('[data-view="thank-you"]')).not.toBeNull();
    });

    it('reloads the page with Refresh, script or none: a GET form to the page itself', () => {
      render(<GoodStuffGreeting {...parse(fixtures.default)} firstName="Sam" offerCount={0} />);
      const form = screen.getByRole('button', { name: SPEC.refresh }).closest('form') as HTMLFormElement;
      expect(form.getAttribute('method')).toBe('get');
      expect(form.hasAttribute('action')).toBe(false);
      expect(form.querySelectorAll('input')).toHaveLength(0);
    });

    it("takes the refresh button's text from the entry", () => {
      render(
        <GoodStuffGreeting
          {...parse({ ...fixtures.defaultsOnly, enableRefreshCta: true, refreshCTAtext: 'Try again' })}
          firstName="Sam"
          offerCount={0}
        />,
      );
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: SPEC.refresh })).toBeNull();
    });

    it('shows no Refresh button unless enableRefreshCta is true', () => {
      const { rerender } = render(
        <GoodStuffGreeting {...parse(fixtures.defaultsOnly)} firstName="Sam" offerCount={0} />,
      );
      expect(screen.getByText(SPEC.thankYouTitle)).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      rerender(
        <GoodStuffGreeting
          {...parse({ ...fixtures.default, enableRefreshCta: false })}
          firstName="Sam"
          offerCount={0}
        />,
      );
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('never shows the offersAction slot', () => {
      render(
        <GoodStuffGreeting
          {...parse(fixtures.default)}
          firstName="Sam"
          offerCount={0}
          offersAction={<button type="button">Your Offers</button>}
        />,
      );
      expect(screen.queryByRole('button', { name: 'Your Offers' })).toBeNull();
      expect(screen.getByRole('button', { name: SPEC.refresh })).toBeTruthy();
    });
  });

  describe('defaults', () => {
    it('takes every spec default when there is no entry', () => {
      // As the storefront holds it: the entry, or undefined when the content service has none.
      const entry = undefined as GoodStuffLoggedInUserEntry | undefined;
      const { rerender } = render(<GoodStuffGreeting {...entry} firstName="Sam" offerCount={2} />);
      expect(screen.getByRole('heading', { name: SPEC.heading })).toBeTruthy();
      expect(screen.getByText(SPEC.subheading)).toBeTruthy();
      rerender(<GoodStuffGreeting {...entry} firstName="Sam" offerCount={0} />);
      expect(screen.getByRole('heading', { name: SPEC.heading })).toBeTruthy();
      expect(screen.getByRole('heading', { name: SPEC.thankYouTitle })).toBeTruthy();
      expect(screen.getByText(SPEC.thankYouDescription)).toBeTruthy();
      // No entry, no enableRefreshCta: no button.
      expect(screen.queryByRole('button')).toBeNull();
    });

    it('takes the spec defaults for empty texts', () => {
      const blank = parse({
        ...fixtures.defaultsOnly,
        headerTitle: '',
        subheading: '   ',
        thankYouTitle: '',
        thankYouDescription: '',
        refreshCTAtext: '',
        enableRefreshCta: true,
      });
      const { rerender } = render(<GoodStuffGreeting {...blank} firstName="Sam" offerCount={2} />);
      expect(screen.getByRole('heading', { name: SPEC.heading })).toBeTruthy();
      expect(screen.getByText(SPEC.subheading)).toBeTruthy();
      rerender(<GoodStuffGreeting {...blank} firstName="Sam" offerCount={0} />);
      expect(screen.getByRole('heading', { name: SPEC.thankYouTitle })).toBeTruthy();
      expect(screen.getByText(SPEC.thankYouDescription)).toBeTruthy();
      expect(screen.getByRole('button', { name: SPEC.refresh })).toBeTruthy();
    });

    it('parses the defaultsOnly fixture to the spec defaults, no refresh button', () => {
      render(<GoodStuffGreeting {...parse(fixtures.defaultsOnly)} firstName="Sam" offerCount={0} />);
      const greeting = document.querySelector('[data-block="good-stuff-logged-in-user"]') as HTMLElement;
      const texts = [...greeting.children].map((child) => child.textContent);
      expect(texts).toEqual([SPEC.heading, SPEC.thankYouTitle, SPEC.thankYouDescription]);
    });
  });

  describe('headingLevel', () => {
    it('is 2 by default, with the thank-you title one below', () => {
      render(<GoodStuffGreeting firstName="Sam" offerCount={0} />);
      expect(screen.getByRole('heading', { name: SPEC.heading }).tagName).toBe('H2');
      expect(screen.getByRole('heading', { name: SPEC.thankYouTitle }).tagName).toBe('H3');
    });

    it.each([
      [1, 'H1', 'H2'],
      [2, 'H2', 'H3'],
      [3, 'H3', 'H4'],
    ] as const)('headingLevel %i renders an %s (thank-you title %s)', (level, tag, subTag) => {
      render(<GoodStuffGreeting firstName="Sam" offerCount={0} headingLevel={level} />);
      expect(screen.getByRole('heading', { level, name: SPEC.heading }).tagName).toBe(tag);
      expect(screen.getByRole('heading', { name: SPEC.thankYouTitle }).tagName).toBe(subTag);
    });

    it('sets the level in the offers view too', () => {
      render(<GoodStuffGreeting firstName="Sam" offerCount={4} headingLevel={1} />);
      expect(screen.getByRole('heading', { level: 1, name: SPEC.heading })).toBeTruthy();
    });
  });

  it('adds className to its own', () => {
    const { container } = render(
      <GoodStuffGreeting firstName="Sam" offerCount={1} className="on-the-account-page" />,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.classList.contains('on-the-account-page')).toBe(true);
    expect(root.classList.length).toBeGreaterThan(1);
  });

  it('renders on the server with the Refresh button in place (no shift when the script arrives)', () => {
    const html = renderToString(
      <GoodStuffGreeting {...parse(fixtures.default)} firstName="Sam" offerCount={0} />,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(within(host).getByRole('heading', { name: SPEC.heading })).toBeTruthy();
    expect(within(host).getByRole('button', { name: SPEC.refresh })).toBeTruthy();
  });
});
