import { z } from 'zod';
import { stylingOutfitsArgsSchema, stylingOutfitsResultSchema } from '../schemas/styling';
import type { OperationTable } from './table';

/**
 * The styling widget (spec 000 §2 "a styling widget with jump links", `schemas/styling.ts`): outfits for a
 * product in a colour. The customer id, when given, is the signed-in customer's SHA-256 hex (spec 000 §9); a raw
 * id is refused 400, so it never reaches the styling service.
 */
export const stylingOperations = {
  getStylingOutfits: {
    args: z.tuple([stylingOutfitsArgsSchema]),
    result: stylingOutfitsResultSchema,
  },
} as const satisfies OperationTable;
