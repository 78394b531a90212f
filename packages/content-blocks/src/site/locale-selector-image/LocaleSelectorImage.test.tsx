import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { localeSelectorImageFixtures as fixtures } from './fixtures';
import { LocaleSelectorImage } from './LocaleSelectorImage';
import { localeSelectorImageSchema } from './schema';

const renderEntry = (entry: unknown, props: { sizes?: string } = {}) =>
  render(<LocaleSelectorImage {...localeSelectorImageSchema.parse(entry)} {...props} />);

afterEach(cleanup);

describe('LocaleSelectorImage', () => {
  it('shows the picture from the delivery host at the card widths, its box set (16:9)', () => {
    renderEntry(fixtures.default);
    const img = screen.getByRole('img', { name: 'A rail of coats in a bright shop' });
    expect(img.getAttribute('src')).toMatch(/\/i\/wardrobe\/locale-selector\?fmt=auto&qlt=default&w=768$/);
    expect(
      img
        .getAttribute('srcset')
        ?.split(', ')
        .map((c) => c.split(' ')[1]),
    ).toEqual(['415w', '768w', '992w', '1280w', '1536w']);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['800', '450']);
    expect(img.getAttribute('sizes')).toBe('(min-width: 600px) 560px, 100vw');
  });

  it('takes the image’s own alt text when the entry has none', () => {
    renderEntry(fixtures.imageAltOnly);
    expect(screen.getByRole('img', { name: 'Coats on a rail' })).toBeTruthy();
  });

  it('is decorative with no alt text at all, and takes the sizes it is given', () => {
    const { container } = renderEntry(
      { ...fixtures.default, alt: '  ', image: { ...fixtures.default.image } },
      { sizes: '50vw' },
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('sizes')).toBe('50vw');
  });

  it('renders nothing for an image it cannot load', () => {
    const entry = localeSelectorImageSchema.parse(fixtures.default);
    const { container } = render(
      <LocaleSelectorImage {...entry} image={{ ...entry.image, defaultHost: '' }} />,
    );
    expect(container.innerHTML).toBe('');
  });
});
