import { findAddressesOperationArgsSchema, findAddressesResultSchema } from '../schemas/address-finder';
import type { OperationTable } from './table';

/**
 * The address finder (issue 20 item 4, `schemas/address-finder.ts`): the addresses at a postcode, for the
 * registration form's address. A GB postcode must be a UK format (domain-rules `isValidUkPostcode`), else 400
 * 'Please enter a valid postcode'; a valid one with no addresses answers `{ data: [] }`.
 */
export const addressFinderOperations = {
  findAddresses: {
    args: findAddressesOperationArgsSchema,
    result: findAddressesResultSchema,
  },
} as const satisfies OperationTable;
