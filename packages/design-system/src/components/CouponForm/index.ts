export type { CouponFormProps, CouponStatus } from './CouponForm';
export {
  APPLIED_PROMO_CODES_LABEL,
  APPLY_PROMO_CODE_TEXT,
  CouponForm,
  PROMO_CODE_EMPTY_MESSAGE,
  PROMO_CODE_LABEL,
  PROMO_CODE_REJECTED_MESSAGE,
  promoCodeAppliedMessage,
  REMOVE_COUPON_TEXT,
  removeCouponLabel,
} from './CouponForm';
