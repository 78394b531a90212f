import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import type { SandboxDb } from './context';

/** Customers operations of the sandbox, on its database. */
export function customersOperations(db: SandboxDb): CommerceProvider {
  void db;
  return {};
}
