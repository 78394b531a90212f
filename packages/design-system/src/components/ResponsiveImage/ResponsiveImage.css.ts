import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

/**
 * The image fills its container's width; its height comes from the aspect ratio (inline `aspect-ratio`) or, without
 * one, from its `width`/`height` attributes. A muted surface shows in the reserved box until the pixels arrive.
 */
export const image = recipe({
  base: {
    display: 'block',
    width: '100%',
    maxWidth: '100%',
    height: 'auto',
    backgroundColor: vars.color.surfaceMuted,
    // A broken image shows its alt text: keep it readable inside the box.
    color: vars.color.text,
    fontFamily: vars.font.athletics,
    fontSize: vars.fontSize.small,
  },
  variants: {
    objectFit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
  },
  defaultVariants: { objectFit: 'cover' },
});

export type ImageStyleVariants = NonNullable<RecipeVariants<typeof image>>;
