/**
 * Zod schemas of the address finder (issue 20 item 4; spec 001 §3 "Full registration payload also carries …
 * addressFinder, address {addressLine1, addressLine2, city, county, postCode, country}", §5 "Postcode must be a
 * valid format (e.g. SW9 6DE); an address chosen from the search list must be valid"): a postcode in, the
 * addresses at it out, each in the registration address's field names so a chosen one fills the form as it is.
 * The operation and its shapes are ours (the spec shows neither); a production adapter calls a postcode service
 * (Loqate, Ideal Postcodes) behind `AddressFinderService`.
 */
import { isValidUkPostcode } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { stringArg } from './fields';

/** Spec 001 §5 postcode rule, in the checkout's words: the 400 of `findAddresses` for a malformed UK postcode. */
export const ADDRESS_FINDER_POSTCODE_ERROR = 'Please enter a valid postcode';
/** The country searched when none is given (ISO 3166-1 alpha-2). */
export const ADDRESS_FINDER_DEFAULT_COUNTRY = 'GB';
/** The longest postcode accepted (after trimming): room for any country's, a UK one is at most 8. */
export const ADDRESS_FINDER_POSTCODE_MAX = 20;

/**
 * A UK postcode in its canonical form (`sw96de` → `SW9 6DE`): upper case, one space before the inward code (the
 * last three characters). Undefined for anything `isValidUkPostcode` refuses.
 */
export function canonicalUkPostcode(postcode: string): string | undefined {
  if (!isValidUkPostcode(postcode)) return undefined;
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

export const findAddressesArgsSchema = z.object({
  /** As typed: trimmed, 1 to 20 characters. For GB it must pass `isValidUkPostcode` (else 400). */
  postcode: stringArg()
    .trim()
    .min(1, 'is required')
    .max(ADDRESS_FINDER_POSTCODE_MAX, `must be at most ${ADDRESS_FINDER_POSTCODE_MAX} characters`),
  /** ISO 3166-1 alpha-2, any case (answered in upper case); GB when absent. */
  country: stringArg()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a 2-letter country code')
    .transform((code) => code.toUpperCase())
    .default(ADDRESS_FINDER_DEFAULT_COUNTRY),
});
export type FindAddressesArgs = z.input<typeof findAddressesArgsSchema>;
export type FindAddressesRequest = z.output<typeof findAddressesArgsSchema>;

/**
 * The operation's arguments: one query. A GB postcode that is not a UK format answers 400 with the spec's
 * postcode text alone (the check sits on the tuple, so the message carries no argument path).
 */
export const findAddressesOperationArgsSchema = z
  .tuple([findAddressesArgsSchema])
  .superRefine(([query], ctx) => {
    if (query.country === 'GB' && !isValidUkPostcode(query.postcode)) {
      ctx.addIssue({ code: 'custom', message: ADDRESS_FINDER_POSTCODE_ERROR, path: [] });
    }
  });

/** One address found: the registration address's fields (`registrationAddressSchema`), plus the finder's id. */
export const foundAddressSchema = z.object({
  /** The finder's id of the address (stable for the same postcode), e.g. to keep in `addressFinder`. */
  id: z.string(),
  addressLine1: z.string(),
  /** Empty when the address has one line. */
  addressLine2: z.string(),
  /** Town/city. */
  city: z.string(),
  /** County, state or province; empty when the finder has none. */
  county: z.string(),
  /** The postcode in its canonical form (`SW9 6DE`). */
  postCode: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
});
export type FoundAddress = z.infer<typeof foundAddressSchema>;

export const findAddressesResultSchema = z.object({ data: z.array(foundAddressSchema) });
export type FindAddressesResult = z.infer<typeof findAddressesResultSchema>;
