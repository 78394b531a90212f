import type { OperationTable } from './table';

/**
 * Cart operations (spec 000 §7, spec 001 §7; shapes: shared/contracts/commerce.md, else BigCommerce REST v3).
 * Each entry: the arguments as a tuple (the JSON body's array) and the result.
 */
export const cartOperations = {} as const satisfies OperationTable;
