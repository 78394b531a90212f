/**
 * Zod schemas of live shopping (spec 001 §2 "Live shopping is embedded on content pages"; spec 000 §8 "Live-shopping
 * widget failures (product not found, matching variant not found, out of stock) are reported back as failure").
 * No vendor's API is the reference here (none is named by the specs), so the shapes are ours and vendor-neutral: a
 * show is a recorded (or live) video with the products its host presents, each a product of the shop's catalogue
 * in the option the host shows. Money in major units of the show's currency (the shopper's market's).
 */
import {
  LIVE_SHOPPING_FAILURES,
  LIVE_SHOW_ID_MAX_LENGTH,
  LIVE_SHOW_ID_PATTERN,
} from '@wardrobe/domain-rules';
import { z } from 'zod';
import { cartIdSchema } from './cart';
import { currencyCodeSchema } from './catalogue';
import { idArg, stringArg } from './fields';

/** 404 of an unknown show (as 'no product' is the catalogue's). */
export const LIVE_SHOW_NOT_FOUND = 'no show';
/** 404 of an item the show does not present. */
export const LIVE_SHOW_ITEM_NOT_FOUND = 'no show item';
/** At most this many products in one show: a show's product rail, not a catalogue. */
export const LIVE_SHOW_ITEMS_MAX = 50;

/** A show's id (domain-rules `LIVE_SHOW_ID_PATTERN`): letters, digits, `-` and `_`, at most 64 characters. */
export const liveShowIdSchema = stringArg()
  .trim()
  .min(1, 'is required')
  .max(LIVE_SHOW_ID_MAX_LENGTH)
  .regex(LIVE_SHOW_ID_PATTERN, 'must be letters, digits, - or _');

/** An item's id within its show. */
export const liveShowItemIdSchema = idArg(64);

/** `getLiveShow({ showId })`. */
export const getLiveShowArgsSchema = z.object({ showId: liveShowIdSchema });
export type GetLiveShowArgs = z.input<typeof getLiveShowArgsSchema>;
export type GetLiveShowRequest = z.output<typeof getLiveShowArgsSchema>;

/**
 * One product as the show presents it. `productId` is the product's id as the catalogue knows it (the entity id of
 * `getProductById`); `title`, `image` and the prices are the show's own (a replay keeps what it showed, even of a
 * product the shop has stopped selling). `colour` is the colour the host shows, in the catalogue's spelling;
 * `size` only where the show names one.
 */
export const liveShowItemSchema = z.object({
  id: liveShowItemIdSchema,
  productId: z.number().int().positive(),
  title: z.string().min(1),
  /** The picture's URL (absolute, or root-relative on the shop that serves it). */
  image: z.string().min(1),
  /** The price paid, in the show's currency. */
  price: z.number().nonnegative(),
  /** The list price, only when the show presents the product on sale. */
  originalPrice: z.number().nonnegative().optional(),
  colour: z.string().min(1),
  size: z.string().min(1).optional(),
});
export type LiveShowItem = z.infer<typeof liveShowItemSchema>;

/**
 * The show's video as a content-service video link (spec 002 §7: `{host}/v/{endpoint}/{name}/{variant}`, with the
 * shop's own host written as `localhost`, domain-rules `SHOP_MEDIA_HOST`), so the design system's `Video` plays it
 * as it plays every content video.
 */
export const liveShowVideoSchema = z.object({
  defaultHost: z.string().min(1),
  endpoint: z.string().min(1),
  name: z.string().min(1),
});
export type LiveShowVideo = z.infer<typeof liveShowVideoSchema>;

/** A captions track, for a show whose video has speech (WCAG 1.2.2). */
export const liveShowCaptionsSchema = z.object({
  src: z.string().min(1),
  srcLang: z.string().min(2),
  label: z.string().min(1),
});

export const liveShowSchema = z.object({
  id: z.string().regex(LIVE_SHOW_ID_PATTERN),
  title: z.string().min(1),
  /** `live` while it is on air, `recorded` for a replay. */
  status: z.enum(['live', 'recorded']),
  /** When it went on air (ISO 8601 with its zone). */
  startedAt: z.string(),
  currency: currencyCodeSchema,
  video: liveShowVideoSchema,
  /** The still shown before the video plays. */
  poster: z.string().min(1).optional(),
  captions: liveShowCaptionsSchema.optional(),
  items: z.array(liveShowItemSchema).min(1).max(LIVE_SHOW_ITEMS_MAX),
});
export type LiveShow = z.infer<typeof liveShowSchema>;

export const getLiveShowResultSchema = z.object({ data: liveShowSchema });
export type GetLiveShowResult = z.infer<typeof getLiveShowResultSchema>;

/**
 * The add-from-show request (`resolveLiveShowItem`): which item of which show, and the shopper's bag (its id, from
 * the bag the browser holds), so what it already holds counts against the stock. Without a bag, nothing counts.
 */
export const liveShoppingAddRequestSchema = z.object({
  showId: liveShowIdSchema,
  itemId: liveShowItemIdSchema,
  cartId: cartIdSchema.optional(),
});
export type LiveShoppingAddArgs = z.input<typeof liveShoppingAddRequestSchema>;
export type LiveShoppingAddRequest = z.output<typeof liveShoppingAddRequestSchema>;

/**
 * The add-from-show result. `ok: true` carries the bag line to add (one unit of the resolved variant), which the
 * shop adds through its bag, as its Add to bag does; `ok: false` one of spec 000 §8's failures and the text the
 * shopper reads (domain-rules `LIVE_SHOPPING_FAILURE_MESSAGES`). Failures are answers (200), not errors: the
 * widget reports them. An unknown show or item is a 404 error.
 */
export const liveShoppingAddResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    itemId: z.string(),
    line: z.object({
      product_id: z.number().int().positive(),
      variant_id: z.number().int().positive(),
      quantity: z.number().int().positive(),
    }),
    /** The variant's size and length (a size the show did not name is the product's single one). */
    size: z.string().optional(),
    length: z.string().optional(),
  }),
  z.object({
    ok: z.literal(false),
    itemId: z.string(),
    failure: z.enum(LIVE_SHOPPING_FAILURES),
    message: z.string(),
  }),
]);
export type LiveShoppingAddResult = z.infer<typeof liveShoppingAddResultSchema>;
