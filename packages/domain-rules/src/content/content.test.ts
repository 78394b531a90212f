import { describe, expect, it } from 'vitest';
import { hasCallToAction, parseRichText, SPACING } from './content';

describe('hasCallToAction', () => {
  it('needs text, link and style', () => {
    expect(
      hasCallToAction({ buttonText: 'Shop', buttonLink: '/browse/womens', buttonStyle: 'primary' }),
    ).toBe(true);
    expect(hasCallToAction({ buttonText: 'Shop', buttonLink: '/browse/womens' })).toBe(false);
    expect(hasCallToAction({ buttonText: ' ', buttonLink: '/x', buttonStyle: 'primary' })).toBe(false);
    expect(hasCallToAction(undefined)).toBe(false);
  });
});

describe('SPACING', () => {
  it('has the spec sizes in px', () => {
    expect(SPACING).toEqual({ XXS: 6, XS: 12, Small: 24, Medium: 36, Large: 48, XL: 60, XXL: 72 });
  });
});

describe('parseRichText', () => {
  it('splits wavy and double underline tags', () => {
    expect(parseRichText('Big {~summer~} {=sale=} now')).toEqual({
      tokens: [
        { type: 'text', text: 'Big ' },
        { type: 'wavy', text: 'summer' },
        { type: 'text', text: ' ' },
        { type: 'double', text: 'sale' },
        { type: 'text', text: ' now' },
      ],
      errors: [],
    });
  });

  it('keeps an unmatched tag as plain text and reports it', () => {
    const result = parseRichText('Big {~summer sale');
    expect(result.tokens).toEqual([{ type: 'text', text: 'Big {~summer sale' }]);
    expect(result.errors).toHaveLength(1);
  });

  it('reports a closing tag with no opening tag', () => {
    expect(parseRichText('oops=} here').errors).toHaveLength(1);
  });
});
