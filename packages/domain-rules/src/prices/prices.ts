import type { CurrencyCode } from '../markets/markets';

/**
 * Spec 000 §9 ("Prices: rounded to 2 decimals"): half away from zero, on the number's decimal form, so binary
 * noise cannot tip a half cent (`1.005` → `1.01`, `-1.005` → `-1.01`, `8.345` → `8.35`).
 * Reading: NaN and ±Infinity are returned as they are, so a broken price stays visibly broken instead of
 * becoming a real-looking amount.
 */
export function roundPrice(n: number): number {
  if (!Number.isFinite(n)) return n;
  const rounded = shiftDecimal(Math.round(shiftDecimal(Math.abs(n), 2)), -2);
  // No `-0`: a price that rounds to nothing is plain 0.
  return n < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Spec 000 §9 ("Discount: original price minus price paid, rounded to cents"): never below 0, so a price paid
 * above the original is no discount rather than a negative one.
 */
export function discountAmount(original: number, paid: number): number {
  return Math.max(0, roundPrice(original - paid));
}

/**
 * Spec 000 §9 and spec 002 §9: the price after a percentage discount, floored to 2 decimals. Worked in exact
 * decimal integers (BigInt), so `percentOffPrice(10, 15) === 8.5` and `percentOffPrice(19.99, 33) === 13.39`
 * whatever the binary form of the operands.
 * Reading: the percentage is clamped to 0–100: a discount never raises a price or takes it below 0.
 * Reading: NaN or infinite operands give NaN.
 */
export function percentOffPrice(price: number, percent: number): number {
  if (!Number.isFinite(price) || !Number.isFinite(percent)) return Number.NaN;
  const [priceUnits, priceScale] = toDecimal(price);
  const [percentUnits, percentScale] = toDecimal(Math.min(100, Math.max(0, percent)));
  // cents = price × (100 − percent) / 100 × 100 = priceUnits × (100·10^ps − percentUnits) / 10^(pp + ps)
  const numerator = priceUnits * (100n * 10n ** BigInt(percentScale) - percentUnits);
  const denominator = 10n ** BigInt(priceScale + percentScale);
  let cents = numerator / denominator;
  // BigInt division truncates towards zero; flooring moves negative remainders one cent down.
  if (numerator < 0n && numerator % denominator !== 0n) cents -= 1n;
  // Read back from the decimal string: one correctly rounded step, even for amounts beyond 2^53 cents.
  return cents === 0n ? 0 : Number(`${cents}e-2`);
}

/** The prices a line item or product carries (spec 000 §3: list_price, sale_price). */
export interface ListAndSalePrice {
  list_price: number;
  sale_price?: number | null | undefined;
}

/**
 * Spec 000 §3 and §7: the unit price is the lower of list and sale price; a missing or 0 sale price means "no
 * sale" and is ignored. Reading: a negative or NaN sale price is ignored likewise (only a sale price above 0 counts).
 */
export function unitPrice({ list_price, sale_price }: ListAndSalePrice): number {
  return typeof sale_price === 'number' && sale_price > 0 ? Math.min(list_price, sale_price) : list_price;
}

/**
 * Spec 000 §7 ("Prices are sent as 100 times the amount"): whole minor units, half away from zero like
 * `roundPrice` (`toMinorUnits(19.99) === 1999`). Reading: NaN and ±Infinity are returned as they are, so they
 * fail at the payment provider instead of being charged as 0.
 */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const minor = Math.round(shiftDecimal(Math.abs(amount), 2));
  return amount < 0 && minor !== 0 ? -minor : minor;
}

export interface FormatPriceOptions {
  /** Spec 002 §9 (shop the look): '.00' removed, so `£12` for 12.00; `£12.50` stays as it is. */
  trimZeroMinor?: boolean | undefined;
}

const CURRENCY_SYMBOLS = { GBP: '£', EUR: '€', USD: '$' } as const;

/**
 * Contract: `£12.50`, `€12.50`, `$12.50`: symbol first, no code, two decimals (rounded like `roundPrice`),
 * formatted by hand so the runtime's locale cannot change it.
 * Reading: the spec is silent on thousands: they are grouped with commas (`£1,234.50`), as the UK shop writes them.
 * Reading: a negative amount puts the minus before the symbol (`-£12.50`), as `Intl` does for en-GB.
 * Reading: a currency code other than GBP, EUR, USD (any case) is written as the code and a space (`CHF 12.50`);
 * a NaN or infinite amount gives '' (nothing to show rather than `£NaN`).
 */
export function formatPrice(
  amount: number,
  currency: CurrencyCode | (string & {}),
  opts: FormatPriceOptions = {},
): string {
  if (!Number.isFinite(amount)) return '';
  const minor = Math.abs(toMinorUnits(amount));
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = minor % 100;
  const digits = opts.trimZeroMinor && cents === 0 ? whole : `${whole}.${String(cents).padStart(2, '0')}`;
  const code = currency.toUpperCase();
  const symbol = Object.hasOwn(CURRENCY_SYMBOLS, code)
    ? CURRENCY_SYMBOLS[code as keyof typeof CURRENCY_SYMBOLS]
    : `${code} `;
  return `${amount < 0 && minor !== 0 ? '-' : ''}${symbol}${digits}`;
}

/** Spec 000 §3 and §7: the first 6 characters of a sku are the style or product code. */
export function productCode(sku: string | null | undefined): string {
  return (sku ?? '').slice(0, 6);
}

/**
 * Spec 000 §9: product codes 100000 and 100001 are flagged (their meaning is not shown).
 * Reading: the code is compared exactly, as a string; pass `productCode(sku)` for a full sku.
 */
export function isSpecialProductCode(code: string | null | undefined): boolean {
  return code === '100000' || code === '100001';
}

/**
 * Spec 000 §9 and spec 001 §9: the tracking currency label is EUR for locales de, fr and eu, USD for us,
 * otherwise GBP. Reading: the locale code is compared in lower case (`EU` is eu).
 */
export function trackingCurrency(localeCode: string | null | undefined): CurrencyCode {
  const code = (localeCode ?? '').toLowerCase();
  if (code === 'de' || code === 'fr' || code === 'eu') return 'EUR';
  return code === 'us' ? 'USD' : 'GBP';
}

/** `n × 10^places` done on the decimal string, not in binary: `shiftDecimal(1.005, 2) === 100.5`. */
function shiftDecimal(n: number, places: number): number {
  const [mantissa, exponent = '0'] = String(n).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** A finite number's shortest decimal form as integer units and a power of ten: 19.99 → [1999n, 2]. */
function toDecimal(n: number): [units: bigint, scale: number] {
  const [, sign = '', int = '0', fraction = '', exponent = '0'] =
    /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(n)) ?? [];
  const scale = fraction.length - Number(exponent);
  const units = BigInt(`${sign}${int}${fraction}`);
  return scale < 0 ? [units * 10n ** BigInt(-scale), 0] : [units, scale];
}
