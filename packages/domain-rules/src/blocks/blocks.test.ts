import { describe, expect, it } from 'vitest';
import { signUpCallToActionShown } from '../content/content';
import {
  BANNER_BREAKPOINTS,
  bannerMediaByBreakpoint,
  bannerMediaGroups,
  CUSTOM_HTML_HEIGHT_MESSAGE,
  CUSTOM_HTML_MAX_HEIGHT,
  callsToActionHeightPx,
  DEFAULT_CALLS_TO_ACTION_HEIGHT,
  decorativeTextRepeatsTitle,
  footerClearance,
  frameHeightFromMessage,
  HERO_BANNER_1_MAX_CALLS_TO_ACTION,
  HERO_BANNER_2_DEFAULT_BACKGROUND,
  HERO_BUTTON_CONTAINER,
  HERO_BUTTON_GAP,
  heroBanner1LinkName,
  heroBanner1Texts,
  heroButtonsLayout,
  heroFontSizes,
  jumpOffGroupColumns,
  linkGroupLinkShown,
  MIN_CALLS_TO_ACTION_HEIGHT,
  navigationBannerLinkShown,
  SQUARE_GROUP_MAX_PER_ROW,
  STICKER_CLOSED_PREFIX,
  shownLinkGroupLinks,
  shownSizeButtons,
  sizeButtonShown,
  stickerMemoryKey,
  widestWordEm,
  wordFitFontSize,
} from './blocks';

describe('linkGroupLinkShown', () => {
  it('needs text and a link, neither blank', () => {
    expect(linkGroupLinkShown({ text: 'Dresses', link: '/dresses' })).toBe(true);
    expect(linkGroupLinkShown({ text: 'Dresses' })).toBe(false);
    expect(linkGroupLinkShown({ link: '/dresses' })).toBe(false);
    expect(linkGroupLinkShown({ text: ' ', link: '/dresses' })).toBe(false);
    expect(linkGroupLinkShown({ text: 'Dresses', link: '' })).toBe(false);
    expect(linkGroupLinkShown(null)).toBe(false);
  });
});

describe('shownLinkGroupLinks', () => {
  it('keeps the links with text and a link, in the editor’s order', () => {
    const links = [
      { text: 'Dresses', link: '/dresses' },
      { text: null, link: '/no-text' },
      { text: 'No link' },
      { text: 'Tops', link: '/tops' },
    ];
    expect(shownLinkGroupLinks(links).map((link) => link.text)).toEqual(['Dresses', 'Tops']);
  });

  it('shows nothing without links', () => {
    expect(shownLinkGroupLinks(undefined)).toEqual([]);
    expect(shownLinkGroupLinks(null)).toEqual([]);
  });
});

describe('size buttons', () => {
  it('show only with text and a link', () => {
    expect(sizeButtonShown({ buttonText: 'S', buttonLink: '/s' })).toBe(true);
    expect(sizeButtonShown({ buttonText: 'S' })).toBe(false);
    expect(sizeButtonShown({ buttonText: '', buttonLink: '/s' })).toBe(false);
    expect(sizeButtonShown(undefined)).toBe(false);
  });

  it('sit at most ten to a row (spec 002 §9)', () => {
    expect(SQUARE_GROUP_MAX_PER_ROW).toBe(10);
  });

  it('are listed in the editor’s order, without the incomplete ones', () => {
    const buttons = [
      { buttonText: 'XS', buttonLink: '/xs' },
      { buttonText: 'S', buttonLink: ' ' },
      { buttonLink: '/m' },
      { buttonText: 'L', buttonLink: '/l' },
    ];
    expect(shownSizeButtons(buttons).map((button) => button.buttonText)).toEqual(['XS', 'L']);
    expect(shownSizeButtons(null)).toEqual([]);
  });

  it('follow the sign-up buttons’ rule: a style is not needed', () => {
    for (const button of [
      { buttonText: 'S', buttonLink: '/s' },
      { buttonText: 'S', buttonLink: '/s', buttonStyle: 'primary' },
      { buttonText: 'S' },
      { buttonText: '  ', buttonLink: '/s' },
      {},
    ]) {
      expect(sizeButtonShown(button)).toBe(signUpCallToActionShown(button));
    }
  });
});

describe('navigation links banner', () => {
  it('shows a link only with text and a link', () => {
    expect(navigationBannerLinkShown({ buttonText: 'Tops', buttonLink: '/tops' })).toBe(true);
    expect(navigationBannerLinkShown({ buttonText: 'Tops' })).toBe(false);
    expect(navigationBannerLinkShown({ buttonText: ' ', buttonLink: '/tops' })).toBe(false);
  });

  it('orders its breakpoints from the narrowest', () => {
    expect(BANNER_BREAKPOINTS).toEqual(['mobile', 'tablet', 'desktop']);
  });

  it('fills a missing breakpoint from its neighbours', () => {
    expect(bannerMediaByBreakpoint({ mediaDesktop: 'd' })).toEqual({
      mobile: 'd',
      tablet: 'd',
      desktop: 'd',
    });
    expect(bannerMediaByBreakpoint({ mediaDesktop: 'd', mediaMobile: 'm' })).toEqual({
      mobile: 'm',
      tablet: 'd',
      desktop: 'd',
    });
    expect(bannerMediaByBreakpoint({ mediaTablet: 't' })).toEqual({ mobile: 't', tablet: 't', desktop: 't' });
    expect(bannerMediaByBreakpoint({})).toEqual({ mobile: undefined, tablet: undefined, desktop: undefined });
  });

  it('groups neighbouring breakpoints that show the same picture', () => {
    expect(bannerMediaGroups({ mobile: 'm', tablet: 'd', desktop: 'd' })).toEqual([
      { media: 'm', breakpoints: ['mobile'] },
      { media: 'd', breakpoints: ['tablet', 'desktop'] },
    ]);
    expect(bannerMediaGroups({ mobile: 'a', tablet: 'b', desktop: 'a' })).toHaveLength(3);
    expect(bannerMediaGroups({ mobile: 'a', tablet: 'a', desktop: 'a' })).toEqual([
      { media: 'a', breakpoints: ['mobile', 'tablet', 'desktop'] },
    ]);
    expect(bannerMediaGroups({ mobile: undefined, tablet: undefined, desktop: undefined })).toEqual([]);
  });
});

describe('jumpOffGroupColumns', () => {
  it.each([
    [0, 2],
    [1, 2],
    [2, 2],
    [3, 3],
    [4, 4],
  ])(
    '%i valid tiles → %i columns on large screens (spec §9; one tile keeps a group-of-two width)',
    (count, columns) => {
      expect(jumpOffGroupColumns(count)).toBe(columns);
    },
  );

  it('keeps four columns for more than four tiles', () => {
    expect(jumpOffGroupColumns(5)).toBe(4);
  });
});

describe('decorativeTextRepeatsTitle', () => {
  it('is true when the decorative text shows the title’s words', () => {
    expect(decorativeTextRepeatsTitle('Sale', 'Sale')).toBe(true);
    expect(decorativeTextRepeatsTitle('{=SALE=}', 'Sale')).toBe(true);
    expect(decorativeTextRepeatsTitle('  The {~summer~}   edit ', 'the summer edit')).toBe(true);
  });

  it('is false when the decorative text has words of its own', () => {
    expect(decorativeTextRepeatsTitle('Hello {~sunshine~}', 'The summer dress edit')).toBe(false);
    expect(decorativeTextRepeatsTitle('Sale now on', 'Sale')).toBe(false);
  });

  it('is false without a title or a decorative text', () => {
    expect(decorativeTextRepeatsTitle('Sale', undefined)).toBe(false);
    expect(decorativeTextRepeatsTitle(undefined, 'Sale')).toBe(false);
    expect(decorativeTextRepeatsTitle('', '')).toBe(false);
    expect(decorativeTextRepeatsTitle('{~~}', '  ')).toBe(false);
  });
});

describe('stickerMemoryKey', () => {
  it('keys the memory by delivery id, else delivery key, else not at all', () => {
    expect(stickerMemoryKey({ deliveryId: 'abc', deliveryKey: 'uk/x' })).toBe(`${STICKER_CLOSED_PREFIX}abc`);
    expect(stickerMemoryKey({ deliveryKey: 'uk/x' })).toBe(`${STICKER_CLOSED_PREFIX}uk/x`);
    expect(stickerMemoryKey({})).toBeUndefined();
  });

  it('reads a blank id as no id', () => {
    expect(stickerMemoryKey({ deliveryId: '  ', deliveryKey: ' uk/x ' })).toBe(
      `${STICKER_CLOSED_PREFIX}uk/x`,
    );
    expect(stickerMemoryKey({ deliveryId: ' ', deliveryKey: '' })).toBeUndefined();
  });
});

describe('footerClearance', () => {
  // An 800 px window, a 128 px sticker 36 px from the bottom: it spans 636–764.
  const base = { viewportHeight: 800, bottomOffset: 36, stickerHeight: 128 };

  it('stays in its corner while the footer is below it', () => {
    expect(footerClearance({ ...base, footerTop: 900, footerBottom: 1500 })).toEqual({ lift: 0, fits: true });
    expect(footerClearance({ ...base, footerTop: 800, footerBottom: 1500 })).toEqual({ lift: 0, fits: true });
  });

  it('rises to sit its margin above the footer as the footer scrolls in', () => {
    expect(footerClearance({ ...base, footerTop: 700, footerBottom: 1300 })).toEqual({
      lift: 100,
      fits: true,
    });
  });

  it('hides when the footer leaves no room above it', () => {
    expect(footerClearance({ ...base, footerTop: 150, footerBottom: 800 })).toEqual({
      lift: 650,
      fits: false,
    });
  });

  it('ignores a footer wholly above its corner (a short page)', () => {
    expect(footerClearance({ ...base, footerTop: 300, footerBottom: 600 })).toEqual({ lift: 0, fits: true });
  });
});

describe('frameHeightFromMessage', () => {
  const frameWindow = {};
  const height = (data: unknown, source: unknown = frameWindow, origin = 'null') =>
    frameHeightFromMessage({ data, source, origin }, frameWindow);

  it('takes a finite height from 0 to the cap from its own frame, rounded up', () => {
    expect(height({ type: CUSTOM_HTML_HEIGHT_MESSAGE, height: 0 })).toBe(0);
    expect(height({ type: CUSTOM_HTML_HEIGHT_MESSAGE, height: 99.2 })).toBe(100);
    expect(height({ type: CUSTOM_HTML_HEIGHT_MESSAGE, height: CUSTOM_HTML_MAX_HEIGHT })).toBe(10_000);
  });

  it('ignores other sources, a frame that is not sandboxed, and a frame not yet there', () => {
    const data = { type: CUSTOM_HTML_HEIGHT_MESSAGE, height: 200 };
    expect(height(data, {})).toBeUndefined();
    expect(height(data, null)).toBeUndefined();
    expect(height(data, frameWindow, 'https://shop.example')).toBeUndefined();
    expect(frameHeightFromMessage({ data, source: null, origin: 'null' }, null)).toBeUndefined();
  });

  it('ignores absurd heights and other messages', () => {
    for (const value of [-1, CUSTOM_HTML_MAX_HEIGHT + 1, Number.POSITIVE_INFINITY, Number.NaN, '300', null]) {
      expect(height({ type: CUSTOM_HTML_HEIGHT_MESSAGE, height: value })).toBeUndefined();
    }
    expect(height({ type: 'something-else', height: 300 })).toBeUndefined();
    expect(height('300')).toBeUndefined();
    expect(height(null)).toBeUndefined();
  });
});

describe('hero banner 1', () => {
  it('shows up to four calls to action in 220px containers with 1.5rem gaps (spec 002 §9)', () => {
    expect(HERO_BANNER_1_MAX_CALLS_TO_ACTION).toBe(4);
    expect(HERO_BUTTON_CONTAINER).toBe('220px');
    expect(HERO_BUTTON_GAP).toBe('1.5rem');
  });

  it('gives the editor’s sizes in rem', () => {
    expect(heroFontSizes(94, 94)).toEqual({ desktop: '5.875rem', mobile: '5.875rem' });
    expect(heroFontSizes(36, 30)).toEqual({ desktop: '2.25rem', mobile: '1.875rem' });
  });

  it('estimates the widest word in em, generously, wide letters counting more', () => {
    // s u m m e r: 0.45 + 0.6 + 0.95 + 0.95 + 0.6 + 0.45 = 4, with 10% headroom.
    expect(widestWordEm('The summer sale')).toBe(4.4);
    expect(widestWordEm('  Extraordinarily  comfy\nloungewear ')).toBe(widestWordEm('Extraordinarily'));
    expect(widestWordEm('mmmm')).toBeGreaterThan(widestWordEm('iiiiiiii'));
    expect(widestWordEm('WOMEN')).toBeGreaterThan(widestWordEm('women'));
    expect(widestWordEm('')).toBe(1);
  });

  it('caps a font size so that the widest word fits, never below 1.5rem', () => {
    expect(wordFitFontSize('5.875rem', '8.34', '295px')).toBe(
      'clamp(min(1.5rem, 5.875rem), calc(295px / 8.34), 5.875rem)',
    );
  });

  it('reads an absent layout as all the shown buttons in one row, within 1–4', () => {
    expect(heroButtonsLayout(undefined, 3)).toBe(3);
    expect(heroButtonsLayout(undefined, 0)).toBe(1);
    expect(heroButtonsLayout(2, 4)).toBe(2);
    expect(heroButtonsLayout(undefined, 9)).toBe(4);
  });

  it('keeps a given layout within 1–4, in whole buttons', () => {
    expect(heroButtonsLayout(0, 2)).toBe(1);
    expect(heroButtonsLayout(7, 2)).toBe(4);
    expect(heroButtonsLayout(2.7, 4)).toBe(2);
  });

  it('lists the texts that are not blank, in reading order', () => {
    expect(heroBanner1Texts({ topHeading: 'Top', heading: 'Heading', subHeading: 'Sub' })).toEqual([
      'Top',
      'Heading',
      'Sub',
    ]);
    expect(heroBanner1Texts({ topHeading: ' ', subHeading: 'Sub' })).toEqual(['Sub']);
    expect(heroBanner1Texts({})).toEqual([]);
  });

  it('names the link by the texts, else the desktop then mobile alt (each falling back to the image’s own)', () => {
    const image = { name: 'n', endpoint: 'e', defaultHost: 'h', alt: 'Own alt' };
    expect(heroBanner1LinkName({ topHeading: 'Top', heading: ' ', subHeading: 'Sub' })).toBe('Top Sub');
    expect(heroBanner1LinkName({ backgroundDesktop: image, backgroundDesktopAltText: 'Mine' })).toBe('Mine');
    expect(heroBanner1LinkName({ backgroundDesktop: { ...image, alt: '' }, backgroundMobile: image })).toBe(
      'Own alt',
    );
    expect(heroBanner1LinkName({})).toBe('');
  });
});

describe('hero banner 2', () => {
  it('defaults to 48 px calls to action on a white background', () => {
    expect(DEFAULT_CALLS_TO_ACTION_HEIGHT).toBe(48);
    expect(HERO_BANNER_2_DEFAULT_BACKGROUND).toBe('#FFFFFF');
  });

  it('draws calls to action at the editor’s height, 44 px at least', () => {
    expect(MIN_CALLS_TO_ACTION_HEIGHT).toBe(44);
    expect(callsToActionHeightPx(56)).toBe(56);
    expect(callsToActionHeightPx(48)).toBe(48);
    expect(callsToActionHeightPx(30)).toBe(44);
  });
});
