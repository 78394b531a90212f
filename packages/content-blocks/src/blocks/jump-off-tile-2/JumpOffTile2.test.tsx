import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { jumpOffTile2Fixtures as fixtures } from './fixtures';
import { JumpOffTile2 } from './JumpOffTile2';
import { jumpOffTile2Schema } from './schema';

const renderEntry = (entry: unknown, placement: { headingLevel?: 2 | 3 } = {}) =>
  render(<JumpOffTile2 {...jumpOffTile2Schema.parse(entry)} {...placement} />);

const issuePaths = (entry: unknown) =>
  jumpOffTile2Schema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('jumpOffTile2Schema', () => {
  it('refuses a tile without an image or a callToAction, naming the field (spec §5)', () => {
    expect(issuePaths(fixtures.invalidMissingImage)).toEqual([['image', 'The jump-off tile needs an image']]);
    expect(issuePaths(fixtures.invalidMissingCallToAction)).toEqual([
      ['callToAction', 'The jump-off tile needs a callToAction'],
    ]);
  });

  it('refuses script links, a video for the image and a tile of another type', () => {
    expect(issuePaths(fixtures.invalidScriptLink)?.[0]?.[0]).toBe('callToAction.buttonLink');
    expect(issuePaths(fixtures.invalidVideoAsImage)?.[0]?.[0]).toBe('image._meta.schema');
    expect(issuePaths(fixtures.invalidWrongSchema)?.[0]?.[0]).toBe('_meta.schema');
  });
});

describe('JumpOffTile2', () => {
  it('sets the title, body and button on a panel over the picture; the button is the only link', () => {
    const { container } = renderEntry(fixtures.default);
    const tile = container.querySelector('[data-block="jump-off-tile-2"]');
    const picture = screen.getByRole('img', { name: 'A printed swimsuit on a sun lounger' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Swimwear' });
    // Picture and panel are siblings in one cell: the panel (title, body, button) follows the picture's box.
    expect(picture.parentElement?.parentElement).toBe(tile);
    expect(heading.parentElement?.parentElement).toBe(tile);
    expect(screen.getByText('Bold prints for beach days.').parentElement).toBe(heading.parentElement);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Shop swimwear', '/womens/swimwear'],
    ]);
    expect(tile?.getAttribute('data-linked')).toBe('true');
  });

  it.each([
    ['no buttonLink', { buttonText: 'Shop', buttonStyle: 'primary' }],
    ['no buttonStyle', { buttonText: 'Shop', buttonLink: '/shop' }],
    ['no buttonText', { buttonLink: '/shop', buttonStyle: 'secondary' }],
    ['a blank buttonLink', { buttonText: 'Shop', buttonLink: '  ', buttonStyle: 'primary' }],
  ])('shows no button and no link with %s (spec §5)', (_case, callToAction) => {
    const { container } = renderEntry({ ...fixtures.default, callToAction });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText('Shop')).toBeNull();
    expect(container.firstElementChild?.getAttribute('data-linked')).toBe('false');
  });

  it('falls back to the image’s own alt text (spec §5)', () => {
    renderEntry(fixtures.secondaryButton);
    expect(screen.getByRole('img', { name: 'Stoneware bowls on a linen cloth' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Shop tableware' }).id).toBe('jump-off-tableware');
  });

  it('leaves the panel out when there is no text and no button', () => {
    const { container } = renderEntry(fixtures.imageOnly);
    expect(container.firstElementChild?.children).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A vase of dried flowers' })).toBeTruthy();
  });

  it('uses h3 under a group’s title', () => {
    renderEntry(fixtures.longBody, { headingLevel: 3 });
    expect(
      screen.getByRole('heading', {
        level: 3,
        name: 'The menswear edit: tailoring, knits and weekend layers',
      }),
    ).toBeTruthy();
  });
});
