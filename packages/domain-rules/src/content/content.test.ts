import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_DEFAULTS,
  countCallsToAction,
  GREETING_DEFAULTS,
  HERO_BANNER_FONT_SIZES,
  hasCallToAction,
  heroBanner2IsLink,
  heroBannerIsLink,
  loggedInGreetingView,
  navigationElement,
  offerTextAlignment,
  parseBadgeData,
  parseRichText,
  SPACING,
  signUpCallToActionShown,
  termsAndConditionsLink,
  tileIsClickable,
} from './content';

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

  it('is a plain literal, so importing it costs no top-level call', () => {
    expect(Object.isFrozen(SPACING)).toBe(false);
    expect(Object.getPrototypeOf(SPACING)).toBe(Object.prototype);
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

const cta = { buttonText: 'Shop now', buttonLink: '/browse/womens', buttonStyle: 'primary' };
const noStyle = { buttonText: 'Shop now', buttonLink: '/browse/womens' };

describe('countCallsToAction', () => {
  it('counts only calls to action with text, link and style', () => {
    expect(countCallsToAction([cta, noStyle, null, undefined, { ...cta, buttonLink: '' }, cta])).toBe(2);
  });

  it('reads the list of hero banner 1, nested with its layout', () => {
    expect(countCallsToAction({ callsToAction: [cta, noStyle] })).toBe(1);
    expect(countCallsToAction({ callsToAction: null })).toBe(0);
    expect(countCallsToAction({})).toBe(0);
  });

  it('counts nothing in a missing field', () => {
    expect(countCallsToAction(undefined)).toBe(0);
    expect(countCallsToAction(null)).toBe(0);
    expect(countCallsToAction([])).toBe(0);
  });
});

describe('heroBannerIsLink', () => {
  it('is a whole-banner link when a url exists and there are no calls to action', () => {
    expect(heroBannerIsLink({ url: '/browse/womens', callsToAction: [] })).toBe(true);
    expect(heroBannerIsLink({ url: '/browse/womens' })).toBe(true);
    expect(heroBannerIsLink({ url: '/browse/womens', callsToAction: { callsToAction: [] } })).toBe(true);
  });

  it('is not a link with a call to action, nested or not', () => {
    expect(heroBannerIsLink({ url: '/browse/womens', callsToAction: [cta] })).toBe(false);
    expect(heroBannerIsLink({ url: '/browse/womens', callsToAction: { callsToAction: [cta] } })).toBe(false);
  });

  it('ignores calls to action that do not count', () => {
    expect(heroBannerIsLink({ url: '/browse/womens', callsToAction: [noStyle] })).toBe(true);
  });

  it('is not a link without a url', () => {
    expect(heroBannerIsLink({ callsToAction: [] })).toBe(false);
    expect(heroBannerIsLink({ url: '', callsToAction: [] })).toBe(false);
    expect(heroBannerIsLink({ url: '   ' })).toBe(false);
    expect(heroBannerIsLink({ url: null })).toBe(false);
  });
});

describe('heroBanner2IsLink', () => {
  it('is a link with exactly one call to action', () => {
    expect(heroBanner2IsLink([cta])).toBe(true);
    expect(heroBanner2IsLink([cta, noStyle])).toBe(true);
  });

  it('is not a link with none or with two', () => {
    expect(heroBanner2IsLink([])).toBe(false);
    expect(heroBanner2IsLink([noStyle])).toBe(false);
    expect(heroBanner2IsLink([cta, cta])).toBe(false);
    expect(heroBanner2IsLink(undefined)).toBe(false);
  });
});

describe('tileIsClickable', () => {
  it('is clickable for a same-site href with at most one call to action', () => {
    expect(tileIsClickable('/browse/womens', 0)).toBe(true);
    expect(tileIsClickable('/browse/womens', 1)).toBe(true);
    expect(tileIsClickable('/', 1)).toBe(true);
  });

  it('is not clickable with two calls to action or more', () => {
    expect(tileIsClickable('/browse/womens', 2)).toBe(false);
    expect(tileIsClickable('/browse/womens', 5)).toBe(false);
  });

  it.each([
    'https://example.test/x',
    '//evil.test',
    '/\\evil.test',
    'browse/womens',
    '',
    ' /browse',
    'javascript:alert(1)',
  ])('is not clickable to %j', (href) => {
    expect(tileIsClickable(href, 0)).toBe(false);
  });

  it('is not clickable for a missing href or a count that is not a count', () => {
    expect(tileIsClickable(undefined, 0)).toBe(false);
    expect(tileIsClickable(null, 0)).toBe(false);
    expect(tileIsClickable('/x', -1)).toBe(false);
    expect(tileIsClickable('/x', Number.NaN)).toBe(false);
  });
});

describe('navigationElement', () => {
  it("joins the titles with ' > '", () => {
    expect(navigationElement('Women', 'Clothing', 'Dresses')).toBe('Women > Clothing > Dresses');
    expect(navigationElement('Women')).toBe('Women');
  });

  it("builds 'title > Image > text' for an image jump-off", () => {
    expect(navigationElement('Women', 'Image', 'New in')).toBe('Women > Image > New in');
  });

  it('leaves out missing or blank titles', () => {
    expect(navigationElement('Women', undefined, 'Dresses')).toBe('Women > Dresses');
    expect(navigationElement('Women', '', ' ', null)).toBe('Women');
    expect(navigationElement()).toBe('');
  });
});

describe('signUpCallToActionShown', () => {
  it('needs text and link, not style', () => {
    expect(signUpCallToActionShown(noStyle)).toBe(true);
    expect(signUpCallToActionShown(cta)).toBe(true);
    expect(signUpCallToActionShown({ buttonText: 'Go' })).toBe(false);
    expect(signUpCallToActionShown({ buttonLink: '/womens' })).toBe(false);
    expect(signUpCallToActionShown({ buttonText: '', buttonLink: '/womens' })).toBe(false);
    expect(signUpCallToActionShown(undefined)).toBe(false);
  });
});

describe('CONTENT_DEFAULTS', () => {
  it('has the spec defaults letter for letter', () => {
    expect(CONTENT_DEFAULTS).toEqual({
      footerQuisasBoxText: "Sometimes it's good to get lost in the details",
      offerTextAlignment: 'Left',
      offerButtonStyle: 'secondary',
      termsAndConditionsTitle: 'Terms & Conditions',
      editorialCardBackgroundColor: 'white',
      tileCardUnderlineColor: '#64E6D6',
      saleBadgeColour: 'red',
      signUpThankYouCtaStyle: 'primary',
      signUpOptionalCtaStyle: 'primary',
      signUpSignInCtaStyle: 'tertiary',
    });
  });

  it('has the hero banner 1 font sizes, desktop/mobile', () => {
    expect(HERO_BANNER_FONT_SIZES).toEqual({
      topHeading: { desktop: 36, mobile: 30 },
      heading: { desktop: 94, mobile: 94 },
      subHeading: { desktop: 36, mobile: 30 },
    });
  });
});

describe('offerTextAlignment', () => {
  it('is Left by default, else Center or Right', () => {
    expect(offerTextAlignment('Center')).toBe('Center');
    expect(offerTextAlignment('Right')).toBe('Right');
    expect(offerTextAlignment('Left')).toBe('Left');
    expect(offerTextAlignment(undefined)).toBe('Left');
    expect(offerTextAlignment('Justify')).toBe('Left');
    expect(offerTextAlignment('center')).toBe('Left');
  });
});

describe('termsAndConditionsLink', () => {
  it("defaults the title to 'Terms & Conditions'", () => {
    expect(termsAndConditionsLink({ url: '/terms' })).toEqual({ title: 'Terms & Conditions', url: '/terms' });
    expect(termsAndConditionsLink(undefined)).toEqual({ title: 'Terms & Conditions', url: undefined });
    expect(termsAndConditionsLink({ title: ' ' }).title).toBe('Terms & Conditions');
  });

  it('reads title or text, and url or link', () => {
    expect(termsAndConditionsLink({ title: 'T&Cs', url: '/a', text: 'x', link: '/b' })).toEqual({
      title: 'T&Cs',
      url: '/a',
    });
    expect(termsAndConditionsLink({ text: 'Offer terms', link: '/b' })).toEqual({
      title: 'Offer terms',
      url: '/b',
    });
    expect(termsAndConditionsLink({ title: '', text: 'Offer terms', url: '', link: '/b' })).toEqual({
      title: 'Offer terms',
      url: '/b',
    });
  });
});

describe('loggedInGreetingView', () => {
  it('has the spec defaults letter for letter', () => {
    expect(GREETING_DEFAULTS).toEqual({
      headerTitle: "Hey {name}, what's good?",
      subheading: 'Good Stuff just for you',
      thankYouTitle: 'Thanks for signing up!',
      thankYouDescription:
        "We're getting things set up for you. Please check back in a few minutes, or try refreshing the page.",
      refreshCTAtext: 'Refresh',
    });
  });

  it('shows the subheading when there are current offers', () => {
    expect(loggedInGreetingView({}, 1)).toEqual({
      view: 'offers',
      headerTitle: "Hey {name}, what's good?",
      subheading: 'Good Stuff just for you',
    });
    expect(loggedInGreetingView({ headerTitle: 'Hi {name}', subheading: 'For you' }, 3)).toEqual({
      view: 'offers',
      headerTitle: 'Hi {name}',
      subheading: 'For you',
    });
  });

  it('thanks the customer without offers, with the refresh button only when enabled', () => {
    expect(loggedInGreetingView({ enableRefreshCta: true }, 0)).toEqual({
      view: 'thank-you',
      headerTitle: "Hey {name}, what's good?",
      thankYouTitle: 'Thanks for signing up!',
      thankYouDescription:
        "We're getting things set up for you. Please check back in a few minutes, or try refreshing the page.",
      refreshCta: 'Refresh',
    });
    expect(loggedInGreetingView({ enableRefreshCta: true, refreshCTAtext: 'Reload' }, 0)).toMatchObject({
      refreshCta: 'Reload',
    });
    expect(loggedInGreetingView({ enableRefreshCta: false }, 0)).toMatchObject({ refreshCta: undefined });
    expect(loggedInGreetingView(undefined, 0)).toMatchObject({ view: 'thank-you', refreshCta: undefined });
  });
});

describe('parseBadgeData: the badge link', () => {
  it('reads a link on the shop or an http(s) address, and drops anything else', () => {
    expect(parseBadgeData('name:New In,link:/browse/collection/new-in,backgroundColour:#64E6D6')).toEqual({
      text: 'New In',
      link: '/browse/collection/new-in',
      backgroundColour: '#64E6D6',
    });
    expect(parseBadgeData('name:Edit,url:https://shop.example/edit')).toEqual({
      text: 'Edit',
      link: 'https://shop.example/edit',
    });
    for (const bad of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'browse/new'])
      expect(parseBadgeData(`name:X,link:${bad}`), bad).toEqual({ text: 'X' });
  });
});

describe('parseBadgeData', () => {
  it('reads the name, text colour and background colour', () => {
    expect(parseBadgeData('name:Sale,textColour:#fff,backgroundColour:#c00')).toEqual({
      text: 'Sale',
      textColour: '#fff',
      backgroundColour: '#c00',
    });
  });

  it('reads keys in any order, any case and with spaces', () => {
    expect(parseBadgeData(' BackgroundColour : #000 , Name: New In ,textcolor:white')).toEqual({
      text: 'New In',
      textColour: 'white',
      backgroundColour: '#000',
    });
  });

  it('keeps commas and colons inside values', () => {
    expect(parseBadgeData('name:Buy 2, get 1 free,backgroundColour:rgb(204, 0, 0)')).toEqual({
      text: 'Buy 2, get 1 free',
      backgroundColour: 'rgb(204, 0, 0)',
    });
    expect(parseBadgeData('name:Ends 10:00')).toEqual({ text: 'Ends 10:00' });
  });

  it('leaves out unknown keys, empty values and pairs without a colon', () => {
    expect(parseBadgeData('oops,name:Sale,shape:round,textColour: ,backgroundColour:')).toEqual({
      text: 'Sale',
    });
    expect(parseBadgeData('Sale')).toEqual({});
  });

  it('gives nothing for empty or missing data', () => {
    expect(parseBadgeData('')).toEqual({});
    expect(parseBadgeData(undefined)).toEqual({});
    expect(parseBadgeData(null)).toEqual({});
  });

  it('reads back what it was given', () => {
    const value = fc.stringMatching(/^[A-Za-z0-9#() ]*[A-Za-z0-9#()]$/);
    fc.assert(
      fc.property(value, value, value, (text, textColour, backgroundColour) => {
        const data = `name:${text},textColour:${textColour},backgroundColour:${backgroundColour}`;
        expect(parseBadgeData(data)).toEqual({
          text: text.trim(),
          textColour: textColour.trim(),
          backgroundColour: backgroundColour.trim(),
        });
      }),
    );
  });
});
