import type { AnchorHTMLAttributes, ElementType, ReactNode, Ref } from 'react';
import { ExternalIcon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { isExternalHref, isSafeHref } from './href';
import { externalIcon, link, notALink } from './Link.css';

export type LinkVariant = 'inline' | 'standalone';

/** The hint read after the text of a link that opens a new tab (WCAG 3.2.5 advisory, G201). */
export const LINK_NEW_TAB_HINT = '(opens in a new tab)';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** `inline` (default): underlined, inside running text. `standalone`: bold, on its own. */
  variant?: LinkVariant;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, an external icon and a screen-reader hint. Defaults to
   * whether `href` is an absolute `http(s)` (or `//`) URL; `false` keeps an absolute link in the same tab.
   */
  external?: boolean;
  /**
   * The component that renders an internal link, e.g. Next's `Link` for client-side navigation; it receives
   * `href`, `className`, `children` and the other anchor props. External links are always a plain `<a>`.
   */
  as?: ElementType;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A text link. Server-safe: a plain `<a>` (or the `as` component for internal routes), focus ring on
 * `:focus-visible`.
 *
 * Reading: an href with a `javascript:`, `vbscript:` or `data:` scheme is not rendered as a link at all: its text
 * is shown as plain text, so content data can never inject script through a link.
 * Reading: `target="_blank"` on an internal link also gets the rel, icon and hint of an external one.
 */
export function Link({
  href,
  variant = 'inline',
  external,
  as,
  className,
  children,
  target,
  rel,
  ...props
}: LinkProps) {
  if (!isSafeHref(href)) {
    return <span className={className ? `${notALink} ${className}` : notALink}>{children}</span>;
  }

  const classes = className ? `${link[variant]} ${className}` : link[variant];
  const newTab = target === '_blank' || (external ?? isExternalHref(href));

  if (!newTab) {
    const Element: ElementType = as ?? 'a';
    return (
      <Element {...props} href={href} target={target} rel={rel} className={classes}>
        {children}
      </Element>
    );
  }

  const relValues = new Set([...(rel ?? '').split(/\s+/).filter(Boolean), 'noopener', 'noreferrer']);
  return (
    <a {...props} href={href} target="_blank" rel={[...relValues].join(' ')} className={classes}>
      {/* A text space, not a margin: it keeps "Instagram (opens in a new tab)" spaced in every name algorithm. */}
      {children} <ExternalIcon size="small" className={externalIcon} />
      <VisuallyHidden>{LINK_NEW_TAB_HINT}</VisuallyHidden>
    </a>
  );
}
