import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_BREAKPOINT } from '@wardrobe/design-system';
import {
  CONTENT_DEFAULTS,
  FOOTER_SOCIAL_NETWORKS,
  MOBILE_BREAKPOINT_PX,
  PAYMENT_LOGOS,
} from '@wardrobe/domain-rules';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer, type FooterProps } from './Footer';
import { footerFixtures as fixtures } from './fixtures';
import { initialOpenColumns } from './openColumns';
import { footerSchema } from './schema';

type Fixture = Exclude<keyof typeof fixtures, `invalid${string}`>;
const entry = (name: Fixture) => footerSchema.parse(fixtures[name]);
const renderFooter = (name: Fixture, props: Partial<FooterProps> = {}) =>
  render(<Footer {...entry(name)} {...props} />);

/** The disclosure buttons (small screens); jsdom applies no media queries, so both title forms are in the DOM. */
const toggle = (name: string) => screen.getByRole('button', { name });
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

/**
 * A phone-sized `matchMedia`, as a browser below 768 px answers it. The footer itself never asks (CSS picks the
 * layout), and these tests prove it: it renders and toggles the same with and without this mock.
 */
function mockSmallScreen() {
  window.matchMedia = vi.fn((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })) as unknown as typeof window.matchMedia;
}

beforeEach(mockSmallScreen);
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Footer', () => {
  it('is the contentinfo landmark, with a named nav of columns titled by h2s', () => {
    renderFooter('manyColumns');
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Footer' });
    const titles = within(nav)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.querySelector('button span')?.textContent);
    expect(titles).toEqual(['Help', 'Good Stuff', 'About us', 'The legal bit']);
    const help = within(nav).getAllByRole('list')[0] as HTMLElement;
    expect(
      within(help)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Contact us', '/contact-us'],
      ['Delivery', '/delivery'],
      ['Returns', '/returns'],
      ['Size guide', '/size-guide'],
      ['Cookies', '/cookies'],
    ]);
  });

  it('opens openInNewTab links in a new tab, safely, and says so', () => {
    renderFooter('default');
    const careers = screen.getByRole('link', { name: 'Careers (opens in a new tab)' });
    expect(careers.getAttribute('href')).toBe('https://careers.wardrobe.example');
    expect(careers.getAttribute('target')).toBe('_blank');
    expect(careers.getAttribute('rel')).toBe('noopener noreferrer');
    const delivery = screen.getByRole('link', { name: 'Delivery' });
    expect(delivery.hasAttribute('target')).toBe(false);
    expect(delivery.hasAttribute('rel')).toBe(false);
  });

  it('links the logo home: / by default, or the market home it is given', () => {
    renderFooter('default');
    expect(screen.getByRole('link', { name: 'Wardrobe home' }).getAttribute('href')).toBe('/');
    cleanup();
    renderFooter('default', { homeHref: '/eu' });
    expect(screen.getByRole('link', { name: 'Wardrobe home' }).getAttribute('href')).toBe('/eu');
  });

  it('links the five social networks in a new tab, named for each', () => {
    renderFooter('default');
    const list = screen.getByRole('list', { name: 'Wardrobe on social media' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Instagram (opens in a new tab)',
      'Facebook (opens in a new tab)',
      'Pinterest (opens in a new tab)',
      'X (opens in a new tab)',
      'TikTok (opens in a new tab)',
    ]);
    for (const [index, link] of links.entries()) {
      // The accessible name, as a screen reader computes it.
      expect(
        within(list).getByRole('link', {
          name: `${FOOTER_SOCIAL_NETWORKS[index]?.name} (opens in a new tab)`,
        }),
      ).toBe(link);
      expect(link.getAttribute('href')).toBe(FOOTER_SOCIAL_NETWORKS[index]?.href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'noreferrer']),
      );
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it("lists the eight payment logos in the spec's order under 'We accept'", () => {
    renderFooter('default');
    const heading = screen.getByRole('heading', { level: 2, name: 'We accept' });
    const list = heading.nextElementSibling as HTMLElement;
    expect(list.tagName).toBe('UL');
    const logos = within(list).getAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual(
      PAYMENT_LOGOS.map((logo) => logo.name),
    );
    expect(logos.map((logo) => logo.getAttribute('aria-label'))).toEqual([
      'Apple Pay',
      'Google Pay',
      'American Express',
      'PayPal',
      'Visa',
      'Maestro',
      'Mastercard',
      'Klarna',
    ]);
    for (const logo of logos) {
      // Sized before any CSS arrives: no layout shift.
      expect(logo.getAttribute('width')).toBe('50');
      expect(logo.getAttribute('height')).toBe('32');
    }
  });

  it('shows the Quisas box text: the default, or the entry’s', () => {
    renderFooter('default');
    expect(screen.getByText(CONTENT_DEFAULTS.footerQuisasBoxText).tagName).toBe('P');
    expect(CONTENT_DEFAULTS.footerQuisasBoxText).toBe("Sometimes it's good to get lost in the details");
    cleanup();
    renderFooter('multipleOpen');
    expect(screen.getByText('Made with care').tagName).toBe('P');
  });

  it('renders its children in the bottom row, and no empty row without them', () => {
    render(
      <Footer {...entry('default')}>
        <p>United Kingdom · GBP £</p>
      </Footer>,
    );
    const line = screen.getByText('United Kingdom · GBP £');
    expect(
      line.parentElement?.previousElementSibling?.contains(
        screen.getByRole('heading', { name: 'We accept' }),
      ),
    ).toBe(true);
    cleanup();
    const bare = renderFooter('default').container;
    expect(bare.querySelectorAll('p')).toHaveLength(1); // the Quisas box only
  });

  describe('small-screen disclosures', () => {
    it('give each column a button that controls its list, closed by default', () => {
      renderFooter('manyColumns');
      for (const title of ['Help', 'Good Stuff', 'About us', 'The legal bit']) {
        const button = toggle(title);
        expect(button.getAttribute('type')).toBe('button');
        expect(button.getAttribute('aria-expanded')).toBe('false');
        const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
        expect(list?.tagName).toBe('UL');
        expect(list?.closest('[data-open]')?.getAttribute('data-open')).toBe('false');
        // The button sits inside the column's h2, so heading navigation still finds it.
        expect(button.closest('h2')).not.toBeNull();
      }
    });

    it('single mode: opening a column closes the one that was open', async () => {
      const user = userEvent.setup();
      renderFooter('manyColumns');
      await user.click(toggle('Help'));
      expect(expanded()).toEqual(['Help']);
      await user.click(toggle('Good Stuff'));
      expect(expanded()).toEqual(['Good Stuff']);
      expect(toggle('Help').getAttribute('aria-expanded')).toBe('false');
      expect(toggle('Help').closest('[data-open]')?.getAttribute('data-open')).toBe('false');
      await user.click(toggle('Good Stuff'));
      expect(expanded()).toEqual([]);
    });

    it('multiple mode: columns toggle independently', async () => {
      const user = userEvent.setup();
      renderFooter('multipleMode');
      await user.click(toggle('Help'));
      await user.click(toggle('Good Stuff'));
      expect(expanded()).toEqual(['Help', 'Good Stuff']);
      await user.click(toggle('Help'));
      expect(expanded()).toEqual(['Good Stuff']);
    });

    it('work from the keyboard (Enter and Space on the native button)', async () => {
      const user = userEvent.setup();
      renderFooter('manyColumns');
      toggle('About us').focus();
      await user.keyboard('{Enter}');
      expect(expanded()).toEqual(['About us']);
      await user.keyboard(' ');
      expect(expanded()).toEqual([]);
    });

    it('open: every column starts open in multiple mode, the first one in single mode', () => {
      renderFooter('multipleOpen');
      expect(expanded()).toEqual(['Help', 'About us']);
      cleanup();
      renderFooter('singleModeOpen');
      expect(expanded()).toEqual(['Help']);
    });

    it('do not depend on matchMedia (CSS picks the layout), so no window is needed', async () => {
      Reflect.deleteProperty(window, 'matchMedia');
      const user = userEvent.setup();
      renderFooter('manyColumns');
      await user.click(toggle('Help'));
      expect(expanded()).toEqual(['Help']);
    });
  });

  it('initialOpenColumns reads `open` per mode', () => {
    expect(initialOpenColumns(3, false, false)).toEqual([]);
    expect(initialOpenColumns(3, true, false)).toEqual([]);
    expect(initialOpenColumns(3, false, true)).toEqual([0]);
    expect(initialOpenColumns(3, true, true)).toEqual([0, 1, 2]);
    expect(initialOpenColumns(0, false, true)).toEqual([]);
  });

  it("uses the spec's breakpoint in its CSS (design-system MOBILE_BREAKPOINT is domain-rules MOBILE_BREAKPOINT_PX)", () => {
    expect(MOBILE_BREAKPOINT).toBe(MOBILE_BREAKPOINT_PX);
  });

  describe('server rendering', () => {
    it('renders the entry’s start state in the HTML and hydrates without a mismatch', async () => {
      const element = <Footer {...entry('singleModeOpen')} homeHref="/us" />;
      const html = renderToString(element);
      expect(html).toContain('<footer');
      expect(html.match(/aria-expanded="true"/g)).toHaveLength(1);
      expect(html.match(/aria-expanded="false"/g)).toHaveLength(3);
      expect(html).toContain('href="/us"');

      const host = document.createElement('div');
      host.innerHTML = html;
      document.body.append(host);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const recoverable = vi.fn();
      try {
        const root = await act(async () => hydrateRoot(host, element, { onRecoverableError: recoverable }));
        expect(errors).not.toHaveBeenCalled();
        expect(recoverable).not.toHaveBeenCalled();
        // Hydrated: the buttons work.
        await userEvent.setup().click(within(host).getByRole('button', { name: 'Good Stuff' }));
        expect(within(host).getByRole('button', { name: 'Good Stuff' }).getAttribute('aria-expanded')).toBe(
          'true',
        );
        expect(within(host).getByRole('button', { name: 'Help' }).getAttribute('aria-expanded')).toBe(
          'false',
        );
        act(() => root.unmount());
      } finally {
        errors.mockRestore();
        host.remove();
      }
    });
  });
});
