import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { snugContentCardFixtures as cards } from '../snug-content-card/fixtures';
import { parseSnugCards, SNUG_GROUP_CARD_SIZES } from './cards';
import { snugContentGroupFixtures as fixtures } from './fixtures';
import { SnugContentGroup } from './SnugContentGroup';
import { snugContentGroupSchema } from './schema';

// The cards' pictures are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);

const renderEntry = (entry: unknown) => render(<SnugContentGroup {...snugContentGroupSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  snugContentGroupSchema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** The `content-block-failed` lines logged while rendering. */
const loggedFailures = (spy: MockInstance) =>
  spy.mock.calls.map((call) => JSON.parse(call[0] as string) as Record<string, unknown>);

let consoleError: MockInstance;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  consoleError.mockRestore();
});

describe('snugContentGroupSchema', () => {
  it('holds 2 to 8 cards, naming the field', () => {
    const message = 'A snug content group holds 2 to 8 cards';
    expect(issuePaths(fixtures.invalidOneCard)).toEqual([['cards', message]]);
    expect(issuePaths(fixtures.invalidNineCards)).toEqual([['cards', message]]);
    expect(issuePaths(fixtures.invalidMissingCards)).toEqual([
      ['cards', 'The snug content group needs its cards'],
    ]);
    expect(issuePaths(fixtures.invalidCardsNotAList)?.[0]?.[0]).toBe('cards');
  });

  it('lets a group with a broken card parse: the card is judged when the group renders', () => {
    expect(snugContentGroupSchema.safeParse(fixtures.withBrokenCard).success).toBe(true);
  });
});

describe('SnugContentGroup', () => {
  it('lists its cards in order under its title (h2), their headings one level below', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Here to help' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Gift cards',
      'Click & collect',
      'Free returns',
      'Next-day delivery',
    ]);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Buy a gift card', '/gift-cards'],
      ['Find a shop', '/shop-finder'],
      ['How returns work', '/help/returns'],
      ['Delivery options', '/help/delivery'],
    ]);
    for (const picture of screen.getAllByRole('img'))
      expect(picture.getAttribute('sizes')).toBe(SNUG_GROUP_CARD_SIZES);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('uses h2 for the cards’ headings when the group has none', () => {
    renderEntry(fixtures.twoCards);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Care for your knits',
      'Gift cards',
    ]);
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('leaves out cards that fail their schema, logs each, and the group stands', () => {
    renderEntry(fixtures.withBrokenCard);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Where is the picture?')).toBeNull();
    expect(screen.queryByText('Linen dresses')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Here to help' })).toBeTruthy();
    expect(loggedFailures(consoleError)).toEqual([
      expect.objectContaining({
        level: 'error',
        event: 'content-block-failed',
        deliveryKey: 'uk/broken-snug-card-image',
        reason:
          'Card 2 of the snug content group uk/snug-content-group-broken: image: The snug content card needs an image',
      }),
      expect.objectContaining({
        event: 'content-block-failed',
        schema: 'https://schema.wardrobe.shop/blocks/jump-off-tile-1',
        reason: expect.stringContaining(
          'Card 3 of the snug content group uk/snug-content-group-broken: _meta.schema',
        ),
      }),
    ]);
  });

  it('renders nothing when no card is valid, and logs each', () => {
    const { container } = renderEntry({
      ...fixtures.default,
      cards: [cards.invalidMissingImage, cards.invalidColour],
    });
    expect(container.innerHTML).toBe('');
    expect(consoleError).toHaveBeenCalledTimes(2);
  });
});

describe('parseSnugCards', () => {
  it('names a card without an identity by its place, and a group without a key by its name', () => {
    const { cards: parsed, failures } = parseSnugCards(['not a card', cards.imageOnly], {
      schema: null,
      deliveryKey: null,
      deliveryId: null,
      name: 'Home services',
    });
    expect(parsed).toHaveLength(1);
    expect(failures).toEqual([
      {
        schema: null,
        deliveryKey: null,
        deliveryId: null,
        name: null,
        reason: expect.stringMatching(/^Card 1 of the snug content group Home services: /),
      },
    ]);
  });
});
