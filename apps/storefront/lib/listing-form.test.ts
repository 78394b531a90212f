import { parseListingQuery } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { foldPriceFields, listingFormHidden, listingFormHref, listingFromPairs } from './listing-form';

describe('foldPriceFields', () => {
  it('drops empty values and leaves a form without prices as it was', () => {
    expect(
      foldPriceFields([
        ['filters[Colour]', 'Black'],
        ['minPrice', ''],
        ['maxPrice', ''],
        ['sort', ''],
      ]),
    ).toEqual([['filters[Colour]', 'Black']]);
  });

  it('folds Min and Max into one price range of the named facet, swapped when typed the wrong way round', () => {
    expect(
      foldPriceFields(
        [
          ['minPrice', '80'],
          ['maxPrice', '20'],
        ],
        { facet: 'Price', min: 10, max: 120 },
      ),
    ).toEqual([['filters[Price]', '20-80']]);
  });

  it("fills a missing side from the facet's bounds in the browser, and leaves it open on the server", () => {
    expect(foldPriceFields([['minPrice', '25']], { min: 10, max: 120 })).toEqual([
      ['filters[Price]', '25-120'],
    ]);
    expect(foldPriceFields([['maxPrice', '60']])).toEqual([['filters[Price]', '0-60']]);
    expect(foldPriceFields([['minPrice', '25']])).toEqual([['filters[Price]', '25-999999']]);
  });

  it('replaces the range already in the query and ignores fields that are not numbers', () => {
    expect(
      foldPriceFields([
        ['filters[Price]', '10-20'],
        ['minPrice', '30'],
        ['maxPrice', '40'],
      ]),
    ).toEqual([['filters[Price]', '30-40']]);
    expect(foldPriceFields([['minPrice', 'abc']])).toEqual([]);
  });
});

describe('listing forms', () => {
  it('turns a ticked box into the canonical href on page 1, keeping the sort and view', () => {
    const href = listingFormHref('/eu/browse/womens', [
      ['view', 'list'],
      ['sort', 'price-asc'],
      ['filters[Size]', 'M'],
      ['filters[Colour]', 'Black'],
      ['minPrice', ''],
      ['maxPrice', ''],
    ]);
    expect(href).toBe(
      '/eu/browse/womens?filters%5BColour%5D=Black&filters%5BSize%5D=M&sort=price-asc&view=list',
    );
  });

  it('leaves the grid view and page 1 out, and keeps the search text as `query` on the search page', () => {
    expect(listingFormHref('/browse/womens', [['view', 'grid']])).toBe('/browse/womens');
    expect(listingFormHref('/search', [['query', 'dress']], undefined, { termParam: 'query' })).toBe(
      '/search?query=dress',
    );
  });

  it('reads the query and view a script-less submit sends', () => {
    const { query, view } = listingFromPairs(
      new URLSearchParams('filters%5BColour%5D=Black&minPrice=20&maxPrice=&view=list'),
    );
    expect(query.filters).toEqual({ Colour: ['Black'], Price: ['20-999999'] });
    expect(view).toBe('list');
  });

  it('gives each form the pairs it keeps: filters drop the page, sort drops sort and page, view keeps the page', () => {
    const query = parseListingQuery('filters[Colour]=Black&page=3&sort=price-asc&query=dress');
    const hidden = listingFormHidden(query, 'list', { termParam: 'query' });
    expect(hidden.filters).toEqual([
      ['query', 'dress'],
      ['sort', 'price-asc'],
      ['view', 'list'],
    ]);
    expect(hidden.sort).toEqual([
      ['filters[Colour]', 'Black'],
      ['query', 'dress'],
      ['view', 'list'],
    ]);
    expect(hidden.view).toEqual([
      ['filters[Colour]', 'Black'],
      ['page', '3'],
      ['query', 'dress'],
      ['sort', 'price-asc'],
    ]);
  });
});
