import { vars } from '../../tokens/contract.css';
import { scrimFadeIn } from './scrim.css';

/**
 * The scrim's fade: in while react-aria marks the overlay `[data-entering]`, back out while `[data-exiting]`.
 * Shared by the dialog, the side panel and the search bar; `duration` is a motion token. (A `.css.ts` file may
 * export only plain values, so the function lives here.)
 */
export function scrimFade(duration: string) {
  return {
    '&[data-entering]': {
      animationName: scrimFadeIn,
      animationDuration: duration,
      animationTimingFunction: vars.motion.easing,
    },
    '&[data-exiting]': {
      animationName: scrimFadeIn,
      animationDuration: duration,
      animationTimingFunction: vars.motion.easing,
      animationDirection: 'reverse' as const,
      animationFillMode: 'forwards' as const,
    },
  };
}
