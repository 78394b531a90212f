import {
  availableToSell,
  MARKETS,
  type Market,
  normalizeError,
  resolveShowItem,
} from '@wardrobe/domain-rules';
import { CommerceError } from '../errors';
import { operations as operationTable } from '../operations';
import type { CommerceContext, CommerceProvider, OperationHandler } from '../provider';
import { ADDRESS_FINDER_POSTCODE_ERROR, canonicalUkPostcode } from '../schemas/address-finder';
import { CONTENT_NOT_FOUND } from '../schemas/content';
import {
  LIVE_SHOW_ITEM_NOT_FOUND,
  LIVE_SHOW_NOT_FOUND,
  type LiveShoppingAddResult,
  type LiveShowItem,
} from '../schemas/live-shopping';
import { REVIEW_ANONYMOUS_AUTHOR, REVIEW_AUTHOR_MAX } from '../schemas/reviews';
import { AUTOCOMPLETE_SECTIONS } from '../schemas/search';
import type {
  AddressFinderService,
  ContentDelivery,
  ContentRequestOptions,
  LiveShoppingService,
  ProductReviewsService,
  PromoBadgeService,
  PromotionsEngine,
  SearchCallOptions,
  SearchService,
  ServiceContext,
  ServiceCustomer,
  SizeFitService,
  StylingService,
  WidgetContext,
} from '../services';

/**
 * The preview cookie (spec 001 §2: a preview link's `ampl_domain` is stored in a cookie; spec 001 §7: content
 * fetches use "an optional preview host from a cookie"). The value is the host; the timestamp rides beside it.
 */
export const CONTENT_PREVIEW_COOKIE = 'wardrobe-preview';
export const CONTENT_PREVIEW_TIMESTAMP_COOKIE = 'wardrobe-preview-timestamp';

export interface ServiceOperationsOptions {
  promotions?: PromotionsEngine | undefined;
  badges?: PromoBadgeService | undefined;
  search?: SearchService | undefined;
  content?: ContentDelivery | undefined;
  reviews?: ProductReviewsService | undefined;
  styling?: StylingService | undefined;
  sizeFit?: SizeFitService | undefined;
  addressFinder?: AddressFinderService | undefined;
  liveShopping?: LiveShoppingService | undefined;
  /**
   * The commerce backend's own operations that the add-from-show check reads (the product, its stock, the bag):
   * without them `resolveLiveShowItem` is left out (501), while `getLiveShow` still answers.
   */
  commerce?: LiveShoppingCommerce | undefined;
  /** The signed-in shopper of a request, from its session cookie (the commerce backend knows its sessions). */
  identify(context: CommerceContext): Promise<ServiceCustomer | undefined>;
}

type ServiceOperationName =
  | 'updateCustomerSession'
  | 'getCustomerSession'
  | 'getCustomerProfile'
  | 'updateCustomerProfile'
  | 'getPromoBadges'
  | 'autocomplete'
  | 'searchProducts'
  | 'browseProducts'
  | 'getRecommendations'
  | 'getContentByKey'
  | 'getContentById'
  | 'filterContent'
  | 'getProductReviews'
  | 'createProductReview'
  | 'getStylingOutfits'
  | 'sizeSampling'
  | 'findAddresses'
  | 'getLiveShow'
  | 'resolveLiveShowItem';

/** What `resolveLiveShowItem` reads of the commerce backend, through its own operations. */
export type LiveShoppingCommerce = Pick<
  Required<CommerceProvider>,
  'getProductById' | 'getInventoryAtLocations' | 'getCart'
>;

export type ServiceOperations = { [N in ServiceOperationName]?: OperationHandler<N> };

/**
 * The service operations of the middleware, on whichever implementation of each service is given (the
 * sandbox's, or a production adapter's): spread the result into a provider beside the commerce operations.
 * A service left out leaves its operations out, so they answer 501.
 *
 * Identity rules live here, so every implementation gets them: the market comes from the channel, the user id
 * and the loyalty profile from the session. A profile is the customer's own: its id is the signed-in
 * customer's email (spec 001 §7 `getCustomerProfile(currencyCode, email)`), and another id is refused 403.
 * A review's author is the signed-in customer's first name, else 'Anonymous' (`reviewAuthor`).
 */
export function createServiceOperations(options: ServiceOperationsOptions): ServiceOperations {
  const { promotions, badges, search, content, reviews, identify } = options;
  const serviceContext = async (ctx: CommerceContext): Promise<ServiceContext> => ({
    channelId: ctx.channelId,
    market: marketOf(ctx.channelId),
    customer: await identify(ctx),
  });
  const searchOptions = (service: ServiceContext): SearchCallOptions => ({
    indexName: service.market.searchIndex,
    currency: service.market.currency,
    userId: service.customer ? String(service.customer.id) : undefined,
  });
  const ownProfile = (service: ServiceContext, profileId: string | undefined) => {
    if (profileId === undefined || profileId === '') return;
    if (!service.customer) throw new CommerceError('Sign in to use a loyalty profile.', 403);
    if (profileId.toLowerCase() !== service.customer.email.toLowerCase()) {
      throw new CommerceError('The loyalty profile is not the signed-in customer’s.', 403);
    }
  };

  const operations: ServiceOperations = {};
  if (promotions) {
    Object.assign(operations, {
      async updateCustomerSession(ctx, args) {
        const service = await serviceContext(ctx);
        ownProfile(service, args.requestData.customerSession.profileId);
        return promotions.updateCustomerSession(
          service,
          args.currencyCode,
          args.sessionId,
          args.requestData,
          {
            dry: args.dryRun,
          },
        );
      },
      async getCustomerSession(ctx, currency, sessionId) {
        return promotions.getCustomerSession(await serviceContext(ctx), currency, sessionId);
      },
      async getCustomerProfile(ctx, currency, email) {
        const service = await serviceContext(ctx);
        ownProfile(service, email);
        return promotions.getCustomerProfile(service, currency, email);
      },
      async updateCustomerProfile(ctx, currency, email, body) {
        const service = await serviceContext(ctx);
        ownProfile(service, email);
        return promotions.updateCustomerProfile(service, currency, email, body ?? {});
      },
    } satisfies ServiceOperations);
  }
  if (badges) {
    operations.getPromoBadges = async (ctx, request) => badges.getBadges(await serviceContext(ctx), request);
  }
  if (search) {
    Object.assign(operations, {
      async autocomplete(ctx, args) {
        const service = await serviceContext(ctx);
        return search.autocomplete(searchOptions(service), {
          term: args.query,
          numResults: { ...AUTOCOMPLETE_SECTIONS, ...args.numResults },
          filters: args.filters,
        });
      },
      async searchProducts(ctx, { query, ...paging }) {
        return search.search(searchOptions(await serviceContext(ctx)), { term: query, ...paging });
      },
      async browseProducts(ctx, args) {
        return search.browse(searchOptions(await serviceContext(ctx)), args);
      },
      async getRecommendations(ctx, args) {
        return search.recommendations(searchOptions(await serviceContext(ctx)), args);
      },
    } satisfies ServiceOperations);
  }
  if (content) {
    Object.assign(operations, {
      async getContentByKey(ctx, { key }) {
        const entry = await content.getByKey(`${marketOf(ctx.channelId).contentPrefix}${key}`, preview(ctx));
        if (!entry) throw new CommerceError(CONTENT_NOT_FOUND, 404);
        return { content: entry };
      },
      async getContentById(ctx, { id }) {
        const entry = await content.getById(id, preview(ctx));
        if (!entry) throw new CommerceError(CONTENT_NOT_FOUND, 404);
        return { content: entry };
      },
      async filterContent(ctx, request) {
        return content.filter({ ...request, keyPrefix: marketOf(ctx.channelId).contentPrefix }, preview(ctx));
      },
    } satisfies ServiceOperations);
  }
  if (reviews) {
    Object.assign(operations, {
      async getProductReviews(ctx, request) {
        return reviews.getReviews(await serviceContext(ctx), request);
      },
      async createProductReview(ctx, review) {
        const service = await serviceContext(ctx);
        return { data: await reviews.createReview(service, { ...review, author: reviewAuthor(service) }) };
      },
    } satisfies ServiceOperations);
  }
  if (options.styling) {
    const styling = options.styling;
    // Spec 000 §9: the customer id arrives hashed (the schema refuses anything but SHA-256 hex), and the service
    // is not told who is signed in: the hash is all it ever learns of the customer.
    operations.getStylingOutfits = async (ctx, request) =>
      styling.outfits(widgetContext(ctx.channelId), request);
  }
  if (options.sizeFit) {
    const sizeFit = options.sizeFit;
    operations.sizeSampling = async (ctx, request) => {
      await ownUserId(request.userId, () => identify(ctx));
      return sizeFit.sizeSampling(widgetContext(ctx.channelId), request);
    };
  }
  if (options.addressFinder) {
    const addressFinder = options.addressFinder;
    // The schema has already refused a malformed GB postcode; the service gets it in its canonical form
    // (`sw96de` → `SW9 6DE`), so every implementation reads one spelling. It is told the market, not the shopper.
    operations.findAddresses = async (ctx, { postcode, country }) => {
      const asked = country === 'GB' ? canonicalUkPostcode(postcode) : postcode;
      if (asked === undefined) throw new CommerceError(ADDRESS_FINDER_POSTCODE_ERROR, 400);
      return { data: await addressFinder.find({ postcode: asked, country }, widgetContext(ctx.channelId)) };
    };
  }
  if (options.liveShopping) {
    const liveShopping = options.liveShopping;
    // The service learns the market only (its prices' currency), never who is watching.
    const showOf = async (ctx: CommerceContext, showId: string) => {
      const show = await liveShopping.getShow(widgetContext(ctx.channelId), { showId });
      if (!show) throw new CommerceError(LIVE_SHOW_NOT_FOUND, 404);
      return show;
    };
    operations.getLiveShow = async (ctx, { showId }) => ({ data: await showOf(ctx, showId) });
    if (options.commerce) {
      const commerce = options.commerce;
      operations.resolveLiveShowItem = async (ctx, { showId, itemId, cartId }) => {
        const item = (await showOf(ctx, showId)).items.find((candidate) => candidate.id === itemId);
        if (!item) throw new CommerceError(LIVE_SHOW_ITEM_NOT_FOUND, 404);
        return resolveFromShow(ctx, commerce, item, cartId);
      };
    }
  }
  return operations;
}

/**
 * The add-from-show check (spec 000 §8): the show's item against the catalogue as this market sees it, with the
 * bag's lines counting against the stock (domain-rules `resolveShowItem`). A product the catalogue does not show
 * (404) is a failure to report, not an error; a bag that is gone (404) holds nothing.
 */
async function resolveFromShow(
  ctx: CommerceContext,
  commerce: LiveShoppingCommerce,
  item: LiveShowItem,
  cartId: string | undefined,
): Promise<LiveShoppingAddResult> {
  const market = marketOf(ctx.channelId);
  const [productArgs] = operationTable.getProductById.args.parse([
    { entityId: item.productId, includeOptions: true, currencyCode: market.currency },
  ]);
  const product = (await unless404(commerce.getProductById(ctx, productArgs)))?.data;
  const [inventory, cart] = await Promise.all([
    product?.inventory_tracking === 'variant'
      ? commerce.getInventoryAtLocations(
          ctx,
          ...operationTable.getInventoryAtLocations.args.parse([{ productIds: [product.id] }]),
        )
      : undefined,
    cartId === undefined
      ? undefined
      : unless404(commerce.getCart(ctx, ...operationTable.getCart.args.parse([{ id: cartId }]))),
  ]);
  const stock: Record<number, number> = {};
  for (const record of inventory?.data ?? [])
    stock[record.identity.variant_id] = availableToSell(record, market.code);
  const lines = cart?.data.line_items;
  const resolution = resolveShowItem({
    product,
    choice: { colour: item.colour, size: item.size },
    stock,
    bag: lines ? [...lines.physical_items, ...lines.digital_items] : [],
  });
  if (!resolution.ok)
    return { ok: false, itemId: item.id, failure: resolution.failure, message: resolution.message };
  return {
    ok: true,
    itemId: item.id,
    line: { product_id: item.productId, variant_id: resolution.variant.id, quantity: 1 },
    ...(resolution.size === undefined ? {} : { size: resolution.size }),
    ...(resolution.length === undefined ? {} : { length: resolution.length }),
  };
}

/** The answer, or undefined when the backend answers 404 (absent); any other failure stands. */
async function unless404<T>(answer: Promise<T>): Promise<T | undefined> {
  try {
    return await answer;
  } catch (error) {
    if (normalizeError(error).statusCode === 404) return undefined;
    throw error;
  }
}

/** What a product-page widget's service is told of a request: the market only. */
function widgetContext(channelId: number): WidgetContext {
  return { channelId, market: marketOf(channelId) };
}

/**
 * Spec 001 §3: the size-fit widget's user id is the signed-in customer's id, else the browser's anonymous shopper
 * id. Reading: an id that names a customer (all digits, as customer ids are) must be the signed-in customer's own,
 * else 403, so nobody asks in another customer's name; any other id is anonymous and passes as it is.
 */
async function ownUserId(userId: string, identify: () => Promise<ServiceCustomer | undefined>) {
  if (!/^\d+$/.test(userId)) return;
  const customer = await identify();
  if (!customer) throw new CommerceError('Sign in to ask with a customer id.', 403);
  if (String(customer.id) !== userId)
    throw new CommerceError('The user id is not the signed-in customer’s.', 403);
}

/**
 * Who wrote a review: the signed-in customer's first name, from the session (never from the arguments, so nobody
 * writes in another's name). Reading: a guest, or a customer without a first name, is 'Anonymous'; the first
 * name is shown as it is kept (trimmed), never the email or surname, which would expose more than a shop shows.
 */
export function reviewAuthor(service: ServiceContext): string {
  const firstName = [...(service.customer?.firstName?.trim() ?? '')].slice(0, REVIEW_AUTHOR_MAX).join('');
  return firstName || REVIEW_ANONYMOUS_AUTHOR;
}

/** The market of a channel; a channel the shop does not have is a 400, as a bad channel header is. */
export function marketOf(channelId: number): Market {
  const market = MARKETS.find((m) => m.channelId === channelId);
  if (!market) throw new CommerceError(`Channel ${channelId} is not a channel of this shop.`, 400);
  return market;
}

/** The preview host and time from the preview cookies, when set. */
export function previewFromCookies(cookies: ReadonlyMap<string, string>): ContentRequestOptions {
  const previewHost = cookies.get(CONTENT_PREVIEW_COOKIE) || undefined;
  const stamp = Number(cookies.get(CONTENT_PREVIEW_TIMESTAMP_COOKIE));
  return {
    previewHost,
    previewTimestamp: previewHost && Number.isFinite(stamp) && stamp > 0 ? stamp : undefined,
  };
}

function preview(ctx: CommerceContext): ContentRequestOptions {
  return previewFromCookies(ctx.cookies);
}
