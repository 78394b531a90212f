import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const divider = recipe({
  base: { margin: 0, border: 0, flexShrink: 0, alignSelf: 'stretch' },
  variants: {
    orientation: {
      horizontal: { height: 0, borderBlockStartWidth: 1, borderBlockStartStyle: 'solid' },
      vertical: { width: 0, borderInlineStartWidth: 1, borderInlineStartStyle: 'solid' },
    },
    weight: {
      /** Decorative separation: light grey. */
      regular: { borderColor: vars.color.grey300 },
      /** A rule that carries meaning: ≥ 3:1 against the page. */
      strong: { borderColor: vars.color.border },
    },
  },
  defaultVariants: { orientation: 'horizontal', weight: 'regular' },
});
