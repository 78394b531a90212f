export type {
  BagCheckoutProps,
  BagContentsHeadingLevel,
  BagContentsProps,
  BagTotals,
} from './BagContents';
export {
  BAG_DISCOUNTS_TEXT,
  BAG_ITEMS_LABEL,
  BAG_SUBTOTAL_TEXT,
  BAG_SUMMARY_HEADING,
  BAG_TOTAL_TEXT,
  BagContents,
  CHECKOUT_TEXT,
} from './BagContents';
