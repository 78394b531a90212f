import { EMAIL_ERROR, isValidEmail, isValidUkPostcode, requiredMessage } from '@wardrobe/domain-rules';

/** The contact and address fields, with the names the address operations take (BigCommerce `address_Base`). */
export const DETAILS_FIELD_NAMES = [
  'email',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'postal_code',
  'country_code',
  'phone',
] as const;
export type DetailsField = (typeof DETAILS_FIELD_NAMES)[number];

/** Labels: the forms' field names of spec 001 §5 ('{field_name} cannot be empty'). */
export const DETAILS_LABELS: Record<DetailsField, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'Town/city',
  postal_code: 'Postcode',
  country_code: 'Country',
  phone: 'Phone',
};

/** The longest value each field takes (the SDK's address schema: 255, postcode 20, phone 50). */
export const DETAILS_MAX_LENGTH: Record<DetailsField, number> = {
  email: 255,
  first_name: 255,
  last_name: 255,
  address1: 255,
  address2: 255,
  city: 255,
  postal_code: 20,
  country_code: 2,
  phone: 50,
};

const OPTIONAL: ReadonlySet<DetailsField> = new Set(['address2', 'phone']);

/** The same text as the sandbox's saved addresses and checkout addresses (spec 001 §5 gives no text). */
export const POSTCODE_ERROR = 'Please enter a valid postcode';
/** Ours: the spec gives no texts for these. */
export const COUNTRY_ERROR = 'Please choose a country from the list';
export const PHONE_ERROR = 'Please enter a valid phone number';
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * The details form's errors (field → message), the first rule each field breaks: required fields
 * ('{field_name} cannot be empty'), the email ('Invalid email address', spec 001 §5), a UK postcode for GB,
 * a country of the market's list, a phone of digits, spaces and + ( ) - when one is given, and the lengths.
 * Reading: values are checked trimmed, except the email, which domain-rules checks as typed after trimming
 * its ends (a pasted address often carries a space).
 */
export function validateDetails(
  values: Record<string, string>,
  countryCodes: readonly string[],
): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const name of DETAILS_FIELD_NAMES) {
    const value = (values[name] ?? '').trim();
    const label = DETAILS_LABELS[name];
    if (value === '') {
      if (!OPTIONAL.has(name)) errors[name] = requiredMessage(label);
    } else if ([...value].length > DETAILS_MAX_LENGTH[name] && name !== 'country_code') {
      errors[name] = tooLongMessage(label, DETAILS_MAX_LENGTH[name]);
    }
  }
  const email = (values.email ?? '').trim();
  if (!errors.email && !isValidEmail(email)) errors.email = EMAIL_ERROR;
  const country = (values.country_code ?? '').trim().toUpperCase();
  if (!errors.country_code && !countryCodes.includes(country)) errors.country_code = COUNTRY_ERROR;
  if (!errors.postal_code && country === 'GB' && !isValidUkPostcode(values.postal_code ?? '')) {
    errors.postal_code = POSTCODE_ERROR;
  }
  const phone = (values.phone ?? '').trim();
  if (!errors.phone && phone !== '' && !/^\+?[\d\s()-]{6,}$/.test(phone)) errors.phone = PHONE_ERROR;
  return errors;
}

export const CARD_FIELD_NAMES = ['card_number', 'expiry', 'cvc', 'card_name'] as const;
export type CardField = (typeof CARD_FIELD_NAMES)[number];

export const CARD_LABELS: Record<CardField, string> = {
  card_number: 'Card number',
  expiry: 'Expiry date',
  cvc: 'Security code',
  card_name: 'Name on card',
};

/** Ours: the spec gives no card texts. */
export const EXPIRY_FORMAT_ERROR = 'Enter the expiry date as MM/YY, for example 08/29';
export const EXPIRED_ERROR = 'This card has expired';
export const CVC_ERROR = 'The security code is the 3 or 4 digits on the back of the card';

/**
 * The card form's errors apart from the card number's test-card check (the sandbox's): required fields, an
 * expiry of MM/YY (or MM/YYYY) not before this month, a security code of 3 or 4 digits.
 */
export function validateCard(values: Record<string, string>, now: Date): Partial<Record<CardField, string>> {
  const errors: Partial<Record<CardField, string>> = {};
  for (const name of CARD_FIELD_NAMES) {
    if ((values[name] ?? '').trim() === '') errors[name] = requiredMessage(CARD_LABELS[name]);
  }
  if (!errors.expiry) {
    const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec((values.expiry ?? '').trim());
    if (!match) errors.expiry = EXPIRY_FORMAT_ERROR;
    else {
      const month = Number(match[1]);
      const year = match[2]?.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
      const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
      if (year * 12 + (month - 1) < current) errors.expiry = EXPIRED_ERROR;
    }
  }
  if (!errors.cvc && !/^\d{3,4}$/.test((values.cvc ?? '').trim())) errors.cvc = CVC_ERROR;
  if (!errors.card_name && [...(values.card_name ?? '').trim()].length > 255) {
    errors.card_name = tooLongMessage(CARD_LABELS.card_name, 255);
  }
  return errors;
}
