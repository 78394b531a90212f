/**
 * Zod schemas of the search and recommendations service (spec 000 §7 "Recommendations", spec 001 §3 "Search
 * result", §7 "Autocomplete search"), in Constructor.io's response shapes (autocomplete, search, browse,
 * recommendation pods), which a production adapter passes through. Every export is prefixed `search` / `Search`.
 * Money is in major units of the channel's currency.
 */
import { z } from 'zod';
import { stringArg } from './fields';

const text = (max: number) => stringArg().max(max);

/** Spec 001 §5: the text is used as typed, but an empty or whitespace-only term is ignored: refused here. */
export const searchTermSchema = text(200).refine((term) => term.trim() !== '', 'must not be blank');

/** Spec 000 §9, spec 001 §9: the pre-search autocomplete shows 10 products and 5 suggestions. */
export const AUTOCOMPLETE_SECTIONS = { Products: 10, 'Search Suggestions': 5 } as const;
export type AutocompleteSection = keyof typeof AUTOCOMPLETE_SECTIONS;

/** Spec 000 §9: recommendation results 8; the pods of spec 000 §7. */
export const RECOMMENDATION_PODS = ['pdp-recs', 'pdp-ctl'] as const;
export const RECOMMENDATION_RESULTS = 8;

/**
 * Filters as Constructor takes them (`filters[color]=Black&filters[size]=M&filters[size]=L`): a facet name and
 * one value or several (any of them matches). A range facet takes one `min-max` value (spec 000 §2).
 */
export const searchFiltersSchema = z
  .record(text(100), z.union([text(200), z.array(text(200)).min(1).max(50)]))
  .refine((filters) => Object.keys(filters).length <= 20, 'at most 20 facets');
export type SearchFilters = z.infer<typeof searchFiltersSchema>;

export const SEARCH_SORT_ORDERS = ['ascending', 'descending'] as const;

/** One result item: Constructor's `Item` with the shop's fields in `data` (spec 001 §3 Search result products). */
export const searchItemDataSchema = z
  .object({
    /** The product id. */
    id: z.string(),
    url: z.string(),
    image_url: z.string().optional(),
    description: z.string().optional(),
    sku: z.string().optional(),
    /** The price paid: the lower of sale and list price. */
    price: z.number().optional(),
    original_price: z.number().optional(),
    sale_price: z.number().optional(),
    colour: z.string().optional(),
    variation_id: z.string().optional(),
    facets: z.array(z.object({ name: z.string(), values: z.array(z.string()) })).optional(),
    groups: z
      .array(
        z.object({
          group_id: z.string(),
          display_name: z.string(),
          path: z.string().optional(),
        }),
      )
      .optional(),
  })
  .catchall(z.unknown());

export const searchItemSchema = z.object({
  value: z.string(),
  matched_terms: z.array(z.string()),
  labels: z.record(z.string(), z.unknown()),
  is_slotted: z.boolean().optional(),
  data: searchItemDataSchema,
  variations: z
    .array(z.object({ value: z.string().optional(), data: searchItemDataSchema.partial() }))
    .optional(),
  /** Recommendation results name the strategy that chose them. */
  strategy: z.object({ id: z.string() }).optional(),
});
export type SearchItem = z.infer<typeof searchItemSchema>;

/** A "Search Suggestions" item: only the suggested term (`value`, and `data.id` as the term, spec 001 §3). */
export const searchSuggestionSchema = z.object({
  value: z.string(),
  matched_terms: z.array(z.string()),
  labels: z.record(z.string(), z.unknown()),
  data: z.object({ id: z.string() }).catchall(z.unknown()),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

/** Spec 001 §7 autocomplete: the term and, optionally, fewer results per section and filters. */
export const searchAutocompleteArgsSchema = z.object({
  query: searchTermSchema,
  numResults: z
    .object({
      Products: z.number().int().min(0).max(50).optional(),
      'Search Suggestions': z.number().int().min(0).max(50).optional(),
    })
    .optional(),
  filters: searchFiltersSchema.optional(),
});
export type SearchAutocompleteArgs = z.input<typeof searchAutocompleteArgsSchema>;

export const searchAutocompleteResultSchema = z.object({
  sections: z.object({
    Products: z.array(searchItemSchema),
    'Search Suggestions': z.array(searchSuggestionSchema),
  }),
  total_num_results_per_section: z.object({ Products: z.number(), 'Search Suggestions': z.number() }),
  result_id: z.string(),
  request: z.object({ term: z.string() }).catchall(z.unknown()),
});
export type SearchAutocompleteResult = z.infer<typeof searchAutocompleteResultSchema>;

const pagingArgs = {
  page: z.number().int().min(1).max(10_000).default(1),
  /** Spec 000 §9: listing page size 48. */
  resultsPerPage: z.number().int().min(1).max(200).default(48),
  filters: searchFiltersSchema.optional(),
  /** A sort option's `sort_by` (`relevance`, `price`, `item_name`, …); relevance when absent. */
  sortBy: text(50).optional(),
  sortOrder: z.enum(SEARCH_SORT_ORDERS).optional(),
};

/** Search results for a term (`/search?query=`). */
export const searchProductsArgsSchema = z.object({ query: searchTermSchema, ...pagingArgs });
export type SearchProductsArgs = z.input<typeof searchProductsArgsSchema>;

/** Browse: the products of a group (`group_id` = category id) or a collection (`collection_id`). */
export const searchBrowseArgsSchema = z.object({
  filterName: z.enum(['group_id', 'collection_id']),
  filterValue: text(200).min(1),
  ...pagingArgs,
});
export type SearchBrowseArgs = z.input<typeof searchBrowseArgsSchema>;

export const searchFacetOptionSchema = z.object({
  value: z.string(),
  display_name: z.string(),
  count: z.number().int(),
  /** `selected` when the request filtered by it, else empty. */
  status: z.string(),
  data: z.record(z.string(), z.unknown()),
});

export const searchFacetSchema = z.object({
  name: z.string(),
  display_name: z.string(),
  type: z.enum(['multiple', 'single', 'range']),
  options: z.array(searchFacetOptionSchema),
  /** Range facets: the bounds over the results. */
  min: z.number().optional(),
  max: z.number().optional(),
  status: z.record(z.string(), z.unknown()).optional(),
});
export type SearchFacet = z.infer<typeof searchFacetSchema>;

export const searchSortOptionSchema = z.object({
  sort_by: z.string(),
  sort_order: z.enum(SEARCH_SORT_ORDERS),
  display_name: z.string(),
  status: z.string(),
});

export const searchGroupSchema: z.ZodType<SearchGroup> = z.lazy(() =>
  z.object({
    group_id: z.string(),
    display_name: z.string(),
    count: z.number().int(),
    children: z.array(searchGroupSchema),
    parents: z.array(z.object({ group_id: z.string(), display_name: z.string() })),
  }),
);
export interface SearchGroup {
  group_id: string;
  display_name: string;
  count: number;
  children: SearchGroup[];
  parents: { group_id: string; display_name: string }[];
}

/** Search and browse answer the same shape. */
export const searchResultSchema = z.object({
  response: z.object({
    results: z.array(searchItemSchema),
    facets: z.array(searchFacetSchema),
    groups: z.array(searchGroupSchema),
    sort_options: z.array(searchSortOptionSchema),
    total_num_results: z.number().int(),
    refined_content: z.array(z.unknown()).optional(),
    features: z.array(z.unknown()).optional(),
    /** A term matching a redirect rule answers a redirect instead of results. */
    redirect: z
      .object({
        data: z.object({ url: z.string() }).catchall(z.unknown()),
        matched_terms: z.array(z.string()),
      })
      .optional(),
  }),
  result_id: z.string(),
  request: z.record(z.string(), z.unknown()),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Spec 000 §7 recommendations: a pod, the item ids it is about, and the number of results (8). */
export const searchRecommendationsArgsSchema = z.object({
  podId: z.enum(RECOMMENDATION_PODS),
  itemIds: z.array(text(100).min(1)).min(1).max(20),
  numResults: z.number().int().min(1).max(50).default(RECOMMENDATION_RESULTS),
  /** The variation (colour) shown, so results can match it. */
  variationId: text(100).optional(),
});
export type SearchRecommendationsArgs = z.input<typeof searchRecommendationsArgsSchema>;

export const searchRecommendationsResultSchema = z.object({
  request: z
    .object({ pod_id: z.string(), num_results: z.number(), item_id: z.array(z.string()) })
    .catchall(z.unknown()),
  response: z.object({
    pod: z.object({ id: z.string(), display_name: z.string() }),
    results: z.array(searchItemSchema),
    total_num_results: z.number().int(),
  }),
  result_id: z.string(),
});
export type SearchRecommendationsResult = z.infer<typeof searchRecommendationsResultSchema>;
