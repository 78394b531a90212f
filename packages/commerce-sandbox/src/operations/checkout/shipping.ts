import type { CheckoutAddress, ShippingOption } from '@wardrobe/commerce-sdk';
import {
  EMAIL_ERROR,
  filterShippingOptions,
  isValidEmail,
  MARKETS,
  requiredMessage,
} from '@wardrobe/domain-rules';
import { badRequest, toMajor } from '../context';
import { assertPostcode } from '../customers/account';

type Currency = 'GBP' | 'EUR' | 'USD';

interface ShippingRate {
  id: string;
  description: string;
  additional_description: string;
  type: string;
  /** Cost in minor units per currency. */
  cost: Record<Currency, number>;
}

/**
 * The sandbox's shipping methods, the same for every channel, priced per currency (minor units). Reading: the spec
 * names no methods or prices; these are the usual UK set, and the click & collect and parcel shop ones exist so that
 * the spec's filter (spec 000 §5, domain-rules `filterShippingOptions`) has something to drop, as in production.
 */
export const SHIPPING_RATES: readonly ShippingRate[] = [
  {
    id: 'standard',
    description: 'Standard Delivery',
    additional_description: '3-5 working days',
    type: 'shipping_flatrate',
    cost: { GBP: 395, EUR: 495, USD: 595 },
  },
  {
    id: 'express',
    description: 'Express Delivery',
    additional_description: '1-2 working days',
    type: 'shipping_flatrate',
    cost: { GBP: 695, EUR: 895, USD: 995 },
  },
  {
    id: 'next-day',
    description: 'Next Day Delivery',
    additional_description: 'Order before 8pm for delivery the next working day',
    type: 'shipping_flatrate',
    cost: { GBP: 995, EUR: 1295, USD: 1495 },
  },
  {
    id: 'click-collect',
    description: 'Click & Collect',
    additional_description: 'Collect from a store',
    type: 'shipping_pickupinstore',
    cost: { GBP: 0, EUR: 0, USD: 0 },
  },
  {
    id: 'parcel-shop',
    description: 'Parcel Shop',
    additional_description: 'Collect from a parcel shop near you',
    type: 'shipping_flatrate',
    cost: { GBP: 295, EUR: 395, USD: 495 },
  },
];

/** The market's locale code for a channel ('en' for the UK), as `filterShippingOptions` wants it. */
export function channelLocale(channelId: number): string {
  return MARKETS.find((m) => m.channelId === channelId)?.code ?? 'en';
}

export interface AvailableOption extends ShippingOption {
  costMinor: number;
}

/** The options offered for a destination: the fixed table filtered by the spec's rule (spec 000 §5). */
export function availableShippingOptions(
  currency: Currency,
  {
    channelId,
    countryCode,
    stockSufficient,
  }: { channelId: number; countryCode?: string; stockSufficient: boolean },
): AvailableOption[] {
  const options = SHIPPING_RATES.map((rate) => ({
    id: rate.id,
    description: rate.description,
    additional_description: rate.additional_description,
    type: rate.type,
    cost: toMajor(rate.cost[currency]),
    costMinor: rate.cost[currency],
  }));
  return filterShippingOptions(options, {
    localeCode: channelLocale(channelId),
    stockSufficient,
    countryCode: countryCode ?? null,
  });
}

/** Strips the internal minor-unit cost for the answer. */
export const publicOption = ({ costMinor: _, ...option }: AvailableOption): ShippingOption => option;

const blank = (value: string | undefined) => value === undefined || value.trim() === '';

/** Field names of spec 001 §5 ("required messages for … address line 1 … town/city, postcode, country"). */
const REQUIRED_SHIPPING: [keyof CheckoutAddress, string][] = [
  ['address1', 'Address line 1'],
  ['city', 'Town/city'],
  ['postal_code', 'Postcode'],
  ['country_code', 'Country'],
];
const REQUIRED_BILLING: [keyof CheckoutAddress, string][] = [
  ['first_name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ...REQUIRED_SHIPPING,
];

export const COUNTRY_INVALID = 'Country must be a two-letter country code';

/**
 * Checks an address and answers it trimmed, country upper-cased (400 with the forms' texts otherwise).
 * Reading: a shipping address needs address line 1, town/city, postcode and country; a billing address also the
 * names and an email (the order's email, spec 000 §7 "add the billing address, create the order"). A GB postcode
 * must be a UK postcode (spec 001 §5); other countries' postcodes are not checked (no rule in the specs).
 */
export function validateAddress(address: CheckoutAddress, kind: 'shipping' | 'billing'): CheckoutAddress {
  const required = kind === 'billing' ? REQUIRED_BILLING : REQUIRED_SHIPPING;
  for (const [field, name] of required) {
    if (blank(address[field])) throw badRequest(requiredMessage(name));
  }
  const clean: CheckoutAddress = {};
  for (const [key, value] of Object.entries(address) as [keyof CheckoutAddress, string | undefined][]) {
    if (value !== undefined) clean[key] = value.trim();
  }
  clean.country_code = clean.country_code?.toUpperCase();
  if (!/^[A-Z]{2}$/.test(clean.country_code ?? '')) throw badRequest(COUNTRY_INVALID);
  if (clean.email !== undefined && clean.email !== '' && !isValidEmail(clean.email)) {
    throw badRequest(EMAIL_ERROR);
  }
  // Same check and text as the saved addresses (customers area).
  assertPostcode(clean.country_code ?? '', clean.postal_code ?? '');
  return clean;
}
