import { z } from 'zod';
import { pageExistsArgsSchema, pageExistsResultSchema, shopSchema } from '../schemas/site';
import type { OperationTable } from './table';

/** Site-frame operations (spec 001 §7). */
export const siteOperations = {
  /**
   * Spec 001 §7 "Page-exists check on a candidate path | path | 404 means not existing": 200 `{ exists: true }`
   * for a path the storefront serves (its route table, a category, a product), 404 otherwise.
   */
  pageExists: {
    args: z.tuple([pageExistsArgsSchema]),
    result: pageExistsResultSchema,
  },
  /** The shops of the request's channel for the shop finder (spec 001 §2 `/shop-finder`), ordered by name. */
  getShops: {
    args: z.tuple([]),
    result: z.object({ data: z.array(shopSchema) }),
  },
} as const satisfies OperationTable;
