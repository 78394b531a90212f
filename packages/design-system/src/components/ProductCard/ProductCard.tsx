import { formatPrice } from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import { Badge } from '../Badge';
import { COLOUR_SWATCHES_LABEL, type ColourOption, ColourSwatches } from '../ColourSwatches';
import { isSafeHref } from '../Link/href';
import { Price } from '../Price';
import { cardImageSources, PRODUCT_CARD_IMAGE_BOX, PRODUCT_CARD_IMAGE_SIZES } from './cardImage';
import {
  badgeLink,
  badgeSlot,
  card,
  details,
  image,
  media,
  name as nameClass,
  prices,
  productLink,
  promo,
  promoPrice,
  quickAddSlot,
  raised,
  secondaryImage as secondaryClass,
  swatches,
  wishlistSlot,
} from './ProductCard.css';
import { readablePromoColour } from './promo';

export type ProductCardView = 'grid' | 'list';

/** The product badge over the image (spec 000 §3: text, link, text colour, background colour). */
export interface ProductCardBadge {
  text: string;
  link?: string | undefined;
  textColour?: string | undefined;
  backgroundColour?: string | undefined;
}

/** The promo beside the price (spec 000 §3 "wasNowPriceBadge"): "20% off" and the price it gives. */
export interface ProductCardPromo {
  nowPrice: number;
  priceOffText: string;
  colour?: string | undefined;
}

/** Spec 000 §3 "Product card props", as a listing page has them. */
export interface ProductCardProps {
  productId: number;
  variationId?: number | undefined;
  sku?: string | undefined;
  name: string;
  /** The product page, with the card's colour already in it. */
  url: string;
  /** The product image; its `w=992` is rewritten to `w=580` (spec 000 §9). */
  image: string;
  /** A second view, shown instead of the first while the card is hovered or holds focus. */
  secondaryImage?: string | undefined;
  /**
   * What the image shows, if the product name does not say it. `""` by default: the image sits inside the
   * product link, which the name already names.
   */
  imageAlt?: string | undefined;
  price: number;
  /** The price before a sale: shown struck through when higher than `price` ("Was £40.00, now £30.00"). */
  originalPrice?: number | undefined;
  currency: string;
  /** The card's colour (`Black`): marks its swatch current and goes into the analytics data. */
  colour?: string | undefined;
  badge?: ProductCardBadge | undefined;
  wasNowPriceBadge?: ProductCardPromo | undefined;
  /** The product's colours as swatches: 3, 4, 6, 6, 8, 9 by breakpoint, then '+N more' to the product page. */
  alternativeColours?: readonly ColourOption[] | undefined;
  /** Quick add shows (in the `quickAdd` slot) unless this is `false`. */
  isQuickAddEnabled?: boolean | undefined;
  /** Gift and e-gift cards need recipient details: they never show quick add. */
  isGiftorEGiftCard?: boolean | undefined;
  /** The list the card is in (`select_item` analytics). */
  listName?: string | undefined;
  /** Its 1-based position in that list (`select_item` analytics). */
  position?: number | undefined;
  /** `grid` (default): image above the details; `list`: image left, details right. */
  view?: ProductCardView | undefined;
  /** For the first row (LCP): the image loads eagerly with high fetch priority. */
  priority?: boolean | undefined;
  /** The client quick-add island (`<QuickAdd>`); not rendered for gift cards or with quick add off. */
  quickAdd?: ReactNode;
  /** The wishlist heart over the image's top right corner (a server-rendered button the app makes work). */
  wishlist?: ReactNode;
  /** Called on a click of the product link; only a client parent can pass it. */
  onSelect?: (() => void) | undefined;
  className?: string | undefined;
}

/** Data attributes of the product link: the storefront sends `select_item` from them by event delegation. */
function selectItemData({
  productId,
  sku,
  name,
  price,
  colour,
  listName,
  position,
}: Pick<ProductCardProps, 'productId' | 'sku' | 'name' | 'price' | 'colour' | 'listName' | 'position'>) {
  return {
    'data-select-item': '',
    'data-product-id': String(productId),
    'data-sku': sku,
    'data-name': name,
    'data-price': Number.isFinite(price) ? String(price) : undefined,
    'data-colour': colour,
    'data-list-name': listName,
    'data-position': position === undefined ? undefined : String(position),
  };
}

/**
 * A product on a listing page: image, name, price, badges, colour swatches and a slot for the client quick-add
 * island. Server-safe: no hooks and no client code, so a page of 48 cards ships no JS for them.
 *
 * One link, one Tab stop: the name is the product link and its `::after` stretches over the card, so the image
 * opens the product too (the swatches, badge link and quick add sit above it). The link carries
 * `data-select-item` and the product's data for `select_item` analytics by event delegation.
 *
 * The image is 4x5 with its box reserved (no layout shift), rewritten from 992 to 580 px (spec 000 §9) with a
 * `srcset` at 200, 453, 768, 1517 px, lazy unless `priority`. The second image fades in on hover or focus, in CSS
 * alone, and is always lazy.
 *
 * Reading: the product name is a link, not a heading (a listing's headings are its own). Reading: the promo
 * (`wasNowPriceBadge`) is text beside the price, its `priceOffText` and then the price it gives; its colour is
 * used only when it reads at 4.5:1 on the card, else it is sale red. Reading: swatches show for 2 or more colours.
 */
export function ProductCard({
  productId,
  sku,
  name,
  url,
  image: imageUrl,
  secondaryImage,
  imageAlt = '',
  price,
  originalPrice,
  currency,
  colour,
  badge,
  wasNowPriceBadge,
  alternativeColours,
  isQuickAddEnabled = true,
  isGiftorEGiftCard = false,
  listName,
  position,
  view = 'grid',
  priority = false,
  quickAdd,
  wishlist,
  onSelect,
  className,
}: ProductCardProps) {
  const primary = cardImageSources(imageUrl);
  const secondary = secondaryImage ? cardImageSources(secondaryImage) : undefined;
  const sizes = PRODUCT_CARD_IMAGE_SIZES[view];
  const colours = alternativeColours ?? [];
  const selectedColour = colour
    ? colours.find((option) => option.name.toLowerCase() === colour.toLowerCase())
    : undefined;
  const promoColour = readablePromoColour(wasNowPriceBadge?.colour);
  const promoNow =
    wasNowPriceBadge && Number.isFinite(wasNowPriceBadge.nowPrice)
      ? formatPrice(wasNowPriceBadge.nowPrice, currency)
      : '';
  const showQuickAdd = quickAdd != null && isQuickAddEnabled && !isGiftorEGiftCard;
  const badgeHref = badge?.link && isSafeHref(badge.link) ? badge.link : undefined;
  const badgeElement = badge ? (
    <Badge text={badge.text} textColour={badge.textColour} backgroundColour={badge.backgroundColour} />
  ) : null;

  return (
    <article
      className={className ? `${card[view]} ${className}` : card[view]}
      data-view={view}
      data-product-id={productId}
    >
      <div className={media}>
        {/* biome-ignore lint/performance/noImgElement: server-safe card: a plain image, no client JS. */}
        <img
          className={image}
          alt={imageAlt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          width={PRODUCT_CARD_IMAGE_BOX.width}
          height={PRODUCT_CARD_IMAGE_BOX.height}
          sizes={primary.srcSet ? sizes : undefined}
          srcSet={primary.srcSet}
          src={primary.src}
        />
        {secondary ? (
          // biome-ignore lint/performance/noImgElement: server-safe card: a plain image, no client JS.
          <img
            className={`${image} ${secondaryClass}`}
            alt=""
            loading="lazy"
            decoding="async"
            width={PRODUCT_CARD_IMAGE_BOX.width}
            height={PRODUCT_CARD_IMAGE_BOX.height}
            sizes={secondary.srcSet ? sizes : undefined}
            srcSet={secondary.srcSet}
            src={secondary.src}
            data-secondary-image=""
          />
        ) : null}
        {wishlist ? <div className={`${wishlistSlot} ${raised}`}>{wishlist}</div> : null}
        {badgeElement ? (
          <div className={badgeSlot}>
            {badgeHref ? (
              <a href={badgeHref} className={`${badgeLink} ${raised}`}>
                {badgeElement}
              </a>
            ) : (
              badgeElement
            )}
          </div>
        ) : null}
      </div>
      <div className={details}>
        <a
          href={url}
          className={productLink}
          onClick={onSelect ? () => onSelect() : undefined}
          {...selectItemData({ productId, sku, name, price, colour, listName, position })}
        >
          <span className={nameClass}>{name}</span>
        </a>
        <div className={prices}>
          <Price amount={price} wasAmount={originalPrice} currency={currency} size="small" />
          {wasNowPriceBadge?.priceOffText ? (
            <p className={promo} style={promoColour ? { color: promoColour } : undefined} data-promo="">
              <span>{wasNowPriceBadge.priceOffText}</span>
              {promoNow ? <span className={promoPrice}> {promoNow}</span> : null}
            </p>
          ) : null}
        </div>
        {colours.length > 1 ? (
          <ColourSwatches
            className={`${swatches} ${raised}`}
            colours={colours}
            selectedId={selectedColour?.id}
            moreHref={url}
            label={`${COLOUR_SWATCHES_LABEL}: ${name}`}
          />
        ) : null}
        {showQuickAdd ? <div className={`${quickAddSlot} ${raised}`}>{quickAdd}</div> : null}
      </div>
    </article>
  );
}
