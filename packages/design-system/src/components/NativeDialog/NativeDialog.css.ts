import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { dialogBoxLook, dialogSizes } from '../Dialog/box';
import { scrim, scrimFadeIn } from '../Dialog/scrim.css';

const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(16px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/**
 * The `<dialog>` itself is the box (the Dialog's look): no padding of its own, so a click that lands on the
 * element and not on its content is a click on the backdrop.
 */
export const box = recipe({
  base: {
    boxSizing: 'border-box',
    width: `calc(100% - 2 * ${vars.space.xs})`,
    maxHeight: `calc(100% - 2 * ${vars.space.xs})`,
    margin: 'auto',
    padding: 0,
    ...dialogBoxLook,
    selectors: {
      // A column, so the content (and its scrolling body) shrinks to the box's max height on a short screen.
      '&[open]': {
        display: 'flex',
        flexDirection: 'column',
        animationName: riseIn,
        animationDuration: vars.motion.durationShort,
        animationTimingFunction: vars.motion.easing,
      },
      '&::backdrop': {
        backgroundColor: scrim,
        animationName: scrimFadeIn,
        animationDuration: vars.motion.durationShort,
        animationTimingFunction: vars.motion.easing,
      },
    },
    '@media': {
      '(forced-colors: active)': { borderColor: 'CanvasText' },
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[open], &::backdrop': { animationName: 'none' } },
      },
    },
  },
  variants: { size: dialogSizes },
  defaultVariants: { size: 'medium' },
});

/** Header, scrolling body and footer, as in the Dialog. */
export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 auto',
  width: '100%',
  minHeight: 0,
});

// The page behind a modal dialog does not scroll (as the react-aria Dialog's page does not).
globalStyle(`html:has(${box.classNames.base}[open])`, { overflow: 'hidden' });
