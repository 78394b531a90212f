import { cleanup, render, screen, within } from '@testing-library/react';
import type { CurrencyCode } from '@wardrobe/domain-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import * as styles from '../shop-the-look-1/ShopTheLook.css';
import { shopTheLook2Fixtures as fixtures } from './fixtures';
import { ShopTheLook2 } from './ShopTheLook2';
import { shopTheLook2Schema } from './schema';

// The pictures are client parts loaded on demand: load them first, as a page's server render does.
beforeAll(preloadBlockIslands);
afterEach(cleanup);

const renderEntry = (entry: unknown, currency?: CurrencyCode) =>
  render(<ShopTheLook2 {...shopTheLook2Schema.parse(entry)} currency={currency} />);

const issuePaths = (entry: unknown) =>
  shopTheLook2Schema.safeParse(entry).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('shopTheLook2Schema', () => {
  it('requires the title, its font, its bold flag and each product’s image and price (spec §5)', () => {
    expect(issuePaths(fixtures.invalidMissingTitle)).toEqual([['title', 'Shop the look needs a title']]);
    expect(issuePaths(fixtures.invalidTitleFont)?.[0]?.[0]).toBe('titleFont');
    expect(issuePaths(fixtures.invalidTitleBoldText)).toEqual([
      ['titleBold', 'Shop the look needs titleBold (true or false)'],
    ]);
    expect(issuePaths(fixtures.invalidMissingPrice)).toEqual([
      ['leftProduct.price', 'Shop the look needs a price for the left product (a number)'],
    ]);
    expect(issuePaths(fixtures.invalidMissingProductImage)).toEqual([
      ['rightProduct.image', 'Shop the look needs an image for the right product'],
    ]);
  });

  it('is its own content type, and has no primaryBlockAlignment (type one only)', () => {
    expect(issuePaths(fixtures.invalidWrongSchema)?.[0]?.[0]).toBe('_meta.schema');
    expect(shopTheLook2Schema.parse(fixtures.athleticsTitle)).not.toHaveProperty('primaryBlockAlignment');
  });
});

describe('ShopTheLook2', () => {
  it('stacks the look above its products: the look’s link first, then one link per product', () => {
    const { container } = renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Shop the look: slow Sundays' })).toBeTruthy();
    expect(
      screen
        .getAllByRole('link')
        .map((link) => [link.getAttribute('aria-label') ?? '', link.getAttribute('href')]),
    ).toEqual([
      ['', '/edits/bedroom'],
      ['Washed cotton duvet cover, £80', '/homewares/bedding/washed-cotton-duvet-cover'],
      ['Bedside lamp, £34.50', '/homewares/lighting/bedside-lamp'],
    ]);
    const look = screen.getByRole('link', { name: 'A made bed with washed cotton bedding and a lamp' });
    expect(within(look).getByRole('img').getAttribute('sizes')).toBe('100vw');
    const block = container.querySelector('[data-block="shop-the-look-2"]') as HTMLElement;
    expect(block.dataset.alignment).toBeUndefined();
    expect(look.parentElement?.className).toBe(
      styles.layout({ arrangement: 'stacked', alignment: 'Left', withPrimary: true }),
    );
  });

  it('ignores an alignment sent with type two', () => {
    const { container } = renderEntry(fixtures.athleticsTitle);
    const layout = container.querySelector('[data-primary-block]')?.parentElement as HTMLElement;
    expect(layout.className).toBe(
      styles.layout({ arrangement: 'stacked', alignment: 'Left', withPrimary: true }),
    );
  });

  it.each([
    ['GBP', '£80', '£34.50'],
    ['EUR', '€80', '€34.50'],
    ['USD', '$80', '$34.50'],
  ] as const)('shows prices in %s with .00 removed (spec §9)', (currency, duvet, lamp) => {
    renderEntry(fixtures.default, currency);
    expect(screen.getByRole('link', { name: `Washed cotton duvet cover, ${duvet}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: `Bedside lamp, ${lamp}` })).toBeTruthy();
    expect(screen.getByText(duvet)).toBeTruthy();
  });

  it('names the look’s link by the title when its picture has no alt text; the title at medium weight or bold', () => {
    renderEntry(fixtures.primaryWithoutAlt);
    expect(screen.getByRole('link', { name: 'Sleep well' }).getAttribute('href')).toBe('/homewares/bedding');
    expect(screen.getByRole('heading').className).toBe(
      styles.title({ titleFont: 'Quisas-2', titleBold: true }),
    );
    cleanup();
    renderEntry(fixtures.athleticsTitle);
    expect(screen.getByRole('heading').className).toBe(
      styles.title({ titleFont: 'Athletics', titleBold: false }),
    );
  });

  it('shows the products alone without a look picture', () => {
    const { container } = renderEntry(fixtures.productsOnly);
    expect(container.querySelector('[data-primary-block]')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
