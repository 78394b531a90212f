import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@wardrobe/design-system';
import { SPACING_SIZES, type SpacingSize } from '../../shared/enums';
import { SPACING_TOKENS } from './spacing';

const bySize = <Style>(make: (space: string) => Style) =>
  Object.fromEntries(SPACING_SIZES.map((size) => [size, make(vars.space[SPACING_TOKENS[size]])])) as Record<
    SpacingSize,
    Style
  >;

/**
 * The space above and below a block by the spec's spacing sizes (the divider graphics' `spacingAbove` and
 * `spacingBelow`). Padding, not margin: the space stays inside the block's box, so it never collapses into the
 * margins of the blocks around it.
 */
export const spacingAround = recipe({
  variants: {
    above: bySize((space) => ({ paddingBlockStart: space })),
    below: bySize((space) => ({ paddingBlockEnd: space })),
  },
  defaultVariants: { above: 'Medium', below: 'Medium' },
});
