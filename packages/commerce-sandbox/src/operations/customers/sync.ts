import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import { hashToken, LOGIN_STATE_COOKIE, type SandboxDb, SESSION_COOKIE, SESSION_MAX_AGE_S } from '../context';
import { type CustomersOptions, loadCustomer, requireCustomer } from './session';

export function syncOperations(db: SandboxDb, { now = Date.now }: CustomersOptions): CommerceProvider {
  return {
    /**
     * Spec 001 §7 "Logout customer; sync customer | customerId" (answer not shown); spec 001 §4: a login fetches
     * the customer, then syncs it. Reading: sync refreshes the signed-in session: its expiry moves to 7 days from
     * now (spec 001 §9 session cookie 604800 s), the session and login-state cookies are set again with a fresh
     * Max-Age, and the answer is the customer as `getCustomers` gives it. A guest answers 401 (there is no session
     * to refresh), a `customerId` that is not the session's 403.
     */
    async syncCustomer(ctx, scope) {
      const id = await requireCustomer(db, ctx, scope?.customerId);
      // requireCustomer found a live session for this cookie, so the token is there.
      const token = ctx.cookies.get(SESSION_COOKIE) ?? '';
      await db
        .updateTable('sessions')
        .set({ expires_at: new Date(now() + SESSION_MAX_AGE_S * 1000) })
        .where('token_hash', '=', hashToken(token))
        .execute();
      ctx.setCookie(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'Lax', maxAge: SESSION_MAX_AGE_S });
      ctx.setCookie(LOGIN_STATE_COOKIE, '1', { sameSite: 'Lax', maxAge: SESSION_MAX_AGE_S });
      const customer = await loadCustomer(db, id);
      return { data: customer ? [customer] : [] };
    },
  };
}
