/**
 * The outside services of the shop (spec 000 §1: a promotions engine, a recommendation and search service, a
 * headless content service), each as an interface in its vendor's semantics: Talon.One for promotions,
 * Constructor.io for search and recommendations, Amplience for content. The sandbox implements every one for
 * real; a production adapter implements the same interface and replaces it by configuration alone
 * (`createServiceOperations` in `@wardrobe/commerce-sdk/server` maps the operations onto whichever is given).
 */
import type { CurrencyCode, Market } from '@wardrobe/domain-rules';
import type { FindAddressesRequest, FoundAddress } from '../schemas/address-finder';
import type { ContentEntry, ContentFilterRequest, ContentFilterResult } from '../schemas/content';
import type { GetLiveShowRequest, LiveShow } from '../schemas/live-shopping';
import type {
  PromoBadgesRequest,
  PromoBadgesResult,
  PromotionsCustomerProfileResult,
  PromotionsCustomerSessionResult,
  PromotionsNewCustomerSession,
  PromotionsUpdateCustomerProfileBody,
  PromotionsUpdateCustomerProfileResult,
} from '../schemas/promotions';
import type { ProductReview, ProductReviewsResult } from '../schemas/reviews';
import type {
  SearchAutocompleteResult,
  SearchFilters,
  SearchRecommendationsResult,
  SearchResult,
} from '../schemas/search';
import type { SizeSamplingRequest, SizeSamplingResult } from '../schemas/size-fit';
import type { StylingOutfitsRequest, StylingOutfitsResult } from '../schemas/styling';

/** The signed-in shopper as the services see them (the commerce backend knows its sessions). */
export interface ServiceCustomer {
  id: number;
  email: string;
  /** Shown as the author of the reviews they write; optional, as a backend may not keep it. */
  firstName?: string | undefined;
}

/** Who asks, from the request's channel and session cookie (never from arguments). */
export interface ServiceContext {
  channelId: number;
  market: Market;
  /** The signed-in shopper; undefined for a guest. */
  customer?: ServiceCustomer | undefined;
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

// ── Product reviews (spec 001 §3 "Review: title, message, rating") ──────────────────────────────────────────

/** A review to store: checked (domain-rules `validateReview`) and trimmed, with its author decided. */
export interface NewProductReview {
  productId: number;
  rating: number;
  title: string;
  message: string;
  /** The signed-in customer's first name, else 'Anonymous' (decided by `createServiceOperations`). */
  author: string;
}

/**
 * Reviews of the catalogue's products (BigCommerce catalog reviews, or a reviews vendor behind an adapter).
 * Failures are `CommerceError`s: 404 `no product` for a product the catalogue does not show.
 */
export interface ProductReviewsService {
  /** A page of the product's reviews, newest first, with the average rating and count of all of them. */
  getReviews(
    context: ServiceContext,
    request: { productId: number; page: number; limit: number },
  ): Promise<ProductReviewsResult>;
  /** Stores a review and answers it as stored (its id and date given by the service). */
  createReview(context: ServiceContext, review: NewProductReview): Promise<ProductReview>;
}

// ── Styling widget (spec 000 §2 "a styling widget with jump links") ─────────────────────────────────────────

/**
 * What a product-page widget's service (styling, size-fit) learns of a request: the market (prices, currency),
 * never the session's customer. Spec 000 §9: the styling service meets a customer only as the hashed id in the
 * request; the size-fit service only as the user id the middleware let through.
 */
export type WidgetContext = Pick<ServiceContext, 'channelId' | 'market'>;

/**
 * Outfits for a product: other products of the catalogue to wear or use with it, each in a colour it comes in,
 * linking to its page in that colour. Failures are `CommerceError`s: 404 for a product the catalogue does not
 * show, or a colour it does not come in.
 */
export interface StylingService {
  outfits(context: WidgetContext, request: StylingOutfitsRequest): Promise<StylingOutfitsResult>;
}

// ── Size-fit widget (spec 001 §3, §7 "Size-fit widget sizeSampling | user id, locale") ──────────────────────

/**
 * A recommended size among the product's sizes from the shopper's answers, for a user id and a locale code
 * (en_GB, en_US, en_EU). Failures are `CommerceError`s: 404 for a product the catalogue does not show, 400 for one
 * without sizes or a usual size it cannot place.
 */
export interface SizeFitService {
  sizeSampling(context: WidgetContext, request: SizeSamplingRequest): Promise<SizeSamplingResult>;
}

// ── Address finder (issue 20 item 4: "The address finder is a sandbox service (postcode → addresses)") ─────────

/** What the address finder is told of a request: the market only, never who is signed in. */
export type AddressFinderContext = WidgetContext;

/**
 * The addresses at a postcode, each in the registration address's field names (spec 001 §3), in the order a
 * shopper reads them (house numbers ascending). The sandbox's is deterministic and offline; a production adapter
 * calls a postcode service such as Loqate (Capture Find/Retrieve) or Ideal Postcodes (`/postcodes/{postcode}`).
 *
 * The query comes checked by `createServiceOperations`: `country` is ISO 3166-1 alpha-2 in upper case, and a GB
 * `postcode` is a valid UK format in its canonical form (`SW9 6DE`); others are trimmed as typed. A postcode with
 * no addresses, or a country the finder does not cover, answers `[]` (the shopper enters the address by hand).
 */
export interface AddressFinderService {
  find(query: FindAddressesRequest, context: AddressFinderContext): Promise<FoundAddress[]>;
}

// ── Live shopping (spec 001 §2 "Live shopping is embedded on content pages"; spec 000 §8) ─────────────────────

/** What the live-shopping service is told of a request: the market only (prices and currency), never the shopper. */
export type LiveShoppingContext = WidgetContext;

/**
 * Shows with the products their hosts present (`schemas/live-shopping.ts`). Vendor-neutral: the specs name no
 * live-shopping vendor, so this interface is ours, the least a vendor's show API gives (Bambuser, Firework and
 * others each have a show or video with its product list; an adapter maps theirs onto `LiveShow`). The sandbox's
 * is a recorded show. Adding a product from a show is not the service's: the middleware resolves the show's item
 * against the shop's catalogue (domain-rules `resolveShowItem`), and the shop adds it through its own bag.
 *
 * The show comes in the context's market's currency. An unknown show is `undefined` (the middleware's 404).
 */
export interface LiveShoppingService {
  getShow(context: LiveShoppingContext, request: GetLiveShowRequest): Promise<LiveShow | undefined>;
}
