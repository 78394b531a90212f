import type { CategoryTreeNode, CommerceProvider } from '@wardrobe/commerce-sdk';
import { createServiceOperations } from '@wardrobe/commerce-sdk/server';
import type { Kysely } from 'kysely';
import type { SandboxDatabase } from './db/schema';
import { cartOperations } from './operations/cart';
import { catalogueOperations } from './operations/catalogue';
import { catalogueCache } from './operations/catalogue/cache';
import { checkoutOperations } from './operations/checkout';
import { sessionCustomer } from './operations/context';
import { customersOperations } from './operations/customers';
import { engagementOperations } from './operations/engagement';
import { pageOperations } from './operations/pages';
import { wishlistOperations } from './operations/wishlist';
import type { SandboxServices } from './services';

/**
 * The sandbox's implementation of the commerce operations, on its own database: one module per area. The
 * service operations (promotions, search, content) go to the services given, whoever implements them.
 */
export function createSandboxProvider(
  db: Kysely<SandboxDatabase>,
  services: SandboxServices = {},
): CommerceProvider {
  // Created on the database itself, so operations holding a transaction find it (catalogue/cache.ts).
  catalogueCache(db);
  return {
    ...catalogueOperations(db),
    ...cartOperations(db),
    ...customersOperations(db),
    ...wishlistOperations(db),
    ...checkoutOperations(db),
    ...engagementOperations(db),
    ...pageOperations(db),
    ...createServiceOperations({ ...services, identify: (ctx) => sessionCustomer(db, ctx) }),
    async getCategoryTree() {
      const rows = await db
        .selectFrom('categories')
        .selectAll()
        .where('is_visible', '=', true)
        .orderBy('parent_id')
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
      return { data: buildTree(rows) };
    },
  };
}

function buildTree(
  rows: { id: number; parent_id: number; name: string; url: string; is_visible: boolean }[],
): CategoryTreeNode[] {
  const byParent = new Map<number, typeof rows>();
  for (const row of rows) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row]);
  const build = (parentId: number, path: number[]): CategoryTreeNode[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      parent_id: row.parent_id,
      depth: path.length,
      path,
      name: row.name,
      is_visible: row.is_visible,
      url: row.url,
      children: build(row.id, [...path, row.id]),
    }));
  return build(0, []);
}
