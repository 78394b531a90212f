import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { snugContentCardFixtures as fixtures } from './fixtures';
import { type SnugCardPlacement, SnugContentCard, snugCardColours } from './SnugContentCard';
import { SNUG_CARD_BODY_MAX, snugContentCardSchema } from './schema';

// The picture is a client part loaded on demand: load it first, as a page's server render does.
beforeAll(preloadBlockIslands);
afterEach(cleanup);

const renderEntry = (entry: unknown, placement: SnugCardPlacement = {}) =>
  render(<SnugContentCard {...snugContentCardSchema.parse(entry)} {...placement} />);

const issuePaths = (entry: unknown) =>
  snugContentCardSchema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('snugContentCardSchema', () => {
  it('requires an image link, naming the field', () => {
    expect(issuePaths(fixtures.invalidMissingImage)).toEqual([
      ['image', 'The snug content card needs an image'],
    ]);
    expect(issuePaths(fixtures.invalidVideoImage)?.[0]?.[0]).toBe('image._meta.schema');
  });

  it('keeps the body short, and refuses named colours, unknown text colours and script links', () => {
    expect(issuePaths(fixtures.invalidBodyTooLong)).toEqual([
      ['body', `A snug content card's body is at most ${SNUG_CARD_BODY_MAX} characters`],
    ]);
    expect(issuePaths(fixtures.invalidColour)?.[0]?.[0]).toBe('backgroundColour');
    expect(issuePaths(fixtures.invalidTextColour)?.[0]?.[0]).toBe('textColour');
    expect(issuePaths(fixtures.invalidScriptLink)?.[0]?.[0]).toBe('callToAction.buttonLink');
  });

  it('reads blank text as absent', () => {
    const entry = snugContentCardSchema.parse({ ...fixtures.default, heading: '  ', body: '' });
    expect(entry.heading).toBeUndefined();
    expect(entry.body).toBeUndefined();
  });
});

describe('SnugContentCard', () => {
  it('shows the picture, heading (h2 on its own), body and one link, named by the button', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('img', { name: 'A gift card tied with ribbon' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Gift cards' })).toBeTruthy();
    expect(screen.getByText(/Let them choose/).textContent).toBe(
      'Let them choose: from £10,\ndelivered by email.',
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Buy a gift card', '/gift-cards'],
    ]);
    expect(links[0]?.dataset.buttonStyle).toBe('primary');
  });

  it('has no link without a complete call to action (spec §5)', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('Read more')).toBeNull();
    cleanup();
    renderEntry(fixtures.noCallToAction);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Care for your knits' })).toBeTruthy();
  });

  it('takes its heading level from its place: h3 under a group’s title', () => {
    renderEntry(fixtures.default, { headingLevel: 3, grouped: true });
    expect(screen.getByRole('heading', { level: 3, name: 'Gift cards' })).toBeTruthy();
  });

  it('falls back to the image’s own alt text; a picture-only card has no text', () => {
    renderEntry(fixtures.imageOnly);
    expect(screen.getByRole('img', { name: 'A repeating pattern of teal waves' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('keeps the customId as the button’s id', () => {
    renderEntry(fixtures.darkBackground);
    expect(screen.getByRole('link', { name: 'Find a shop' }).id).toBe('snug-find-a-shop');
  });
});

describe('snugCardColours', () => {
  it('uses the editor’s text colour where it reads at 4.5:1, else black or white', () => {
    expect(snugCardColours({ backgroundColour: '#1B3A4B', textColour: 'White' })).toEqual({
      ink: '#FFFFFF',
      paper: '#1B3A4B',
    });
    // White on pale yellow would not read: black instead.
    expect(snugCardColours({ backgroundColour: '#FFF4C2', textColour: 'White' }).ink).toBe('#000000');
    // No choice on a dark fill: white.
    expect(snugCardColours({ backgroundColour: '#1B3A4B', textColour: undefined }).ink).toBe('#FFFFFF');
    expect(snugCardColours({ backgroundColour: undefined, textColour: undefined })).toEqual({
      ink: '#000000',
      paper: '#FFFFFF',
    });
  });
});
