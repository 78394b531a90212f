import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FOURTEEN_UK_SIZES, sizeBlockFixtures as fixtures } from './fixtures';
import { SizeBlock, sizeBlockColours } from './SizeBlock';
import { sizeBlockSchema } from './schema';

const renderEntry = (entry: unknown) => render(<SizeBlock {...sizeBlockSchema.parse(entry)} />);

const issues = (entry: unknown) =>
  (sizeBlockSchema.safeParse(entry).error?.issues ?? []).map((issue) => [
    issue.path.join('.'),
    issue.message,
  ]);

/** The inline custom properties' values of an element, in the order they were set. */
const inlineValues = (element: HTMLElement) =>
  Array.from(element.style)
    .filter((name) => name.startsWith('--'))
    .map((name) => element.style.getPropertyValue(name).trim());

afterEach(cleanup);

describe('SizeBlock', () => {
  it('shows the title as an h2 and the sizes as links in order', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Shop dresses by size');
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'UK 6',
      'UK 8',
      'UK 10',
      'UK 12',
      'UK 14',
      'UK 16',
      'UK 18',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/womens/dresses?size=UK%206');
  });

  it('sets the editor’s colours when they read on the page', () => {
    renderEntry(fixtures.underlined);
    // Title, underline; then the squares: ink, hover fill, text on the fill.
    const block = screen.getByRole('heading').parentElement as HTMLElement;
    expect(inlineValues(block)).toEqual(['#000000', '#64E6D6']);
    expect(inlineValues(screen.getByRole('list'))).toEqual(['#000000', '#7A2E3A', '#FFFFFF']);
  });

  it('falls back to black for colours under 4.5:1 on white, and reads on the hover fill', () => {
    expect(sizeBlockColours(sizeBlockSchema.parse(fixtures.contrastFallback))).toEqual({
      title: '#000000',
      underline: '#000000',
      ink: '#000000',
      hover: '#1B3A4B',
      hoverInk: '#FFFFFF',
    });
    expect(sizeBlockColours(sizeBlockSchema.parse(fixtures.default)).hoverInk).toBe('#000000');
  });

  it('underlines the title only with showUnderline', () => {
    renderEntry(fixtures.underlined);
    const underlined = screen.getByRole('heading').className;
    cleanup();
    renderEntry(fixtures.default);
    expect(screen.getByRole('heading').className).not.toBe(underlined);
    expect(sizeBlockSchema.parse(fixtures.fourteenSizes).showUnderline).toBe(false);
  });

  it('shows all fourteen sizes of a long group', () => {
    renderEntry(fixtures.fourteenSizes);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([...FOURTEEN_UK_SIZES]);
  });

  it('leaves out sizes without text or a link', () => {
    renderEntry(fixtures.longSizeNames);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'One size',
      'Petite 8',
      'Tall 12',
    ]);
  });

  it('refuses entries without the required fields, naming each', () => {
    expect(issues(fixtures.invalidMissingTitleText)).toEqual([
      ['titleText', 'The size block needs titleText'],
    ]);
    expect(issues(fixtures.invalidMissingColours)).toEqual([
      ['titleColour', 'The size block needs a titleColour'],
      ['ctaColour', 'The size block needs a ctaColour'],
    ]);
    expect(issues(fixtures.invalidMissingHoverColour)).toEqual([
      ['hoverColour', 'The size block needs a hoverColour'],
    ]);
    expect(issues(fixtures.invalidNoCallsToAction).map(([path]) => path)).toEqual(['callsToAction']);
    expect(issues(fixtures.invalidOnlyIncompleteSizes).map(([path]) => path)).toEqual(['callsToAction']);
  });

  it('refuses script links and named colours', () => {
    expect(issues(fixtures.invalidScriptLink).map(([path]) => path)).toEqual(['callsToAction.0.buttonLink']);
    expect(issues(fixtures.invalidNamedColour).map(([path]) => path)).toEqual(['hoverColour']);
  });

  it('parses every valid fixture and refuses every invalid one', () => {
    for (const [name, fixture] of Object.entries(fixtures)) {
      expect([name, sizeBlockSchema.safeParse(fixture).success]).toEqual([name, !name.startsWith('invalid')]);
    }
  });
});
