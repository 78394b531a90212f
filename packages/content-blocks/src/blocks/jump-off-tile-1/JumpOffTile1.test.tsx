import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { jumpOffTile1Fixtures as fixtures } from './fixtures';
import { JumpOffTile1 } from './JumpOffTile1';
import { tileHeading } from './placement';
import { jumpOffTile1Schema } from './schema';

const renderEntry = (entry: unknown, placement: { headingLevel?: 2 | 3; grouped?: boolean } = {}) =>
  render(<JumpOffTile1 {...jumpOffTile1Schema.parse(entry)} {...placement} />);

const issuePaths = (entry: unknown) =>
  jumpOffTile1Schema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('jumpOffTile1Schema', () => {
  it('refuses a tile without an image or a callToAction, naming the field (spec §5)', () => {
    expect(issuePaths(fixtures.invalidMissingImage)).toEqual([['image', 'The jump-off tile needs an image']]);
    expect(issuePaths(fixtures.invalidMissingCallToAction)).toEqual([
      ['callToAction', 'The jump-off tile needs a callToAction'],
    ]);
  });

  it('refuses script links, unknown button styles and a video for the image', () => {
    expect(issuePaths(fixtures.invalidScriptLink)?.[0]?.[0]).toBe('callToAction.buttonLink');
    expect(issuePaths(fixtures.invalidButtonStyle)?.[0]?.[0]).toBe('callToAction.buttonStyle');
    expect(issuePaths(fixtures.invalidVideoAsImage)?.[0]?.[0]).toBe('image._meta.schema');
  });

  it('accepts an incomplete call to action and reads blank texts as absent', () => {
    const entry = jumpOffTile1Schema.parse({ ...fixtures.incompleteCallToAction, title: '  ', body: '' });
    expect(entry.callToAction).toEqual({ buttonText: 'Shop homewares', buttonLink: '/homewares' });
    expect(entry.title).toBeUndefined();
    expect(entry.body).toBeUndefined();
  });
});

describe('JumpOffTile1', () => {
  it('shows the picture above the title, body and button; the button is the only link', () => {
    const { container } = renderEntry(fixtures.default);
    const picture = screen.getByRole('img', { name: 'A linen dress in sage green' });
    const heading = screen.getByRole('heading', { level: 2, name: 'Linen dresses' });
    expect(picture.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('Light, breathable and made for long summer days.').tagName).toBe('P');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveProperty('textContent', 'Shop dresses');
    expect(links[0]?.getAttribute('href')).toBe('/womens/dresses');
    expect(links[0]?.dataset.buttonStyle).toBe('primary');
    expect(container.querySelector('a a, a button, a img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('data-linked')).toBe('true');
  });

  it('takes card widths and reserves a 4:5 box for the picture', () => {
    renderEntry(fixtures.default);
    const picture = screen.getByRole('img');
    expect(picture.getAttribute('srcset')).toContain('1536w');
    expect(picture.getAttribute('srcset')).not.toContain('323w');
    expect(Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'))).toBeCloseTo(
      0.8,
      2,
    );
  });

  it.each([
    ['no buttonStyle', { buttonText: 'Shop', buttonLink: '/shop' }],
    ['no buttonLink', { buttonText: 'Shop', buttonStyle: 'primary' }],
    ['no buttonText', { buttonLink: '/shop', buttonStyle: 'primary' }],
    ['a blank buttonText', { buttonText: ' ', buttonLink: '/shop', buttonStyle: 'primary' }],
    ['a blank buttonStyle', { buttonText: 'Shop', buttonLink: '/shop', buttonStyle: '' }],
    ['nothing', {}],
  ])('shows no button and no link with %s (spec §5)', (_case, callToAction) => {
    const { container } = renderEntry({ ...fixtures.default, callToAction });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText('Shop')).toBeNull();
    expect(container.firstElementChild?.getAttribute('data-linked')).toBe('false');
  });

  it('keeps the customId as the link’s id', () => {
    renderEntry(fixtures.secondaryButton);
    expect(screen.getByRole('link', { name: 'Shop knitwear' }).id).toBe('jump-off-knitwear');
  });

  it('falls back to the image’s own alt text when imageAlt is blank, else is decorative', () => {
    renderEntry(fixtures.secondaryButton);
    expect(screen.getByRole('img', { name: 'A folded cream jumper' })).toBeTruthy();
    cleanup();
    const { container } = renderEntry({ ...fixtures.default, imageAlt: undefined });
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('uses h3 for its title under a group’s title, and leaves out a missing title and body', () => {
    renderEntry(fixtures.default, { headingLevel: 3 });
    expect(screen.getByRole('heading', { level: 3, name: 'Linen dresses' })).toBeTruthy();
    cleanup();
    const { container } = renderEntry(fixtures.imageOnly);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.querySelector('p')).toBeNull();
    expect(screen.getByRole('img', { name: 'Sunlight through a linen curtain' })).toBeTruthy();
  });

  it('keeps the body’s line breaks as text', () => {
    const { container } = renderEntry(fixtures.longBody);
    expect(container.querySelector('p')?.textContent).toContain(
      'wrapped and ready to go.\nOrder by the 20th',
    );
  });

  it('maps heading levels to elements', () => {
    expect([tileHeading(undefined), tileHeading(2), tileHeading(3)]).toEqual(['h2', 'h2', 'h3']);
  });
});
