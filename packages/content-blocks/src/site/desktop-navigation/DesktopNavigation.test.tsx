import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_WIDTHS } from '@wardrobe/domain-rules';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DesktopNavigation,
  MEGA_MENU_HOVER_CLOSE_DELAY_MS,
  MEGA_MENU_HOVER_OPEN_DELAY_MS,
} from './DesktopNavigation';
import { desktopNavigationFixtures as fixtures } from './fixtures';
import { desktopNavigationSchema } from './schema';

const parse = (entry: unknown) => desktopNavigationSchema.parse(entry);
const renderEntry = (entry: unknown = fixtures.megaMenu) => render(<DesktopNavigation {...parse(entry)} />);

const dataLayer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [];
const button = (name: string) => screen.getByRole('button', { name });
const panelOf = (control: HTMLElement) => {
  const id = control.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`No panel for ${control.textContent}`);
  return panel;
};
const itemOf = (control: HTMLElement) => {
  const item = control.closest('li');
  if (!item) throw new Error('No item');
  return item;
};

beforeEach(() => {
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('DesktopNavigation: structure', () => {
  it('is a nav named Main with a list of top items, links and disclosure buttons, never a menu', () => {
    renderEntry();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('menu')).toBeNull();
    expect(within(nav).queryByRole('menubar')).toBeNull();
    expect(within(nav).queryByRole('menuitem')).toBeNull();
    const top = nav.querySelector('ul');
    expect(top && Array.from(top.children, (li) => li.tagName)).toEqual(['LI', 'LI', 'LI', 'LI', 'LI']);

    // A top item with a url: the link, then a button '{title} menu' that controls its panel.
    expect(screen.getByRole('link', { name: 'Womens' }).getAttribute('href')).toBe('/browse/womens');
    const womens = button('Womens menu');
    expect(womens.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(womens).hidden).toBe(true);
    // No url: the button carries the visible title, then ' menu' for screen readers.
    const gifts = button('Gifts menu');
    expect(gifts.textContent).toBe('Gifts menu');
    expect(within(itemOf(gifts)).queryByRole('link', { name: 'Gifts' })).toBeNull();
    // A plain link: no button, no panel.
    const sale = screen.getByRole('link', { name: 'Sale' });
    expect(within(itemOf(sale)).queryByRole('button')).toBeNull();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Womens menu',
      'Mens menu',
      'Home menu',
      'Gifts menu',
    ]);
  });

  it('server-renders every panel hidden, links and all, without any picture', () => {
    const html = renderToString(<DesktopNavigation {...parse(fixtures.megaMenu)} />);
    expect(html.match(/<div[^>]*hidden=""[^>]*data-panel=/g)).toHaveLength(4);
    expect(html).toContain('href="/browse/womens/clothing/dresses"');
    expect(html).toContain('href="/browse/gifts/stocking-fillers"');
    expect(html).not.toContain('<img');
    expect(html).toContain('aria-label="Main"');
  });

  it('leaves out a top item with neither url nor columns', () => {
    renderEntry({
      ...fixtures.linkOnly,
      topLevelLinks: [...fixtures.linkOnly.topLevelLinks, { link: { title: 'Nowhere' } }],
    });
    expect(screen.queryByText('Nowhere')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sale', 'Gifts']);
  });

  it('lays each group out as its title and a list named by it', () => {
    renderEntry();
    const panel = panelOf(button('Womens menu'));
    const lists = within(panel).getAllByRole('list', { hidden: true });
    const names = lists.map(
      (list) => document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(names).toEqual(['Clothing', 'Shoes', 'Accessories', 'Shop by']);
  });
});

describe('DesktopNavigation: link styles', () => {
  it('applies textBold, underline, textColour, featuredText and titleSuperscriptText', async () => {
    renderEntry();
    await userEvent.click(button('Womens menu'));
    const dresses = screen.getByRole('link', { name: 'Dresses New in' });
    expect(within(dresses).getByText('New in').tagName).toBe('SPAN');
    const knitwear = screen.getByRole('link', { name: 'Knitwear 20% off' });
    expect(knitwear.querySelector('sup')?.textContent).toBe('20% off');
    const sale = within(panelOf(button('Womens menu'))).getByRole('link', { name: 'Sale' });
    expect(sale.style.color).toBe('rgb(200, 16, 46)');
    const all = screen.getByRole('link', { name: 'All Clothing' });
    const linen = screen.getByRole('link', { name: 'The Linen Shop' });
    // Bold and underline are recipe variants: the class lists differ from a plain link's.
    const plain = screen.getByRole('link', { name: 'Tops' });
    expect(all.className).not.toBe(plain.className);
    expect(linen.className).not.toBe(plain.className);
    // The top-level Sale link: red and underlined.
    const topSale = screen.getAllByRole('link', { name: 'Sale' }).at(-1) as HTMLElement;
    expect(topSale.parentElement?.style.color).toBe('rgb(200, 16, 46)');
  });

  it('ignores a text colour that would not read at 4.5:1 on the white menu', () => {
    renderEntry({
      ...fixtures.linkOnly,
      topLevelLinks: [{ link: { title: 'Outlet', url: '/outlet', textColour: '#64E6D6' } }],
    });
    const outlet = screen.getByRole('link', { name: 'Outlet' });
    expect(outlet.parentElement?.style.color).toBe('');
  });
});

describe('DesktopNavigation: buttons and keyboard', () => {
  it('toggles a panel with its button, one panel at a time', async () => {
    const user = userEvent.setup();
    renderEntry();
    const womens = button('Womens menu');
    const mens = button('Mens menu');
    await user.click(womens);
    expect(womens.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(womens).hidden).toBe(false);
    await user.click(mens);
    expect(womens.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(womens).hidden).toBe(true);
    expect(panelOf(mens).hidden).toBe(false);
    await user.click(mens);
    expect(mens.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(mens).hidden).toBe(true);
  });

  it('opens with Enter, walks the panel with Tab, closes with Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderEntry();
    const womens = button('Womens menu');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Womens' }));
    await user.tab();
    expect(document.activeElement).toBe(womens);
    await user.keyboard('{Enter}');
    expect(womens.getAttribute('aria-expanded')).toBe('true');

    const links = within(panelOf(womens)).getAllByRole('link');
    expect(links).toHaveLength(19);
    for (const link of links) {
      await user.tab();
      expect(document.activeElement).toBe(link);
    }
    expect(links.at(-1)?.getAttribute('href')).toBe('/browse/womens/clothing/knitwear');
    await user.keyboard('{Escape}');
    expect(womens.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(womens).hidden).toBe(true);
    expect(document.activeElement).toBe(womens);

    await user.keyboard(' ');
    expect(womens.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(womens.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when focus leaves the open item', async () => {
    const user = userEvent.setup();
    renderEntry();
    const home = button('Home menu');
    await user.click(home);
    const links = within(panelOf(home)).getAllByRole('link');
    (links.at(-1) as HTMLElement).focus();
    await user.tab();
    expect(document.activeElement).toBe(button('Gifts menu'));
    expect(home.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside the nav', async () => {
    const user = userEvent.setup();
    renderEntry();
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.append(outside);
    try {
      await user.click(button('Womens menu'));
      await user.click(outside);
      expect(button('Womens menu').getAttribute('aria-expanded')).toBe('false');
    } finally {
      outside.remove();
    }
  });
});

describe('DesktopNavigation: hover', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('opens on hover after the intent delay and closes when the pointer leaves item and panel', () => {
    renderEntry();
    const womens = button('Womens menu');
    const item = itemOf(womens);
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_OPEN_DELAY_MS - 1));
    expect(womens.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(womens.getAttribute('aria-expanded')).toBe('true');

    // Out and back in (a diagonal move into the panel) within the delay: it stays open.
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_CLOSE_DELAY_MS - 1));
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_CLOSE_DELAY_MS));
    expect(womens.getAttribute('aria-expanded')).toBe('true');

    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_CLOSE_DELAY_MS));
    expect(womens.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(womens).hidden).toBe(true);
  });

  it('opens nothing when the pointer only crosses an item', () => {
    renderEntry();
    const item = itemOf(button('Mens menu'));
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_OPEN_DELAY_MS / 2));
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('closes a hover-opened panel on a click of its button', () => {
    renderEntry();
    const womens = button('Womens menu');
    fireEvent.pointerEnter(itemOf(womens), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_OPEN_DELAY_MS));
    fireEvent.click(womens);
    expect(womens.getAttribute('aria-expanded')).toBe('false');
    act(() => vi.advanceTimersByTime(1000));
    expect(womens.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a panel opened by its button when the pointer leaves', () => {
    renderEntry();
    const womens = button('Womens menu');
    fireEvent.click(womens);
    fireEvent.pointerEnter(itemOf(womens), { pointerType: 'mouse' });
    fireEvent.pointerLeave(itemOf(womens), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(womens.getAttribute('aria-expanded')).toBe('true');
  });

  it('ignores touch, so a tap on a top link follows it', () => {
    renderEntry();
    fireEvent.pointerEnter(itemOf(button('Womens menu')), { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(button('Womens menu').getAttribute('aria-expanded')).toBe('false');
  });

  it('dismisses a hover-opened panel with Escape without moving focus (WCAG 1.4.13)', () => {
    renderEntry();
    const womens = button('Womens menu');
    fireEvent.pointerEnter(itemOf(womens), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(MEGA_MENU_HOVER_OPEN_DELAY_MS));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(womens.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(document.body);
  });
});

describe('DesktopNavigation: pictures', () => {
  it('renders a panel’s pictures only once it has opened, with hero widths, a size and alt text', async () => {
    const user = userEvent.setup();
    const { container } = renderEntry();
    expect(container.querySelector('img')).toBeNull();
    const womens = button('Womens menu');
    await user.click(womens);
    const img = screen.getByRole('img', { name: 'A model in a chunky teal jumper' });
    expect(img.getAttribute('src')).toBe('/i/wardrobe/nav-womens-knitwear?fmt=auto&qlt=default&w=350');
    const widths = (img.getAttribute('srcset') ?? '')
      .split(', ')
      .map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
    expect(widths).toEqual([...IMAGE_WIDTHS.hero]);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '500']);
    expect(img.getAttribute('sizes')).toBe('(min-width: 1380px) 345px, 25vw');
    // Only the open panel's pictures.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    await user.click(womens);
    expect(container.querySelectorAll('img')).toHaveLength(1);
  });

  it('falls back to the image’s own alt text, and to the 404 image when the picture fails', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      renderEntry();
      await user.click(button('Home menu'));
      const img = screen.getByRole('img', { name: 'Lit candles on a wooden table' });
      fireEvent.error(img);
      expect(img.getAttribute('src')).toBe('/images/404.jpg');
      expect(img.getAttribute('srcset')).toBeNull();
      expect(JSON.parse(consoleError.mock.calls[0]?.[0] as string)).toMatchObject({
        event: 'media-failed',
        kind: 'image',
        src: '/i/wardrobe/nav-home-candles?fmt=auto&qlt=default&w=350',
        fallback: false,
      });
      fireEvent.error(img);
      expect(img.dataset.mediaState).toBe('broken');
      fireEvent.error(img);
      expect(consoleError).toHaveBeenCalledTimes(2);
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('DesktopNavigation: analytics', () => {
  const preventNavigation = (event: MouseEvent) => event.preventDefault();
  beforeEach(() => document.addEventListener('click', preventNavigation));
  afterEach(() => document.removeEventListener('click', preventNavigation));

  it('pushes menu_item with the top title and a timestamp each time a panel opens', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_750_000_000_000);
    try {
      const user = userEvent.setup();
      renderEntry();
      await user.click(button('Womens menu'));
      await user.click(button('Mens menu'));
      await user.click(button('Mens menu'));
      expect(dataLayer()).toEqual([
        { event: 'menu_item', navigation_element: 'Womens', timestamp: 1_750_000_000_000 },
        { event: 'menu_item', navigation_element: 'Mens', timestamp: 1_750_000_000_000 },
      ]);
    } finally {
      now.mockRestore();
    }
  });

  it('pushes navigation_click for a group link, a jump-off and a top link, and a click closes the panel', async () => {
    const user = userEvent.setup();
    renderEntry();
    const womens = button('Womens menu');

    await user.click(womens);
    await user.click(screen.getByRole('link', { name: 'Dresses New in' }));
    expect(womens.getAttribute('aria-expanded')).toBe('false');

    await user.click(womens);
    await user.click(screen.getByRole('link', { name: /Knitwear: 20% off$/ }));
    expect(womens.getAttribute('aria-expanded')).toBe('false');

    await user.click(screen.getByRole('link', { name: 'Womens' }));

    expect(dataLayer().filter((entry) => entry.event === 'navigation_click')).toEqual([
      { event: 'navigation_click', navigation_element: 'Womens > Clothing > Dresses' },
      { event: 'navigation_click', navigation_element: 'Womens > Image > Knitwear: 20% off' },
      { event: 'navigation_click', navigation_element: 'Womens' },
    ]);
  });

  it('keeps the data layer that is there', async () => {
    const existing = [{ event: 'page_view' }];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = existing;
    renderEntry(fixtures.linkOnly);
    await userEvent.click(screen.getByRole('link', { name: 'Gifts' }));
    expect(existing).toEqual([
      { event: 'page_view' },
      { event: 'navigation_click', navigation_element: 'Gifts' },
    ]);
  });
});
