import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spacingAround } from '../spacing-block/spacingAround.css';
import { DividerGraphic2 } from './DividerGraphic2';
import { dividerGraphic2Fixtures as fixtures } from './fixtures';
import { dividerGraphic2Schema } from './schema';

const renderEntry = (entry: unknown) => {
  const { container } = render(<DividerGraphic2 {...dividerGraphic2Schema.parse(entry)} />);
  const block = container.querySelector<HTMLElement>('[data-block="divider-graphic-2"]');
  if (!block) throw new Error('No divider rendered');
  return block;
};

afterEach(cleanup);

describe('DividerGraphic2', () => {
  it('is decoration: hidden from assistive technology, with no text', () => {
    const block = renderEntry(fixtures.coloured);
    expect(block.getAttribute('aria-hidden')).toBe('true');
    expect(block.textContent).toBe('');
    expect(block.querySelector('[data-graphic="double"]')).not.toBeNull();
  });

  it('draws the lines in the chosen colour, and sets none when none is chosen', () => {
    expect(renderEntry(fixtures.coloured).getAttribute('style')).toMatch(/^--[\w-]+:\s*#1B3A4B;?$/);
    cleanup();
    expect(renderEntry(fixtures.default).getAttribute('style')).toBeNull();
  });

  it('takes the chosen space above and below', () => {
    expect(renderEntry(fixtures.coloured).className).toContain(
      spacingAround({ above: 'XL', below: 'Small' }),
    );
  });

  it('refuses colours that are not #RGB or #RRGGBB, naming the field', () => {
    for (const fixture of [fixtures.invalidNamedColour, fixtures.invalidAlphaColour]) {
      expect(dividerGraphic2Schema.safeParse(fixture).error?.issues[0]?.path).toEqual(['colour']);
    }
  });
});
