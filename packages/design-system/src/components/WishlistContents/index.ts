export type {
  WishlistContentsHeadingLevel,
  WishlistContentsProps,
  WishlistItemData,
  WishlistItemOption,
  WishlistTotals,
} from './WishlistContents';
export {
  addToBagLabel,
  removeFromWishlistLabel,
  WISHLIST_ADD_TO_BAG_TEXT,
  WISHLIST_CLEAR_TEXT,
  WISHLIST_EMPTY_TEXT,
  WISHLIST_ITEMS_LABEL,
  WISHLIST_REMOVE_TEXT,
  WISHLIST_SHIPPING_TEXT,
  WISHLIST_TOTAL_TEXT,
  WishlistContents,
} from './WishlistContents';
export { WISHLIST_IMAGE_BOX } from './WishlistContents.css';
