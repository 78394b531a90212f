export type { CardImageSources } from './cardImage';
export {
  cardImageSources,
  PRODUCT_CARD_IMAGE_BOX,
  PRODUCT_CARD_IMAGE_SIZES,
  PRODUCT_CARD_IMAGE_WIDTHS,
} from './cardImage';
export type { ProductCardBadge, ProductCardPromo, ProductCardProps, ProductCardView } from './ProductCard';
export { ProductCard } from './ProductCard';
