import { cleanup, render, screen, within } from '@testing-library/react';
import type { CurrencyCode } from '@wardrobe/domain-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { shopTheLook1Fixtures as fixtures } from './fixtures';
import * as styles from './ShopTheLook.css';
import { ShopTheLook1 } from './ShopTheLook1';
import { shopTheLook1Schema } from './schema';

// The pictures are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);
afterEach(cleanup);

const renderEntry = (entry: unknown, currency?: CurrencyCode) =>
  render(<ShopTheLook1 {...shopTheLook1Schema.parse(entry)} currency={currency} />);

const issuePaths = (entry: unknown) =>
  shopTheLook1Schema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('shopTheLook1Schema', () => {
  it('requires the title, its font and its bold flag (spec §5), naming the field', () => {
    expect(issuePaths(fixtures.invalidMissingTitle)).toEqual([['title', 'Shop the look needs a title']]);
    expect(issuePaths(fixtures.invalidMissingTitleFont)).toEqual([
      ['titleFont', 'Shop the look needs a titleFont: Quisas, Quisas-2 or Athletics'],
    ]);
    expect(issuePaths(fixtures.invalidMissingTitleBold)).toEqual([
      ['titleBold', 'Shop the look needs titleBold (true or false)'],
    ]);
  });

  it('requires each product’s image, url, title and price (spec §5)', () => {
    expect(issuePaths(fixtures.invalidMissingProductImage)).toEqual([
      ['leftProduct.image', 'Shop the look needs an image for the left product'],
    ]);
    expect(issuePaths(fixtures.invalidMissingProductUrl)).toEqual([
      ['rightProduct.url', 'Shop the look needs a url for the right product'],
    ]);
    expect(issuePaths(fixtures.invalidMissingProductTitle)).toEqual([
      ['leftProduct.title', 'Shop the look needs a title for the left product'],
    ]);
    expect(issuePaths(fixtures.invalidMissingPrice)).toEqual([
      ['rightProduct.price', 'Shop the look needs a price for the right product (a number)'],
    ]);
    expect(issuePaths(fixtures.invalidMissingRightProduct)).toEqual([
      ['rightProduct', 'Shop the look needs the right product (rightProduct)'],
    ]);
  });

  it('takes a price as a number of 0 or more only', () => {
    expect(issuePaths(fixtures.invalidPriceText)).toEqual([
      ['leftProduct.price', 'Shop the look needs a price for the left product (a number)'],
    ]);
    expect(issuePaths(fixtures.invalidNegativePrice)).toEqual([
      ['leftProduct.price', 'The price of the left product cannot be below 0'],
    ]);
    expect(
      shopTheLook1Schema.safeParse({
        ...fixtures.default,
        leftProduct: { ...fixtures.default.leftProduct, price: Number.NaN },
      }).success,
    ).toBe(false);
  });

  it('refuses script links, a video look and alignments outside Left, Center and Right', () => {
    expect(issuePaths(fixtures.invalidScriptUrl)?.[0]?.[0]).toBe('leftProduct.url');
    expect(issuePaths(fixtures.invalidVideoLook)?.[0]?.[0]).toBe('primaryBlockBackground._meta.schema');
    expect(issuePaths(fixtures.invalidAlignment)?.[0]?.[0]).toBe('primaryBlockAlignment');
  });

  it('defaults the alignment to Left; the look and its url are optional', () => {
    expect(shopTheLook1Schema.parse(fixtures.primaryWithoutAlt).primaryBlockAlignment).toBe('Left');
    const productsOnly = shopTheLook1Schema.parse(fixtures.productsOnly);
    expect(productsOnly.primaryBlockBackground).toBeUndefined();
  });
});

describe('ShopTheLook1', () => {
  it('shows the title as an h2, and each product as one link named by its title and price', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop the look: summer linen' })).toBeTruthy();
    const shirt = screen.getByRole('link', { name: 'Linen shirt, £45' });
    expect(shirt.getAttribute('href')).toBe('/womens/shirts/linen-shirt');
    const trousers = screen.getByRole('link', { name: 'Wide-leg trousers, £59.50' });
    expect(trousers.getAttribute('href')).toBe('/womens/trousers/wide-leg-trousers');
    // The product's picture is decoration inside its link: its own alt text does not rename the link.
    expect(within(shirt).queryByRole('img')).toBeNull();
    expect(screen.queryByRole('img', { name: 'A white linen shirt on a hanger' })).toBeNull();
    expect(shirt.querySelector('img')?.getAttribute('src')).toContain('shop-the-look-linen-shirt');
  });

  it('links the look’s picture to primaryBlockUrl, named by its own alt text', () => {
    renderEntry(fixtures.default);
    const look = screen.getByRole('link', {
      name: 'A woman in a linen shirt and wide-leg trousers on a terrace',
    });
    expect(look.getAttribute('href')).toBe('/edits/summer-linen');
    expect(within(look).getByRole('img').getAttribute('src')).toContain('shop-the-look-linen-look');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/edits/summer-linen',
      '/womens/shirts/linen-shirt',
      '/womens/trousers/wide-leg-trousers',
    ]);
  });

  it('names the look’s link by the title when its picture has no alt text', () => {
    renderEntry(fixtures.primaryWithoutAlt);
    const look = screen.getByRole('link', { name: 'Holiday packing' });
    expect(look.getAttribute('href')).toBe('/edits/holiday');
    expect(within(look).queryByRole('img')).toBeNull();
  });

  it('shows the look’s picture without a link when there is no url, and no look without a picture', () => {
    renderEntry(fixtures.primaryNotLinked);
    expect(screen.getByRole('img', { name: 'A man in a chunky knit and a wool scarf' })).toBeTruthy();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    cleanup();

    const { container } = renderEntry(fixtures.productsOnly);
    expect(container.querySelector('[data-primary-block]')).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/womens/shirts/linen-shirt',
      '/womens/trousers/wide-leg-trousers',
    ]);
  });

  it.each([
    ['GBP', ['Linen shirt, £45', 'Wide-leg trousers, £59.50']],
    ['EUR', ['Linen shirt, €45', 'Wide-leg trousers, €59.50']],
    ['USD', ['Linen shirt, $45', 'Wide-leg trousers, $59.50']],
  ] as const)('shows prices in %s with .00 removed (spec §9)', (currency, names) => {
    renderEntry(fixtures.default, currency);
    for (const name of names) expect(screen.getByRole('link', { name })).toBeTruthy();
    expect(screen.queryByText(/\.00/)).toBeNull();
  });

  it('shows prices in GBP when no currency is given, rounded to cents, and thousands grouped', () => {
    renderEntry(fixtures.alignedRight);
    expect(screen.getByRole('link', { name: 'Three-seater sofa, £1,234' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tealight, £0.99' })).toBeTruthy();
    cleanup();
    renderEntry(fixtures.longText, 'EUR');
    expect(screen.getByText('€12.50')).toBeTruthy();
    expect(screen.getByText('€0')).toBeTruthy();
  });

  it.each([
    ['default', 'Left'],
    ['alignedCenter', 'Center'],
    ['alignedRight', 'Right'],
  ] as const)('sets the look at primaryBlockAlignment (%s: %s)', (name, alignment) => {
    const { container } = renderEntry(fixtures[name]);
    const block = container.querySelector('[data-block="shop-the-look-1"]') as HTMLElement;
    expect(block.dataset.alignment).toBe(alignment);
    const layout = block.querySelector('[data-primary-block]')?.parentElement as HTMLElement;
    expect(layout.className).toBe(styles.layout({ arrangement: 'beside', alignment, withPrimary: true }));
    if (alignment !== 'Left')
      expect(layout.className).not.toBe(
        styles.layout({ arrangement: 'beside', alignment: 'Left', withPrimary: true }),
      );
  });

  it('draws the title in its font, bold only with titleBold', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading').className).toBe(
      styles.title({ titleFont: 'Quisas', titleBold: true }),
    );
    cleanup();
    renderEntry(fixtures.alignedCenter);
    const medium = screen.getByRole('heading').className;
    expect(medium).toBe(styles.title({ titleFont: 'Quisas-2', titleBold: false }));
    expect(medium).not.toBe(styles.title({ titleFont: 'Quisas-2', titleBold: true }));
  });
});
