'use client';

import type { HTMLAttributes, Ref } from 'react';
import { ToggleButton } from 'react-aria-components';
import { icon } from '../Icon/Icon.css';
import { Select, SelectItem } from '../Select';
import * as styles from './ListingToolbar.css';

/** Spec 001 §4: "Grid or list category view, grid default." */
export type ListingView = 'grid' | 'list';
export const DEFAULT_LISTING_VIEW: ListingView = 'grid';
export const GRID_VIEW_LABEL = 'Grid view';
export const LIST_VIEW_LABEL = 'List view';
export const SORT_LABEL = 'Sort by';

/** One sort option; `value` is what the listing URL carries (`sort=price-asc`, spec 000 §2). */
export interface SortOption {
  value: string;
  label: string;
}

/** "48 products", "1 product". */
export function resultCountText(count: number): string {
  const n = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `${n.toLocaleString('en-GB')} ${n === 1 ? 'product' : 'products'}`;
}

export interface ListingToolbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How many products the listing has (all pages). */
  count: number;
  /** The sort choices, in order. */
  sortOptions: readonly SortOption[];
  /** The chosen sort `value`; none chosen shows `sortPlaceholder`. */
  sort?: string | undefined;
  onSortChange: (value: string) => void;
  /** Grid (default) or list. */
  view?: ListingView;
  onViewChange: (view: ListingView) => void;
  /** The select's label, 'Sort by' by default. */
  sortLabel?: string;
  sortPlaceholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The bar above a listing: the result count ("48 products", a polite live region, so a filter change is
 * announced), a sort select (the design system's `Select`) and the grid/list view toggle (two toggle buttons,
 * 'Grid view' and 'List view', with `aria-pressed`; grid by default). Presentational: the storefront turns
 * `onSortChange` into a URL and `onViewChange` into its view state.
 *
 * Reading: pressing the view that is already on keeps it on (one of the two is always chosen).
 */
export function ListingToolbar({
  count,
  sortOptions,
  sort,
  onSortChange,
  view = DEFAULT_LISTING_VIEW,
  onViewChange,
  sortLabel = SORT_LABEL,
  sortPlaceholder = 'Select',
  className,
  ref,
  ...props
}: ListingToolbarProps) {
  return (
    <div {...props} ref={ref} className={className ? `${styles.toolbar} ${className}` : styles.toolbar}>
      <p className={styles.count} role="status">
        {resultCountText(count)}
      </p>
      <div className={styles.controls}>
        <Select
          label={sortLabel}
          placeholder={sortPlaceholder}
          value={sort ?? null}
          onChange={(key) => {
            if (key !== null && String(key) !== sort) onSortChange(String(key));
          }}
          className={styles.sort}
        >
          {sortOptions.map((option) => (
            <SelectItem key={option.value} id={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </Select>
        {/* biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons; a fieldset would need a legend box. */}
        <div role="group" aria-label="View" className={styles.views}>
          <ToggleButton
            aria-label={GRID_VIEW_LABEL}
            isSelected={view === 'grid'}
            onChange={() => onViewChange('grid')}
            className={styles.viewButton}
          >
            <GridGlyph />
          </ToggleButton>
          <ToggleButton
            aria-label={LIST_VIEW_LABEL}
            isSelected={view === 'list'}
            onChange={() => onViewChange('list')}
            className={styles.viewButton}
          >
            <ListGlyph />
          </ToggleButton>
        </div>
      </div>
    </div>
  );
}

function GridGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={icon({ size: 'medium' })}>
      <g stroke="currentColor" strokeWidth={1.5}>
        <rect x="4" y="4" width="6.5" height="6.5" />
        <rect x="13.5" y="4" width="6.5" height="6.5" />
        <rect x="4" y="13.5" width="6.5" height="6.5" />
        <rect x="13.5" y="13.5" width="6.5" height="6.5" />
      </g>
    </svg>
  );
}

function ListGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={icon({ size: 'medium' })}>
      <g stroke="currentColor" strokeWidth={1.5} strokeLinecap="round">
        <rect x="4" y="4.5" width="5" height="5" />
        <rect x="4" y="14.5" width="5" height="5" />
        <path d="M12 6h8M12 8h5M12 16h8M12 18h5" />
      </g>
    </svg>
  );
}
