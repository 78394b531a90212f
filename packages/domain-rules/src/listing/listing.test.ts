import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BreadcrumbCategory,
  buildBreadcrumbs,
  CARD_IMAGE_SOURCE_WIDTH,
  CARD_IMAGE_WIDTH,
  cardImageUrl,
  colorFromParam,
  colorToParam,
  HOME_BREADCRUMB,
  moreSwatchesLabel,
  NO_FILTERS_MESSAGE,
  NO_RESULTS_MESSAGE,
  NO_RESULTS_MIN_TERM_LENGTH,
  normalizeSearchTerm,
  parseListingQuery,
  SEARCH_AUTOCOMPLETE_PRODUCTS,
  SEARCH_AUTOCOMPLETE_SUGGESTIONS,
  SEARCH_DEBOUNCE_MS,
  SEARCH_IMAGE_WIDTH,
  SWATCH_IMAGE_WIDTH,
  SWATCH_LIMITS,
  type SwatchBreakpoint,
  searchResultsPath,
  showNoResults,
  visibleSwatches,
} from '.';

describe('buildBreadcrumbs', () => {
  const categories: Record<number, BreadcrumbCategory> = {
    1: { id: 1, name: 'Womens', url: '/womens/', parent_id: 0 },
    2: { id: 2, name: 'Clothing', url: '/womens/clothing/', parent_id: 1 },
    3: { id: 3, name: 'Dresses', url: '/womens/clothing/dresses/', parent_id: 2 },
    4: { id: 4, name: 'Gifts', url: '/gifts', parent_id: null },
    5: { id: 5, name: 'Candles', url: 'home/candles/', parent_id: 99 },
    6: { id: 6, name: 'Loop A', url: '/a/', parent_id: 7 },
    7: { id: 7, name: 'Loop B', url: '/b/', parent_id: 6 },
    8: { id: 8, name: 'Self', url: '/self/', parent_id: 8 },
  };

  it('is Home, then the ancestors root first, then the category', () => {
    expect(buildBreadcrumbs(3, categories)).toEqual([
      { label: 'Home', link: '/' },
      { label: 'Womens', link: '/browse/womens' },
      { label: 'Clothing', link: '/browse/womens/clothing' },
      { label: 'Dresses', link: '/browse/womens/clothing/dresses' },
    ]);
  });

  it('is Home and the category for a root category', () => {
    expect(buildBreadcrumbs(1, categories)).toEqual([
      { label: 'Home', link: '/' },
      { label: 'Womens', link: '/browse/womens' },
    ]);
    expect(buildBreadcrumbs(4, categories)).toEqual([
      { label: 'Home', link: '/' },
      { label: 'Gifts', link: '/browse/gifts' },
    ]);
  });

  it('is only Home for an unknown category', () => {
    expect(buildBreadcrumbs(42, categories)).toEqual([{ label: 'Home', link: '/' }]);
    expect(buildBreadcrumbs(0, categories)).toEqual([{ label: 'Home', link: '/' }]);
    expect(buildBreadcrumbs(1, {})).toEqual([{ label: 'Home', link: '/' }]);
  });

  it('stops at an unknown parent and adds a missing leading slash', () => {
    expect(buildBreadcrumbs(5, categories)).toEqual([
      { label: 'Home', link: '/' },
      { label: 'Candles', link: '/browse/home/candles' },
    ]);
  });

  it('stops on a cycle in the data', () => {
    expect(buildBreadcrumbs(6, categories)).toEqual([
      { label: 'Home', link: '/' },
      { label: 'Loop B', link: '/browse/b' },
      { label: 'Loop A', link: '/browse/a' },
    ]);
    expect(buildBreadcrumbs(8, categories)).toEqual([
      { label: 'Home', link: '/' },
      { label: 'Self', link: '/browse/self' },
    ]);
  });

  it('does not look up inherited keys of the dictionary', () => {
    const inherited = Object.create({ 9: { id: 9, name: 'Ghost', url: '/ghost/', parent_id: 0 } });
    expect(buildBreadcrumbs(9, inherited)).toEqual([{ label: 'Home', link: '/' }]);
  });

  it('gives a fresh Home crumb each time', () => {
    const [home] = buildBreadcrumbs(3, categories);
    expect(home).toEqual(HOME_BREADCRUMB);
    expect(home).not.toBe(HOME_BREADCRUMB);
  });
});

describe('colorFromParam / colorToParam', () => {
  it('reads underscores as spaces and writes spaces as underscores', () => {
    expect(colorFromParam('Light_Blue')).toBe('Light Blue');
    expect(colorToParam('Light Blue')).toBe('Light_Blue');
    expect(colorFromParam('Dark_Olive_Green')).toBe('Dark Olive Green');
    expect(colorToParam('Dark Olive Green')).toBe('Dark_Olive_Green');
  });

  it('leaves one-word colours and empty strings as they are', () => {
    expect(colorFromParam('Black')).toBe('Black');
    expect(colorToParam('Black')).toBe('Black');
    expect(colorFromParam('')).toBe('');
    expect(colorToParam('')).toBe('');
  });

  it('does no URL decoding or encoding', () => {
    expect(colorFromParam('Light%20Blue')).toBe('Light%20Blue');
    expect(colorToParam('Red/Blue')).toBe('Red/Blue');
  });

  const colourName = fc
    .array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 1, maxLength: 4 })
    .map((words) => words.join(' '));

  it('round-trips any colour name of letters and single spaces', () => {
    fc.assert(
      fc.property(colourName, (c) => {
        expect(colorFromParam(colorToParam(c))).toBe(c);
        expect(colorToParam(c)).not.toContain(' ');
      }),
    );
  });
});

describe('search', () => {
  it('has the spec constants and messages', () => {
    expect(NO_RESULTS_MIN_TERM_LENGTH).toBe(4);
    expect(NO_RESULTS_MESSAGE).toBe('No products found matching your search criteria.');
    expect(NO_FILTERS_MESSAGE).toBe('No filters are available now.');
    expect(SEARCH_DEBOUNCE_MS).toBe(200);
    expect(SEARCH_AUTOCOMPLETE_PRODUCTS).toBe(10);
    expect(SEARCH_AUTOCOMPLETE_SUGGESTIONS).toBe(5);
    expect(SEARCH_IMAGE_WIDTH).toBe(320);
  });
});

describe('showNoResults', () => {
  it.each([
    ['dres', 0, true],
    ['dre', 0, false],
    ['dress', 0, true],
    ['  dre  ', 0, false],
    [' dres ', 0, true],
    ['a bc', 0, true],
    ['dress', 1, false],
    ['dress', 48, false],
    ['', 0, false],
    ['    ', 0, false],
    ['dress', -1, false],
    ['dress', Number.NaN, false],
  ])('%j with %d results → %s', (term, count, expected) => {
    expect(showNoResults(term, count)).toBe(expected);
  });

  it('is false without a term', () => {
    expect(showNoResults(undefined, 0)).toBe(false);
    expect(showNoResults(null, 0)).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(showNoResults('👗👗👗', 0)).toBe(false);
    expect(showNoResults('👗👗👗👗', 0)).toBe(true);
  });
});

describe('normalizeSearchTerm', () => {
  it('trims the term', () => {
    expect(normalizeSearchTerm('  summer dress \n')).toBe('summer dress');
    expect(normalizeSearchTerm('dress')).toBe('dress');
  });

  it('is undefined for empty or whitespace-only input', () => {
    expect(normalizeSearchTerm('')).toBeUndefined();
    expect(normalizeSearchTerm(' \t ')).toBeUndefined();
    expect(normalizeSearchTerm(undefined)).toBeUndefined();
    expect(normalizeSearchTerm(null)).toBeUndefined();
  });
});

describe('searchResultsPath', () => {
  it('goes to /search with the trimmed term as query', () => {
    expect(searchResultsPath(' summer dress ')).toBe('/search?query=summer+dress');
    expect(searchResultsPath('a&b')).toBe('/search?query=a%26b');
  });

  it('goes nowhere for an empty term', () => {
    expect(searchResultsPath('   ')).toBeUndefined();
    expect(searchResultsPath(undefined)).toBeUndefined();
  });

  it('is read back by parseListingQuery', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (term) => {
        const path = searchResultsPath(term);
        const expected = normalizeSearchTerm(term);
        if (expected === undefined) expect(path).toBeUndefined();
        else expect(parseListingQuery((path ?? '').slice('/search'.length)).term).toBe(expected);
      }),
    );
  });
});

describe('visibleSwatches', () => {
  it('has the spec limits by breakpoint', () => {
    expect(SWATCH_LIMITS).toEqual({ xs: 3, sm: 4, md: 6, lg: 6, xl: 8, '2xl': 9 });
  });

  const cases = (Object.entries(SWATCH_LIMITS) as [SwatchBreakpoint, number][]).flatMap(
    ([breakpoint, limit]) => [
      [breakpoint, limit - 1, limit - 1, 0],
      [breakpoint, limit, limit, 0],
      [breakpoint, limit + 1, limit, 1],
      [breakpoint, limit + 5, limit, 5],
    ],
  ) as [SwatchBreakpoint, number, number, number][];

  it.each(cases)('%s with %i colours shows %i and %i more', (breakpoint, count, shown, more) => {
    expect(visibleSwatches(count, breakpoint)).toEqual({ shown, more });
  });

  it.each([
    ['xs', 4, 3, 1],
    ['sm', 5, 4, 1],
    ['md', 7, 6, 1],
    ['lg', 7, 6, 1],
    ['xl', 9, 8, 1],
    ['2xl', 10, 9, 1],
  ] as const)('%s with %i colours shows %i and %i more (spec table)', (breakpoint, count, shown, more) => {
    expect(visibleSwatches(count, breakpoint)).toEqual({ shown, more });
  });

  it('shows nothing for no, negative or non-number counts', () => {
    expect(visibleSwatches(0, 'xl')).toEqual({ shown: 0, more: 0 });
    expect(visibleSwatches(-2, 'xl')).toEqual({ shown: 0, more: 0 });
    expect(visibleSwatches(Number.NaN, 'xl')).toEqual({ shown: 0, more: 0 });
    expect(visibleSwatches(Number.POSITIVE_INFINITY, 'xl')).toEqual({ shown: 0, more: 0 });
  });

  it('floors a fractional count', () => {
    expect(visibleSwatches(4.7, 'xs')).toEqual({ shown: 3, more: 1 });
  });

  it('uses the xs limit for an unknown breakpoint', () => {
    expect(visibleSwatches(10, 'xxl' as SwatchBreakpoint)).toEqual({ shown: 3, more: 7 });
    expect(visibleSwatches(10, 'toString' as SwatchBreakpoint)).toEqual({ shown: 3, more: 7 });
  });

  it('always shows + more = count, never more than the limit', () => {
    const breakpoint = fc.constantFrom<SwatchBreakpoint>('xs', 'sm', 'md', 'lg', 'xl', '2xl');
    fc.assert(
      fc.property(fc.nat({ max: 100 }), breakpoint, (count, bp) => {
        const { shown, more } = visibleSwatches(count, bp);
        expect(shown + more).toBe(count);
        expect(shown).toBeLessThanOrEqual(SWATCH_LIMITS[bp]);
        expect(more === 0 || shown === SWATCH_LIMITS[bp]).toBe(true);
      }),
    );
  });
});

describe('moreSwatchesLabel', () => {
  it("is the '+N more' text, or nothing when none are hidden", () => {
    expect(moreSwatchesLabel(1)).toBe('+1 more');
    expect(moreSwatchesLabel(5)).toBe('+5 more');
    expect(moreSwatchesLabel(0)).toBeUndefined();
    expect(moreSwatchesLabel(-1)).toBeUndefined();
    expect(moreSwatchesLabel(Number.NaN)).toBeUndefined();
  });
});

describe('cardImageUrl', () => {
  it('has the spec widths', () => {
    expect(CARD_IMAGE_SOURCE_WIDTH).toBe(992);
    expect(CARD_IMAGE_WIDTH).toBe(580);
    expect(SWATCH_IMAGE_WIDTH).toBe(68);
  });

  it.each([
    [
      'https://cdn.test/i/shop/dress.jpg?fmt=auto&qlt=default&w=992',
      'https://cdn.test/i/shop/dress.jpg?fmt=auto&qlt=default&w=580',
    ],
    ['https://cdn.test/i/shop/dress.jpg?w=992', 'https://cdn.test/i/shop/dress.jpg?w=580'],
    ['https://cdn.test/i/shop/dress.jpg?w=992&fmt=auto', 'https://cdn.test/i/shop/dress.jpg?w=580&fmt=auto'],
    ['/img/dress.jpg?w=992#zoom', '/img/dress.jpg?w=580#zoom'],
  ])('rewrites the w=992 of %s', (url, expected) => {
    expect(cardImageUrl(url)).toBe(expected);
  });

  it.each([
    'https://cdn.test/i/shop/dress.jpg?fmt=auto&w=9920',
    'https://cdn.test/i/shop/dress.jpg?fmt=auto&w=99',
    'https://cdn.test/i/shop/dress.jpg?fmt=auto&w=1992',
    'https://cdn.test/i/shop/dress.jpg?fmt=auto&xw=992',
    'https://cdn.test/i/shop/dress.jpg?fmt=auto&W=992',
    'https://cdn.test/i/shop/dress.jpg?fmt=auto&w=768',
    'https://cdn.test/i/w=992/dress.jpg',
    'https://cdn.test/i/shop/dress.jpg',
    '',
  ])('leaves %j unchanged', (url) => {
    expect(cardImageUrl(url)).toBe(url);
  });
});
