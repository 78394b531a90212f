/**
 * `next/link` in Storybook (aliased in main.ts): a plain `<a>`, which is what Next renders; its routing props
 * (prefetch, replace, scroll…) have no router to talk to here and are left off the element.
 */
import type { AnchorHTMLAttributes, Ref } from 'react';

type Href = string | { pathname?: string | null; search?: string | null; hash?: string | null };

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: Href;
  as?: Href;
  prefetch?: boolean | 'auto' | null;
  replace?: boolean;
  scroll?: boolean;
  shallow?: boolean;
  passHref?: boolean;
  legacyBehavior?: boolean;
  locale?: string | false;
  onNavigate?: (event: { preventDefault(): void }) => void;
  ref?: Ref<HTMLAnchorElement>;
}

const ROUTING_PROPS = [
  'as',
  'prefetch',
  'replace',
  'scroll',
  'shallow',
  'passHref',
  'legacyBehavior',
  'locale',
  'onNavigate',
] as const;

function hrefOf(href: Href): string {
  if (typeof href === 'string') return href;
  return `${href.pathname ?? ''}${href.search ?? ''}${href.hash ?? ''}`;
}

export default function Link({ href, ref, ...props }: LinkProps) {
  const anchor: AnchorHTMLAttributes<HTMLAnchorElement> & Record<string, unknown> = { ...props };
  for (const name of ROUTING_PROPS) delete anchor[name];
  return <a ref={ref} href={hrefOf(href)} {...anchor} />;
}
