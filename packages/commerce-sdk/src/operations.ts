import { z } from 'zod';
import { categoryTreeNodeSchema } from './schemas';

/**
 * The operation table: name → argument schema (a tuple, the JSON body's array) → result schema.
 * Spec 000 §7 and spec 001 §7 name the operations; `shared/contracts/commerce.md` fixes their shapes.
 * The walking skeleton carries getCategoryTree; the commerce issue fills in the rest.
 */
export const operations = {
  getCategoryTree: {
    args: z.tuple([]),
    result: z.object({ data: z.array(categoryTreeNodeSchema) }),
  },
} as const satisfies Record<string, { args: z.ZodTuple; result: z.ZodType }>;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationArgs<N extends OperationName> = z.infer<Operations[N]['args']>;
export type OperationResult<N extends OperationName> = z.infer<Operations[N]['result']>;

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(operations, name);
}
