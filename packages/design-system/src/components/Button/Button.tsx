'use client';

import type { Ref } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { type ButtonStyleVariants, button } from './Button.css';

export type ButtonVariant = NonNullable<ButtonStyleVariants['variant']>;
export type ButtonSize = NonNullable<ButtonStyleVariants['size']>;

export interface ButtonProps extends AriaButtonProps {
  /** Visual emphasis: `primary` (teal, default), `secondary` (outlined) or `tertiary` (underlined text). */
  variant?: ButtonVariant;
  /** Height and padding. Defaults to `medium` (48 px). */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The design system's button: react-aria-components `Button` with brand styling. Every RAC prop passes
 * through (`onPress`, `isDisabled`, `isPending`, `type`, `form`, `aria-*`, …). `className` is appended to the
 * design-system class and may be a function of the render state, as in RAC.
 */
export function Button({ variant = 'primary', size = 'medium', className, ref, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${button({ variant, size })} ${extra}` : button({ variant, size }),
      )}
    />
  );
}
