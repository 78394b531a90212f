import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { STICKER_CLOSED_PREFIX } from '@wardrobe/domain-rules';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadBlockIslands } from '../../shared/islands';
import { FloatingPromotionalSticker, stickerLineInk } from './FloatingPromotionalSticker';
import * as styles from './FloatingPromotionalSticker.css';
import { floatingPromotionalStickerFixtures as fixtures } from './fixtures';
import { type FloatingPromotionalStickerEntry, floatingPromotionalStickerSchema } from './schema';
import { wasStickerClosed } from './stickerMemory';
import { findPageFooter } from './stickerPlacement';

const parse = (entry: unknown) => floatingPromotionalStickerSchema.parse(entry);
const renderEntry = (entry: unknown) => render(<FloatingPromotionalSticker {...parse(entry)} />);
const sticker = () => document.querySelector<HTMLElement>('[data-block="floating-promotional-sticker"]');
const issuePath = (entry: unknown) =>
  floatingPromotionalStickerSchema.safeParse(entry).error?.issues[0]?.path;

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

// The blocks' islands load on demand; loaded first, they render at once, as they do once a page has them.
beforeAll(preloadBlockIslands);

describe('FloatingPromotionalSticker', () => {
  it('is one link to url, named by its text lines in the order they show, the picture decorative', () => {
    renderEntry(fixtures.default);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/sale');
    expect(link.textContent).toBe('SummerSaleUp to 50% off');
    expect([...link.querySelectorAll('[data-row]')].map((row) => row.getAttribute('data-row'))).toEqual([
      'top',
      'middle',
      'bottom',
    ]);
    expect(link.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('with a picture only, is named by the image’s alt text', () => {
    renderEntry(fixtures.imageOnly);
    expect(screen.getByRole('link', { name: 'Gift cards: the present that always fits' })).toBeTruthy();
  });

  it('falls back to the image’s own alt text when imageAltText is blank', () => {
    renderEntry({
      ...fixtures.imageOnly,
      imageAltText: ' ',
      image: { ...fixtures.imageOnly.image, alt: 'A gift card in a red envelope' },
    });
    expect(screen.getByRole('link', { name: 'A gift card in a red envelope' })).toBeTruthy();
  });

  it('without url is no link', () => {
    renderEntry(fixtures.notLinked);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Now open')).toBeTruthy();
  });

  it('has a real Close button beside the link, never inside it, with the chosen hit area', () => {
    renderEntry(fixtures.notLinked);
    const close = screen.getByRole('button', { name: 'Close' });
    expect(close.tagName).toBe('BUTTON');
    expect(close.getAttribute('type')).toBe('button');
    expect(close.closest('a')).toBeNull();
    expect(close.className).toBe(styles.close({ position: 'Bottom Right' }));
    expect(sticker()?.style.getPropertyValue(/--[^,)]+/.exec(styles.closeSizeVar)?.[0] ?? '')).toBe('40px');
  });

  it('renders hidden on the server until the island has read the visit’s memory, then opens', () => {
    const html = renderToString(<FloatingPromotionalSticker {...parse(fixtures.default)} />);
    expect(html).toContain(`class="${styles.sticker({ closeAt: 'Top Right' })} ${styles.pending}"`);
    expect(html).toContain('data-state="pending"');
    renderEntry(fixtures.default);
    expect(sticker()?.className).toBe(styles.sticker({ closeAt: 'Top Right' }));
    expect(sticker()?.dataset.state).toBe('open');
  });

  it('hides when Close is clicked, and stays hidden after a re-render', () => {
    const entry = parse(fixtures.closable);
    const { rerender } = render(<FloatingPromotionalSticker {...entry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sticker()).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<FloatingPromotionalSticker {...entry} />);
    expect(sticker()).toBeNull();
  });

  it('remembers the close for the rest of the visit, keyed by the entry’s delivery id', () => {
    renderEntry(fixtures.closable);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    const key = `${STICKER_CLOSED_PREFIX}${fixtures.closable._meta.deliveryId}`;
    expect(sessionStorage.getItem(key)).toBe('closed');
    cleanup();
    // The next page: the same entry stays closed, another sticker still shows.
    renderEntry(fixtures.closable);
    expect(sticker()).toBeNull();
    cleanup();
    renderEntry(fixtures.default);
    expect(sticker()?.dataset.state).toBe('open');
  });

  it('never shows a sticker closed earlier in the visit, not even pending', () => {
    sessionStorage.setItem(`${STICKER_CLOSED_PREFIX}${fixtures.default._meta.deliveryId}`, 'closed');
    renderEntry(fixtures.default);
    expect(sticker()).toBeNull();
  });

  it('closes even when storage is blocked, and then only for this view', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      renderEntry(fixtures.closable);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(sticker()).toBeNull();
    } finally {
      setItem.mockRestore();
    }
    cleanup();
    renderEntry(fixtures.closable);
    expect(sticker()?.dataset.state).toBe('open');
  });

  it('closes a sticker without delivery id or key for this view only, remembering nothing', () => {
    expect(wasStickerClosed(undefined)).toBe(false);
    const entry = parse({ ...fixtures.closable, _meta: { schema: fixtures.closable._meta.schema } });
    render(<FloatingPromotionalSticker {...entry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(sticker()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('sets size, margins (spacing tokens) and colours inline', () => {
    renderEntry(fixtures.textLinesOnly);
    const style = sticker()?.getAttribute('style') ?? '';
    expect(style).toMatch(/:\s*128px;/);
    expect(style).toMatch(/:\s*var\(--[\w-]+\);.*:\s*var\(--[\w-]+\);/);
    expect(style).toContain('#64E6D6');
  });

  it('keeps the close control’s corner clear of the circle, on the side the editor chose', () => {
    renderEntry(fixtures.textLinesOnly);
    expect(sticker()?.className).toBe(styles.sticker({ closeAt: 'Top Left' }));
    expect(screen.getByRole('button', { name: 'Close' }).className).toBe(
      styles.close({ position: 'Top Left' }),
    );
  });

  it('gives lines over a picture a halo of the colour that reads against them, and none without a picture', () => {
    renderEntry(fixtures.default);
    const line = screen.getByText('Sale');
    expect(line.className).toContain(styles.line({ size: 'Title 2', align: 'center', halo: true }));
    expect(line.getAttribute('style')).toMatch(/:\s*#000000;.*:\s*#FFFFFF;?$/);
    cleanup();
    renderEntry(fixtures.textLinesOnly);
    const plain = screen.getByText('Free');
    expect(plain.className).toBe(styles.line({ size: 'H3', align: 'center', halo: false }));
    expect(plain.getAttribute('style')).toMatch(/^--[\w-]+:\s*#000000;?$/);
  });

  it('keeps line colours readable on the sticker’s own colour', () => {
    expect(stickerLineInk(undefined, '#64E6D6', false)).toBe('#000000');
    expect(stickerLineInk(undefined, '#1B3A4B', false)).toBe('#FFFFFF');
    expect(stickerLineInk('#F4EDE4', '#F4EDE4', false)).toBe('#000000');
    expect(stickerLineInk('#7A2E3A', '#F4EDE4', false)).toBe('#7A2E3A');
    // Over a picture the block cannot measure the contrast: the editor's colour stands.
    expect(stickerLineInk('#F4EDE4', '#F4EDE4', true)).toBe('#F4EDE4');
    expect(stickerLineInk(undefined, '#1B3A4B', true)).toBe('#FFFFFF');
  });
});

describe('findPageFooter', () => {
  it('finds the page’s footer, not an article’s', () => {
    // A page of its own: emptying the shared window's body would take react-aria's live announcer with it.
    const page = document.implementation.createHTMLDocument('');
    page.body.innerHTML =
      '<main><article><footer id="card">Card</footer></article></main><footer id="page">Page</footer>';
    expect(findPageFooter(page)?.id).toBe('page');
    page.body.innerHTML = '<div role="contentinfo" id="role">Page</div>';
    expect(findPageFooter(page)?.id).toBe('role');
    page.body.innerHTML = '<section><footer>Section</footer></section>';
    expect(findPageFooter(page)).toBeUndefined();
  });
});

describe('floatingPromotionalStickerSchema', () => {
  it('applies the defaults', () => {
    const entry: FloatingPromotionalStickerEntry = parse(fixtures.closable);
    expect(entry).toMatchObject({
      size: 128,
      margins: { right: 'Medium', bottom: 'Medium' },
      backgroundColour: '#64E6D6',
      closeHitArea: { position: 'Top Right', size: 32 },
      textLine1: { text: 'New in', position: 'Center', size: 'H2' },
    });
  });

  it('refuses a sticker with nothing to show, or a link with no name', () => {
    expect(issuePath(fixtures.invalidNothingToShow)).toEqual(['image']);
    expect(issuePath(fixtures.invalidUnnamedLink)).toEqual(['url']);
  });

  it('refuses a close hit area under 24 px (WCAG 2.5.8)', () => {
    const issue = floatingPromotionalStickerSchema.safeParse(fixtures.invalidSmallCloseArea).error?.issues[0];
    expect(issue?.path).toEqual(['closeHitArea', 'size']);
    expect(issue?.message).toContain('at least 24 px');
  });

  it('refuses bad sizes, script links, unknown positions and pixel margins, naming the field', () => {
    expect(issuePath(fixtures.invalidSize)).toEqual(['size']);
    expect(issuePath(fixtures.invalidScriptLink)).toEqual(['url']);
    expect(issuePath(fixtures.invalidLinePosition)).toEqual(['textLine1', 'position']);
    expect(issuePath(fixtures.invalidMargins)).toEqual(['margins', 'right']);
  });
});

describe('the island', () => {
  it('checks the memory after mounting, not before (the server’s HTML is pending)', () => {
    sessionStorage.setItem(`${STICKER_CLOSED_PREFIX}${fixtures.default._meta.deliveryId}`, 'closed');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<FloatingPromotionalSticker {...parse(fixtures.default)} />);
    expect(container.querySelector('[data-state="pending"]')).not.toBeNull();
    act(() => {
      render(<FloatingPromotionalSticker {...parse(fixtures.default)} />);
    });
    expect(sticker()).toBeNull();
  });
});
