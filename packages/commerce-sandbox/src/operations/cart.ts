import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import type { SandboxDb } from './context';

/** Cart operations of the sandbox, on its database. */
export function cartOperations(db: SandboxDb): CommerceProvider {
  void db;
  return {};
}
