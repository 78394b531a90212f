import { HeartIcon } from '@wardrobe/design-system';

/**
 * A product card's heart (spec 000 §4, spec 001 §2): a plain server-rendered toggle button; `WishlistHearts`, in
 * the frame, makes it work and keeps `aria-pressed` true while the product is on the list.
 */
export function WishlistHeart({
  productId,
  variantId,
  name,
}: {
  productId: number;
  variantId: number;
  name: string;
}) {
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-pressed="false"
      aria-label={`Save ${name} to wishlist`}
      data-wishlist-product={productId}
      data-wishlist-variant={variantId}
      data-early-press="heart"
    >
      <HeartIcon />
    </button>
  );
}
