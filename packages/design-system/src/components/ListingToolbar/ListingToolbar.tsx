import { type HTMLAttributes, type Ref, useId } from 'react';
import { buttonClassName } from '../Button/buttonClassName';
import { ChevronDownIcon } from '../Icon';
import { icon } from '../Icon/Icon.css';
import * as styles from './ListingToolbar.css';

/** Spec 001 §4: "Grid or list category view, grid default." */
export type ListingView = 'grid' | 'list';
export const DEFAULT_LISTING_VIEW: ListingView = 'grid';
export const GRID_VIEW_LABEL = 'Grid view';
export const LIST_VIEW_LABEL = 'List view';
export const SORT_LABEL = 'Sort by';
/** The sort form's submit button, shown only without JavaScript (with it, the storefront submits on change). */
export const APPLY_SORT_LABEL = 'Sort';

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

/** A query pair a form carries along as a hidden input, e.g. `['filters[Colour]', 'Black']`. */
type QueryPair = readonly [string, string];

export interface ListingToolbarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** How many products the listing has (all pages). */
  count: number;
  /** The sort choices, in order. */
  sortOptions: readonly SortOption[];
  /** The chosen sort `value`; the select shows it selected (the first option when none or an unknown one). */
  sort?: string | undefined;
  /** Grid (default) or list. */
  view?: ListingView;
  /** The listing path both forms GET, e.g. `/eu/browse/womens`. */
  action: string;
  /** Query pairs the sort form keeps (filters, search term, view…), as hidden inputs, in this order. */
  sortHidden?: readonly QueryPair[];
  /** Query pairs the view form keeps (everything but `view`), as hidden inputs, in this order. */
  viewHidden?: readonly QueryPair[];
  /** The select's visible label, 'Sort by' by default. */
  sortLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The bar above a listing: the result count ("48 products", a polite live region, so a new count is announced),
 * a sort form and a grid/list view form. Server-safe, with no client JS of its own: both are native GET forms to
 * `action` that keep the rest of the query as hidden inputs, so they work without JavaScript.
 *
 * - Sort: a native `<select name="sort" data-auto-submit>` under a visible 'Sort by' label. With JavaScript the
 *   storefront submits the form when it changes (`data-auto-submit`); without, a 'Sort' button (in `<noscript>`)
 *   submits it.
 * - View: two submit buttons, 'Grid view' and 'List view', `name="view"` with `aria-pressed` (grid by default).
 *   Pressing the view that is already on keeps it on (it resubmits the same view).
 *
 * The select is uncontrolled (`defaultValue`), so it keeps focus and its value across a client navigation that
 * re-renders the toolbar. A mounted select does not follow a new `sort`, though: where the sort can change in
 * other ways while the toolbar stays mounted (back/forward in a client router), key the toolbar by the sort.
 */
export function ListingToolbar({
  count,
  sortOptions,
  sort,
  view = DEFAULT_LISTING_VIEW,
  action,
  sortHidden = [],
  viewHidden = [],
  sortLabel = SORT_LABEL,
  className,
  ref,
  ...props
}: ListingToolbarProps) {
  const sortId = useId();
  const selectedSort =
    sort !== undefined && sortOptions.some((option) => option.value === sort) ? sort : sortOptions[0]?.value;

  return (
    <div {...props} ref={ref} className={className ? `${styles.toolbar} ${className}` : styles.toolbar}>
      <p className={styles.count} role="status">
        {resultCountText(count)}
      </p>
      <div className={styles.controls}>
        <form method="get" action={action} data-listing-form="sort" className={styles.sortForm}>
          <HiddenInputs pairs={sortHidden} />
          <div className={styles.sortField}>
            <label htmlFor={sortId} className={styles.sortLabel}>
              {sortLabel}
            </label>
            <div className={styles.selectBox}>
              <select
                id={sortId}
                name="sort"
                defaultValue={selectedSort}
                data-auto-submit=""
                className={styles.select}
              >
                {sortOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <ChevronDownIcon size="small" className={styles.chevron} />
            </div>
          </div>
          <noscript>
            <button type="submit" className={`${buttonClassName('secondary')} ${styles.sortSubmit}`}>
              {APPLY_SORT_LABEL}
            </button>
          </noscript>
        </form>
        <form method="get" action={action} data-listing-form="view" className={styles.viewForm}>
          <HiddenInputs pairs={viewHidden} />
          {/* biome-ignore lint/a11y/useSemanticElements: a group of two toggle buttons; a fieldset would need a legend box. */}
          <div role="group" aria-label="View" className={styles.views}>
            {VIEW_BUTTONS.map(({ value, label, Glyph }) => (
              <button
                key={value}
                type="submit"
                name="view"
                value={value}
                aria-label={label}
                aria-pressed={view === value}
                className={styles.viewButton}
              >
                <Glyph />
              </button>
            ))}
          </div>
        </form>
      </div>
    </div>
  );
}

/** One hidden input per pair, in order (a name may repeat, e.g. two colours). */
/** The view toggle's two submit buttons, grid first. */
const VIEW_BUTTONS = [
  { value: 'grid', label: GRID_VIEW_LABEL, Glyph: GridGlyph },
  { value: 'list', label: LIST_VIEW_LABEL, Glyph: ListGlyph },
] as const;

function HiddenInputs({ pairs }: { pairs: readonly QueryPair[] }) {
  return pairs.map(([name, value], index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: pairs are plain data in a fixed order and may repeat.
    <input key={index} type="hidden" name={name} value={value} />
  ));
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
