import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textBlockFixtures as fixtures } from './fixtures';
import { textBlockSchema } from './schema';
import { TextBlock, textBlockInk } from './TextBlock';
import * as styles from './TextBlock.css';

const renderEntry = (entry: unknown) => {
  const { container } = render(<TextBlock {...textBlockSchema.parse(entry)} />);
  const block = container.querySelector<HTMLElement>('[data-block="text-block"]');
  if (!block) throw new Error('No text block rendered');
  return block;
};

/** The inline custom property a `createVar()` is set to, if any. */
const inlineVar = (element: HTMLElement, cssVar: string) =>
  element.style.getPropertyValue(/^var\((--[^,)]+)/.exec(cssVar)?.[1] ?? cssVar) || undefined;

afterEach(cleanup);

describe('TextBlock', () => {
  it('shows the heading at its style’s level and the markdown body as elements', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2, name: 'Made to be lived in' })).toBeTruthy();
    expect(screen.getByText('every wash').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Washable at 40°',
      'No ironing needed',
      'Free repairs for two years',
    ]);
    expect(screen.getByRole('link', { name: 'how we care for it' }).getAttribute('href')).toBe('/care-guide');
  });

  it('puts body headings one level below the block’s heading', () => {
    renderEntry(fixtures.athleticsHeadingRight);
    expect(screen.getByRole('heading', { level: 2, name: 'Delivery to Europe' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Duties included' })).toBeTruthy();
    cleanup();
    renderEntry({ ...fixtures.athleticsHeadingRight, headingStyle: 'H3' });
    expect(screen.getByRole('heading', { level: 4, name: 'Duties included' })).toBeTruthy();
  });

  it('without a heading, gives the body’s first heading the block’s level', () => {
    renderEntry(fixtures.bodyOnly);
    expect(screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent])).toEqual([
      ['H2', 'Returns'],
    ]);
  });

  it('makes an H1 or an H3 when the editor picks it', () => {
    renderEntry(fixtures.centredOnColour);
    expect(screen.getByRole('heading', { level: 1, name: 'The gift guide' })).toBeTruthy();
    cleanup();
    renderEntry(fixtures.longText);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(
      'Our story, from one shop to three markets',
    );
  });

  it('says that an external link opens a new tab', () => {
    renderEntry(fixtures.bodyOnly);
    const link = screen.getByRole('link', { name: /returns centre/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(opens in a new tab)');
  });

  it('treats a blank heading as none', () => {
    renderEntry({ ...fixtures.default, heading: '   ' });
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('colours text and background as chosen', () => {
    const block = renderEntry(fixtures.centredOnColour);
    expect(inlineVar(block, styles.inkVar)).toBe('#FFFFFF');
    expect(inlineVar(block, styles.paperVar)).toBe('#1B3A4B');
    expect(block.className).toBe(styles.block({ filled: true }));
  });

  it('picks readable text when the chosen colour would not read', () => {
    expect(textBlockInk('White', undefined)).toBe('#000000');
    expect(textBlockInk('Black', '#1B3A4B')).toBe('#FFFFFF');
    expect(textBlockInk(undefined, '#64E6D6')).toBe('#000000');
    expect(textBlockInk(undefined, undefined)).toBeUndefined();
    expect(inlineVar(renderEntry(fixtures.whiteTextNoBackground), styles.inkVar)).toBe('#000000');
  });

  it('leaves the colours to the theme when none is chosen', () => {
    const block = renderEntry(fixtures.bodyOnly);
    expect(block.getAttribute('style')).toBeNull();
    expect(block.className).toBe(styles.block({ filled: false }));
  });

  it('places and aligns the column by textAlignment', () => {
    const block = renderEntry(fixtures.athleticsHeadingRight);
    expect(block.firstElementChild?.className).toBe(styles.column({ alignment: 'Right' }));
  });

  it('underlines rich-text words and logs an unmatched tag for this entry', () => {
    renderEntry(fixtures.centredOnColour);
    expect(screen.getByText('stocking fillers').dataset.underline).toBe('wavy');
    expect(screen.getByText('big one').dataset.underline).toBe('double');
    cleanup();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      renderEntry({ ...fixtures.default, body: 'Half {~open' });
      expect(JSON.parse(consoleError.mock.calls[0]?.[0] as string)).toMatchObject({
        event: 'content-rich-text-invalid',
        deliveryKey: 'uk/text-block-linen',
      });
    } finally {
      consoleError.mockRestore();
    }
  });

  it('refuses a missing, blank or runaway body, naming the field', () => {
    for (const fixture of [fixtures.invalidMissingBody, fixtures.invalidBlankBody, fixtures.invalidTooLong]) {
      expect(textBlockSchema.safeParse(fixture).error?.issues[0]?.path).toEqual(['body']);
    }
    expect(textBlockSchema.safeParse(fixtures.invalidMissingBody).error?.issues[0]?.message).toBe(
      'The text block needs a body',
    );
  });
});
