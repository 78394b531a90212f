import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import type { SandboxDb } from './context';

/** Wishlist operations of the sandbox, on its database. */
export function wishlistOperations(db: SandboxDb): CommerceProvider {
  void db;
  return {};
}
