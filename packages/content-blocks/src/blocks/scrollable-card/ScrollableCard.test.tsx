import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { scrollableCardFixtures as fixtures } from './fixtures';
import { ScrollableCard, type ScrollableCardProps, scrollableCardColours } from './ScrollableCard';
import { scrollableCardSchema } from './schema';

// The pictures and videos are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);
afterEach(cleanup);

const renderEntry = (entry: unknown, props: Partial<ScrollableCardProps> = {}) =>
  render(<ScrollableCard {...scrollableCardSchema.parse(entry)} {...props} />);

/** The first issue the schema finds: its path and message. */
const issue = (entry: unknown) => {
  const first = scrollableCardSchema.safeParse(entry).error?.issues[0];
  return { path: first?.path.join('.'), message: first?.message };
};

describe('scrollableCardSchema', () => {
  it('refuses a card that would be a link with no name', () => {
    expect(issue(fixtures.invalidLinkWithoutName)).toEqual({
      path: 'heading',
      message: 'A scrollable card that links needs a heading, a subheading or an alt text to name its link',
    });
  });

  it('takes a link with no words when its media has an alt text, or when a call to action is shown instead', () => {
    expect(
      scrollableCardSchema.safeParse({ ...fixtures.default, subheading: ' ', heading: undefined }).success,
    ).toBe(true);
    expect(
      scrollableCardSchema.safeParse({
        ...fixtures.invalidLinkWithoutName,
        callsToAction: [{ buttonText: 'Shop', buttonLink: '/sale', buttonStyle: 'primary' }],
      }).success,
    ).toBe(true);
  });

  it('refuses script links, text colours outside White and Black, and named colours', () => {
    expect(issue(fixtures.invalidScriptLink).path).toBe('link');
    expect(issue(fixtures.invalidTextColour).path).toBe('textColour');
    expect(issue(fixtures.invalidBackgroundColour).path).toBe('backgroundColour');
  });
});

describe('ScrollableCard', () => {
  it('is one link to its link when no call to action is shown, named by its words', () => {
    const { container } = renderEntry(fixtures.default);
    const link = screen.getByRole('link', { name: 'New in The linen edit' });
    expect(link.getAttribute('href')).toBe('/womens/linen');
    expect(within(link).getByRole('heading', { level: 2, name: 'The linen edit' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    // The picture is the link's sibling, with its own alt text (spec §5's fallback), a card-width 4:5 box.
    const picture = screen.getByRole('img', { name: 'Linen shirts drying in the sun' });
    expect(picture.closest('a')).toBeNull();
    expect(picture.getAttribute('style')).toContain('aspect-ratio: 4 / 5');
    expect(picture.getAttribute('srcset')).toContain('w=1536');
    expect(picture.getAttribute('srcset')).not.toContain('w=323');
    expect(container.querySelector('a a')).toBeNull();
  });

  it('is not a link with calls to action: each button is one, and `link` is not used', () => {
    const { container } = renderEntry(fixtures.callsToAction);
    expect(screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop jeans', '/womens/jeans'],
      ['Fit guide', '/help/jeans-fit'],
    ]);
    expect(screen.getByRole('link', { name: 'Shop jeans' }).id).toBe('card-jeans');
    expect(screen.getByRole('heading', { name: 'Find your jeans' }).closest('a')).toBeNull();
    expect(container.querySelector('a[href="/womens/jeans"] a')).toBeNull();
  });

  it('counts only calls to action shown: an incomplete one leaves the card one link', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Knitwear' }).getAttribute('href')).toBe('/womens/knitwear');
    expect(screen.queryByText('Shop knitwear')).toBeNull();
  });

  it('names a link with no words by its media’s alt text', () => {
    renderEntry({ ...fixtures.default, subheading: undefined, heading: undefined });
    expect(screen.getByRole('link', { name: 'Linen shirts drying in the sun' })).toBeTruthy();
  });

  it('has no link without one, and takes the heading level its group gives', () => {
    renderEntry(fixtures.noLink, { headingLevel: 3 });
    expect(screen.queryByRole('link')).toBeNull();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Every shirt is made from recycled cotton' }),
    ).toBeTruthy();
    expect(screen.getByText('Did you know?').tagName).toBe('P');
  });

  it('keeps a background video’s Pause/Play control beside the card’s link, never inside it', () => {
    renderEntry(fixtures.video);
    const link = screen.getByRole('link', { name: 'Behind the scenes In the studio' });
    const control = screen.getByRole('button');
    expect(link.contains(control)).toBe(false);
    expect(link.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('scrollableCardColours', () => {
  it('over media, keeps the editor’s colour (White by default) on a shade of its opposite', () => {
    expect(
      scrollableCardColours({ textColour: undefined, backgroundColour: undefined, overMedia: true }),
    ).toEqual({
      ink: '#FFFFFF',
      paper: '#FFFFFF',
      shade: '#000000',
    });
    expect(
      scrollableCardColours({ textColour: 'Black', backgroundColour: undefined, overMedia: true }).shade,
    ).toBe('#FFFFFF');
  });

  it('on a plain colour, uses the editor’s colour only if it reads at 4.5:1, else black or white', () => {
    expect(
      scrollableCardColours({ textColour: 'Black', backgroundColour: '#7A1F2B', overMedia: false }),
    ).toEqual({
      ink: '#FFFFFF',
      paper: '#7A1F2B',
      shade: '#7A1F2B',
    });
    expect(
      scrollableCardColours({ textColour: undefined, backgroundColour: '#E6F4F1', overMedia: false }).ink,
    ).toBe('#000000');
  });
});
