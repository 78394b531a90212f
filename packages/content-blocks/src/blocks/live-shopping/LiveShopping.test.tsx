import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { DEMO_SHOW, type DemoHost, demoLiveShoppingHost } from './demoHost.testing';
import { liveShoppingFixtures as fixtures } from './fixtures';
import { LiveShoppingProvider } from './host';
import { LiveShopping } from './LiveShopping';
import { liveShoppingSchema } from './schema';

const renderEntry = (entry: unknown, host?: DemoHost) => {
  const block = <LiveShopping {...liveShoppingSchema.parse(entry)} />;
  return render(host ? <LiveShoppingProvider value={host}>{block}</LiveShoppingProvider> : block);
};

/** The show once it has loaded: its products' list. */
const products = async () =>
  within(await screen.findByRole('list', { name: 'Products in Winter knits, live' }));
const status = () => screen.getByRole('status');

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('liveShoppingSchema', () => {
  it('takes the show id trimmed, and a blank title as none', () => {
    expect(liveShoppingSchema.parse(fixtures.default)).toMatchObject({
      showId: 'winter-knits-live',
      title: 'Shop the show',
    });
    expect(liveShoppingSchema.parse({ ...fixtures.noTitle, showId: ' winter-knits-live ' })).toEqual({
      _meta: fixtures.noTitle._meta,
      showId: 'winter-knits-live',
      title: undefined,
    });
  });

  it.each([
    ['invalidNoShowId', 'The live shopping block needs a show id'],
    ['invalidBlankShowId', 'The live shopping block needs a show id'],
    ['invalidShowIdPath', 'A show id is letters, digits, - and _ only'],
    ['invalidShowIdType', 'The live shopping block needs a show id'],
  ] as const)('refuses %s on showId', (name, message) => {
    const result = liveShoppingSchema.safeParse(fixtures[name]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['showId'], message });
  });
});

describe('LiveShopping', () => {
  it('shows the show under the block’s heading: its title, the video and each product with its Add to bag', async () => {
    const { container } = renderEntry(fixtures.default, demoLiveShoppingHost());
    expect(container.querySelector('[data-block="live-shopping"]')).not.toBeNull();
    const list = await products();
    const section = screen.getByRole('region', { name: 'Shop the show' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Shop the show' })).toBeTruthy();
    expect(within(section).getByRole('heading', { level: 3, name: 'Winter knits, live' })).toBeTruthy();
    expect(within(section).getByText('Replay')).toBeTruthy();
    const video = container.querySelector('video');
    expect(video?.getAttribute('aria-label')).toBe('Winter knits, live: the show’s video');
    // A show waits for Play: the design system's control offers it.
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
    expect(video?.querySelector('source')?.getAttribute('src')).toBe(
      '/v/wardrobe/live-shopping-winter-knits/webm_vp9',
    );
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(DEMO_SHOW.items.length);
    expect(items.map((item) => within(item).getByRole('button').getAttribute('aria-label'))).toEqual([
      'Add to bag: Cable Roll Neck, Grey, M',
      'Add to bag: Wool Scarf, Ivory',
      'Add to bag: Jumper Dress, Black, 10',
      'Add to bag: Fair Isle Jumper, Mustard, S',
      'Add to bag: Cable Jumper, Blue, M',
    ]);
    // Prices in the show's currency, '.00' left out; a sale price with the list price struck through.
    expect(items[0]?.textContent).toContain('£33Was £47');
    expect(items[1]?.textContent).toContain('£15');
    expect(items[4]?.textContent).toContain('£74.50');
    expect(items[0]?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(status().textContent).toBe('');
  });

  it('names the block by the show’s title when it has no heading of its own', async () => {
    renderEntry(fixtures.noTitle, demoLiveShoppingHost());
    await products();
    expect(screen.getByRole('region', { name: 'Winter knits, live' })).toBeTruthy();
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'Winter knits, live'],
    ]);
  });

  it('adds a product through the host and says so in the live region', async () => {
    const host = demoLiveShoppingHost();
    renderEntry(fixtures.default, host);
    const user = userEvent.setup();
    await user.click(
      (await products()).getByRole('button', { name: 'Add to bag: Cable Roll Neck, Grey, M' }),
    );
    await waitFor(() => expect(status().textContent).toBe('Added to your bag: Cable Roll Neck.'));
    expect(host.added.map((item) => item.id)).toEqual(['cable-roll-neck-grey-m']);
    expect(status().getAttribute('aria-live')).toBe('polite');
  });

  it.each([
    ['Jumper Dress, Black, 10', 'Jumper Dress: Currently unavailable.'],
    ['Fair Isle Jumper, Mustard, S', 'Fair Isle Jumper: Not available in the colour and size shown.'],
    ['Cable Jumper, Blue, M', 'Cable Jumper: The selected quantity exceeds available stock.'],
  ])('reports the host’s failure for %s with its own text', async (name, said) => {
    const host = demoLiveShoppingHost();
    renderEntry(fixtures.default, host);
    const user = userEvent.setup();
    await user.click((await products()).getByRole('button', { name: `Add to bag: ${name}` }));
    await waitFor(() => expect(status().textContent).toBe(said));
    expect(host.added).toEqual([]);
  });

  it('works from the keyboard: Tab to a product’s button, Enter adds it', async () => {
    const host = demoLiveShoppingHost();
    renderEntry(fixtures.default, host);
    await products();
    const user = userEvent.setup();
    // The video's Play control, then each product's button in the show's order.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Play video');
    await user.tab();
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Add to bag: Wool Scarf, Ivory');
    expect(document.activeElement?.textContent).toBe('Add to bag');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(status().textContent).toBe('Added to your bag: Wool Scarf.'));
    expect(host.added.map((item) => item.id)).toEqual(['wool-scarf-ivory']);
  });

  it('says the add did not go through when the host fails without naming why', async () => {
    renderEntry(fixtures.default, demoLiveShoppingHost({ addFails: true }));
    const user = userEvent.setup();
    await user.click((await products()).getByRole('button', { name: 'Add to bag: Wool Scarf, Ivory' }));
    await waitFor(() =>
      expect(status().textContent).toBe(
        'Wool Scarf: Sorry, this could not be added to your bag. Please try again.',
      ),
    );
  });

  it('says so while the show loads, when it has gone, and when it could not be loaded (with Try again)', async () => {
    renderEntry(fixtures.noTitle, demoLiveShoppingHost({ loadShow: 'never' }));
    expect(screen.getByText('Loading the show…')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Live shopping show' })).toBeTruthy();
    cleanup();

    renderEntry(fixtures.unknownShow, demoLiveShoppingHost());
    expect(await screen.findByText('This show is no longer available.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Summer linen, live' })).toBeTruthy();
    cleanup();

    const failing = { loadShow: 'fails' as 'fails' | 'answers' };
    const host = demoLiveShoppingHost();
    const flaky: DemoHost = {
      ...host,
      loadShow: (id) => demoLiveShoppingHost({ loadShow: failing.loadShow }).loadShow(id),
    };
    renderEntry(fixtures.default, flaky);
    expect(await screen.findByText('Sorry, the show could not be loaded.')).toBeTruthy();
    failing.loadShow = 'answers';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await products()).toBeTruthy();
  });

  it('without a host says live shopping is not available here, and offers no button', () => {
    renderEntry(fixtures.default);
    expect(screen.getByText('Live shopping is not available here.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Shop the show' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
