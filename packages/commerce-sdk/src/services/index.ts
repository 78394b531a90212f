/**
 * The outside services of the shop (spec 000 §1: a promotions engine, a recommendation and search service, a
 * headless content service), each as an interface in its vendor's semantics: Talon.One for promotions,
 * Constructor.io for search and recommendations, Amplience for content. The sandbox implements every one for
 * real; a production adapter implements the same interface and replaces it by configuration alone
 * (`createServiceOperations` in `@wardrobe/commerce-sdk/server` maps the operations onto whichever is given).
 */
import type { CurrencyCode, Market } from '@wardrobe/domain-rules';
import type { ContentEntry, ContentFilterRequest, ContentFilterResult } from '../schemas/content';
import type {
  PromoBadgesRequest,
  PromoBadgesResult,
  PromotionsCustomerProfileResult,
  PromotionsCustomerSessionResult,
  PromotionsNewCustomerSession,
  PromotionsUpdateCustomerProfileBody,
  PromotionsUpdateCustomerProfileResult,
} from '../schemas/promotions';
import type {
  SearchAutocompleteResult,
  SearchFilters,
  SearchRecommendationsResult,
  SearchResult,
} from '../schemas/search';

/** Who asks, from the request's channel and session cookie (never from arguments). */
export interface ServiceContext {
  channelId: number;
  market: Market;
  /** The signed-in shopper; undefined for a guest. */
  customer?: { id: number; email: string } | undefined;
}

// ── Promotions engine (Talon.One Integration API semantics) ─────────────────────────────────────────────────

export interface PromotionsSessionRequest {
  customerSession: PromotionsNewCustomerSession;
  responseContent?: readonly string[] | undefined;
}

/**
 * Talon.One: one application per currency (its store integration id is chosen by currency, spec 000 §4).
 * Failures are `CommerceError`s: 404 for an unknown session or profile.
 */
export interface PromotionsEngine {
  /** `PUT /v2/customer_sessions/{id}?dry=`: evaluates the rules; a dry run stores nothing. */
  updateCustomerSession(
    context: ServiceContext,
    currency: CurrencyCode,
    sessionId: string,
    request: PromotionsSessionRequest,
    options: { dry: boolean },
  ): Promise<PromotionsCustomerSessionResult>;
  /** `GET /v2/customer_sessions/{id}`: the stored session and its effects; 404 when absent. */
  getCustomerSession(
    context: ServiceContext,
    currency: CurrencyCode,
    sessionId: string,
  ): Promise<PromotionsCustomerSessionResult>;
  /** The profile by integration id (the customer's email); 404 when absent. */
  getCustomerProfile(
    context: ServiceContext,
    currency: CurrencyCode,
    integrationId: string,
  ): Promise<PromotionsCustomerProfileResult>;
  /** `PUT /v2/customer_profiles/{id}`: creates the profile when absent, merges the attributes given. */
  updateCustomerProfile(
    context: ServiceContext,
    currency: CurrencyCode,
    integrationId: string,
    body: PromotionsUpdateCustomerProfileBody,
  ): Promise<PromotionsUpdateCustomerProfileResult>;
}

/** Spec 000 §7 "Promotions badges": badges per product and variant from the running promotions. */
export interface PromoBadgeService {
  getBadges(context: ServiceContext, request: PromoBadgesRequest): Promise<PromoBadgesResult>;
}

// ── Search and recommendations (Constructor.io semantics) ───────────────────────────────────────────────────

/** Options every search call shares: the market's index and, only for a signed-in shopper, the user id. */
export interface SearchCallOptions {
  /** Spec 001 §3: the market's search index name (`uk`, `eu`, `us`). */
  indexName: Market['searchIndex'];
  currency: CurrencyCode;
  /** Spec 000 §6: the customer id, passed only when signed in. */
  userId?: string | undefined;
}

export interface SearchPaging {
  page: number;
  resultsPerPage: number;
  filters?: SearchFilters | undefined;
  sortBy?: string | undefined;
  sortOrder?: 'ascending' | 'descending' | undefined;
}

export interface SearchService {
  /** `GET /autocomplete/{term}`: sections `Products` and `Search Suggestions`, with their counts. */
  autocomplete(
    options: SearchCallOptions,
    request: {
      term: string;
      numResults: { Products: number; 'Search Suggestions': number };
      filters?: SearchFilters | undefined;
    },
  ): Promise<SearchAutocompleteResult>;
  /** `GET /search/{term}`: results, facets with counts, groups, sort options, paging. */
  search(options: SearchCallOptions, request: SearchPaging & { term: string }): Promise<SearchResult>;
  /** `GET /browse/{filterName}/{filterValue}`: the same shape for a group (category) or a collection. */
  browse(
    options: SearchCallOptions,
    request: SearchPaging & { filterName: 'group_id' | 'collection_id'; filterValue: string },
  ): Promise<SearchResult>;
  /** `GET /recommendations/v1/pods/{podId}`: `pdp-recs` similar items, `pdp-ctl` complete the look. */
  recommendations(
    options: SearchCallOptions,
    request: { podId: string; itemIds: string[]; numResults: number; variationId?: string | undefined },
  ): Promise<SearchRecommendationsResult>;
}

// ── Content (Amplience Content Delivery v2 semantics) ───────────────────────────────────────────────────────

export interface ContentRequestOptions {
  /**
   * The preview (visualization) host from the shopper's preview cookie: unpublished content is served from it.
   * An implementation refuses a host off its staging domain with 400 'Invalid amplience staging domain'.
   */
  previewHost?: string | undefined;
  /** The preview's point in time (`ampl_timestamp`, ms since the epoch). */
  previewTimestamp?: number | undefined;
}

/**
 * Entries come inlined (`depth=all&format=inlined`). An entry that fails its content type's schema is logged
 * and answered as missing: a shopper never meets a broken entry, an editor sees the log line.
 */
export interface ContentDelivery {
  /** `GET /content/key/{deliveryKey}` (the key with the market's prefix); undefined when missing. */
  getByKey(deliveryKey: string, options?: ContentRequestOptions): Promise<ContentEntry | undefined>;
  /** `GET /content/id/{deliveryId}`; undefined when missing. */
  getById(deliveryId: string, options?: ContentRequestOptions): Promise<ContentEntry | undefined>;
  /** `POST /content/filter`, within the delivery keys that start with `keyPrefix` (the market's). */
  filter(
    request: ContentFilterRequest & { keyPrefix: string },
    options?: ContentRequestOptions,
  ): Promise<ContentFilterResult>;
}
