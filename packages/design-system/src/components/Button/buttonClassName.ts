import { base, size as sizes, spinner, tertiaryPadding, variant as variants } from './Button.css';

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/**
 * The design-system classes for a variant and size; shared with `ButtonLink`. Server-safe (no react-aria), so a
 * plain `<button>` or `<a>` in a server component can look like a Button: the classes also style the native
 * `:hover`, `:active`, `:focus-visible` and `:disabled` states of elements react-aria does not render.
 */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'medium'): string {
  return `${base} ${variants[variant]} ${sizes[size]}${variant === 'tertiary' ? ` ${tertiaryPadding}` : ''}`;
}

/**
 * The pending spinner's class, for a plain `<button>` styled with `buttonClassName` that is busy: put an
 * `aria-hidden` span with it before the label, and `data-pending` on the button (its cursor says progress).
 */
export const buttonSpinnerClassName: string = spinner;
