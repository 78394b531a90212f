import { isValidEmail } from '@wardrobe/domain-rules';

/** The shopper's answers to a gift card's fields (spec 000 §2–3). `sendDate` is `yyyy-mm-dd`, or '' for none. */
export interface GiftCardValues {
  recipientEmail: string;
  recipientName: string;
  senderEmail: string;
  senderName: string;
  sendDate: string;
  message: string;
}

export type GiftCardField = keyof GiftCardValues;

/** Nothing entered yet. */
export const EMPTY_GIFT_CARD: GiftCardValues = Object.freeze({
  recipientEmail: '',
  recipientName: '',
  senderEmail: '',
  senderName: '',
  sendDate: '',
  message: '',
});

/**
 * The fields' labels, which are also the display names of the product's modifiers (spec 000 §3: gift lines carry
 * options Recipient email, Recipient name, Your email, Your name, a send-date option, Your message).
 */
export const GIFT_CARD_LABELS = {
  recipientEmail: 'Recipient email',
  recipientName: 'Recipient name',
  senderEmail: 'Your email',
  senderName: 'Your name',
  sendDate: 'Send date',
  message: 'Your message',
} as const satisfies Record<GiftCardField, string>;

/** The fieldset's legend. */
export const GIFT_CARD_LEGEND = 'Gift card details';

/** The longest message, unless the caller says otherwise. */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 200;

/** The fields a gift card needs (the catalogue's required modifiers): both emails and both names. */
export const GIFT_CARD_REQUIRED_FIELDS: readonly GiftCardField[] = [
  'recipientEmail',
  'recipientName',
  'senderEmail',
  'senderName',
];

const FIELD_ORDER: readonly GiftCardField[] = [
  'recipientEmail',
  'recipientName',
  'senderEmail',
  'senderName',
  'sendDate',
  'message',
];

/**
 * The answers keyed by the modifiers' display names (`GIFT_CARD_LABELS`), in the fields' order, for the
 * add-to-bag call. Reading: a blank answer (empty or only spaces) is left out, as the bag drops empty optional
 * answers; the others are kept as entered.
 */
export function giftCardModifierValues(values: GiftCardValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of FIELD_ORDER) {
    const value = values[field];
    if (typeof value === 'string' && value.trim() !== '') out[GIFT_CARD_LABELS[field]] = value;
  }
  return out;
}

/**
 * Spec 000 §4–5: add-to-bag stays disabled until 'Recipient email' and 'Your email' are both valid emails
 * (domain-rules `isValidEmail`, as typed). Server-safe, so the caller can compute the button's state anywhere.
 */
export function giftCardEmailsValid(values: Pick<GiftCardValues, 'recipientEmail' | 'senderEmail'>): boolean {
  return isValidEmail(values.recipientEmail) && isValidEmail(values.senderEmail);
}

/** The message's description: `'200 characters left'`, `'1 character left'`, `'0 characters left'`. */
export function charactersLeftText(left: number): string {
  const n = Math.max(0, Math.floor(left));
  return `${n} ${n === 1 ? 'character' : 'characters'} left`;
}

/** `2026-03-14` → `14 March 2026` (a calendar date, so no time zone moves it). '' for anything else. */
export function formatSendDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return '';
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(utc.getTime()) || utc.toISOString().slice(0, 10) !== date) return '';
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utc);
}

/** The send date's error when it is before the earliest one: `'Choose 14 March 2026 or a later date'`. */
export function sendDateErrorText(minSendDate: string): string {
  const formatted = formatSendDate(minSendDate);
  return formatted === '' ? 'Choose a later date' : `Choose ${formatted} or a later date`;
}

/**
 * Whether a send date is too early. Reading: '' (no date) never is; dates compare as `yyyy-mm-dd` text, which
 * orders them by day; without a valid `minSendDate` nothing is too early.
 */
export function isSendDateTooEarly(sendDate: string, minSendDate: string | undefined): boolean {
  if (sendDate === '' || !minSendDate || formatSendDate(minSendDate) === '') return false;
  return sendDate < minSendDate;
}
