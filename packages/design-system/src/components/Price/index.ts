export type { PriceProps, PriceSize } from './Price';
export { PRICE_NOW_TEXT, PRICE_WAS_TEXT, Price } from './Price';
