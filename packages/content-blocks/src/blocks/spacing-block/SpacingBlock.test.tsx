import { cleanup, render } from '@testing-library/react';
import { spacePx } from '@wardrobe/design-system';
import { SPACING } from '@wardrobe/domain-rules';
import { afterEach, describe, expect, it } from 'vitest';
import { SPACING_SIZES } from '../../shared/enums';
import { spacingBlockFixtures as fixtures } from './fixtures';
import { SpacingBlock } from './SpacingBlock';
import * as styles from './SpacingBlock.css';
import { spacingBlockSchema } from './schema';
import { SPACING_TOKENS } from './spacing';

const renderEntry = (entry: unknown) => {
  const { container } = render(<SpacingBlock {...spacingBlockSchema.parse(entry)} />);
  const spacer = container.querySelector<HTMLElement>('[data-block="spacing-block"]');
  if (!spacer) throw new Error('No spacing block rendered');
  return spacer;
};

afterEach(cleanup);

describe('SpacingBlock', () => {
  it('maps every spec size to the space token of the same pixels (XXS 6px … XXL 72px)', () => {
    expect(SPACING_SIZES.map((size) => spacePx[SPACING_TOKENS[size]])).toEqual(
      SPACING_SIZES.map((size) => SPACING[size]),
    );
    expect(SPACING_SIZES.map((size) => SPACING[size])).toEqual([6, 12, 24, 36, 48, 60, 72]);
  });

  it('is an empty box hidden from assistive technology', () => {
    const spacer = renderEntry(fixtures.default);
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
    expect(spacer.textContent).toBe('');
    expect(spacer.children).toHaveLength(0);
  });

  it('takes the chosen size at every width when no mobile size is set', () => {
    const spacer = renderEntry(fixtures.largest);
    expect(spacer.className).toBe(styles.spacer({ size: 'XXL' }));
    expect(spacer.dataset.mobileSize).toBeUndefined();
  });

  it('adds the mobile size below the breakpoint when one is set', () => {
    const spacer = renderEntry(fixtures.withMobileSize);
    expect(spacer.className).toBe(styles.spacer({ size: 'XL', mobileSize: 'Small' }));
    expect(spacer.className).not.toBe(styles.spacer({ size: 'XL' }));
    expect(spacer.dataset.mobileSize).toBe('Small');
  });

  it('is Medium when no size is chosen', () => {
    expect(spacingBlockSchema.parse(fixtures.defaultsOnly).size).toBe('Medium');
    expect(renderEntry(fixtures.defaultsOnly).className).toBe(styles.spacer({ size: 'Medium' }));
  });

  it('refuses sizes outside the spec’s names, naming the field', () => {
    expect(spacingBlockSchema.safeParse(fixtures.invalidPixelSize).error?.issues[0]?.path).toEqual(['size']);
    expect(spacingBlockSchema.safeParse(fixtures.invalidMobileSize).error?.issues[0]?.path).toEqual([
      'mobileSize',
    ]);
  });
});
