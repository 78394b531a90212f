import { act, cleanup, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MOBILE_MENU_RESET_MS } from '@wardrobe/domain-rules';
import type { AnchorHTMLAttributes } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { menuItem, pushNavigationEvent } from '../shared/analytics';
import { readableTextColour } from '../shared/colour';
import { AltMobileMenu } from './AltMobileMenu';
import { mobileNavigationFixtures as fixtures } from './fixtures';
import { MobileMenu } from './MobileMenu';
import { MobileNavigation } from './MobileNavigation';
import { type MobileNavigationEntry, mobileNavigationSchema } from './schema';
import { useMobileMenuRouteClose } from './useMobileMenuRouteClose';

const parse = (entry: unknown): MobileNavigationEntry => mobileNavigationSchema.parse(entry);
const standard = parse(fixtures.standard);
const alternative = parse(fixtures.alternative);

type Layer = unknown[];
const dataLayer = () => (window as unknown as { dataLayer?: Layer }).dataLayer;

beforeEach(() => {
  delete (window as unknown as { dataLayer?: Layer }).dataLayer;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** A stand-in for an app's router link (Next's Link takes the same props). */
const RouterLink = (props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => (
  <a {...props} data-router="yes" />
);

const nav = () => screen.getByRole('navigation', { name: 'Categories' });
const rowNames = (list: HTMLElement) =>
  Array.from(list.querySelectorAll(':scope > li > a, :scope > li > button')).map((el) => el.textContent);
const levelList = () => nav().querySelector('ul') as HTMLElement;

describe('MobileMenu', () => {
  it('lists the top items at level 1: buttons into children, links, and Shop Finder last', () => {
    render(<MobileMenu entry={standard} open />);
    expect(rowNames(levelList())).toEqual(['Womens', 'Mens', 'Kids', 'Home', 'Gifts', 'Sale']);
    expect(screen.getByRole('button', { name: 'Womens' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe('/browse/sale');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    const links = screen.getAllByRole('link');
    expect(links.at(-1)?.textContent).toBe('Shop Finder');
    expect(links.at(-1)?.getAttribute('href')).toBe('/shop-finder');
  });

  it('takes the host’s Shop Finder link', () => {
    render(<MobileMenu entry={standard} open shopFinderHref="/us/shop-finder" />);
    expect(screen.getByRole('link', { name: 'Shop Finder' }).getAttribute('href')).toBe('/us/shop-finder');
  });

  it('walks three levels with headings, Shop all links and Back, moving focus each way', async () => {
    const user = userEvent.setup();
    render(<MobileMenu entry={standard} open />);

    await user.click(screen.getByRole('button', { name: 'Womens' }));
    const womens = screen.getByRole('heading', { level: 3, name: 'Womens' });
    expect(document.activeElement).toBe(womens);
    expect(nav().dataset.depth).toBe('2');
    expect(rowNames(levelList())).toEqual(['Shop all Womens', 'New In', 'Clothing', 'Shoes', 'Accessories']);
    expect(screen.getByRole('link', { name: 'Shop all Womens' }).getAttribute('href')).toBe('/browse/womens');

    await user.click(screen.getByRole('button', { name: 'Clothing' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 3, name: 'Clothing' }));
    expect(nav().dataset.depth).toBe('3');
    expect(rowNames(levelList())).toEqual([
      'Shop all Clothing',
      'Dresses',
      'Tops & T-Shirts',
      'Knitwear',
      'Jeans',
      'Trousers',
    ]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Womens' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clothing' }));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Womens' }));
  });

  it('shows no Shop all link for an item without a url', async () => {
    const user = userEvent.setup();
    render(<MobileMenu entry={standard} open />);
    await user.click(screen.getByRole('button', { name: 'Kids' }));
    expect(rowNames(levelList())).toEqual(['Girls', 'Boys']);
  });

  it('is keyboard operable: Enter goes forward, Enter on Back returns', async () => {
    const user = userEvent.setup();
    render(<MobileMenu entry={standard} open />);
    screen.getByRole('button', { name: 'Mens' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Mens' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Back' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mens' }));
  });

  it(`goes back to level 1 ${MOBILE_MENU_RESET_MS} ms after closing`, () => {
    vi.useFakeTimers();
    const { rerender } = render(<MobileMenu entry={standard} open />);
    fireEvent.click(screen.getByRole('button', { name: 'Womens' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clothing' }));
    expect(nav().dataset.depth).toBe('3');

    rerender(<MobileMenu entry={standard} open={false} />);
    act(() => vi.advanceTimersByTime(MOBILE_MENU_RESET_MS - 1));
    expect(nav().dataset.depth).toBe('3');
    act(() => vi.advanceTimersByTime(1));
    expect(nav().dataset.depth).toBe('1');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('stays where it was when reopened before the reset', () => {
    vi.useFakeTimers();
    const { rerender } = render(<MobileMenu entry={standard} open />);
    fireEvent.click(screen.getByRole('button', { name: 'Womens' }));
    rerender(<MobileMenu entry={standard} open={false} />);
    act(() => vi.advanceTimersByTime(MOBILE_MENU_RESET_MS / 2));
    rerender(<MobileMenu entry={standard} open />);
    act(() => vi.advanceTimersByTime(MOBILE_MENU_RESET_MS * 2));
    expect(nav().dataset.depth).toBe('2');
  });

  it('tracks a chosen link as menu_item and asks the host to close', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<MobileMenu entry={standard} open onNavigate={onNavigate} />);
    // jsdom does not navigate; keep the click from trying.
    nav().addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('button', { name: 'Womens' }));
    expect(onNavigate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Clothing' }));
    await user.click(screen.getByRole('link', { name: 'Dresses' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(dataLayer()).toEqual([
      {
        event: 'menu_item',
        navigation_element: 'Womens > Clothing > Dresses',
        timestamp: expect.any(Number),
      },
    ]);

    await user.click(screen.getByRole('link', { name: 'Shop all Clothing' }));
    await user.click(screen.getByRole('link', { name: 'Shop Finder' }));
    expect(dataLayer()?.map((e) => (e as { navigation_element: string }).navigation_element)).toEqual([
      'Womens > Clothing > Dresses',
      'Womens > Clothing',
      'Shop Finder',
    ]);
  });

  it('keeps the panel open for a click that opens a new tab', () => {
    const onNavigate = vi.fn();
    render(<MobileMenu entry={standard} open onNavigate={onNavigate} />);
    const sale = screen.getByRole('link', { name: 'Sale' });
    sale.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(sale, { ctrlKey: true });
    expect(onNavigate).not.toHaveBeenCalled();
    expect(dataLayer()).toHaveLength(1);
  });

  it('styles items as the editor set them, and drops an unreadable colour', () => {
    const entry = parse({
      ...fixtures.linksOnly,
      children: [
        { title: 'Sale', url: '/sale', textColour: '#C8102E', textBold: true, underline: true },
        { title: 'Pale', url: '/pale', textColour: '#FFD700' },
      ],
    });
    render(<MobileMenu entry={entry} open />);
    const sale = screen.getByText('Sale');
    expect(sale.getAttribute('style')).toMatch(/:\s*#C8102E/);
    expect(sale.className).not.toBe(screen.getByText('Pale').className);
    expect(screen.getByText('Pale').getAttribute('style')).toBeNull();
  });

  it('sets the panel width of spec 002 §9 on its root, which the host may override', () => {
    const { rerender } = render(<MobileMenu entry={standard} open />);
    expect(nav().style.maxWidth).toBe('500px');
    expect(nav().style.width).toBe('90%');
    rerender(<MobileMenu entry={standard} open style={{ width: '100%' }} />);
    expect(nav().style.width).toBe('100%');
    expect(nav().style.maxWidth).toBe('500px');
  });

  it('renders links with the host’s link component', () => {
    render(<MobileMenu entry={standard} open linkComponent={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Gifts' }).dataset.router).toBe('yes');
    expect(screen.getByRole('link', { name: 'Shop Finder' }).dataset.router).toBe('yes');
  });
});

describe('AltMobileMenu', () => {
  const tabs = () => screen.getAllByRole('tab');
  const expanded = () =>
    within(screen.getByRole('tabpanel'))
      .queryAllByRole('button')
      .map((button) => [button.textContent, button.getAttribute('aria-expanded')]);

  it('shows the top categories with children as image tabs, the first one active', () => {
    render(<AltMobileMenu entry={alternative} open />);
    expect(screen.getByRole('tablist', { name: 'Top categories' })).toBeTruthy();
    expect(tabs().map((tab) => tab.textContent)).toEqual(['Womens', 'Mens', 'Kids', 'Home']);
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1, -1]);
    const image = tabs()[0]?.querySelector('img');
    expect(image?.getAttribute('alt')).toBe('Womenswear');
    expect(image?.getAttribute('width')).toBe('64');
    expect(image?.getAttribute('height')).toBe('64');
    expect(image?.getAttribute('src')).toBe('/i/wardrobe/mobile-womens?fmt=auto&qlt=default&w=323');
    expect(image?.getAttribute('srcset')).toContain('w=1536 1536w');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs()[0]?.id);
    expect(screen.queryByRole('link', { name: 'Gifts' })).toBeNull();
    expect(screen.getAllByRole('link').at(-1)?.textContent).toBe('Shop Finder');
  });

  it('opens the first group by default; a plain second-level item is a link', () => {
    render(<AltMobileMenu entry={alternative} open />);
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('link', { name: 'Shop all Womens' }).getAttribute('href')).toBe('/browse/womens');
    expect(panel.getByRole('link', { name: 'New In' })).toBeTruthy();
    expect(expanded()).toEqual([
      ['Clothing', 'true'],
      ['Shoes', 'false'],
      ['Accessories', 'false'],
    ]);
    const clothing = panel.getByRole('button', { name: 'Clothing' });
    expect(clothing.parentElement?.tagName).toBe('H3');
    const list = document.getElementById(clothing.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    expect(rowNames(list as HTMLElement)).toEqual([
      'Shop all Clothing',
      'Dresses',
      'Tops & T-Shirts',
      'Knitwear',
      'Jeans',
      'Trousers',
    ]);
    const shoes = panel.getByRole('button', { name: 'Shoes' });
    expect(document.getElementById(shoes.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });

  it('toggles groups on their own', async () => {
    const user = userEvent.setup();
    render(<AltMobileMenu entry={alternative} open />);
    await user.click(screen.getByRole('button', { name: 'Shoes' }));
    expect(expanded().map(([, state]) => state)).toEqual(['true', 'true', 'false']);
    await user.click(screen.getByRole('button', { name: 'Clothing' }));
    expect(expanded().map(([, state]) => state)).toEqual(['false', 'true', 'false']);
  });

  it('shows another category’s groups with the first open', async () => {
    const user = userEvent.setup();
    render(<AltMobileMenu entry={alternative} open />);
    await user.click(screen.getByRole('button', { name: 'Shoes' }));
    await user.click(screen.getByRole('tab', { name: /Kids/ }));
    expect(screen.getByRole('tab', { name: /Kids/ }).getAttribute('aria-selected')).toBe('true');
    expect(expanded()).toEqual([
      ['Girls', 'true'],
      ['Boys', 'false'],
    ]);
    expect(screen.queryByRole('link', { name: /Shop all Kids/ })).toBeNull();
  });

  it('moves between categories with the arrow keys, Home and End (APG tabs)', async () => {
    const user = userEvent.setup();
    render(<AltMobileMenu entry={alternative} open />);
    await user.tab();
    expect(document.activeElement).toBe(tabs()[0]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[1]);
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tabs()[3]);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs()[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tabs()[3]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tabs()[0]);
    // Tab leaves the tablist for the panel's first control.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Shop all Womens' }));
  });

  it('shows at most 12 top categories', () => {
    const category = (n: number) => ({
      title: `Category ${n}`,
      children: [{ title: 'All', url: `/c/${n}` }],
    });
    const entry = parse({
      ...fixtures.alternative,
      children: Array.from({ length: 14 }, (_, n) => category(n + 1)),
    });
    render(<AltMobileMenu entry={entry} open />);
    expect(tabs()).toHaveLength(12);
    expect(tabs().at(-1)?.textContent).toContain('Category 12');
  });

  it(`goes back to the first category and group ${MOBILE_MENU_RESET_MS} ms after closing`, () => {
    vi.useFakeTimers();
    const { rerender } = render(<AltMobileMenu entry={alternative} open />);
    fireEvent.click(screen.getByRole('tab', { name: /Mens/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Accessories' }));
    rerender(<AltMobileMenu entry={alternative} open={false} />);
    act(() => vi.advanceTimersByTime(MOBILE_MENU_RESET_MS - 1));
    expect(tabs()[1]?.getAttribute('aria-selected')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(tabs()[0]?.getAttribute('aria-selected')).toBe('true');
    expect(expanded()).toEqual([
      ['Clothing', 'true'],
      ['Shoes', 'false'],
      ['Accessories', 'false'],
    ]);
  });

  it('tracks a group link as Category > Group > Link', async () => {
    const user = userEvent.setup();
    const onNavigate = vi.fn();
    render(<AltMobileMenu entry={alternative} open onNavigate={onNavigate} />);
    const link = screen.getByRole('link', { name: 'Knitwear' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(dataLayer()).toMatchObject([
      { event: 'menu_item', navigation_element: 'Womens > Clothing > Knitwear' },
    ]);
  });

  it('shows the title’s initial when a picture fails to load', () => {
    render(<AltMobileMenu entry={alternative} open />);
    const image = tabs()[0]?.querySelector('img') as HTMLImageElement;
    fireEvent.error(image);
    expect(tabs()[0]?.querySelector('img')).toBeNull();
    expect(tabs()[0]?.querySelector('[data-image="fallback"]')?.textContent).toBe('W');
    expect(tabs()[0]?.textContent).toBe('WWomens');
    expect(screen.getByRole('tab', { name: 'Womens' })).toBeTruthy();
  });

  it('takes the full width up to 500 px', () => {
    render(<AltMobileMenu entry={alternative} open />);
    expect(nav().style.maxWidth).toBe('500px');
    expect(nav().style.width).toBe('100%');
  });
});

describe('MobileNavigation', () => {
  it('shows the menu the entry’s variant names', () => {
    const { rerender } = render(<MobileNavigation entry={standard} open />);
    expect(nav().dataset.variant).toBe('Standard');
    rerender(<MobileNavigation entry={alternative} open />);
    expect(nav().dataset.variant).toBe('Alternative');
  });

  it('reads an entry without a variant as Standard', () => {
    render(<MobileNavigation entry={parse(fixtures.default)} open />);
    expect(nav().dataset.variant).toBe('Standard');
  });

  it('shows the Standard menu when an Alternative entry has no category with children', () => {
    render(<MobileNavigation entry={parse({ ...fixtures.linksOnly, variant: 'Alternative' })} open />);
    expect(nav().dataset.variant).toBe('Standard');
    expect(screen.getByRole('link', { name: 'Gifts' })).toBeTruthy();
  });
});

describe('useMobileMenuRouteClose', () => {
  it('closes an open menu when the route changes', () => {
    const close = vi.fn();
    const { rerender } = renderHook((props) => useMobileMenuRouteClose(props), {
      initialProps: { open: true, pathname: '/', close },
    });
    expect(close).not.toHaveBeenCalled();
    rerender({ open: true, pathname: '/browse/womens', close });
    expect(close).toHaveBeenCalledTimes(1);
    rerender({ open: false, pathname: '/browse/mens', close });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('forces the menu closed when it opens on a content-preview route', () => {
    const close = vi.fn();
    const props = {
      pathname: '/amplience-visualization/x/y',
      routeName: 'amplience-visualization-domain-id',
      close,
    };
    const { rerender } = renderHook((p) => useMobileMenuRouteClose(p), {
      initialProps: { ...props, open: false },
    });
    expect(close).not.toHaveBeenCalled();
    rerender({ ...props, open: true });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('leaves the menu open on other routes', () => {
    const close = vi.fn();
    renderHook(() => useMobileMenuRouteClose({ open: true, pathname: '/', routeName: 'index___en', close }));
    expect(close).not.toHaveBeenCalled();
  });
});

describe('readableTextColour and the menu_item event', () => {
  it('keeps colours that read at 4.5:1 on the menu’s backgrounds', () => {
    const backgrounds = ['#FFFFFF', '#F5F5F5'];
    expect(readableTextColour('#C8102E', backgrounds)).toBe('#C8102E');
    expect(readableTextColour('#000', backgrounds)).toBe('#000');
    // 4.54:1 on white but not on the muted grey of an open group.
    expect(readableTextColour('#767676', backgrounds)).toBeUndefined();
    expect(readableTextColour('#767676')).toBe('#767676');
    expect(readableTextColour('#FFD700', backgrounds)).toBeUndefined();
    expect(readableTextColour(undefined)).toBeUndefined();
  });

  it('creates the data layer when missing', () => {
    pushNavigationEvent(menuItem(['Womens', 'Dresses'], 1_740_823_200_000));
    expect(dataLayer()).toEqual([
      { event: 'menu_item', navigation_element: 'Womens > Dresses', timestamp: 1_740_823_200_000 },
    ]);
  });
});
