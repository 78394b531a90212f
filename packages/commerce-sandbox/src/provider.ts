import { type CategoryTreeNode, CommerceError, type CommerceProvider } from '@wardrobe/commerce-sdk';
import { createServiceOperations, type LiveShoppingCommerce } from '@wardrobe/commerce-sdk/server';
import type { Kysely } from 'kysely';
import { isDatabaseBusy } from './db/bounds';
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
import { shopOperations } from './shops';

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
  const catalogue = catalogueOperations(db);
  const cart = cartOperations(db);
  return answerBusyAs503({
    ...catalogue,
    ...cart,
    ...customersOperations(db),
    ...wishlistOperations(db),
    ...checkoutOperations(db),
    ...engagementOperations(db),
    ...pageOperations(db, services.content),
    ...shopOperations(db),
    ...createServiceOperations({
      ...services,
      identify: (ctx) => sessionCustomer(db, ctx),
      // The add-from-show check reads the catalogue, its stock and the bag through the sandbox's own operations.
      commerce: sandboxCommerce(catalogue, cart),
    }),
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
  });
}

/** The operations the live-shopping add reads; each one the sandbox has, so a missing one is a programming error. */
function sandboxCommerce(catalogue: CommerceProvider, cart: CommerceProvider): LiveShoppingCommerce {
  const { getProductById, getInventoryAtLocations } = catalogue;
  const { getCart } = cart;
  if (!getProductById || !getInventoryAtLocations || !getCart)
    throw new Error('The sandbox lacks an operation the live-shopping add reads');
  return { getProductById, getInventoryAtLocations, getCart };
}

/** What a shopper reads when the database could not be had in time. */
export const DATABASE_BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';
/** Seconds a client is asked to wait before trying again (`Retry-After`). */
export const DATABASE_BUSY_RETRY_AFTER_S = 2;

/**
 * Every operation: a wait on the database that hit its bound (`db/bounds.ts`: no connection in time, a
 * statement, lock or idle transaction cut off) answers 503 with `Retry-After`, not a 500 and never a hang.
 * Logged once per failure, as the middleware logs unexpected errors.
 */
function answerBusyAs503(provider: CommerceProvider): CommerceProvider {
  const guarded: Record<string, unknown> = {};
  for (const [name, operation] of Object.entries(provider)) {
    if (typeof operation !== 'function') continue;
    guarded[name] = async (...args: unknown[]) => {
      try {
        return await (operation as (...all: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (!isDatabaseBusy(error)) throw error;
        console.warn(
          JSON.stringify({
            level: 'warn',
            event: 'database-busy',
            operation: name,
            message: error instanceof Error ? error.message : String(error),
          }),
        );
        throw new CommerceError(DATABASE_BUSY_MESSAGE, 503, DATABASE_BUSY_RETRY_AFTER_S);
      }
    };
  }
  return guarded as CommerceProvider;
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
