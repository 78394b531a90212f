import { z } from 'zod';
import {
  getLiveShowArgsSchema,
  getLiveShowResultSchema,
  liveShoppingAddRequestSchema,
  liveShoppingAddResultSchema,
} from '../schemas/live-shopping';
import type { OperationTable } from './table';

/**
 * Live shopping (spec 001 §2, spec 000 §8; `schemas/live-shopping.ts`): a show with its products, and the
 * add-from-show check. `resolveLiveShowItem` writes nothing: it answers the bag line to add, or the failure, and the
 * shop adds the line through its bag (the one path every Add to bag takes).
 */
export const liveShoppingOperations = {
  getLiveShow: {
    args: z.tuple([getLiveShowArgsSchema]),
    result: getLiveShowResultSchema,
  },
  resolveLiveShowItem: {
    args: z.tuple([liveShoppingAddRequestSchema]),
    result: liveShoppingAddResultSchema,
  },
} as const satisfies OperationTable;
