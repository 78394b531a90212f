import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ColourSwatches } from './ColourSwatches';
import { colourOptions } from './fixtures';

afterEach(cleanup);

describe('ColourSwatches', () => {
  it('lists each colour as a link named by the colour, the selected one current', () => {
    render(<ColourSwatches colours={colourOptions(3)} selectedId="colour-2" />);

    const list = screen.getByRole('list', { name: 'Colours' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Ivory', 'Navy', 'Sage']);
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links[0]?.getAttribute('href')).toBe('/product/linen-shirt/Ivory');
    expect(links.slice(1).every((link) => !link.hasAttribute('aria-current'))).toBe(true);
  });

  it('renders at most 9 swatches, each marked with the breakpoint it shows from', () => {
    render(<ColourSwatches colours={colourOptions(12)} moreHref="/product/linen-shirt" />);

    const items = within(screen.getByRole('list', { name: 'Colours' })).getAllByRole('listitem');
    expect(items.map((li) => li.dataset.visibleFrom)).toEqual([
      'xs',
      'xs',
      'xs',
      'sm',
      'md',
      'md',
      'xl',
      'xl',
      '2xl',
    ]);
    // Swatches hidden at the smallest width carry a class that the first three do not.
    expect(items[3]?.className).not.toBe(items[0]?.className);
  });

  it("renders one '+N more' link per breakpoint range, each to the product", () => {
    render(<ColourSwatches colours={colourOptions(12)} moreHref="/product/linen-shirt" />);

    const more = screen.getAllByRole('link', { name: /more colours$/ });
    expect(more.map((link) => [link.dataset.range, link.textContent])).toEqual([
      ['xs-sm', '+9 more colours'],
      ['sm-md', '+8 more colours'],
      ['md-xl', '+6 more colours'],
      ['xl-2xl', '+4 more colours'],
      ['2xl-', '+3 more colours'],
    ]);
    expect(more.every((link) => link.getAttribute('href') === '/product/linen-shirt')).toBe(true);
    expect(new Set(more.map((link) => link.className)).size).toBe(5);
  });

  it("has no '+N more' when every colour fits, or without moreHref", () => {
    const { rerender } = render(<ColourSwatches colours={colourOptions(3)} moreHref="/p" />);
    expect(screen.queryByRole('link', { name: /more/ })).toBeNull();

    rerender(<ColourSwatches colours={colourOptions(12)} />);
    expect(screen.queryByRole('link', { name: /more/ })).toBeNull();
  });

  it('keeps a colour without a link visible and named, but not a link', () => {
    render(<ColourSwatches colours={[{ id: 'a', name: 'Navy', hex: '#1F2A44' }]} />);

    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('listitem').textContent).toBe('Navy');
  });

  it('asks for the swatch image at the spec width (68) as decoration', () => {
    render(<ColourSwatches colours={colourOptions(1, { images: true })} />);

    const img = screen.getByRole('link', { name: 'Navy' }).querySelector('img');
    expect(img?.getAttribute('width')).toBe('68');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('moves through the swatches with Tab', async () => {
    const user = userEvent.setup();
    render(<ColourSwatches colours={colourOptions(2)} />);

    await user.tab();
    expect(document.activeElement?.textContent).toBe('Navy');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Ivory');
  });

  it('renders nothing without colours', () => {
    const { container } = render(<ColourSwatches colours={[]} />);

    expect(container.innerHTML).toBe('');
  });
});

describe('ColourSwatches on the product page', () => {
  it('shows every colour with no limits and marks the current page', () => {
    render(
      <ColourSwatches
        colours={colourOptions(12)}
        selectedId="colour-4"
        showAll
        ariaCurrent="page"
        moreHref="/p"
      />,
    );

    const items = within(screen.getByRole('list', { name: 'Colours' })).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items.every((li) => li.dataset.visibleFrom === 'xs')).toBe(true);
    expect(screen.getByRole('link', { name: 'Rust' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByRole('link', { name: /more/ })).toBeNull();
  });
});
