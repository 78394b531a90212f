import { recipe } from '@vanilla-extract/recipes';
import { mobileMediaQuery, vars } from '@wardrobe/design-system';
import { SPACING_SIZES, type SpacingSize } from '../../shared/enums';
import { SPACING_TOKENS } from './spacing';

/** One style per spacing size, from the space token of the same pixels. */
const bySize = <Style>(make: (space: string) => Style) =>
  Object.fromEntries(SPACING_SIZES.map((size) => [size, make(vars.space[SPACING_TOKENS[size]])])) as Record<
    SpacingSize,
    Style
  >;

/**
 * An empty box of the chosen height. `size` applies at every width; `mobileSize`, when chosen, replaces it below
 * the 768 px breakpoint (a media rule, so it wins over the plain height whatever the order of the classes).
 */
export const spacer = recipe({
  base: { display: 'block', width: '100%', margin: 0, padding: 0 },
  variants: {
    size: bySize((space) => ({ height: space })),
    mobileSize: bySize((space) => ({ '@media': { [mobileMediaQuery]: { height: space } } })),
  },
  defaultVariants: { size: 'Medium' },
});
