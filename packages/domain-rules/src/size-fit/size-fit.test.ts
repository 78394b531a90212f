import { describe, expect, it } from 'vitest';
import { MARKETS } from '../markets';
import { SIZE_FIT_LOCALES, sizeFitLocale } from './size-fit';

describe('sizeFitLocale', () => {
  it('maps the markets to the widget’s locale codes: en → en_GB, us → en_US, eu → en_EU', () => {
    expect(sizeFitLocale('en')).toBe('en_GB');
    expect(sizeFitLocale('us')).toBe('en_US');
    expect(sizeFitLocale('eu')).toBe('en_EU');
  });

  it('gives every market of the shop one of spec 001 §3’s three codes, each once', () => {
    const codes = MARKETS.map((m) => sizeFitLocale(m.code));
    expect(codes).toEqual(['en_GB', 'en_EU', 'en_US']);
    expect([...codes].sort()).toEqual([...SIZE_FIT_LOCALES].sort());
  });

  it('matches a market code in any case and has no locale for another code', () => {
    expect(sizeFitLocale('EU')).toBe('en_EU');
    expect(sizeFitLocale('de')).toBeUndefined();
    expect(sizeFitLocale('')).toBeUndefined();
    expect(sizeFitLocale('en_GB')).toBeUndefined();
  });
});
