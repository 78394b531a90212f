import { type CurrencyCode, formatPrice, imageAltText } from '@wardrobe/domain-rules';
import { BlockMedia, type BlockMediaLink } from '../../shared/BlockMedia';
import type { Alignment } from '../../shared/enums';
import { hasLink } from '../../shared/links';
import { visuallyHidden } from '../../shared/visuallyHidden.css';
import type { ShopTheLookProduct } from './lookFields';
import * as styles from './ShopTheLook.css';
import type { ShopTheLook1Entry } from './schema';

/** The fields both types share (the parsed entry less type one's alignment). */
type ShopTheLookFields = Omit<ShopTheLook1Entry, '_meta' | 'primaryBlockAlignment'>;

/** What the block takes next to its parsed fields: the store's currency, which `ContentRenderer` passes. */
export interface ShopTheLookCurrency {
  /** The store's currency, for the products' prices (spec 002 §9). Default GBP. */
  currency?: CurrencyCode | undefined;
}

export interface ShopTheLookProps extends ShopTheLookFields, ShopTheLookCurrency {
  /** The block's name, for `data-block` (`shop-the-look-1`, `shop-the-look-2`). */
  block: string;
  /** Type one sets the look beside the products, type two stacks it above them. */
  arrangement: 'beside' | 'stacked';
  /** Type one's `primaryBlockAlignment`: where the look sits in the row from 768 px. */
  alignment?: Alignment | undefined;
}

/** The pictures' `sizes`, from the grid in ShopTheLook.css.ts (3:2:2 or quarters from 768 px). */
const SIZES = {
  beside: { primary: '(min-width: 768px) 43vw, 100vw', product: '(min-width: 768px) 29vw, 50vw' },
  stacked: { primary: '100vw', product: '(min-width: 768px) 25vw, 50vw' },
} as const;

/**
 * Spec 002 §9: a shop the look price in the store's currency with '.00' removed (`£45`, `£45.50`), by domain-rules
 * `formatPrice` with `trimZeroMinor`.
 */
export function shopTheLookPrice(price: number, currency: CurrencyCode): string {
  return formatPrice(price, currency, { trimZeroMinor: true });
}

/** The same picture with no alt text of its own: decoration beside words that say the same. */
function decorative(image: BlockMediaLink): BlockMediaLink {
  return { ...image, alt: undefined };
}

function Product({
  product,
  side,
  currency,
  sizes,
}: {
  product: ShopTheLookProduct;
  side: 'left' | 'right';
  currency: CurrencyCode;
  sizes: string;
}) {
  const sideClass = side === 'left' ? styles.leftProduct : styles.rightProduct;
  const price = shopTheLookPrice(product.price, currency);
  return (
    // One link per product, named by its title and price ("Linen shirt, £45": the visible words, in order, so the
    // name a voice user speaks matches). The picture inside it is decoration.
    <a
      href={product.url}
      aria-label={`${product.title}, ${price}`}
      className={`${styles.product} ${sideClass}`}
      data-product={side}
    >
      <div className={styles.productMedia}>
        <BlockMedia media={decorative(product.image)} widths="card" sizes={sizes} aspectRatio="4x5" />
      </div>
      <div className={styles.productTitle}>{product.title}</div>
      <div className={styles.price}>{price}</div>
    </a>
  );
}

/**
 * Shop the look, both types (spec 002 §3 "Shop the look", §5, §9). A server component: no hooks, no client JS.
 *
 * - The title is an h2 in its `titleFont`, bold when `titleBold`.
 * - The primary block is the look's picture (`primaryBlockBackground`), one link to `primaryBlockUrl` when there is
 *   one, named by the picture's own alt text, else by the title. Type one sets it beside the products at the
 *   `primaryBlockAlignment` from 768 px; type two stacks it above them as a wide banner.
 * - Each product is one link to its url holding its picture, title and price, named by the title and the price.
 * - Prices are in `currency` (the store's, default GBP) with '.00' removed: `£45`, `£45.50`.
 */
export function ShopTheLook({
  block,
  arrangement,
  alignment = 'Left',
  title,
  titleFont,
  titleBold,
  primaryBlockBackground,
  primaryBlockUrl,
  leftProduct,
  rightProduct,
  currency = 'GBP',
}: ShopTheLookProps) {
  const sizes = SIZES[arrangement];
  const withPrimary = primaryBlockBackground !== undefined;
  const linked = withPrimary && hasLink(primaryBlockUrl);
  const ownAlt = imageAltText(undefined, primaryBlockBackground);

  const picture = primaryBlockBackground && (
    <BlockMedia
      media={primaryBlockBackground}
      widths="card"
      sizes={sizes.primary}
      aspectRatio={arrangement === 'beside' ? '4x5' : '16x9'}
      className={styles.primaryMedia}
    />
  );
  const primaryClass = styles.primary({ arrangement, linked });

  return (
    <div
      className={styles.block}
      data-block={block}
      data-alignment={arrangement === 'beside' ? alignment : undefined}
    >
      <h2 className={styles.title({ titleFont, titleBold })}>{title}</h2>
      <div className={styles.layout({ arrangement, alignment, withPrimary })}>
        {linked ? (
          <a href={primaryBlockUrl} className={primaryClass} data-primary-block="">
            {picture}
            {ownAlt === '' && <span className={visuallyHidden}>{title}</span>}
          </a>
        ) : (
          withPrimary && (
            <div className={primaryClass} data-primary-block="">
              {picture}
            </div>
          )
        )}
        <Product product={leftProduct} side="left" currency={currency} sizes={sizes.product} />
        <Product product={rightProduct} side="right" currency={currency} sizes={sizes.product} />
      </div>
    </div>
  );
}
