import { z } from 'zod';
import { categoryTreeNodeSchema } from '../schemas';
import { addressFinderOperations } from './address-finder';
import { cartOperations } from './cart';
import { catalogueOperations } from './catalogue';
import { checkoutOperations } from './checkout';
import { contentOperations } from './content';
import { customersOperations } from './customers';
import { engagementOperations } from './engagement';
import { liveShoppingOperations } from './live-shopping';
import { promotionsOperations } from './promotions';
import { reviewsOperations } from './reviews';
import { searchOperations } from './search';
import { siteOperations } from './site';
import { sizeFitOperations } from './size-fit';
import { stylingOperations } from './styling';
import type { OperationTable } from './table';
import { wishlistOperations } from './wishlist';

export type { OperationSpec, OperationTable } from './table';

/**
 * The operation table: name → argument schema (a tuple, the JSON body's array) → result schema.
 * Spec 000 §7 and spec 001 §7 name the operations; `shared/contracts/commerce.md` fixes their shapes.
 * One file per area; this table joins them (a name may appear in one area only).
 */
export const operations = {
  getCategoryTree: {
    args: z.tuple([]),
    result: z.object({ data: z.array(categoryTreeNodeSchema) }),
  },
  ...catalogueOperations,
  ...cartOperations,
  ...customersOperations,
  ...wishlistOperations,
  ...checkoutOperations,
  ...engagementOperations,
  ...siteOperations,
  ...promotionsOperations,
  ...contentOperations,
  ...searchOperations,
  ...reviewsOperations,
  ...stylingOperations,
  ...sizeFitOperations,
  ...addressFinderOperations,
  ...liveShoppingOperations,
} as const satisfies OperationTable;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export type OperationArgs<N extends OperationName> = z.input<Operations[N]['args']>;
export type ParsedOperationArgs<N extends OperationName> = z.output<Operations[N]['args']>;
export type OperationResult<N extends OperationName> = z.infer<Operations[N]['result']>;

export function isOperationName(name: string): name is OperationName {
  return Object.hasOwn(operations, name);
}
