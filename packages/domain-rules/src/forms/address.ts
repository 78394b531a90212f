import { isValidUkPostcode, requiredMessage } from './forms';

/**
 * An address form's fields, with the names the address operations take (BigCommerce `address_Base`): the
 * checkout's delivery and billing details, the full registration's billing address and the saved addresses.
 */
export const ADDRESS_FIELD_NAMES = [
  'address1',
  'address2',
  'city',
  'county',
  'postal_code',
  'country_code',
] as const;
export type AddressField = (typeof ADDRESS_FIELD_NAMES)[number];
export type AddressValues = Partial<Record<AddressField, string>>;
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Labels: the forms' field names of spec 001 §5 ('{field_name} cannot be empty'). */
export const ADDRESS_LABELS: Record<AddressField, string> = {
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'Town/city',
  county: 'County',
  postal_code: 'Postcode',
  country_code: 'Country',
};

/** The longest value each field takes (the SDK's address schema: 255, county 100, postcode 20). */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  address1: 255,
  address2: 255,
  city: 255,
  county: 100,
  postal_code: 20,
  country_code: 2,
};

const OPTIONAL_ADDRESS_FIELDS: ReadonlySet<AddressField> = new Set(['address2', 'county']);

/** Spec 001 §5 "Postcode must be a valid format (e.g. SW9 6DE)": the sandbox answers the same text. */
export const POSTCODE_ERROR = 'Please enter a valid postcode';
/** Ours: the spec gives no texts for these. */
export const COUNTRY_ERROR = 'Please choose a country from the list';
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

/**
 * An address's errors (field → message), the first rule each field breaks: required fields ('{field_name} cannot
 * be empty'; line 2 and the county are optional), the lengths, a country of the form's list, and the UK postcode
 * format for GB (spec 001 §5). Values are checked trimmed. Fields a form does not show are left out of `fields`.
 */
export function validateAddress(
  values: AddressValues,
  countryCodes: readonly string[],
  fields: readonly AddressField[] = ADDRESS_FIELD_NAMES,
): AddressErrors {
  const errors: AddressErrors = {};
  for (const name of fields) {
    const value = (values[name] ?? '').trim();
    const label = ADDRESS_LABELS[name];
    if (value === '') {
      if (!OPTIONAL_ADDRESS_FIELDS.has(name)) errors[name] = requiredMessage(label);
    } else if (name !== 'country_code' && [...value].length > ADDRESS_MAX_LENGTH[name]) {
      errors[name] = tooLongMessage(label, ADDRESS_MAX_LENGTH[name]);
    }
  }
  const country = (values.country_code ?? '').trim().toUpperCase();
  if (fields.includes('country_code') && !errors.country_code && !countryCodes.includes(country)) {
    errors.country_code = COUNTRY_ERROR;
  }
  if (
    fields.includes('postal_code') &&
    !errors.postal_code &&
    country === 'GB' &&
    !isValidUkPostcode(values.postal_code ?? '')
  ) {
    errors.postal_code = POSTCODE_ERROR;
  }
  return errors;
}

/** Ours: the spec gives no phone rule. A phone of digits, spaces and + ( ) -, at least six of them. */
export const PHONE_ERROR = 'Please enter a valid phone number';
export function isValidPhone(s: string): boolean {
  return /^\+?[\d\s()-]{6,}$/.test(s.trim());
}
