import { z } from 'zod';
import { sizeSamplingArgsSchema, sizeSamplingResultSchema } from '../schemas/size-fit';
import type { OperationTable } from './table';

/**
 * The size-fit widget (spec 001 §7 "Size-fit widget sizeSampling | user id, locale", `schemas/size-fit.ts`): a
 * recommended size among the product's sizes from the shopper's answers. The locale is one of en_GB, en_US and
 * en_EU (spec 001 §3); another is a 400.
 */
export const sizeFitOperations = {
  sizeSampling: {
    args: z.tuple([sizeSamplingArgsSchema]),
    result: sizeSamplingResultSchema,
  },
} as const satisfies OperationTable;
