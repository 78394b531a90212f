import { z } from 'zod';
import {
  searchAutocompleteArgsSchema,
  searchAutocompleteResultSchema,
  searchBrowseArgsSchema,
  searchProductsArgsSchema,
  searchRecommendationsArgsSchema,
  searchRecommendationsResultSchema,
  searchResultSchema,
} from '../schemas/search';
import type { OperationTable } from './table';

/**
 * Search and recommendations operations (spec 001 §7 "Autocomplete search", spec 000 §7 "Recommendations";
 * Constructor shapes, `schemas/search.ts`). The channel's market picks the index and currency; the user id is
 * the signed-in customer's, from the session (spec 000 §6), never an argument.
 */
export const searchOperations = {
  /** Spec 000 §9: 10 products and 5 suggestions unless fewer are asked for. */
  autocomplete: { args: z.tuple([searchAutocompleteArgsSchema]), result: searchAutocompleteResultSchema },
  searchProducts: { args: z.tuple([searchProductsArgsSchema]), result: searchResultSchema },
  browseProducts: { args: z.tuple([searchBrowseArgsSchema]), result: searchResultSchema },
  /** Spec 000 §7: pods `pdp-recs` and `pdp-ctl`, `itemIds`, `numResults` (8). */
  getRecommendations: {
    args: z.tuple([searchRecommendationsArgsSchema]),
    result: searchRecommendationsResultSchema,
  },
} as const satisfies OperationTable;
