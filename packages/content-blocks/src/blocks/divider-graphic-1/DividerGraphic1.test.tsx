import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spacingAround } from '../spacing-block/spacingAround.css';
import { DividerGraphic1 } from './DividerGraphic1';
import { dividerGraphic1Fixtures as fixtures } from './fixtures';
import { dividerGraphic1Schema } from './schema';

const renderEntry = (entry: unknown) => {
  const { container } = render(<DividerGraphic1 {...dividerGraphic1Schema.parse(entry)} />);
  const block = container.querySelector<HTMLElement>('[data-block="divider-graphic-1"]');
  if (!block) throw new Error('No divider rendered');
  return block;
};

afterEach(cleanup);

describe('DividerGraphic1', () => {
  it('is decoration: hidden from assistive technology, with no text', () => {
    const block = renderEntry(fixtures.coloured);
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.textContent).toBe('');
    expect(block.querySelector('[data-graphic="wave"]')).not.toBeNull();
  });

  it('draws the line in the chosen colour', () => {
    expect(renderEntry(fixtures.coloured).getAttribute('style')).toMatch(/^--[\w-]+:\s*#7A2E3A;?$/);
  });

  it('sets no colour when none is chosen, so the brand teal shows', () => {
    expect(renderEntry(fixtures.default).getAttribute('style')).toBeNull();
  });

  it('takes the chosen space above and below, Medium by default', () => {
    expect(renderEntry(fixtures.tight).className).toContain(spacingAround({ above: 'XXS', below: 'XS' }));
    expect(renderEntry(fixtures.default).className).toContain(
      spacingAround({ above: 'Medium', below: 'Medium' }),
    );
  });

  it('refuses a named colour and a spacing outside the spec’s sizes, naming the field', () => {
    expect(dividerGraphic1Schema.safeParse(fixtures.invalidNamedColour).error?.issues[0]?.path).toEqual([
      'colour',
    ]);
    expect(dividerGraphic1Schema.safeParse(fixtures.invalidSpacing).error?.issues[0]?.path).toEqual([
      'spacingAbove',
    ]);
  });
});
