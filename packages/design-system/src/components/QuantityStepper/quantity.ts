/** The smallest quantity a shopper can choose by default: a line of 0 is a removal, not a quantity. */
export const DEFAULT_MIN_QUANTITY = 1;

export interface QuantityBoundsInput {
  /** Lowest allowed quantity; `DEFAULT_MIN_QUANTITY` (1) when left out. */
  minValue?: number | undefined;
  /** Highest allowed quantity, normally the stock available; no limit when left out. */
  maxValue?: number | undefined;
}

export interface QuantityBounds {
  minValue: number;
  maxValue: number | undefined;
  /** No whole quantity fits between the bounds (e.g. stock 0): nothing can be chosen. */
  isUnavailable: boolean;
}

/**
 * Whole-number bounds for the quantity stepper: the minimum rounds up and the maximum rounds down, since only
 * whole items can be bought (a stock of 2.5 allows 2). A missing, NaN or infinite maximum means no limit.
 * Reading: a minimum that is not a finite number falls back to 1; negative stock counts as none (spec 000 §5:
 * "Negative totals clamp to 0").
 */
export function quantityBounds({ minValue, maxValue }: QuantityBoundsInput = {}): QuantityBounds {
  const min = Number.isFinite(minValue) ? Math.ceil(minValue as number) : DEFAULT_MIN_QUANTITY;
  const max = Number.isFinite(maxValue) ? Math.max(0, Math.floor(maxValue as number)) : undefined;
  return { minValue: min, maxValue: max, isUnavailable: max !== undefined && max < min };
}
