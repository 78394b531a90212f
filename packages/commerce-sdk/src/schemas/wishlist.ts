// Zod schemas and inferred types of the wishlist area (spec 000 §3, spec 001 §3; BigCommerce REST v3 shapes).
import { z } from 'zod';
import { ownedIdSchema } from './customers';

/** Spec 000 §3 wishlist item: `{ id, product_id, variant_id }` (BigCommerce `wishlistItem_Full`). */
export const wishlistItemSchema = z.object({
  id: z.number().int().positive(),
  product_id: z.number().int().positive(),
  variant_id: z.number().int().positive(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

/** Spec 000 §3 Wishlist (BigCommerce `wishlist_Full`). */
export const wishlistSchema = z.object({
  id: z.number().int().positive(),
  customer_id: z.number().int().positive(),
  name: z.string(),
  is_public: z.boolean(),
  token: z.string(),
  items: z.array(wishlistItemSchema),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

/** An item to add: product and variant (spec 000 §7 `items[{ product_id, variant_id }]`). */
export const wishlistItemInputSchema = z.object({
  product_id: ownedIdSchema,
  variant_id: ownedIdSchema,
});
export type WishlistItemInput = z.infer<typeof wishlistItemInputSchema>;

/** Spec 000 §3: the wishlist list page default is 50 per page, page 1. */
export const WISHLIST_PAGE_SIZE = 50;

export const getAllWishlistsArgsSchema = z.object({
  /** When sent, must be the signed-in customer's (403 otherwise). */
  customer_id: z.number().int().positive().optional(),
  page: z.number().int().positive().optional(),
  limit: z.number().int().positive().max(250).optional(),
});

export const createWishlistArgsSchema = z.object({
  name: z.string().trim().min(1, 'Wishlist name cannot be empty').max(255),
  is_public: z.boolean().optional(),
  items: z.array(wishlistItemInputSchema).max(250).optional(),
  /** BigCommerce's body carries it; when sent, must be the signed-in customer's (403 otherwise). */
  customer_id: z.number().int().positive().optional(),
});
export type CreateWishlistArgs = z.infer<typeof createWishlistArgsSchema>;

export const addWishlistItemsArgsSchema = z.object({
  wishlistId: ownedIdSchema,
  items: z.array(wishlistItemInputSchema).min(1).max(250),
});

export const removeWishlistItemArgsSchema = z.object({ wishlistId: ownedIdSchema, itemId: ownedIdSchema });

export const wishlistResultSchema = z.object({ data: wishlistSchema });

export const wishlistListResultSchema = z.object({
  data: z.array(wishlistSchema),
  meta: z.object({
    pagination: z.object({
      total: z.number().int(),
      count: z.number().int(),
      per_page: z.number().int(),
      current_page: z.number().int(),
      total_pages: z.number().int(),
    }),
  }),
});
