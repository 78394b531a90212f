export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { buttonClassName, buttonSpinnerClassName } from './buttonClassName';
