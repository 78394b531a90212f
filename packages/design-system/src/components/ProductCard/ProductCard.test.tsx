import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { colourOptions } from '../ColourSwatches/fixtures';
import {
  BASE_CARD,
  GIFT_CARD,
  MANY_COLOURS_CARD,
  PRODUCT_IMAGE_URL,
  PRODUCT_SECONDARY_IMAGE_URL,
  SALE_CARD,
} from './fixtures';
import { ProductCard, type ProductCardProps } from './ProductCard';

afterEach(cleanup);

/** A card as the storefront gives it: picture urls at the width the card rewrites. */
const CARD: ProductCardProps = { ...BASE_CARD, image: PRODUCT_IMAGE_URL, secondaryImage: undefined };

const productLink = () => screen.getByRole('link', { name: CARD.name });

describe('ProductCard', () => {
  it('is an article whose product name links to the product page, once in the tab order', async () => {
    const user = userEvent.setup();
    render(<ProductCard {...CARD} />);

    const article = screen.getByRole('article');
    expect(productLink().getAttribute('href')).toBe(CARD.url);
    expect(screen.queryByRole('heading')).toBeNull();
    // The image sits in no second link: one link to the product.
    expect(within(article).getAllByRole('link', { name: CARD.name })).toHaveLength(1);

    await user.tab();
    expect(document.activeElement).toBe(productLink());
  });

  it('carries the select_item data on the product link', () => {
    render(<ProductCard {...CARD} sku="300101" listName="Dresses" position={4} />);

    const link = productLink();
    expect(link.hasAttribute('data-select-item')).toBe(true);
    expect(link.dataset).toMatchObject({
      productId: '101',
      sku: '300101',
      name: 'Pleated Shirt Dress',
      price: '45',
      colour: 'Navy',
      listName: 'Dresses',
      position: '4',
    });
  });

  it('calls onSelect when the product link is clicked', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ProductCard {...CARD} url="#product" onSelect={onSelect} />);

    await user.click(productLink());

    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('asks for the 580 px picture instead of 992, with a srcset at 200, 453, 768 and 1517 px', () => {
    const { container } = render(<ProductCard {...CARD} />);

    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('src')).toBe('/images/products/300101-Black-1.jpg?w=580');
    expect(img.getAttribute('srcset')).toBe(
      [200, 453, 768, 1517]
        .map((w) => `/images/products/300101-Black-1.jpg?fmt=auto&qlt=default&w=${w} ${w}w`)
        .join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 25vw, 50vw');
    // A 4x5 box reserved by the attributes: no layout shift.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['580', '725']);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
    // Named by the link around it.
    expect(img.getAttribute('alt')).toBe('');
  });

  it('loads the first row eagerly with high fetch priority', () => {
    const { container } = render(<ProductCard {...CARD} priority />);

    const img = container.querySelector('img') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('loads the second view lazily, even on the first row', () => {
    const { container } = render(
      <ProductCard {...CARD} secondaryImage={PRODUCT_SECONDARY_IMAGE_URL} priority />,
    );

    const second = container.querySelector('img[data-secondary-image]') as HTMLImageElement;
    expect(second.getAttribute('src')).toBe('/images/products/300101-Black-2.jpg?w=580');
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.getAttribute('alt')).toBe('');
  });

  it('shows the price, or was and now when on sale, and the promo beside it', () => {
    const { rerender } = render(<ProductCard {...CARD} />);
    expect(screen.getByText('£45.00')).toBeTruthy();
    expect(screen.queryByText('Was', { exact: false })).toBeNull();

    rerender(<ProductCard {...CARD} originalPrice={60} wasNowPriceBadge={SALE_CARD.wasNowPriceBadge} />);

    const article = screen.getByRole('article');
    expect(article.textContent).toContain('Was £60.00, now £45.00');
    expect(screen.getByText('£60.00').closest('s')).toBeTruthy();
    const promo = article.querySelector('[data-promo]') as HTMLElement;
    expect(promo.textContent).toBe('20% off £36.00');
  });

  it('shows the product badge, linked when it has a link', () => {
    const { rerender } = render(<ProductCard {...CARD} badge={{ text: 'New in' }} />);
    expect(screen.getByText('New in')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New in' })).toBeNull();

    rerender(<ProductCard {...CARD} badge={{ text: 'New in', link: '/browse/new-in' }} />);
    expect(screen.getByRole('link', { name: 'New in' }).getAttribute('href')).toBe('/browse/new-in');
  });

  it("shows the colours as swatches, the card's colour current, and '+N more' to the product", () => {
    render(<ProductCard {...MANY_COLOURS_CARD} image={PRODUCT_IMAGE_URL} colour="Sage" />);

    const list = screen.getByRole('list', { name: 'Colours: Pleated Shirt Dress' });
    const swatches = within(list).getAllByRole('link');
    // At most 9 are rendered; the rest are behind '+N more'.
    expect(swatches).toHaveLength(9);
    expect(swatches[0]?.textContent).toBe('Sage');
    expect(swatches[0]?.getAttribute('aria-current')).toBe('true');
    const more = screen.getAllByRole('link', { name: /^\+\d+ more colours$/ });
    expect(more.map((link) => link.textContent)).toEqual([
      '+9 more colours',
      '+8 more colours',
      '+6 more colours',
      '+4 more colours',
      '+3 more colours',
    ]);
    expect(more.every((link) => link.getAttribute('href') === MANY_COLOURS_CARD.url)).toBe(true);
  });

  it('shows no swatches for a single colour', () => {
    render(<ProductCard {...CARD} alternativeColours={colourOptions(1)} />);

    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders the quick add slot, but never for a gift card or with quick add off', () => {
    const quickAdd = <button type="button">Quick add</button>;
    const { rerender } = render(<ProductCard {...CARD} quickAdd={quickAdd} />);
    expect(screen.getByRole('button', { name: 'Quick add' })).toBeTruthy();

    rerender(<ProductCard {...GIFT_CARD} isQuickAddEnabled quickAdd={quickAdd} />);
    expect(screen.getByRole('link', { name: 'Wardrobe E-Gift Card' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Quick add' })).toBeNull();

    rerender(<ProductCard {...CARD} isQuickAddEnabled={false} quickAdd={quickAdd} />);
    expect(screen.queryByRole('button', { name: 'Quick add' })).toBeNull();
  });

  it('lays out as a list with narrower image sizes', () => {
    const { container } = render(<ProductCard {...CARD} view="list" />);

    expect(screen.getByRole('article').dataset.view).toBe('list');
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe('(min-width: 768px) 12vw, 33vw');
  });

  it('is server-safe: no client directive, no react-aria, no hooks, renders to static HTML', () => {
    for (const file of ['./ProductCard.tsx', './cardImage.ts', './promo.ts']) {
      const source = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
      expect(source, file).not.toMatch(/['"]use client['"]/);
      expect(source, file).not.toMatch(/react-aria|\buse[A-Z]\w*\(/);
    }
    // Called outside any render: a hook would throw.
    expect(() => ProductCard(CARD)).not.toThrow();

    const html = renderToStaticMarkup(<ProductCard {...CARD} />);
    expect(html).toContain('data-select-item=""');
    expect(html).toContain('src="/images/products/300101-Black-1.jpg?w=580"');
  });
});
