import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { reducedMotionQuery } from '../../tokens/breakpoints';
import { vars } from '../../tokens/contract.css';

const sweep = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '-100% 0' },
});

const bone = style({
  display: 'block',
  backgroundColor: vars.color.grey200,
  '@media': {
    // Forced colours paint backgrounds as Canvas: an outline keeps the placeholder visible.
    '(forced-colors: active)': { outline: '1px solid GrayText', outlineOffset: -1 },
  },
});

export const skeleton = recipe({
  base: [bone, { maxWidth: '100%' }],
  variants: {
    shape: {
      block: { borderRadius: vars.radius.small },
      text: { backgroundColor: 'transparent' },
      circle: { borderRadius: vars.radius.pill, flexShrink: 0 },
    },
  },
  defaultVariants: { shape: 'block' },
});

/**
 * A light band sweeping across: two standard durations per pass. It stops (flat grey) for people who ask for
 * less motion; screenshot tools that cancel infinite animations see its first frame.
 */
export const shimmering = style({
  backgroundImage: `linear-gradient(90deg, ${vars.color.grey200} 0%, ${vars.color.grey100} 50%, ${vars.color.grey200} 100%)`,
  backgroundSize: '200% 100%',
  backgroundRepeat: 'no-repeat',
  animationName: sweep,
  animationDuration: `calc(${vars.motion.duration} * 2)`,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': {
    [reducedMotionQuery]: { animation: 'none', backgroundImage: 'none' },
  },
});

/** One line of a text placeholder: a bar about the height of lowercase text, in a line box of body height. */
export const line = style([
  bone,
  {
    height: '0.8em',
    marginBlock: '0.35em',
    borderRadius: vars.radius.small,
    selectors: {
      // The last of several lines is shorter, like the end of a paragraph.
      '&:last-child:not(:first-child)': { width: '60%' },
    },
  },
]);
