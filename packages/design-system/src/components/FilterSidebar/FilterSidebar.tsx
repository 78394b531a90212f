'use client';

import { formatPrice, NO_FILTERS_MESSAGE } from '@wardrobe/domain-rules';
import { type FormEvent, type Ref, useId, useMemo, useRef, useState } from 'react';
import { Input, NumberField } from 'react-aria-components';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from '../Checkbox';
import { Disclosure, type DisclosureHeadingLevel } from '../Disclosure';
import { SidePanel, SidePanelTrigger } from '../SidePanel';
import { FieldLabel } from '../TextField/TextField';
import * as fieldStyles from '../TextField/TextField.css';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './FilterSidebar.css';

/** Spec 001 §8: the filter sidebar's empty text. */
export const NO_FILTERS_TEXT = NO_FILTERS_MESSAGE;
/** The sidebar's title and the name of the button that opens it below the `lg` breakpoint. */
export const FILTER_TITLE = 'Filter';
export const APPLY_PRICE_LABEL = 'Apply';
export const MIN_PRICE_LABEL = 'Min';
export const MAX_PRICE_LABEL = 'Max';
export const CLEAR_FILTERS_LABEL = 'Clear all';

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

export interface FiltersProps {
  facets: readonly FilterFacet[];
  /** The market's currency, for the price range (`GBP`, `EUR`, `USD`). */
  currency: string;
  /** A value was checked or unchecked: `toggleFacetValue(query, facet, value)` of domain-rules builds the URL. */
  onToggle: (facet: string, value: string) => void;
  /** The price range was applied, already within the facet's bounds and with min ≤ max. */
  onRangeChange: (facet: string, min: number, max: number) => void;
  /** Shows 'Clear all' while anything is selected. */
  onClearAll?: () => void;
  /** How many filters are on; counted from the facets when left out. */
  selectedCount?: number;
  /** The level of each facet's heading (3 by default, under the sidebar's level-2 title). */
  headingLevel?: DisclosureHeadingLevel;
}

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

/**
 * The filters themselves, for the inline sidebar and the side panel (and any other place, e.g. a search page):
 * each facet a collapsible section; attribute values (colour, size…) as checkboxes labelled "Black (12)" with
 * the count also in `data-count`; the price as Min and Max fields bounded by the facet's range, applied with
 * 'Apply'. With nothing to filter by, 'No filters are available now.' (spec 001 §8).
 */
export function Filters({
  facets,
  currency,
  onToggle,
  onRangeChange,
  onClearAll,
  selectedCount,
  headingLevel = 3,
}: FiltersProps) {
  const shown = facets.filter(facetHasValues);
  if (shown.length === 0) return <p className={styles.empty}>{NO_FILTERS_TEXT}</p>;
  const selected = selectedCount ?? countSelectedFilters(facets);

  return (
    <div className={styles.filters}>
      {onClearAll && selected > 0 ? (
        <div className={styles.clearRow}>
          <Button variant="tertiary" size="small" onPress={onClearAll}>
            {CLEAR_FILTERS_LABEL}
          </Button>
        </div>
      ) : null}
      {shown.map((facet) => (
        <Disclosure
          key={`${facet.type}:${facet.name}`}
          title={facet.name}
          headingLevel={headingLevel}
          defaultExpanded
        >
          {facet.type === 'attribute' ? (
            <AttributeFacetValues facet={facet} onToggle={onToggle} />
          ) : (
            <PriceRange
              // A new range from the server (after navigation) starts the fields afresh.
              key={`${facet.minPrice}-${facet.maxPrice}-${facet.selected?.minPrice}-${facet.selected?.maxPrice}`}
              facet={facet}
              currency={currency}
              onRangeChange={onRangeChange}
            />
          )}
        </Disclosure>
      ))}
    </div>
  );
}

function AttributeFacetValues({
  facet,
  onToggle,
}: {
  facet: FilterAttributeFacet;
  onToggle: FiltersProps['onToggle'];
}) {
  const value = facet.attributes.filter((a) => a.isSelected).map((a) => a.value);
  return (
    <CheckboxGroup
      label={facet.name}
      labelVisibility="hidden"
      value={value}
      onChange={(next) => {
        // The group reports the whole list; the shopper changed exactly one box.
        const added = next.find((v) => !value.includes(v));
        const removed = value.find((v) => !next.includes(v));
        const changed = added ?? removed;
        if (changed !== undefined) onToggle(facet.name, changed);
      }}
    >
      {facet.attributes.map((attribute) => (
        <Checkbox key={attribute.value} value={attribute.value}>
          <span
            className={styles.valueLabel}
            data-value={attribute.value}
            data-count={attribute.productCount}
          >
            {attribute.value} <span className={styles.count}>({attribute.productCount})</span>
          </span>
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

/** `Intl` currency formatting for the fields, or plain numbers for a code `Intl` does not know. */
function numberFormat(currency: string): Intl.NumberFormatOptions {
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  };
  try {
    new Intl.NumberFormat('en-GB', options);
    return options;
  } catch {
    return { minimumFractionDigits: 0, maximumFractionDigits: 2 };
  }
}

/** Min and max within the facet's bounds, swapped when the shopper typed them the wrong way round. */
export function boundedRange(facet: FilterPriceFacet, min: number, max: number): [number, number] {
  const clamp = (n: number, fallback: number) =>
    Number.isFinite(n) ? Math.min(Math.max(n, facet.minPrice), facet.maxPrice) : fallback;
  const lo = clamp(min, facet.minPrice);
  const hi = clamp(max, facet.maxPrice);
  return lo <= hi ? [lo, hi] : [hi, lo];
}

function PriceRange({
  facet,
  currency,
  onRangeChange,
}: {
  facet: FilterPriceFacet;
  currency: string;
  onRangeChange: FiltersProps['onRangeChange'];
}) {
  const [min, setMin] = useState(facet.selected?.minPrice ?? facet.minPrice);
  const [max, setMax] = useState(facet.selected?.maxPrice ?? facet.maxPrice);
  // The latest committed values: Enter commits a field and submits the form in the same key press, before the
  // re-render, so the submit handler reads these rather than the render's state.
  const latest = useRef({ min, max });
  const formatOptions = useMemo(() => numberFormat(currency), [currency]);
  const boundsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [lo, hi] = boundedRange(facet, latest.current.min, latest.current.max);
    setMin(lo);
    setMax(hi);
    latest.current = { min: lo, max: hi };
    onRangeChange(facet.name, lo, hi);
  };

  return (
    <form className={styles.price} onSubmit={submit}>
      {/* The facet's section is already a group named 'Price'; the bounds describe both fields. */}
      <VisuallyHidden id={boundsId}>
        {`${formatPrice(facet.minPrice, currency)} to ${formatPrice(facet.maxPrice, currency)}`}
      </VisuallyHidden>
      <div className={styles.priceFields}>
        <NumberField
          value={min}
          onChange={(value) => {
            setMin(value);
            latest.current = { ...latest.current, min: value };
          }}
          minValue={facet.minPrice}
          maxValue={facet.maxPrice}
          formatOptions={formatOptions}
          aria-describedby={boundsId}
          className={`${fieldStyles.field} ${styles.priceField}`}
        >
          <FieldLabel>{MIN_PRICE_LABEL}</FieldLabel>
          <Input className={fieldStyles.input} />
        </NumberField>
        <NumberField
          value={max}
          onChange={(value) => {
            setMax(value);
            latest.current = { ...latest.current, max: value };
          }}
          minValue={facet.minPrice}
          maxValue={facet.maxPrice}
          formatOptions={formatOptions}
          aria-describedby={boundsId}
          className={`${fieldStyles.field} ${styles.priceField}`}
        >
          <FieldLabel>{MAX_PRICE_LABEL}</FieldLabel>
          <Input className={fieldStyles.input} />
        </NumberField>
      </div>
      <Button type="submit" variant="secondary" size="small">
        {APPLY_PRICE_LABEL}
      </Button>
    </form>
  );
}

/** Where the filters show: inline from `lg` up and in a side panel below (default), or always one of them. */
export type FilterSidebarLayout = 'responsive' | 'inline' | 'panel';

export interface FilterSidebarProps extends FiltersProps {
  /**
   * `responsive` (default): inline as a sidebar from the `lg` breakpoint (992 px) up, and below it a 'Filter'
   * button opening them in a left side panel. `inline` or `panel` force one of the two at every width.
   */
  layout?: FilterSidebarLayout;
  /** The panel's open state, when the app keeps it (spec 001 §4 "filter sidebar" flag). */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The listing's filter sidebar (spec 001 §2 "Side panels": colour and size values with product counts; empty
 * text 'No filters are available now.'). From the `lg` breakpoint up the filters sit inline under a 'Filter'
 * heading; below it a 'Filter' button opens them in the `SidePanel` from the left, titled 'Filter' (focus kept
 * inside, Escape closes, focus returns to the button). Presentational: `onToggle` and `onRangeChange` report
 * the shopper's choice and the storefront navigates (changing a facet drops the page, spec 000 §2).
 *
 * Reading: both renderings are in the page and CSS shows one, so the server's HTML is right at every width
 * with no layout shift; the hidden one is `display: none`, out of the accessibility tree and the tab order.
 */
export function FilterSidebar({
  layout = 'responsive',
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
  ref,
  ...filters
}: FilterSidebarProps) {
  const headingId = useId();
  const countId = useId();
  const selected = filters.selectedCount ?? countSelectedFilters(filters.facets);
  const rootClass = className ? `${styles.sidebar} ${className}` : styles.sidebar;

  return (
    <div ref={ref} className={rootClass} data-layout={layout}>
      {layout !== 'panel' ? (
        <section aria-labelledby={headingId} className={styles.inline}>
          <h2 id={headingId} className={styles.title}>
            {FILTER_TITLE}
          </h2>
          <Filters {...filters} />
        </section>
      ) : null}
      {layout !== 'inline' ? (
        <div className={styles.panelOpener}>
          <SidePanelTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
            <Button variant="secondary" aria-describedby={selected > 0 ? countId : undefined}>
              {FILTER_TITLE}
              {selected > 0 ? (
                <span className={styles.badge} aria-hidden="true">
                  {selected}
                </span>
              ) : null}
            </Button>
            <SidePanel side="left" title={FILTER_TITLE}>
              <Filters {...filters} />
            </SidePanel>
          </SidePanelTrigger>
          {selected > 0 ? <VisuallyHidden id={countId}>{`${selected} selected`}</VisuallyHidden> : null}
        </div>
      ) : null}
    </div>
  );
}
