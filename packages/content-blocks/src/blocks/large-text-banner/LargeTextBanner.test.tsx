import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { largeTextBannerFixtures as fixtures } from './fixtures';
import { LargeTextBanner } from './LargeTextBanner';
import { largeTextBannerSchema } from './schema';

const renderEntry = (entry: unknown) => render(<LargeTextBanner {...largeTextBannerSchema.parse(entry)} />);

afterEach(cleanup);

describe('LargeTextBanner', () => {
  it('shows the text on the entry’s colours', () => {
    const { container } = renderEntry(fixtures.centred);
    const banner = container.querySelector<HTMLElement>('[data-block="large-text-banner"]');
    expect(screen.getByText('The new season has landed').tagName).toBe('P');
    expect(banner?.getAttribute('style')).toMatch(/:\s*#FFFFFF;.*:\s*#1B3A4B;?$/);
  });

  it('puts black behind white text when no background is chosen', () => {
    const { container } = renderEntry(fixtures.defaultBackground);
    expect(container.firstElementChild?.getAttribute('style')).toMatch(/:\s*#FFFFFF;.*:\s*#000000;?$/);
  });

  it('is one link when bannerLinkUrl is set and no call to action is shown', () => {
    renderEntry(fixtures.linked);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/sale');
    expect(link.textContent).toBe('Last chance: the sale ends Sunday');
  });

  it('ignores bannerLinkUrl when a call to action is shown, so links never nest', () => {
    renderEntry(fixtures.linkedWithCallsToAction);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Shop the sale']);
    expect(links[0]?.querySelector('a')).toBeNull();
  });

  it('shows only calls to action with text, link and style, in order', () => {
    renderEntry({
      ...fixtures.withCallsToAction,
      callsToAction: [
        { buttonText: 'No style', buttonLink: '/a' },
        { buttonText: 'Shop men', buttonLink: '/men', buttonStyle: 'secondary' },
        { buttonLink: '/b', buttonStyle: 'primary' },
        { buttonText: 'No link', buttonStyle: 'primary' },
        { buttonText: 'Blank style', buttonLink: '/c', buttonStyle: '' },
        { buttonText: 'Shop kids', buttonLink: '/kids', buttonStyle: 'tertiary', customId: 'kids' },
      ],
    });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.dataset.buttonStyle, link.id])).toEqual([
      ['Shop men', 'secondary', ''],
      ['Shop kids', 'tertiary', 'kids'],
    ]);
  });

  it('hides an incomplete call to action and links the banner instead', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.queryByText('Shop new in')).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/new-in');
  });

  it('underlines rich-text words and keeps the sentence whole', () => {
    const { container } = renderEntry(fixtures.richText);
    expect(screen.getByText('details').dataset.underline).toBe('wavy');
    expect(screen.getByText('new season').dataset.underline).toBe('double');
    expect(container.querySelector('p')?.textContent).toBe(
      'Get lost in the details: new season prints are here',
    );
  });

  it('logs an unmatched rich-text tag and shows its text plain', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { container } = renderEntry({ ...fixtures.default, text: 'Half {~open sale' });
      expect(container.querySelector('[data-underline]')).toBeNull();
      expect(container.querySelector('p')?.textContent).toContain('open sale');
      const line = JSON.parse(consoleError.mock.calls[0]?.[0] as string) as Record<string, unknown>;
      expect(line).toMatchObject({
        event: 'content-rich-text-invalid',
        deliveryKey: 'uk/home-spring-banner',
      });
    } finally {
      consoleError.mockRestore();
    }
  });
});
