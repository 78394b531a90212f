import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import {
  arrowsShownAt,
  type CarouselLayout,
  installCarouselLayout,
  stubViewport,
} from '../carousel/carouselLayout.testing';
import { scrollableCardFixtures as cards } from '../scrollable-card/fixtures';
import { parseGroupCards } from './cards';
import { scrollableCardGroupFixtures as fixtures } from './fixtures';
import { scrollableCardGroupCarousel } from './rules';
import { ScrollableCardGroup } from './ScrollableCardGroup';
import { scrollableCardGroupSchema } from './schema';

// The carousel is a client part loaded on demand: load it first, as a page's server render does.
beforeAll(preloadBlockIslands);

// Slides 100 px wide in a 300 px track: three in view.
let layout: CarouselLayout;
beforeAll(() => {
  layout = installCarouselLayout({ slideWidth: 100, trackWidth: 300 });
});
afterAll(() => layout.restore());

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

const renderEntry = (entry: unknown) =>
  render(<ScrollableCardGroup {...scrollableCardGroupSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  scrollableCardGroupSchema
    .safeParse(entry)
    .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** The `content-block-failed` lines logged while rendering. */
const loggedFailures = () =>
  consoleError.mock.calls.map((call) => JSON.parse(call[0] as string) as Record<string, unknown>);

const slides = (region: HTMLElement) =>
  within(region)
    .getAllByRole('group')
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const previous = () => screen.getByRole('button', { name: 'Previous slide', hidden: true });
const next = () => screen.getByRole('button', { name: 'Next slide', hidden: true });
const track = () => screen.getByRole('group', { name: 'Slides' });
const at = (left: number) => waitFor(() => expect(track().scrollLeft).toBe(left));

describe('scrollableCardGroupSchema', () => {
  it('requires cardItems (spec §5): at least one card, naming the field', () => {
    const message = 'The scrollable card group needs its cardItems';
    expect(issuePaths(fixtures.invalidMissingCardItems)).toEqual([['cardItems', message]]);
    expect(issuePaths(fixtures.invalidEmptyCardItems)).toEqual([['cardItems', message]]);
    expect(issuePaths(fixtures.invalidCardItemsNotAList)).toEqual([['cardItems', message]]);
  });

  it('lets a group with broken cards parse: each card is judged when the group renders', () => {
    expect(scrollableCardGroupSchema.safeParse(fixtures.withBrokenCards).success).toBe(true);
  });
});

describe('scrollableCardGroupCarousel (spec §9)', () => {
  it('loops, and hides its arrows from lg (992 px) below 5 cards', () => {
    expect(scrollableCardGroupCarousel(4)).toEqual({ loop: true, showArrows: { xs: true, lg: false } });
    expect(scrollableCardGroupCarousel(5)).toEqual({ loop: true, showArrows: { xs: true, lg: true } });
  });
});

describe('parseGroupCards', () => {
  it('keeps the cards that parse, in order, and names each one left out with the group', () => {
    const group = { schema: null, deliveryKey: 'uk/home-cards', deliveryId: null, name: null };
    const { cards: parsed, failures } = parseGroupCards([cards.invalidScriptLink, cards.default, 7], group);
    expect(parsed.map((card) => card.heading)).toEqual(['The linen edit']);
    expect(failures).toEqual([
      {
        schema: 'https://schema.wardrobe.shop/blocks/scrollable-card',
        deliveryKey: 'uk/broken-scrollable-card-link',
        deliveryId: '5c0a11ab-0000-4000-8000-000000023f02',
        name: 'Script link',
        reason:
          'Card 1 of the scrollable card group uk/home-cards: link: Links may not use the javascript:, vbscript: or data: schemes',
      },
      expect.objectContaining({
        deliveryKey: null,
        reason: expect.stringMatching(/^Card 3 of the scrollable card group uk\/home-cards: /),
      }),
    ]);
  });
});

describe('ScrollableCardGroup', () => {
  it('is a carousel region named by its title, its cards slides named "n of m" with h3 headings', () => {
    renderEntry(fixtures.default);
    const region = screen.getByRole('region', { name: 'Trending now' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getByRole('heading', { level: 2, name: 'Trending now' })).toBeTruthy();
    const all = slides(region);
    expect(all.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    expect(within(all[0] as HTMLElement).getByRole('link', { name: 'New in The linen edit' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows its arrows at every width with 5 cards or more', () => {
    renderEntry(fixtures.default);
    expect(Object.values(arrowsShownAt(screen.getByRole('region', { name: 'Trending now' })))).toEqual(
      Array(6).fill(true),
    );
  });

  it('hides its arrows on large screens (992 px up) with fewer than 5 cards', () => {
    renderEntry(fixtures.fewCards);
    expect(arrowsShownAt(screen.getByRole('region', { name: 'Four to love' }))).toEqual({
      xs: true,
      sm: true,
      md: true,
      lg: false,
      xl: false,
      '2xl': false,
    });
  });

  it('moves one card per press by keyboard and loops at both ends', async () => {
    stubViewport(800);
    const user = userEvent.setup();
    renderEntry(fixtures.default);
    await waitFor(() => expect(next().getAttribute('aria-disabled')).toBeNull());

    next().focus();
    await user.keyboard('{Enter}');
    await at(100);
    previous().focus();
    await user.keyboard('{Enter}');
    await at(0);
    // Looping: Previous on the first card goes to the last stop, Next there back to the first.
    await user.keyboard('{Enter}');
    await at(300);
    next().focus();
    await user.keyboard('{Enter}');
    await at(0);
  });

  it('without a title, is named "Cards" and its cards’ headings are h2', () => {
    renderEntry(fixtures.noTitle);
    expect(screen.getByRole('region', { name: 'Cards' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('sizes its cards’ pictures for the slides per view', () => {
    const { container } = renderEntry(fixtures.fewCards);
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe(
      '(min-width: 992px) 25vw, (min-width: 768px) 33vw, 80vw',
    );
  });

  it('leaves out cards that fail their schema, logs each, and the group stands', () => {
    renderEntry(fixtures.withBrokenCards);
    const region = screen.getByRole('region', { name: 'Shop the edit' });
    expect(slides(region).map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 3',
      '2 of 3',
      '3 of 3',
    ]);
    expect(screen.queryByText('Click me')).toBeNull();
    expect(screen.queryByText('Wrong type')).toBeNull();
    expect(loggedFailures()).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'content-block-failed',
        deliveryKey: 'uk/broken-scrollable-card-link',
        reason: expect.stringContaining(
          'Card 2 of the scrollable card group uk/scrollable-card-group-broken: link',
        ),
      }),
      expect.objectContaining({
        event: 'content-block-failed',
        schema: 'https://schema.wardrobe.shop/blocks/scrollable-card-group',
        reason: expect.stringContaining(
          'Card 4 of the scrollable card group uk/scrollable-card-group-broken: _meta.schema',
        ),
      }),
    ]);
  });

  it('renders nothing when no card is valid, and logs each', () => {
    const { container } = renderEntry({
      ...fixtures.default,
      cardItems: [cards.invalidScriptLink, cards.invalidTextColour],
    });
    expect(container.innerHTML).toBe('');
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});
