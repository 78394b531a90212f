import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { myAccountImageFixtures as fixtures } from './fixtures';
import { MyAccountImage } from './MyAccountImage';
import { myAccountImageSchema } from './schema';

const renderEntry = (entry: unknown) => render(<MyAccountImage {...myAccountImageSchema.parse(entry)} />);

/** The first issue the schema finds: its path and message. */
const issue = (entry: unknown) => {
  const first = myAccountImageSchema.safeParse(entry).error?.issues[0];
  return { path: first?.path.join('.'), message: first?.message };
};

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('myAccountImageSchema', () => {
  it.each(Object.entries(fixtures).filter(([name]) => !name.startsWith('invalid')))(
    'parses %s',
    (_name, fixture) => {
      expect(myAccountImageSchema.safeParse(fixture).error?.issues ?? []).toEqual([]);
    },
  );

  it.each(Object.entries(fixtures).filter(([name]) => name.startsWith('invalid')))(
    'refuses %s',
    (_name, fixture) => {
      expect(myAccountImageSchema.safeParse(fixture).success).toBe(false);
    },
  );

  it('needs an image, saying so, and a picture rather than a video', () => {
    expect(issue(fixtures.invalidMissingImage)).toEqual({
      path: 'image',
      message: 'The My Account image needs an image',
    });
    expect(issue(fixtures.invalidVideo).path).toBe('image._meta.schema');
    expect(issue(fixtures.invalidImage).path).toBe('image.name');
  });

  it('refuses a link nothing can name, and script links', () => {
    expect(issue(fixtures.invalidLinkWithoutAlt).path).toBe('alt');
    expect(issue(fixtures.invalidScriptLink).path).toBe('link');
    expect(myAccountImageSchema.safeParse({ ...fixtures.invalidLinkWithoutAlt, link: '' }).success).toBe(
      true,
    );
  });
});

describe('MyAccountImage', () => {
  it('shows the picture with its alt text in a 16:9 box at card widths, not linked', () => {
    const { container } = renderEntry(fixtures.default);
    const img = screen.getByRole('img', { name: 'A rail of new-season coats in the shop' });
    expect(img.getAttribute('src')).toContain('/i/wardrobe/my-account-welcome');
    expect(img.getAttribute('srcset')).toContain('w=415');
    expect(img.getAttribute('srcset')).not.toContain('w=323');
    expect(img.getAttribute('style')).toContain('aspect-ratio: 16 / 9');
    expect(container.querySelector('a')).toBeNull();
  });

  it('makes the picture one link named by its alt text', () => {
    renderEntry(fixtures.linked);
    const link = screen.getByRole('link', { name: 'Good Stuff: your members’ offers' });
    expect(link.getAttribute('href')).toBe('/my-account/good-stuff');
  });

  it('falls back to the image’s own alt text, for the picture and its link', () => {
    renderEntry(fixtures.imageOwnAlt);
    expect(screen.getByRole('link', { name: 'Gift cards in a teal envelope' }).getAttribute('href')).toBe(
      '/gift-cards',
    );
  });

  it('is decoration without any alt text', () => {
    const { container } = renderEntry(fixtures.decorative);
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
