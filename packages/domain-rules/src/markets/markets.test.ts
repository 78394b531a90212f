import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  localizePath,
  MARKETS,
  type MarketCode,
  marketFromPath,
  signInPath,
  stripMarketPrefix,
} from './markets';

describe('MARKETS', () => {
  it('lists UK, EU and US in the contract order with their currencies, prefixes and channels', () => {
    expect(
      MARKETS.map((m) => [
        m.code,
        m.iso,
        m.market,
        m.currency,
        m.prefix,
        m.contentPrefix,
        m.searchIndex,
        m.channelId,
      ]),
    ).toEqual([
      ['en', 'en', 'UK', 'GBP', '', 'uk/', 'uk', 1],
      ['eu', 'en-eu', 'EU', 'EUR', '/eu', 'eu/', 'eu', 2],
      ['us', 'en-us', 'US', 'USD', '/us', 'us/', 'us', 3],
    ]);
  });
});

describe('marketFromPath', () => {
  it.each([
    ['/', 'en'],
    ['/bag', 'en'],
    ['/eu', 'eu'],
    ['/eu/', 'eu'],
    ['/eu/bag', 'eu'],
    ['/us/p/1/dress/Black', 'us'],
    ['/europe', 'en'],
    ['/usa/bag', 'en'],
    ['/browse/eu', 'en'],
  ])('%s is the %s market', (path, code) => {
    expect(marketFromPath(path).code).toBe(code);
  });
});

describe('stripMarketPrefix', () => {
  it.each([
    ['/us/bag', '/bag'],
    ['/us', '/'],
    ['/eu/', '/'],
    ['/bag', '/bag'],
    ['/', '/'],
    ['/europe/x', '/europe/x'],
  ])('%s → %s', (path, expected) => {
    expect(stripMarketPrefix(path)).toBe(expected);
  });
});

describe('signInPath', () => {
  it("is the market's login route with the page to return to, encoded", () => {
    expect(signInPath('/eu/my-account/saved-addresses?x=1', 'eu')).toBe(
      '/eu/login?redirect=%2Feu%2Fmy-account%2Fsaved-addresses%3Fx%3D1',
    );
    expect(signInPath('/my-account', 'en')).toBe('/login?redirect=%2Fmy-account');
  });
});

describe('localizePath', () => {
  it('prefixes the EU and US markets and leaves the UK unchanged', () => {
    expect(localizePath('/bag', 'eu')).toBe('/eu/bag');
    expect(localizePath('/', 'us')).toBe('/us');
    expect(localizePath('/bag', 'en')).toBe('/bag');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('is undone by stripMarketPrefix for every path and market', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    const path = fc.array(segment, { maxLength: 5 }).map((s) => `/${s.join('/')}`);
    const code = fc.constantFrom<MarketCode>('en', 'eu', 'us');
    fc.assert(
      fc.property(path, code, (p, c) => {
        // A UK path that itself starts with a market segment is another market's path: not a UK path.
        fc.pre(c !== 'en' || marketFromPath(p).code === 'en');
        expect(stripMarketPrefix(localizePath(p, c))).toBe(p);
        expect(marketFromPath(localizePath(p, c)).code).toBe(c);
      }),
    );
  });
});
