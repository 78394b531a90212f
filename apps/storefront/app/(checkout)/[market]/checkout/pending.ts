import { WALLET_ORDER_COOKIE_MINUTES } from '@wardrobe/domain-rules';

/**
 * An order created from a checkout whose payment has not gone through yet (a declined card). Creating the order
 * deletes the cart, so the page can no longer read the checkout: this snapshot, kept in an httpOnly cookie, lets
 * it show what was ordered and take another card for the same order. Display only, apart from the order id,
 * which walletPayment checks again (the order's channel and owner).
 */
export interface PendingOrder {
  cart: string;
  order: number;
  email: string;
  address: string[];
  delivery: string | null;
  lines: { name: string; options: string; quantity: number; total: number }[];
  subtotal: number;
  shipping: number;
  total: number;
  currency: string;
}

/** One per market (channel): a shopper may check out in two markets at once. */
export const pendingCookieName = (channelId: number) => `wardrobe-checkout-order-${channelId}`;

/** As long as the spec's wallet order cookie (spec 000 §4: 1440 minutes). */
export const PENDING_MAX_AGE_S = WALLET_ORDER_COOKIE_MINUTES * 60;

/** Browsers keep cookies up to 4096 bytes; a long bag keeps its totals and drops its lines. */
const MAX_COOKIE_VALUE = 3500;

export function encodePending(pending: PendingOrder): string {
  const full = Buffer.from(JSON.stringify(pending)).toString('base64url');
  if (full.length <= MAX_COOKIE_VALUE) return full;
  return Buffer.from(JSON.stringify({ ...pending, lines: [] })).toString('base64url');
}

const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** The snapshot in the cookie, or `undefined` for anything that is not one (an old, cut or edited cookie). */
export function decodePending(value: string | undefined): PendingOrder | undefined {
  if (!value) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null) return undefined;
  const p = data as Record<string, unknown>;
  const lines = Array.isArray(p.lines) ? p.lines : undefined;
  const valid =
    isString(p.cart) &&
    isNumber(p.order) &&
    Number.isInteger(p.order) &&
    p.order > 0 &&
    isString(p.email) &&
    Array.isArray(p.address) &&
    p.address.every(isString) &&
    (p.delivery === null || isString(p.delivery)) &&
    lines?.every(
      (l: unknown) =>
        typeof l === 'object' &&
        l !== null &&
        isString((l as Record<string, unknown>).name) &&
        isString((l as Record<string, unknown>).options) &&
        isNumber((l as Record<string, unknown>).quantity) &&
        isNumber((l as Record<string, unknown>).total),
    ) &&
    isNumber(p.subtotal) &&
    isNumber(p.shipping) &&
    isNumber(p.total) &&
    isString(p.currency);
  return valid ? (data as PendingOrder) : undefined;
}
