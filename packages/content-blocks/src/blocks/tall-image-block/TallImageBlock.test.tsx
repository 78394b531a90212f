import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { tallImageBlockFixtures as fixtures } from './fixtures';
import { tallImageBlockSchema } from './schema';
import { TallImageBlock } from './TallImageBlock';

const renderEntry = (entry: unknown) => render(<TallImageBlock {...tallImageBlockSchema.parse(entry)} />);

/** The first issue the schema finds: its path and message. */
const issue = (entry: unknown) => {
  const first = tallImageBlockSchema.safeParse(entry).error?.issues[0];
  return { path: first?.path.join('.'), message: first?.message };
};

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('tallImageBlockSchema', () => {
  it.each(Object.entries(fixtures).filter(([name]) => !name.startsWith('invalid')))(
    'parses %s',
    (_name, fixture) => {
      expect(tallImageBlockSchema.safeParse(fixture).error?.issues ?? []).toEqual([]);
    },
  );

  it.each(Object.entries(fixtures).filter(([name]) => name.startsWith('invalid')))(
    'refuses %s',
    (_name, fixture) => {
      expect(tallImageBlockSchema.safeParse(fixture).success).toBe(false);
    },
  );

  it('needs an image, saying so', () => {
    expect(issue(fixtures.invalidMissingImage)).toEqual({
      path: 'image',
      message: 'The tall image block needs an image',
    });
  });

  it('refuses a linked image nothing can name, and script links', () => {
    expect(issue(fixtures.invalidLinkWithoutName).path).toBe('imageAltText');
    expect(issue(fixtures.invalidScriptLink).path).toBe('imageLink');
    // A blank link is no link, so the image needs no name.
    expect(
      tallImageBlockSchema.safeParse({ ...fixtures.invalidLinkWithoutName, imageLink: ' ' }).success,
    ).toBe(true);
  });

  it('takes the spec’s ratios only, 5x7 by default, and black decorative text', () => {
    expect(issue(fixtures.invalidAspectRatio).path).toBe('aspectRatio');
    expect(tallImageBlockSchema.parse(fixtures.imageOnly)).toMatchObject({
      aspectRatio: '5x7',
      decorativeTextColour: 'Black',
    });
  });
});

describe('TallImageBlock', () => {
  it('makes the whole image one link, named by its alt text, with the call to action a separate link', () => {
    const { container } = renderEntry(fixtures.default);
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [
        link.textContent?.trim() || link.querySelector('img')?.alt,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['A model in a yellow floral sundress', '/women/dresses'],
      ['Shop summer', '/women/summer'],
    ]);
    expect(
      screen.getByRole('link', { name: 'A model in a yellow floral sundress' }).querySelector('img'),
    ).toBeTruthy();
    // Links never nest.
    expect(container.querySelector('a a')).toBeNull();
    expect(screen.getByRole('link', { name: 'Shop summer' }).id).toBe('tall-image-summer');
  });

  it('shows the subtitle, the title as a heading and a tall image', () => {
    const { container } = renderEntry(fixtures.default);
    expect(screen.getByText('New season').tagName).toBe('P');
    expect(screen.getByRole('heading', { level: 2, name: 'The summer dress edit' })).toBeTruthy();
    const img = container.querySelector('img');
    expect(img?.getAttribute('style')).toContain('aspect-ratio: 5 / 7');
    expect(img?.getAttribute('srcset')).toContain('w=415');
  });

  it('names the image’s link by the title when the picture has no alt text', () => {
    const { container } = renderEntry(fixtures.titleNamesTheLink);
    const link = screen.getByRole('link', { name: 'Gifts for her' });
    expect(link.getAttribute('href')).toBe('/gifts/for-her');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('falls back to the image’s own alt text', () => {
    renderEntry(fixtures.decorativeRepeatsTitle);
    expect(screen.getByRole('link', { name: 'Rails of knitwear with sale tags' }).getAttribute('href')).toBe(
      '/sale',
    );
  });

  it('reads a decorative text with words of its own, underlined', () => {
    const { container } = renderEntry(fixtures.default);
    const decorative = container.querySelector('[data-decorative-text]');
    expect(decorative?.getAttribute('aria-hidden')).toBeNull();
    expect(decorative?.textContent).toBe('Hello sunshine');
    expect(screen.getByText('sunshine').dataset.underline).toBe('wavy');
    // It lies over the image, outside its link: the link keeps its own name.
    expect(decorative?.closest('a')).toBeNull();
  });

  it('hides a decorative text that repeats the title', () => {
    const { container } = renderEntry(fixtures.decorativeRepeatsTitle);
    expect(container.querySelector('[data-decorative-text]')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-decorative-text]')?.getAttribute('style')).toMatch(
      /:\s*#FFFFFF;.*:\s*#000000;?$/,
    );
  });

  it('does not link the image without an imageLink', () => {
    const { container } = renderEntry(fixtures.noLink);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop homewares']);
    expect(container.querySelector('img')?.closest('a')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('style')).toContain('aspect-ratio: 4 / 5');
  });

  it('leaves out a call to action without a style, and the words column when nothing is in it', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.queryByText('Shop accessories')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    cleanup();
    const { container } = renderEntry(fixtures.imageOnly);
    expect(container.firstElementChild?.children).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'A pile of cable-knit jumpers' })).toBeTruthy();
  });
});
