export type { GiftCardFieldsProps } from './GiftCardFields';
export { GiftCardFields } from './GiftCardFields';
export type { GiftCardField, GiftCardValues } from './giftCard';
export {
  charactersLeftText,
  EMPTY_GIFT_CARD,
  formatSendDate,
  GIFT_CARD_LABELS,
  GIFT_CARD_LEGEND,
  GIFT_CARD_MESSAGE_MAX_LENGTH,
  GIFT_CARD_REQUIRED_FIELDS,
  giftCardEmailsValid,
  giftCardModifierValues,
  isSendDateTooEarly,
  sendDateErrorText,
} from './giftCard';
