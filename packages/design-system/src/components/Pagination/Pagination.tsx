import type { ElementType, HTMLAttributes, Ref } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon';
import * as styles from './Pagination.css';
import { clampPage, paginationItems } from './pages';

/** The landmark's default name. */
export const PAGINATION_LABEL = 'Pagination';
export const PAGINATION_PREVIOUS_LABEL = 'Previous';
export const PAGINATION_NEXT_LABEL = 'Next';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The page shown now, from 1 (spec 000 §2 `page`, default 1). Clamped into 1…totalPages. */
  currentPage: number;
  /** How many pages there are. With one page or none, nothing renders. */
  totalPages: number;
  /**
   * The URL of a page, e.g. from `buildListingQuery({ ...query, page })` of `@wardrobe/domain-rules` (page 1 is
   * left out of the query). The component has no hooks, so a server component can pass this function.
   */
  hrefFor: (page: number) => string;
  /** The navigation landmark's name. Defaults to 'Pagination'. */
  label?: string;
  /** The element for the links: `'a'` by default, or the app's router link (e.g. Next's `Link`). */
  linkAs?: ElementType;
  ref?: Ref<HTMLElement>;
}

/**
 * Page links for a listing: Previous, the page numbers (first, last, the current page and its neighbours, "…"
 * for the pages between) and Next, in a `<nav aria-label="Pagination">`. Plain links, so every page works
 * without JavaScript and the storefront's router can pick them up; the current page carries
 * `aria-current="page"`. Server-safe (no hooks, no client JS).
 *
 * Reading: on the first page there is no Previous link and on the last no Next link (a link to nowhere would be
 * a dead stop for keyboard users); the current page stays a link to itself, so its position in the list is
 * announced with the others.
 */
export function Pagination({
  currentPage,
  totalPages,
  hrefFor,
  label = PAGINATION_LABEL,
  linkAs: LinkElement = 'a',
  className,
  ref,
  ...props
}: PaginationProps) {
  const items = paginationItems(currentPage, totalPages);
  if (items.length < 2) return null;
  const current = clampPage(currentPage, totalPages);
  const last = items[items.length - 1] as number;

  return (
    <nav
      {...props}
      ref={ref}
      aria-label={label}
      className={className ? `${styles.nav} ${className}` : styles.nav}
    >
      <ul className={styles.list}>
        {current > 1 ? (
          <li className={styles.step}>
            <LinkElement href={hrefFor(current - 1)} rel="prev" className={styles.stepLink}>
              <ChevronLeftIcon size="small" />
              <span>{PAGINATION_PREVIOUS_LABEL}</span>
            </LinkElement>
          </li>
        ) : null}
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            // Two gaps at most; their position in the list is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no value of its own.
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <LinkElement
                href={hrefFor(item)}
                // Named "Page 3": the number alone says little out of context (and "3" is in the name).
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                className={styles.pageLink}
              >
                {item}
              </LinkElement>
            </li>
          ),
        )}
        {current < last ? (
          <li className={styles.step}>
            <LinkElement href={hrefFor(current + 1)} rel="next" className={styles.stepLink}>
              <span>{PAGINATION_NEXT_LABEL}</span>
              <ChevronRightIcon size="small" />
            </LinkElement>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
