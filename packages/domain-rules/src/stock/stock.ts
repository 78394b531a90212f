/** Spec 000 §9: fewer than this many left is low stock. */
export const LOW_STOCK_THRESHOLD = 5;
/** Spec 000 §9: a line at or below this stock is sold out. */
export const SOLD_OUT_LEVEL = 0;

/** Spec 000 §4 (Bag sidebar), spec 001 §8: the bag line texts. */
export const SOLD_OUT_TEXT = 'Sold Out';
export const LOW_STOCK_TEXT = 'There are less than 5 of these left';

/** Spec 000 §8, spec 001 §8: stock texts of the bag and checkout. */
export const BAG_SOLD_OUT_MESSAGE =
  'Sorry! Some products in your bag have sold out and will need to be removed before you can checkout';
export const QUANTITY_ADJUSTED_MESSAGE = 'Sorry we have had to adjust the quantity';
export const CURRENTLY_UNAVAILABLE_MESSAGE = 'Currently unavailable.';

/** Spec 000 §3 (Inventory record): one location's stock. */
export interface InventoryLocation {
  location_id: number | string;
  location_enabled: boolean;
  available_to_sell: number;
}

/** Spec 000 §3 (Inventory record): the stock of one sku across locations. */
export interface InventoryRecord {
  locations: readonly InventoryLocation[];
  allLocationsTotalAvailableToSell: number;
}

/**
 * Spec 000 §5 (Inventory availability), as the contract reads it: for `en`, the all-locations total minus
 * location 2 when location 2 is enabled; for other locales, location 1 plus location 2 when enabled. Clamped
 * to ≥ 0. Reading: location 1 counts whether or not it is flagged enabled (the spec conditions only location 2);
 * a missing location or a figure that is not a number counts as 0; the locale is the market code (`en`, `eu`, `us`).
 */
export function availableToSell(record: InventoryRecord, localeCode: string): number {
  const location = (id: number) => record.locations.find((l) => Number(l.location_id) === id);
  const second = location(2);
  const secondStock = second?.location_enabled === true ? count(second.available_to_sell) : 0;
  const total =
    localeCode === 'en'
      ? count(record.allLocationsTotalAvailableToSell) - secondStock
      : count(location(1)?.available_to_sell) + secondStock;
  return Math.max(0, total);
}

export type LineStockMessage = typeof SOLD_OUT_TEXT | typeof LOW_STOCK_TEXT;

/**
 * Spec 000 §4 (Bag sidebar), §9: a line at stock 0 (or less) shows 'Sold Out'; fewer than 5 left shows
 * 'There are less than 5 of these left'; otherwise nothing. Reading: a stock that is not a number shows nothing.
 */
export function lineStockMessage(stock: number): LineStockMessage | undefined {
  if (stock <= SOLD_OUT_LEVEL) return SOLD_OUT_TEXT;
  if (stock < LOW_STOCK_THRESHOLD) return LOW_STOCK_TEXT;
  return undefined;
}

/** Spec 000 §3: a product custom field (name/value). */
export interface ProductCustomField {
  name: string;
  value?: string | null;
}

/**
 * Spec 000 §3, §4 (Bag sidebar): a custom field named `freegift`, in any case, marks a free gift (its value is
 * not read). Reading: the name must be exactly `freegift` apart from case (no trimming).
 */
export function isFreeGift(customFields: readonly ProductCustomField[] | null | undefined): boolean {
  return (customFields ?? []).some((field) => field.name.toLowerCase() === 'freegift');
}

function count(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}
