import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import type { SandboxDb } from './context';

/** Catalogue operations of the sandbox, on its database. */
export function catalogueOperations(db: SandboxDb): CommerceProvider {
  void db;
  return {};
}
