import type { z } from 'zod';

/** One operation: its arguments as a tuple (the JSON body's array, in order) and its result. */
export interface OperationSpec {
  args: z.ZodTuple | z.ZodType<unknown[]>;
  result: z.ZodType;
}

export type OperationTable = Record<string, OperationSpec>;
