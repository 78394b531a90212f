import {
  ADDRESS_LABELS,
  ADDRESS_MAX_LENGTH,
  type AddressField,
  COUNTRY_ERROR,
  EMAIL_ERROR,
  isValidEmail,
  isValidPhone,
  PHONE_ERROR,
  POSTCODE_ERROR,
  requiredMessage,
  tooLongMessage,
  validateAddress,
} from '@wardrobe/domain-rules';

export { COUNTRY_ERROR, PHONE_ERROR, POSTCODE_ERROR, tooLongMessage };

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
type ContactField = Exclude<DetailsField, AddressField>;
const ADDRESS_PART = ['address1', 'address2', 'city', 'postal_code', 'country_code'] as const;

/** Labels: the forms' field names of spec 001 §5 ('{field_name} cannot be empty'). */
export const DETAILS_LABELS: Record<DetailsField, string> = {
  email: 'Email',
  first_name: 'First name',
  last_name: 'Last name',
  phone: 'Phone',
  ...ADDRESS_LABELS,
};

/** The longest value each field takes (the SDK's address schema: 255, postcode 20, phone 50). */
export const DETAILS_MAX_LENGTH: Record<DetailsField, number> = {
  email: 255,
  first_name: 255,
  last_name: 255,
  phone: 50,
  ...ADDRESS_MAX_LENGTH,
};

/**
 * The details form's errors (field → message), the first rule each field breaks: the contact fields here (the
 * email 'Invalid email address', spec 001 §5; a phone of digits, spaces and + ( ) - when one is given) and the
 * address by domain-rules `validateAddress` (required fields, lengths, the market's countries, a UK postcode).
 * Reading: values are checked trimmed, except the email, which domain-rules checks as typed after trimming
 * its ends (a pasted address often carries a space).
 */
export function validateDetails(
  values: Record<string, string>,
  countryCodes: readonly string[],
): Partial<Record<DetailsField, string>> {
  const errors: Partial<Record<DetailsField, string>> = {};
  for (const name of [
    'email',
    'first_name',
    'last_name',
    'phone',
  ] as const satisfies readonly ContactField[]) {
    const value = (values[name] ?? '').trim();
    const label = DETAILS_LABELS[name];
    if (value === '') {
      if (name !== 'phone') errors[name] = requiredMessage(label);
    } else if ([...value].length > DETAILS_MAX_LENGTH[name]) {
      errors[name] = tooLongMessage(label, DETAILS_MAX_LENGTH[name]);
    }
  }
  const email = (values.email ?? '').trim();
  if (!errors.email && !isValidEmail(email)) errors.email = EMAIL_ERROR;
  const phone = (values.phone ?? '').trim();
  if (!errors.phone && phone !== '' && !isValidPhone(phone)) errors.phone = PHONE_ERROR;
  const addressErrors = validateAddress(values, countryCodes, ADDRESS_PART);
  // In the form's order, so the first error focused is the first on screen.
  const ordered: Partial<Record<DetailsField, string>> = {};
  for (const name of DETAILS_FIELD_NAMES) {
    const message = errors[name as ContactField] ?? addressErrors[name as AddressField];
    if (message) ordered[name] = message;
  }
  return ordered;
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
