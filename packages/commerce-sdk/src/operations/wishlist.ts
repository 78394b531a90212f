import { z } from 'zod';
import { ownedIdSchema } from '../schemas/customers';
import {
  addWishlistItemsArgsSchema,
  createWishlistArgsSchema,
  getAllWishlistsArgsSchema,
  removeWishlistItemArgsSchema,
  wishlistListResultSchema,
  wishlistResultSchema,
} from '../schemas/wishlist';
import type { OperationTable } from './table';

/**
 * Wishlist operations (spec 000 §7; shapes: shared/contracts/commerce.md, else BigCommerce REST v3).
 * Each entry: the arguments as a tuple (the JSON body's array) and the result. Lists belong to the signed-in
 * customer (spec 000 §6: guests keep theirs in the browser).
 */
export const wishlistOperations = {
  getAllWishlists: {
    args: z.tuple([getAllWishlistsArgsSchema.optional()]),
    result: wishlistListResultSchema,
  },
  createWishlist: { args: z.tuple([createWishlistArgsSchema]), result: wishlistResultSchema },
  addWishlistItems: { args: z.tuple([addWishlistItemsArgsSchema]), result: wishlistResultSchema },
  removeWishlistItem: { args: z.tuple([removeWishlistItemArgsSchema]), result: wishlistResultSchema },
  /** BigCommerce answers 204; the middleware answers `{}`. */
  deleteWishlist: { args: z.tuple([ownedIdSchema]), result: z.object({}) },
} as const satisfies OperationTable;
