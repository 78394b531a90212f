import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import {
  hashToken,
  LOGIN_STATE_COOKIE,
  type SandboxDb,
  SESSION_ABSOLUTE_LIFETIME_S,
  SESSION_COOKIE,
  SESSION_MAX_AGE_S,
} from '../context';
import { asDate, type CustomersOptions, loadCustomer, requireCustomer } from './session';

export function syncOperations(db: SandboxDb, { now = Date.now }: CustomersOptions): CommerceProvider {
  return {
    /**
     * Spec 001 §7 "Logout customer; sync customer | customerId" (answer not shown); spec 001 §4: a login fetches
     * the customer, then syncs it. Reading: sync refreshes the signed-in session: its expiry moves to 7 days from
     * now (spec 001 §9 session cookie 604800 s), the session and login-state cookies are set again with a fresh
     * Max-Age, and the answer is the customer as `getCustomers` gives it. A guest answers 401 (there is no session
     * to refresh), a `customerId` that is not the session's 403. Issue 20 item 11: the expiry and the cookies'
     * Max-Age never reach past 30 days from sign-in (`SESSION_ABSOLUTE_LIFETIME_S`).
     */
    async syncCustomer(ctx, scope) {
      const id = await requireCustomer(db, ctx, scope?.customerId);
      // requireCustomer found a live session for this cookie, so the token is there.
      const token = ctx.cookies.get(SESSION_COOKIE) ?? '';
      // Issue 20 item 11: never past the session's absolute lifetime (30 days from sign-in).
      const session = await db
        .selectFrom('sessions')
        .select('created_at')
        .where('token_hash', '=', hashToken(token))
        .executeTakeFirst();
      const at = now();
      const end = session
        ? asDate(session.created_at).getTime() + SESSION_ABSOLUTE_LIFETIME_S * 1000
        : Number.POSITIVE_INFINITY;
      const maxAge = Math.max(0, Math.min(SESSION_MAX_AGE_S, Math.floor((end - at) / 1000)));
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(at + maxAge * 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      ctx.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', maxAge });
      ctx.setCookie(LOGIN_STATE_COOKIE, '1', { sameSite: 'Lax', maxAge });
      const customer = await loadCustomer(db, id);
      return { data: customer ? [customer] : [] };
    },
  };
}
