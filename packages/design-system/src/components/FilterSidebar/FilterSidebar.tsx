import { formatPrice, NO_FILTERS_MESSAGE } from '@wardrobe/domain-rules';
import { useId } from 'react';
import { buttonClassName } from '../Button/buttonClassName';
import { closeButton, title as dialogTitle } from '../Dialog/Dialog.css';
import { ChevronDownIcon, CloseIcon } from '../Icon';
import { body as sidePanelBody } from '../SidePanel/SidePanel.css';
import * as fieldStyles from '../TextField/TextField.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FilterSidebar.css';

/** Spec 001 §8: the filter sidebar's empty text. */
export const NO_FILTERS_TEXT = NO_FILTERS_MESSAGE;
/** The sidebar's title and the name of the button that opens it below the `lg` breakpoint. */
export const FILTER_TITLE = 'Filter';
export const APPLY_PRICE_LABEL = 'Apply';
/** The submit button for shoppers without JavaScript (with it, the storefront submits on every change). */
export const APPLY_FILTERS_LABEL = 'Apply filters';
export const MIN_PRICE_LABEL = 'Min';
export const MAX_PRICE_LABEL = 'Max';
export const CLEAR_FILTERS_LABEL = 'Clear all';
export const CLOSE_FILTERS_LABEL = 'Close filters';
/** The query-string names of the price range (spec 000 §2). */
export const MIN_PRICE_PARAM = 'minPrice';
export const MAX_PRICE_PARAM = 'maxPrice';

/** One value of an attribute facet and how many products carry it (commerce `Facet`, spec 001 §3). */
export interface FilterAttributeValue {
  value: string;
  productCount: number;
  isSelected: boolean;
}

/** A colour, size or other option facet. */
export interface FilterAttributeFacet {
  type: 'attribute';
  name: string;
  attributes: readonly FilterAttributeValue[];
}

/** The price range facet, in major units. */
export interface FilterPriceFacet {
  type: 'price';
  name: 'Price';
  minPrice: number;
  maxPrice: number;
  selected: { minPrice: number; maxPrice: number } | null;
}

/**
 * A listing facet. Structurally the commerce SDK's `Facet` (the design system does not depend on the SDK), so
 * the SDK's facets can be passed as they are.
 */
export type FilterFacet = FilterAttributeFacet | FilterPriceFacet;

/** Whether a facet has anything to choose: attribute values, or a price range wider than one price. */
export function facetHasValues(facet: FilterFacet): boolean {
  if (facet.type === 'attribute') return facet.attributes.length > 0;
  return (
    Number.isFinite(facet.minPrice) && Number.isFinite(facet.maxPrice) && facet.maxPrice > facet.minPrice
  );
}

/** Ticked values, plus one for a price range that is set. */
export function countSelectedFilters(facets: readonly FilterFacet[]): number {
  let count = 0;
  for (const facet of facets) {
    if (facet.type === 'attribute') count += facet.attributes.filter((a) => a.isSelected).length;
    else if (facet.selected) count += 1;
  }
  return count;
}

/** Min and max within the facet's bounds, swapped when the shopper typed them the wrong way round. */
export function boundedRange(facet: FilterPriceFacet, min: number, max: number): [number, number] {
  const clamp = (n: number, fallback: number) =>
    Number.isFinite(n) ? Math.min(Math.max(n, facet.minPrice), facet.maxPrice) : fallback;
  const lo = clamp(min, facet.minPrice);
  const hi = clamp(max, facet.maxPrice);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

/** The query-string name of an attribute facet's values: spec 000 §2 `filters[{facet}]`. */
export function facetParam(name: string): string {
  return `filters[${name}]`;
}

export interface FiltersProps {
  facets: readonly FilterFacet[];
  /** The market's currency, for the price range (`GBP`, `EUR`, `USD`). */
  currency: string;
  /** The listing path the form GETs, e.g. `/eu/browse/womens`. */
  action: string;
  /** Query pairs the form keeps (sort, view, term…), as hidden inputs. The page is left out on purpose. */
  hidden?: readonly (readonly [string, string])[];
  /** Where 'Clear all' goes; shown as a link while anything is selected. */
  clearHref?: string;
  /** How many filters are on; counted from the facets when left out. */
  selectedCount?: number;
  /** The level of each facet's heading (3 by default, under the sidebar's level-2 title). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The filters themselves, for the inline sidebar and the side panel (and any other place, e.g. a search page):
 * one native GET form to `action`. Each facet is an open `<details>` whose `<summary>` holds its heading, over a
 * fieldset named by the facet; attribute values (colour, size…) are checkboxes named `filters[Colour]`,
 * labelled "Black (12)" with the value and count also in `data-value` / `data-count`; the price is Min and Max
 * number fields (`minPrice`, `maxPrice`) bounded by the facet's range, applied with 'Apply'. With nothing to
 * filter by, 'No filters are available now.' (spec 001 §8).
 *
 * No client JS: checkboxes carry `data-auto-submit`, and the storefront's small script submits the form when
 * one changes; without JavaScript, 'Apply filters' (in `<noscript>`) submits the ticked boxes.
 */
export function Filters({
  facets,
  currency,
  action,
  hidden = [],
  clearHref,
  selectedCount,
  headingLevel = 3,
}: FiltersProps) {
  const shown = facets.filter(facetHasValues);
  if (shown.length === 0) return <p className={styles.empty}>{NO_FILTERS_TEXT}</p>;
  const selected = selectedCount ?? countSelectedFilters(facets);
  const Heading = `h${headingLevel}` as const;

  return (
    <form method="get" action={action} data-listing-form="filters" className={styles.filters}>
      {hidden.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a name; the list is static.
        <input key={`${index}:${name}`} type="hidden" name={name} value={value} />
      ))}
      {clearHref && selected > 0 ? (
        <div className={styles.clearRow}>
          <a href={clearHref} className={buttonClassName('tertiary', 'small')}>
            {CLEAR_FILTERS_LABEL}
          </a>
        </div>
      ) : null}
      {shown.map((facet) => (
        <details key={`${facet.type}:${facet.name}`} open className={styles.facet}>
          <summary className={styles.summary}>
            <Heading className={styles.facetHeading}>{facet.name}</Heading>
            <ChevronDownIcon className={styles.chevron} />
          </summary>
          <fieldset className={styles.fieldset}>
            <VisuallyHidden as="legend">{facet.name}</VisuallyHidden>
            {facet.type === 'attribute' ? (
              <AttributeFacetValues facet={facet} />
            ) : (
              <PriceRange facet={facet} currency={currency} />
            )}
          </fieldset>
        </details>
      ))}
      <noscript>
        <div className={styles.applyAll}>
          <button type="submit" className={buttonClassName('secondary', 'small')}>
            {APPLY_FILTERS_LABEL}
          </button>
        </div>
      </noscript>
    </form>
  );
}

function AttributeFacetValues({ facet }: { facet: FilterAttributeFacet }) {
  const name = facetParam(facet.name);
  return (
    <div className={styles.options}>
      {facet.attributes.map((attribute) => (
        <label key={attribute.value} className={styles.option}>
          <input
            type="checkbox"
            name={name}
            value={attribute.value}
            defaultChecked={attribute.isSelected}
            data-auto-submit=""
            className={styles.checkbox}
          />
          <span
            className={styles.valueLabel}
            data-value={attribute.value}
            data-count={attribute.productCount}
          >
            {attribute.value} <span className={styles.count}>({attribute.productCount})</span>
          </span>
        </label>
      ))}
    </div>
  );
}

/** "£15", not "£15.00", in the bounds text; "£15.50" keeps its pence. */
const whole = { trimZeroMinor: true } as const;

function PriceRange({ facet, currency }: { facet: FilterPriceFacet; currency: string }) {
  // No ids here: `FilterSidebar` renders one `Filters` element in both places (the server sends it once), so
  // each label wraps its field, and the bounds are said before the fields and held by `min`/`max`.
  const field = (label: string, param: string, bound: number, value: number | undefined) => (
    <label className={`${fieldStyles.field} ${styles.priceField}`}>
      <span className={fieldStyles.label}>{label}</span>
      <input
        type="number"
        inputMode="decimal"
        step="0.01"
        min={facet.minPrice}
        max={facet.maxPrice}
        name={param}
        placeholder={String(bound)}
        defaultValue={value ?? ''}
        data-facet={facet.name}
        className={`${fieldStyles.input} ${styles.priceInput}`}
      />
    </label>
  );

  return (
    <div className={styles.price}>
      <VisuallyHidden>
        {`${formatPrice(facet.minPrice, currency, whole)} to ${formatPrice(facet.maxPrice, currency, whole)}`}
      </VisuallyHidden>
      <div className={styles.priceFields}>
        {field(MIN_PRICE_LABEL, MIN_PRICE_PARAM, facet.minPrice, facet.selected?.minPrice)}
        {field(MAX_PRICE_LABEL, MAX_PRICE_PARAM, facet.maxPrice, facet.selected?.maxPrice)}
      </div>
      <button type="submit" className={buttonClassName('secondary', 'small')}>
        {APPLY_PRICE_LABEL}
      </button>
    </div>
  );
}

/**
 * The HTML invoker-command attributes (`commandfor`, `command`), which React passes through but its types do
 * not know yet: a button with them opens or closes the dialog with no script.
 */
const invoke = (id: string, command: 'show-modal' | 'close') =>
  ({ commandfor: id, command }) as Record<string, string>;

/** Where the filters show: inline from `lg` up and in a side panel below (default), or always one of them. */
export type FilterSidebarLayout = 'responsive' | 'inline' | 'panel';

export interface FilterSidebarProps extends FiltersProps {
  /**
   * `responsive` (default): inline as a sidebar from the `lg` breakpoint (992 px) up, and below it a 'Filter'
   * button opening them in a left side panel. `inline` or `panel` force one of the two at every width.
   */
  layout?: FilterSidebarLayout;
  className?: string;
}

/**
 * The listing's filter sidebar (spec 001 §2 "Side panels": colour and size values with product counts; empty
 * text 'No filters are available now.'). Server-safe, with no client JS of its own. From the `lg` breakpoint up
 * the filters sit inline under a 'Filter' heading; below it a 'Filter' button opens them in a native modal
 * `<dialog>` on the left edge, titled 'Filter'. The button and the × use the HTML invoker commands
 * (`commandfor` + `command="show-modal"` / `"close"`), and the modal dialog itself keeps focus inside, closes on
 * Escape (or a click outside, `closedby="any"`) and returns focus to the button.
 *
 * Reading: both renderings are in the page and CSS shows one, so the server's HTML is right at every width with
 * no layout shift; the hidden one is `display: none`, out of the accessibility tree and the tab order. The
 * dialog sits outside the hidden wrapper, so a panel left open while the window widens stays usable.
 */
export function FilterSidebar({ layout = 'responsive', className, ...filters }: FilterSidebarProps) {
  // One element in both places: the server sends the filters once, the browser shows the copy its width needs.
  const form = <Filters {...filters} />;
  const headingId = useId();
  const countId = useId();
  const dialogId = useId();
  const titleId = useId();
  const selected = filters.selectedCount ?? countSelectedFilters(filters.facets);
  const rootClass = className ? `${styles.sidebar} ${className}` : styles.sidebar;

  return (
    <div className={rootClass} data-layout={layout}>
      {layout !== 'panel' ? (
        <section aria-labelledby={headingId} className={styles.inline}>
          <h2 id={headingId} className={styles.title}>
            {FILTER_TITLE}
          </h2>
          {form}
        </section>
      ) : null}
      {layout !== 'inline' ? (
        <>
          <div className={styles.panelOpener}>
            <button
              type="button"
              {...invoke(dialogId, 'show-modal')}
              aria-haspopup="dialog"
              aria-describedby={selected > 0 ? countId : undefined}
              className={buttonClassName('secondary')}
            >
              {FILTER_TITLE}
              {selected > 0 ? (
                <span className={styles.badge} aria-hidden="true">
                  {selected}
                </span>
              ) : null}
            </button>
            {selected > 0 ? <VisuallyHidden id={countId}>{`${selected} selected`}</VisuallyHidden> : null}
          </div>
          <dialog id={dialogId} aria-labelledby={titleId} closedby="any" className={styles.panel}>
            <div className={styles.panelHeader}>
              <h2 id={titleId} className={dialogTitle}>
                {FILTER_TITLE}
              </h2>
              <button
                type="button"
                {...invoke(dialogId, 'close')}
                aria-label={CLOSE_FILTERS_LABEL}
                className={closeButton}
              >
                <CloseIcon />
              </button>
            </div>
            <div className={sidePanelBody}>{form}</div>
          </dialog>
        </>
      ) : null}
    </div>
  );
}
