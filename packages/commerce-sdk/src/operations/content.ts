import { z } from 'zod';
import {
  contentByIdArgsSchema,
  contentByKeyArgsSchema,
  contentFilterArgsSchema,
  contentFilterResultSchema,
  contentResultSchema,
} from '../schemas/content';
import type { OperationTable } from './table';

/**
 * Content service operations (spec 001 §7 "Content search by url key"; Amplience delivery shapes,
 * `schemas/content.ts`). The channel's market gives the key prefix; the preview host comes from the preview
 * cookie (spec 001 §7: "an optional preview host from a cookie"), never from the arguments.
 */
export const contentOperations = {
  /** `{ key }` without the market prefix → `{ content }`; 404 `Not found` when missing or invalid. */
  getContentByKey: { args: z.tuple([contentByKeyArgsSchema]), result: contentResultSchema },
  /** `{ id }` (delivery id) → `{ content }`; 404 `Not found`. */
  getContentById: { args: z.tuple([contentByIdArgsSchema]), result: contentResultSchema },
  /** Filter by schema or by path within the market: `{ responses, page }`. */
  filterContent: { args: z.tuple([contentFilterArgsSchema]), result: contentFilterResultSchema },
} as const satisfies OperationTable;
