import { randomUUID } from 'node:crypto';
import {
  type CommerceProvider,
  WISHLIST_PAGE_SIZE,
  type Wishlist,
  type WishlistItemInput,
} from '@wardrobe/commerce-sdk';
import { planWishlistMerge } from '@wardrobe/domain-rules';
import { transact } from '../db/bounds';
import { notFound, type SandboxDb } from './context';
import { requireCustomer } from './customers/session';

export const WISHLIST_NOT_FOUND = 'Wishlist not found';
export const WISHLIST_ITEM_NOT_FOUND = 'Wishlist item not found';
export const noVariant = (productId: number, variantId: number) =>
  `Product ${productId} has no variant ${variantId}`;

type Db = SandboxDb;

/** The lists with their items, in BigCommerce `wishlist_Full` shape. */
async function withItems(
  db: Db,
  lists: { id: number; customer_id: number; name: string; is_public: boolean; token: string }[],
): Promise<Wishlist[]> {
  if (lists.length === 0) return [];
  const items = await db
    .selectFrom('wishlist_items')
    .select(['id', 'wishlist_id', 'product_id', 'variant_id'])
    .where(
      'wishlist_id',
      'in',
      lists.map((l) => l.id),
    )
    .orderBy('id')
    .execute();
  return lists.map((list) => ({
    ...list,
    items: items
      .filter((i) => i.wishlist_id === list.id)
      .map(({ id, product_id, variant_id }) => ({ id, product_id, variant_id })),
  }));
}

async function loadWishlist(db: Db, id: number): Promise<Wishlist> {
  const list = await db.selectFrom('wishlists').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [full] = await withItems(db, [list]);
  if (!full) throw notFound(WISHLIST_NOT_FOUND);
  return full;
}

/** The customer's list, locked for the write; another customer's list answers 404 as if it did not exist. */
async function lockOwnList(trx: Db, wishlistId: number, customerId: number): Promise<void> {
  const list = await trx
    .selectFrom('wishlists')
    .select('id')
    .where('id', '=', wishlistId)
    .where('customer_id', '=', customerId)
    .forUpdate()
    .executeTakeFirst();
  if (!list) throw notFound(WISHLIST_NOT_FOUND);
}

/**
 * Adds items that are not on the list yet (no duplicates, spec 000 §4 merge: domain-rules `planWishlistMerge`).
 * Every item must name an existing variant of its product, else 404 and nothing is added.
 */
async function addItems(trx: Db, wishlistId: number, items: readonly WishlistItemInput[]): Promise<void> {
  if (items.length === 0) return;
  const variants = await trx
    .selectFrom('variants')
    .select(['id', 'product_id'])
    .where(
      'id',
      'in',
      items.map((i) => i.variant_id),
    )
    .execute();
  const productOf = new Map(variants.map((v) => [v.id, v.product_id]));
  for (const item of items) {
    if (productOf.get(item.variant_id) !== item.product_id) {
      throw notFound(noVariant(item.product_id, item.variant_id));
    }
  }
  const existing = await trx
    .selectFrom('wishlist_items')
    .select(['product_id', 'variant_id'])
    .where('wishlist_id', '=', wishlistId)
    .execute();
  const toAdd = planWishlistMerge(items, existing);
  if (toAdd.length === 0) return;
  await trx
    .insertInto('wishlist_items')
    .values(
      toAdd.map((i) => ({
        wishlist_id: wishlistId,
        product_id: Number(i.product_id),
        variant_id: Number(i.variant_id),
      })),
    )
    // A concurrent add of the same item: the unique key keeps one.
    .onConflict((oc) => oc.columns(['wishlist_id', 'product_id', 'variant_id']).doNothing())
    .execute();
}

/**
 * Wishlist operations of the sandbox (spec 000 §3, §6, §7), BigCommerce `/wishlists` shapes. Lists belong to the
 * signed-in customer: a guest answers 401 (spec 000 §6: guests keep their list in the browser), another customer's
 * list 404. Every write is one transaction with the list's row locked.
 */
export function wishlistOperations(db: SandboxDb): CommerceProvider {
  return {
    /** Spec 000 §3: 50 a page, page 1 by default. */
    async getAllWishlists(ctx, args) {
      const customerId = await requireCustomer(db, ctx, args?.customer_id);
      const perPage = args?.limit ?? WISHLIST_PAGE_SIZE;
      const page = args?.page ?? 1;
      const { count } = await db
        .selectFrom('wishlists')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      const total = Number(count);
      const lists = await db
        .selectFrom('wishlists')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('id')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute();
      const data = await withItems(db, lists);
      return {
        data,
        meta: {
          pagination: {
            total,
            count: data.length,
            per_page: perPage,
            current_page: page,
            total_pages: Math.max(1, Math.ceil(total / perPage)),
          },
        },
      };
    },

    async createWishlist(ctx, { name, is_public = false, items = [], customer_id }) {
      const customerId = await requireCustomer(db, ctx, customer_id);
      const id = await transact(db, async (trx) => {
        const { id } = await trx
          .insertInto('wishlists')
          .values({ customer_id: customerId, name: name.trim(), is_public, token: randomUUID() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addItems(trx, id, items);
        return id;
      });
      return { data: await loadWishlist(db, id) };
    },

    async addWishlistItems(ctx, { wishlistId, items }) {
      const customerId = await requireCustomer(db, ctx);
      await transact(db, async (trx) => {
        await lockOwnList(trx, wishlistId, customerId);
        await addItems(trx, wishlistId, items);
      });
      return { data: await loadWishlist(db, wishlistId) };
    },

    async removeWishlistItem(ctx, { wishlistId, itemId }) {
      const customerId = await requireCustomer(db, ctx);
      await transact(db, async (trx) => {
        await lockOwnList(trx, wishlistId, customerId);
        const removed = await trx
          .deleteFrom('wishlist_items')
          .where('id', '=', itemId)
          .where('wishlist_id', '=', wishlistId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) throw notFound(WISHLIST_ITEM_NOT_FOUND);
      });
      return { data: await loadWishlist(db, wishlistId) };
    },

    /** BigCommerce answers 204: the middleware answers `{}`. Items go with the list (cascade). */
    async deleteWishlist(ctx, id) {
      const customerId = await requireCustomer(db, ctx);
      const deleted = await db
        .deleteFrom('wishlists')
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw notFound(WISHLIST_NOT_FOUND);
      return {};
    },
  };
}
