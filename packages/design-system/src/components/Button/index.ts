export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Button, buttonClassName } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
