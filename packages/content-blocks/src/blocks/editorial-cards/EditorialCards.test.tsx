import { cleanup, render, screen, within } from '@testing-library/react';
import { CONTENT_DEFAULTS } from '@wardrobe/domain-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { EditorialCards } from './EditorialCards';
import { editorialCardsFixtures as fixtures } from './fixtures';
import { EDITORIAL_CARD_BACKGROUND, editorialCardsSchema } from './schema';

beforeAll(preloadBlockIslands);
afterEach(cleanup);

const renderEntry = (entry: unknown) => render(<EditorialCards {...editorialCardsSchema.parse(entry)} />);

const issuePaths = (entry: unknown) =>
  editorialCardsSchema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title }).closest('li')?.firstElementChild as HTMLElement;

describe('editorialCardsSchema', () => {
  it('needs each card’s title (spec §3), naming the card', () => {
    expect(issuePaths(fixtures.invalidCardWithoutTitle)).toEqual([
      ['cards.1.title', 'An editorial card needs a title'],
    ]);
    expect(issuePaths(fixtures.invalidBlankTitle)).toEqual([
      ['cards.0.title', 'An editorial card needs a title'],
    ]);
    expect(issuePaths(fixtures.invalidNoCards)).toEqual([
      ['cards', 'The editorial cards need at least one card'],
    ]);
  });

  it('refuses a named colour and a script link', () => {
    expect(issuePaths(fixtures.invalidColour)?.[0]?.[0]).toBe('cards.0.blockBackgroundColor');
    expect(issuePaths(fixtures.invalidScriptLink)?.[0]?.[0]).toBe('cards.0.CTA.buttonLink');
  });

  it('gives a card a white background and Left alignment by default (spec §3)', () => {
    expect(CONTENT_DEFAULTS.editorialCardBackgroundColor).toBe('white');
    expect(EDITORIAL_CARD_BACKGROUND).toBe('#FFFFFF');
    const [card] = editorialCardsSchema.parse(fixtures.default).cards;
    expect(card?.blockBackgroundColor).toBe('#FFFFFF');
    expect(card?.textAlignment).toBe('Left');
  });
});

describe('EditorialCards', () => {
  it('lists the cards under the title (h2), their titles h3, each with its picture, text and button', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'From the journal' })).toBeTruthy();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'How to care for linen',
      'Find your denim fit',
      'A day in the studio',
    ]);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.dataset.buttonStyle])).toEqual([
      ['Read the guide', 'secondary'],
      ['Take the quiz', 'primary'],
      ['Meet the team', 'tertiary'],
    ]);
  });

  it.each([
    ['default', 3, '3', '(min-width: 576px) 33vw, 100vw'],
    ['longTexts', 4, '3', '(min-width: 576px) 33vw, 100vw'],
    ['styled', 2, '2', '(min-width: 576px) 50vw, 100vw'],
    ['singleCard', 1, '2', '(min-width: 576px) 50vw, 100vw'],
  ] as const)('sets %s (%i cards) in %s columns from the small breakpoint', (name, count, columns, sizes) => {
    renderEntry(fixtures[name]);
    expect(screen.getAllByRole('listitem')).toHaveLength(count);
    expect(screen.getByRole('list').dataset.columns).toBe(columns);
    for (const picture of screen.getAllByRole('img')) expect(picture.getAttribute('sizes')).toBe(sizes);
  });

  it('draws a card on white by default, with black text', () => {
    renderEntry(fixtures.default);
    const style = cardOf('How to care for linen').getAttribute('style') ?? '';
    expect(style).toMatch(/: #FFFFFF;.*: #000000;|: #000000;.*: #FFFFFF;/);
    expect(style).not.toContain('#1B3A4B');
  });

  it('keeps text readable on the editor’s background: white on dark, black on teal', () => {
    renderEntry(fixtures.styled);
    const dark = cardOf('How to care for linen');
    expect(dark.getAttribute('style')).toContain('#1B3A4B');
    expect(dark.dataset.textAlignment).toBe('Center');
    const teal = cardOf('Find your denim fit');
    expect(teal.getAttribute('style')).toContain('#64E6D6');
    expect(teal.dataset.textAlignment).toBe('Right');
  });

  it('names the picture by imgAltText, else by the image’s own alt', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('img', { name: 'Linen shirts drying on a line in the sun' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Three pairs of jeans folded on a wooden table' })).toBeTruthy();
  });

  it('shows text-only cards, and no button for a call to action without a style', () => {
    renderEntry(fixtures.noImage);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Free repairs, for life',
      'Gift wrapping',
    ]);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
