import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import type { SandboxDb } from './context';
import { accountOperations } from './customers/account';
import { addressOperations } from './customers/addresses';
import { orderOperations } from './customers/orders';
import { resetOperations } from './customers/reset';
import type { CustomersOptions } from './customers/session';
import { syncOperations } from './customers/sync';

export { lastPasswordResetToken } from './customers/reset';
export type { CustomersOptions } from './customers/session';

/**
 * Customers operations of the sandbox, on its database (spec 001 §3, §7, §8): account, sign-in with lockout,
 * session sync, password reset, addresses and orders. Identity only from the session cookie. Reading, for
 * guests: reads answer empty (`getCustomers`, `getCustomerAddresses`, `getCustomerOrders`), writes (and
 * `syncCustomer`) answer 401.
 */
export function customersOperations(db: SandboxDb, options: CustomersOptions = {}): CommerceProvider {
  return {
    ...accountOperations(db, options),
    ...syncOperations(db, options),
    ...resetOperations(db, options),
    ...addressOperations(db),
    ...orderOperations(db, options),
  };
}
