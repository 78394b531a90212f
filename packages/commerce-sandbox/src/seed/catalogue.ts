import type { Transaction } from 'kysely';
import type { SandboxDatabase } from '../db/schema';

/** Writes the deterministic catalogue (products, variants, prices, stock, metadata) into emptied tables. */
export async function seedCatalogue(trx: Transaction<SandboxDatabase>): Promise<{ products: number }> {
  void trx;
  return { products: 0 };
}
