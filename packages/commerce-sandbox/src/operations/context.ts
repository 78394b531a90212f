import { createHash, randomBytes } from 'node:crypto';
import { type CommerceContext, CommerceError } from '@wardrobe/commerce-sdk';
import type { Kysely } from 'kysely';
import type { SandboxDatabase } from '../db/schema';

export type SandboxDb = Kysely<SandboxDatabase>;

/** The currency of each sandbox channel (domain-rules MARKETS: 1 UK, 2 EU, 3 US). */
export const CHANNEL_CURRENCY: Readonly<Record<number, 'GBP' | 'EUR' | 'USD'>> = {
  1: 'GBP',
  2: 'EUR',
  3: 'USD',
};

export function channelCurrency(channelId: number): 'GBP' | 'EUR' | 'USD' {
  return CHANNEL_CURRENCY[channelId] ?? 'GBP';
}

/** Cookie names (contract: the cart cookie carries channel and currency, e.g. `wardrobe-cart-1-GBP`). */
export const SESSION_COOKIE = 'wardrobe-session';
export const LOGIN_STATE_COOKIE = 'wardrobe-logged-in';
export const SESSION_MAX_AGE_S = 604_800;
/**
 * Issue 20 item 11: a session's absolute lifetime, 30 days from sign-in, however often it is used. The 7-day
 * cookie slides with every sync (spec 001 §9); this does not: a session older than this is no session.
 */
export const SESSION_ABSOLUTE_LIFETIME_S = 2_592_000;

/** The oldest sign-in time of a session still valid at `now` (epoch ms). */
export const oldestLiveSession = (now: number) => new Date(now - SESSION_ABSOLUTE_LIFETIME_S * 1000);
export const cartCookieName = (channelId: number, currency: string) =>
  `wardrobe-cart-${channelId}-${currency}`;

/** Minor units (integer) → major units, as the API answers. */
export const toMajor = (minor: number) => minor / 100;

export const notFound = (message: string) => new CommerceError(message, 404);
export const badRequest = (message: string) => new CommerceError(message, 400);
export const forbidden = (message: string) => new CommerceError(message, 403);

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The signed-in customer's id, from the httpOnly session cookie only (never from arguments). */
export async function sessionCustomerId(db: SandboxDb, ctx: CommerceContext): Promise<number | undefined> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return undefined;
  const row = await db
    .selectFrom('sessions')
    .select('customer_id')
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', new Date())
    .where('created_at', '>', oldestLiveSession(Date.now()))
    .executeTakeFirst();
  return row?.customer_id;
}

/**
 * The signed-in customer's id, email and first name (the service operations' `identify`: user id, loyalty
 * profile, a review's author).
 */
export async function sessionCustomer(
  db: SandboxDb,
  ctx: CommerceContext,
): Promise<{ id: number; email: string; firstName: string } | undefined> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (!token) return undefined;
  return db
    .selectFrom('sessions')
    .innerJoin('customers', 'customers.id', 'sessions.customer_id')
    .select(['customers.id', 'customers.email', 'customers.first_name as firstName'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date())
    .where('sessions.created_at', '>', oldestLiveSession(Date.now()))
    .executeTakeFirst();
}

/** Refuses a customer id in the arguments that is not the session's (contract: 403). */
export async function assertSessionCustomer(
  db: SandboxDb,
  ctx: CommerceContext,
  customerId: number | undefined,
): Promise<number | undefined> {
  const sessionId = await sessionCustomerId(db, ctx);
  if (customerId !== undefined && customerId !== sessionId) {
    throw forbidden('The customer is not the signed-in customer.');
  }
  return sessionId;
}

/** Starts a session: a random token in the httpOnly cookie, its hash in the table; the page-readable flag says 1. */
export async function startSession(db: SandboxDb, ctx: CommerceContext, customerId: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const at = Date.now();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      customer_id: customerId,
      // Written here (not the column's default `now()`, a transaction's start): the absolute lifetime counts
      // from the same clock as the expiry.
      created_at: new Date(at),
      expires_at: new Date(at + SESSION_MAX_AGE_S * 1000),
    })
    .execute();
  ctx.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE_S });
  ctx.setCookie(LOGIN_STATE_COOKIE, '1', { sameSite: 'Lax', maxAge: SESSION_MAX_AGE_S });
}

export async function endSession(db: SandboxDb, ctx: CommerceContext): Promise<void> {
  const token = ctx.cookies.get(SESSION_COOKIE);
  if (token) await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
  ctx.setCookie(SESSION_COOKIE, '', { httpOnly: true, sameSite: 'Lax', maxAge: 0 });
  ctx.setCookie(LOGIN_STATE_COOKIE, '0', { sameSite: 'Lax', maxAge: SESSION_MAX_AGE_S });
}
