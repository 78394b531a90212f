'use client';

import type { Ref } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps, composeRenderProps } from 'react-aria-components';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './buttonClassName';

export interface ButtonLinkProps extends AriaLinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a `Button`: for calls to action that navigate ("Shop now", "View All Offers"). It stays
 * a link for assistive technology (it goes somewhere; a button does something). react-aria-components `Link`:
 * client-side routing through RAC's `RouterProvider` when the app sets one up, otherwise a plain `<a href>`.
 */
export function ButtonLink({
  variant = 'primary',
  size = 'medium',
  className,
  ref,
  ...props
}: ButtonLinkProps) {
  const own = buttonClassName(variant, size);
  return (
    <AriaLink
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) => (extra ? `${own} ${extra}` : own))}
    />
  );
}
