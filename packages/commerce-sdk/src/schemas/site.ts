// Zod schemas of the site-frame area (spec 001 §7 "Page-exists check on a candidate path").
import { z } from 'zod';
import { stringArg } from './fields';

/**
 * A candidate storefront path: starts with `/`, may carry a market prefix (`/eu/bag`), a query or a fragment
 * (both ignored). Reading: at most 2048 characters, as browsers keep URLs short enough for every server.
 */
export const pageExistsArgsSchema = z.object({
  path: stringArg().max(2048).regex(/^\//, 'must start with /'),
});
export type PageExistsArgs = z.infer<typeof pageExistsArgsSchema>;

/** Spec 001 §7: a path that exists answers 200 `{ exists: true }`; one that does not answers 404. */
export const pageExistsResultSchema = z.object({ exists: z.literal(true) });
export type PageExistsResult = z.infer<typeof pageExistsResultSchema>;
