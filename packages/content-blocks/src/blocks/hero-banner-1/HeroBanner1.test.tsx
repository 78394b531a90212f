import { cleanup, render, screen, within } from '@testing-library/react';
import { mediaQueries, mobileMediaQuery } from '@wardrobe/design-system';
import { HERO_BANNER_FONT_SIZES, IMAGE_WIDTHS, widestWordEm } from '@wardrobe/domain-rules';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { heroPreloads } from '../../shared/heroPreloads.testing';
import { preloadBlockIslands } from '../../shared/islands';
import { heroBanner1Fixtures as fixtures } from './fixtures';
import { HeroBanner1 } from './HeroBanner1';
import { heroBanner1Schema, heroBanner1SchemaId } from './schema';

const renderEntry = (entry: unknown) => render(<HeroBanner1 {...heroBanner1Schema.parse(entry)} />);

/** The paths of the issues a refused entry gets, each with its message. */
const issues = (entry: unknown) =>
  (heroBanner1Schema.safeParse(entry).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

const inlineVar = (element: Element | null, value: string) =>
  Object.values((element as HTMLElement | null)?.style ?? {}).some(
    (name) => (element as HTMLElement).style.getPropertyValue(name) === value,
  );

afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('hero banner 1 fixtures', () => {
  const all = Object.entries(fixtures);

  it.each(all.filter(([name]) => !name.startsWith('invalid')))('%s parses', (_name, fixture) => {
    const result = heroBanner1Schema.safeParse(fixture);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data?._meta.schema).toBe(heroBanner1SchemaId);
  });

  it.each(all.filter(([name]) => name.startsWith('invalid')))('%s is refused', (_name, fixture) => {
    expect(heroBanner1Schema.safeParse(fixture).success).toBe(false);
  });
});

describe('hero banner 1 schema', () => {
  it('refuses a missing position, alignment or background, naming the field', () => {
    expect(issues(fixtures.invalidMissingContentPosition)).toEqual([
      ['contentPositionDesktop', expect.stringContaining('needs contentPositionDesktop')],
    ]);
    expect(issues(fixtures.invalidMissingAlignment)).toEqual([
      ['innerContentAlignmentMobile', expect.stringContaining('needs innerContentAlignmentMobile')],
    ]);
    expect(issues(fixtures.invalidMissingBackground)).toEqual([
      ['backgroundMobile', expect.stringContaining('needs backgroundMobile')],
    ]);
    expect(issues(fixtures.invalidBackgroundNotMedia)[0]?.[0]).toBe('backgroundDesktop');
  });

  it('refuses script links in the url and in a call to action', () => {
    expect(issues(fixtures.invalidScriptLink)[0]?.[0]).toBe('url');
    expect(issues(fixtures.invalidCallToActionLink)[0]?.[0]).toBe('callsToAction.callsToAction.0.buttonLink');
  });

  it('refuses a layout outside 1–4, an unknown font and a size of 0 or less', () => {
    expect(issues(fixtures.invalidButtonsLayout)[0]?.[0]).toBe('callsToAction.buttonsLayout');
    expect(issues(fixtures.invalidFont)[0]?.[0]).toBe('headingFont');
    expect(issues(fixtures.invalidFontSize)[0]?.[0]).toBe('headingFontSizeMobile');
  });

  it('refuses a linking banner with nothing to name its link', () => {
    expect(issues(fixtures.invalidUnnamedLink)).toEqual([
      ['heading', expect.stringContaining('name its link')],
    ]);
  });

  it('applies the spec’s font sizes, Quisas for the heading and white text by default', () => {
    const entry = heroBanner1Schema.parse(fixtures.default);
    expect({
      top: [entry.topHeadingFontSizeDesktop, entry.topHeadingFontSizeMobile],
      heading: [entry.headingFontSizeDesktop, entry.headingFontSizeMobile],
      sub: [entry.subHeadingFontSizeDesktop, entry.subHeadingFontSizeMobile],
    }).toEqual({
      top: [HERO_BANNER_FONT_SIZES.topHeading.desktop, HERO_BANNER_FONT_SIZES.topHeading.mobile],
      heading: [HERO_BANNER_FONT_SIZES.heading.desktop, HERO_BANNER_FONT_SIZES.heading.mobile],
      sub: [HERO_BANNER_FONT_SIZES.subHeading.desktop, HERO_BANNER_FONT_SIZES.subHeading.mobile],
    });
    expect([entry.topHeadingFont, entry.headingFont, entry.subHeadingFont]).toEqual([
      'Athletics',
      'Quisas',
      'Athletics',
    ]);
    expect(entry.headingTextColour).toBe('White');
    expect([entry.backgroundDesktopVideoLoop, entry.backgroundMobileVideoLoop]).toEqual([false, false]);
  });
});

describe('HeroBanner1', () => {
  it('shows the heading as an h2 and the other texts as paragraphs, in the editor’s sizes', () => {
    renderEntry(fixtures.default);
    const heading = screen.getByRole('heading', { level: 2, name: 'The linen edit' });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('New season').tagName).toBe('P');
    expect(screen.getByText('Light layers for long days').tagName).toBe('P');
    expect(inlineVar(heading, '5.875rem')).toBe(true);
    // The widest word, 'linen', is the one the size must fit across the banner.
    expect(inlineVar(heading, String(widestWordEm('linen')))).toBe(true);
    expect(inlineVar(heading, '#FFFFFF')).toBe(true);
    expect(inlineVar(screen.getByText('New season'), '1.875rem')).toBe(true);
  });

  it('shows the calls to action in order, with their layout, and is not a link itself', () => {
    const { container } = renderEntry(fixtures.default);
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.dataset.buttonStyle]),
    ).toEqual([
      ['Shop women', '/women', 'primary'],
      ['Shop men', '/men', 'secondary'],
    ]);
    expect(container.querySelector('[data-buttons-layout]')?.getAttribute('data-buttons-layout')).toBe('2');
  });

  it('is one link to its url when it has no call to action, with nothing interactive inside', () => {
    renderEntry(fixtures.wholeBannerLink);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/sale');
    expect(link.textContent).toBe('Up to 50% offThe summer saleEnds Sunday at midnight');
    expect(within(link).getByRole('heading', { level: 2 }).textContent).toBe('The summer sale');
    expect(link.querySelectorAll('a, button, video, img')).toHaveLength(0);
  });

  it('ignores the url when a call to action is shown, so links never nest', () => {
    renderEntry(fixtures.linkWithCallToAction);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/homeware']);
    expect(links[0]?.textContent).toBe('Shop homeware');
  });

  it('hides an incomplete call to action and links the whole banner instead', () => {
    renderEntry(fixtures.incompleteCallToAction);
    expect(screen.queryByText('Shop new in')).toBeNull();
    expect(screen.getByRole('link', { name: 'Just in' }).getAttribute('href')).toBe('/new-in');
  });

  it('shows the first four complete calls to action, all in one row when no layout is given', () => {
    const { container } = renderEntry(fixtures.moreThanFourCallsToAction);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Blue',
      'Green',
      'Pink',
      'Yellow',
    ]);
    expect(container.querySelector('[data-buttons-layout]')?.getAttribute('data-buttons-layout')).toBe('4');
  });

  it('shows both pictures at hero widths, each fetched first thing on the screens it shows on, with their alt texts', () => {
    renderEntry(fixtures.default);
    const desktop = screen.getByRole('img', { name: 'Two people in linen shirts on a sunlit terrace' });
    const mobile = screen.getByRole('img', { name: 'A linen shirt on a sunlit terrace' });
    // Lazy, so that the one CSS hides is never fetched; preloaded from the head for its own widths (below).
    for (const image of [desktop, mobile]) {
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('fetchpriority')).toBe('high');
      const widths = (image.getAttribute('srcset') ?? '')
        .split(', ')
        .map((candidate) => candidate.split(' ')[1]);
      expect(widths).toEqual(IMAGE_WIDTHS.hero.map((width) => `${width}w`));
    }
    expect(desktop.getAttribute('src')).toContain('/i/wardrobe/hero-linen-edit-desktop-alpha');
    expect(mobile.getAttribute('src')).toContain('/i/wardrobe/hero-linen-edit-mobile-summer');
    expect(heroPreloads(<HeroBanner1 {...heroBanner1Schema.parse(fixtures.default)} />)).toEqual([
      ['hero-linen-edit-mobile-summer', mobileMediaQuery],
      ['hero-linen-edit-desktop-alpha', mediaQueries.md],
    ]);
  });

  it('falls back to the image’s own alt text when the alt text is blank', () => {
    renderEntry(fixtures.imageOwnAlt);
    expect(screen.getByRole('img', { name: 'A rail of summer dresses' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A summer dress on a hanger' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('names a linked banner with no text by its background’s alt text', () => {
    renderEntry(fixtures.linkNamedByAltText);
    expect(screen.getByRole('link', { name: 'Shop summer dresses' }).getAttribute('href')).toBe('/dresses');
  });

  it('plays video backgrounds with their loop flags and labels, the control beside the link', () => {
    const { container } = renderEntry(fixtures.videoBackground);
    const videos = [...container.querySelectorAll('video')];
    expect(videos.map((video) => [video.getAttribute('aria-label'), video.loop])).toEqual([
      ['Hands knitting a jumper', false],
      ['A knitter at work in the studio', true],
    ]);
    expect(videos[1]?.querySelector('source')?.getAttribute('src')).toBe(
      '/v/wardrobe/hero-studio-film-desktop/webm_vp9',
    );
    const link = screen.getByRole('link', {
      name: 'In the studio Made to last Watch how our knitwear is made',
    });
    expect(link.getAttribute('href')).toBe('/knitwear');
    const controls = screen.getAllByRole('button', { name: /^(Pause|Play) video$/ });
    expect(controls).toHaveLength(2);
    for (const control of controls) expect(link.contains(control)).toBe(false);
  });

  it('takes a video on desktop and a picture on mobile', () => {
    const { container } = renderEntry(fixtures.mixedBackgrounds);
    expect(container.querySelectorAll('video')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'A cable-knit jumper folded on a chair' })).toBeTruthy();
  });

  it('uses the editor’s fonts and sizes, and leaves a small mobile size as it is', () => {
    renderEntry(fixtures.customTypography);
    const heading = screen.getByRole('heading', { level: 2, name: 'Notes from the studio' });
    expect(inlineVar(heading, '4rem')).toBe(true);
    expect(inlineVar(heading, '2.5rem')).toBe(true);
    const top = screen.getByText('The journal');
    expect(inlineVar(top, '1.75rem')).toBe(true);
    expect(inlineVar(top, '1.375rem')).toBe(true);
    expect(heading.className).not.toBe(top.className);
  });
});
