import type { Address } from '@wardrobe/commerce-sdk';
import { normalizeError, REGISTRATION_ERROR_MESSAGE } from '@wardrobe/domain-rules';
import { commerceFor } from '../../../lib/commerce';
import { countriesFor } from '../../../lib/countries';
import { toClientMarket } from '../../frame/market';
import { SavedAddressBook } from '../SavedAddressBook';
import type { AccountPageProps } from './types';

/**
 * Spec 001 §2 Saved Addresses (issue 20 item 6): the customer's addresses are read here, on the server, with the
 * request's cookies (spec 001 §7 "Customer addresses: get"), and handed to the book, which adds, edits, deletes
 * and makes a default in the browser. A failed read is the address helper's `load` slot (spec 001 §8): logged
 * here, and the book says 'An error occured. Please try again later.'
 */
export async function SavedAddresses({ market, customer }: AccountPageProps) {
  let addresses: Address[] = [];
  let loadError: string | undefined;
  try {
    ({ data: addresses } = await (await commerceFor(market)).getCustomerAddresses({
      customerId: customer.id,
    }));
  } catch (error) {
    const { message, statusCode } = normalizeError(error);
    console.error(
      JSON.stringify({ level: 'error', event: 'address-error', slot: 'load', statusCode, message }),
    );
    // Spec 001 §8's general text (the book's ADDRESS_ERROR_MESSAGE: a client module's export is not a value here).
    loadError = REGISTRATION_ERROR_MESSAGE;
  }
  return (
    <>
      <h1>Saved Addresses</h1>
      <SavedAddressBook
        market={toClientMarket(market)}
        countries={countriesFor(market)}
        initialAddresses={addresses}
        loadError={loadError}
      />
    </>
  );
}
