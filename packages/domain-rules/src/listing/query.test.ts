import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildListingQuery,
  LISTING_DEFAULT_PAGE,
  LISTING_ITEMS_PER_PAGE,
  type ListingQuery,
  parseListingQuery,
  toggleFacetValue,
  VARIANTS_LIMIT,
} from './query';

const DEFAULTS: ListingQuery = { page: 1, itemsPerPage: 48, filters: {} };

describe('listing constants', () => {
  it('has the spec page size, default page and variants limit', () => {
    expect(LISTING_ITEMS_PER_PAGE).toBe(48);
    expect(LISTING_DEFAULT_PAGE).toBe(1);
    expect(VARIANTS_LIMIT).toBe(250);
  });
});

describe('parseListingQuery', () => {
  const full =
    'page=2&sort=price-asc&direction=asc&term=summer+dress&itemsPerPage=24' +
    '&filters[Color]=Red&filters[Color]=Blue&filters[Price]=10-50';
  const fullQuery: ListingQuery = {
    page: 2,
    sort: 'price-asc',
    direction: 'asc',
    term: 'summer dress',
    itemsPerPage: 24,
    filters: { Color: ['Red', 'Blue'], Price: ['10-50'] },
  };

  it('gives the defaults for an empty query', () => {
    expect(parseListingQuery('')).toStrictEqual(DEFAULTS);
    expect(parseListingQuery('?')).toStrictEqual(DEFAULTS);
    expect(parseListingQuery(new URLSearchParams())).toStrictEqual(DEFAULTS);
    expect(parseListingQuery({})).toStrictEqual(DEFAULTS);
  });

  it('reads every parameter, with or without a leading ?', () => {
    expect(parseListingQuery(full)).toStrictEqual(fullQuery);
    expect(parseListingQuery(`?${full}`)).toStrictEqual(fullQuery);
  });

  it('reads URLSearchParams without changing them', () => {
    const params = new URLSearchParams(full);
    expect(parseListingQuery(params)).toStrictEqual(fullQuery);
    expect(params.toString()).toBe(new URLSearchParams(full).toString());
  });

  it("reads a router's plain object of strings and string lists", () => {
    expect(
      parseListingQuery({
        page: '2',
        sort: 'price-asc',
        direction: 'asc',
        term: 'summer dress',
        itemsPerPage: '24',
        'filters[Color]': ['Red', 'Blue'],
        'filters[Price]': '10-50',
        absent: undefined,
      }),
    ).toStrictEqual(fullQuery);
  });

  it('decodes percent-encoded names and values, + as a space', () => {
    expect(parseListingQuery('filters%5BColor%5D=Light+Blue&term=a%26b%3Dc').filters).toStrictEqual({
      Color: ['Light Blue'],
    });
    expect(parseListingQuery('term=a%26b%3Dc').term).toBe('a&b=c');
  });

  it.each([
    ['page=0', 1],
    ['page=1', 1],
    ['page=2', 2],
    ['page=abc', 1],
    ['page=-1', 1],
    ['page=-2', 1],
    ['page=2.5', 1],
    ['page=2abc', 1],
    ['page=', 1],
    ['page=%202', 1],
    ['page=02', 2],
    ['page=99999999999999999999', 1],
    ['page=abc&page=3', 3],
    ['', 1],
  ])('%s is page %i', (search, page) => {
    expect(parseListingQuery(search).page).toBe(page);
  });

  it.each([
    ['itemsPerPage=48', 48],
    ['itemsPerPage=47', 47],
    ['itemsPerPage=49', 49],
    ['itemsperpage=24', 24],
    ['itemsPerPage=24&itemsperpage=96', 24],
    ['itemsperpage=96&itemsPerPage=24', 24],
    ['itemsPerPage=abc&itemsperpage=96', 96],
    ['itemsPerPage=0', 48],
    ['itemsPerPage=1', 1],
    ['itemsPerPage=-24', 48],
    ['ITEMSPERPAGE=24', 48],
    ['', 48],
  ])('%s is %i items per page', (search, itemsPerPage) => {
    expect(parseListingQuery(search).itemsPerPage).toBe(itemsPerPage);
  });

  it('reads the term from term, else from query', () => {
    expect(parseListingQuery('query=dress').term).toBe('dress');
    expect(parseListingQuery('term=skirt&query=dress').term).toBe('skirt');
    expect(parseListingQuery('query=dress&term=skirt').term).toBe('skirt');
    expect(parseListingQuery('term=&query=dress').term).toBe('dress');
    expect(parseListingQuery('term=').term).toBeUndefined();
    expect('term' in parseListingQuery('page=2')).toBe(false);
  });

  it('keeps values as typed', () => {
    expect(parseListingQuery('term=+summer+').term).toBe(' summer ');
    expect(parseListingQuery('sort=Price-DESC').sort).toBe('Price-DESC');
  });

  it('treats empty values as absent', () => {
    expect(parseListingQuery('sort=&direction=&term=&query=&filters[Color]=')).toStrictEqual(DEFAULTS);
    expect(parseListingQuery('filters[Color]=&filters[Color]=Red').filters).toStrictEqual({ Color: ['Red'] });
  });

  it('collects repeated facet values in order, a range as one value', () => {
    expect(
      parseListingQuery('filters[Size]=12&filters[Color]=Red&filters[Size]=8&filters[Price]=10.5-99').filters,
    ).toStrictEqual({ Size: ['12', '8'], Color: ['Red'], Price: ['10.5-99'] });
  });

  it('ignores parameters it does not know and malformed facets', () => {
    expect(
      parseListingQuery(
        'utm_source=x&filters[]=Red&filters[Color=Red&filters=Red&Filters[Color]=Red&filter[Color]=x',
      ),
    ).toStrictEqual(DEFAULTS);
  });

  it('keeps facet names as they are, brackets and case included', () => {
    expect(parseListingQuery('filters[a]b]=1&filters[color]=x&filters[Color]=y').filters).toStrictEqual({
      'a]b': ['1'],
      color: ['x'],
      Color: ['y'],
    });
  });

  it('makes a facet named __proto__ an ordinary facet', () => {
    const { filters } = parseListingQuery('filters[__proto__]=x');
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(Object.keys(filters)).toEqual(['__proto__']);
    expect(Object.getOwnPropertyDescriptor(filters, '__proto__')?.value).toEqual(['x']);
  });
});

describe('buildListingQuery', () => {
  it('is empty for the defaults', () => {
    expect(buildListingQuery(DEFAULTS)).toBe('');
  });

  it('sorts pairs by name and encodes as URLSearchParams does', () => {
    expect(
      buildListingQuery({
        page: 2,
        sort: 'price-asc',
        direction: 'asc',
        term: 'summer dress',
        itemsPerPage: 24,
        filters: { Price: ['10-50'], Color: ['Red', 'Blue'] },
      }),
    ).toBe(
      'direction=asc&filters%5BColor%5D=Red&filters%5BColor%5D=Blue&filters%5BPrice%5D=10-50' +
        '&itemsPerPage=24&page=2&sort=price-asc&term=summer+dress',
    );
  });

  it('orders names by plain code units: capitals first', () => {
    expect(
      buildListingQuery({ ...DEFAULTS, filters: { colour: ['Red'], Size: ['8'], 'Size ': ['x'] } }),
    ).toBe(
      // `Size ` before `Size]`: the space (32) is a lower code unit than `]` (93); names compare before encoding.
      'filters%5BSize+%5D=x&filters%5BSize%5D=8&filters%5Bcolour%5D=Red',
    );
  });

  it('keeps the order of repeated values', () => {
    expect(buildListingQuery({ ...DEFAULTS, filters: { Size: ['12', '8', '10'] } })).toBe(
      'filters%5BSize%5D=12&filters%5BSize%5D=8&filters%5BSize%5D=10',
    );
  });

  it.each([
    [1, ''],
    [2, 'page=2'],
    [0, ''],
    [-3, ''],
    [2.5, ''],
    [Number.NaN, ''],
  ])('writes page %d as %j', (page, expected) => {
    expect(buildListingQuery({ ...DEFAULTS, page })).toBe(expected);
  });

  it.each([
    [48, ''],
    [47, 'itemsPerPage=47'],
    [49, 'itemsPerPage=49'],
    [0, ''],
  ])('writes itemsPerPage %d as %j', (itemsPerPage, expected) => {
    expect(buildListingQuery({ ...DEFAULTS, itemsPerPage })).toBe(expected);
  });

  it('leaves out empty values and nameless facets', () => {
    expect(
      buildListingQuery({
        ...DEFAULTS,
        sort: '',
        direction: '',
        term: '',
        filters: { Color: [], Size: ['', '8'], '': ['x'] },
      }),
    ).toBe('filters%5BSize%5D=8');
  });

  it('writes the term as query for the search page when asked', () => {
    expect(
      buildListingQuery({ ...DEFAULTS, page: 2, term: 'dress', sort: 'name-asc' }, { termParam: 'query' }),
    ).toBe('page=2&query=dress&sort=name-asc');
    expect(buildListingQuery({ ...DEFAULTS, term: 'dress' })).toBe('term=dress');
  });

  it('does not change its input', () => {
    const q: ListingQuery = { ...DEFAULTS, filters: { Size: ['12', '8'], Color: ['Red'] } };
    const copy = structuredClone(q);
    buildListingQuery(q);
    expect(q).toStrictEqual(copy);
    expect(Object.keys(q.filters)).toEqual(['Size', 'Color']);
  });

  // What round-trips, by the contract: page and itemsPerPage whole numbers ≥ 1; sort, direction and term absent or
  // non-empty; facets with non-empty names and at least one non-empty value. Strings are any well-formed Unicode
  // (the 'binary' unit has no lone surrogates, which no URL encoding can carry), so `&`, `=`, `+`, `%`, `[`, `]`,
  // spaces and control characters are all exercised.
  const text = fc.string({ unit: 'binary', minLength: 1, maxLength: 8 });
  const count = fc.integer({ min: 1, max: 1_000_000 });
  const filters = fc
    .uniqueArray(fc.tuple(text, fc.array(text, { minLength: 1, maxLength: 4 })), {
      selector: ([name]) => name,
      maxLength: 5,
    })
    .map((entries) => Object.fromEntries(entries));
  const query: fc.Arbitrary<ListingQuery> = fc.record(
    { page: count, itemsPerPage: count, sort: text, direction: text, term: text, filters },
    { requiredKeys: ['page', 'itemsPerPage', 'filters'], noNullPrototype: true },
  );

  it('is read back by parseListingQuery for any valid query', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(parseListingQuery(buildListingQuery(q))).toStrictEqual(q);
        expect(parseListingQuery(`?${buildListingQuery(q)}`)).toStrictEqual(q);
      }),
    );
  });

  it('is read back with the term written as query too', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(parseListingQuery(buildListingQuery(q, { termParam: 'query' }))).toStrictEqual(q);
      }),
    );
  });

  it('always emits its pairs sorted by name', () => {
    fc.assert(
      fc.property(query, (q) => {
        const names = [...new URLSearchParams(buildListingQuery(q)).keys()];
        const sorted = [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        expect(names).toEqual(sorted);
      }),
    );
  });
});

describe('toggleFacetValue', () => {
  const q: ListingQuery = {
    page: 3,
    sort: 'price-asc',
    itemsPerPage: 24,
    filters: { Color: ['Red', 'Blue'], Size: ['8'] },
  };

  it('adds a value at the end of its facet, on page 1', () => {
    expect(toggleFacetValue(q, 'Color', 'Green')).toStrictEqual({
      ...q,
      page: 1,
      filters: { Color: ['Red', 'Blue', 'Green'], Size: ['8'] },
    });
  });

  it('adds a new facet', () => {
    expect(toggleFacetValue(q, 'Price', '10-50').filters).toStrictEqual({
      Color: ['Red', 'Blue'],
      Size: ['8'],
      Price: ['10-50'],
    });
  });

  it('removes a chosen value, on page 1', () => {
    expect(toggleFacetValue(q, 'Color', 'Red')).toStrictEqual({
      ...q,
      page: 1,
      filters: { Color: ['Blue'], Size: ['8'] },
    });
  });

  it('drops a facet left without values', () => {
    expect(toggleFacetValue(q, 'Size', '8').filters).toStrictEqual({ Color: ['Red', 'Blue'] });
  });

  it('removes every occurrence of a repeated value', () => {
    expect(
      toggleFacetValue({ ...q, filters: { Size: ['8', '10', '8'] } }, 'Size', '8').filters,
    ).toStrictEqual({
      Size: ['10'],
    });
  });

  it('matches values exactly', () => {
    expect(toggleFacetValue(q, 'Color', 'red').filters).toStrictEqual({
      Color: ['Red', 'Blue', 'red'],
      Size: ['8'],
    });
    expect(toggleFacetValue(q, 'color', 'Red').filters).toStrictEqual({
      Color: ['Red', 'Blue'],
      Size: ['8'],
      color: ['Red'],
    });
  });

  it('changes no filter for an empty facet or value, but still goes to page 1', () => {
    expect(toggleFacetValue(q, '', 'Red')).toStrictEqual({ ...q, page: 1 });
    expect(toggleFacetValue(q, 'Color', '')).toStrictEqual({ ...q, page: 1 });
  });

  it('is on page 1 even when the query was', () => {
    expect(toggleFacetValue(DEFAULTS, 'Color', 'Red')).toStrictEqual({
      ...DEFAULTS,
      filters: { Color: ['Red'] },
    });
  });

  it('does not change its input', () => {
    const copy = structuredClone(q);
    toggleFacetValue(q, 'Color', 'Green');
    toggleFacetValue(q, 'Color', 'Red');
    toggleFacetValue(q, 'Size', '8');
    expect(q).toStrictEqual(copy);
  });

  it('adds a facet named __proto__ as an ordinary facet', () => {
    const { filters } = toggleFacetValue(DEFAULTS, '__proto__', 'x');
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(filters, '__proto__')?.value).toEqual(['x']);
  });

  const name = fc.string({ minLength: 1, maxLength: 6 });
  const someFilters = fc
    .uniqueArray(fc.tuple(name, fc.uniqueArray(name, { minLength: 1, maxLength: 4 })), {
      selector: ([facet]) => facet,
      maxLength: 4,
    })
    .map((entries) => Object.fromEntries(entries));
  const someQuery = fc.record(
    {
      page: fc.integer({ min: 1, max: 50 }),
      itemsPerPage: fc.integer({ min: 1, max: 96 }),
      filters: someFilters,
    },
    { noNullPrototype: true },
  );

  it('twice gives back the original filters, on page 1, for a value not chosen', () => {
    fc.assert(
      fc.property(someQuery, name, name, (query, facet, value) => {
        const chosen = Object.hasOwn(query.filters, facet) ? (query.filters[facet] ?? []) : [];
        fc.pre(!chosen.includes(value));
        const twice = toggleFacetValue(toggleFacetValue(query, facet, value), facet, value);
        expect(twice).toStrictEqual({ ...query, page: 1 });
      }),
    );
  });

  it('twice keeps the same values, on page 1, for a chosen value (re-added at the end)', () => {
    const withChosen = someQuery
      .filter((query) => Object.keys(query.filters).length > 0)
      .chain((query) =>
        fc.constantFrom(...Object.keys(query.filters)).chain((facet) =>
          fc.record({
            query: fc.constant(query),
            facet: fc.constant(facet),
            value: fc.constantFrom(...(query.filters[facet] ?? [])),
          }),
        ),
      );
    fc.assert(
      fc.property(withChosen, ({ query, facet, value }) => {
        const twice = toggleFacetValue(toggleFacetValue(query, facet, value), facet, value);
        expect(twice.page).toBe(1);
        expect(twice.filters[facet]).toEqual([
          ...(query.filters[facet] ?? []).filter((v) => v !== value),
          value,
        ]);
        expect(new Set(twice.filters[facet])).toEqual(new Set(query.filters[facet]));
        expect({ ...twice.filters, [facet]: [] }).toStrictEqual({ ...query.filters, [facet]: [] });
      }),
    );
  });
});
