import { randomBytes } from 'node:crypto';
import type { CommerceProvider } from '@wardrobe/commerce-sdk';
import {
  EMAIL_ERROR,
  isValidEmail,
  isValidPassword,
  requiredMessage,
  WEAK_PASSWORD_ERROR,
} from '@wardrobe/domain-rules';
import { transact } from '../../db/bounds';
import { listOutbox, RESET_MAIL_SUBJECT, resetMail, sendMailQuietly } from '../../outbox';
import { hashPassword } from '../../passwords';
import { badRequest, hashToken, type SandboxDb } from '../context';
import { type CustomersOptions, normalizeEmail } from './session';
import { clearSignInCounts } from './throttle';

/** A reset token is valid for one hour and one use (issue 4 brief). */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * Dev and test only: the token of the newest reset mail in the outbox (src/outbox) to this email, read back from
 * the mail's `/updatePassword?token=…` link, as the customer would click it. The table of tokens holds only
 * hashes; the mail is the one place a token is kept.
 */
export async function lastPasswordResetToken(db: SandboxDb, email: string): Promise<string | undefined> {
  for (const mail of await listOutbox(db, { email })) {
    if (mail.subject !== RESET_MAIL_SUBJECT) continue;
    const link = mail.links.find((l) => /\/updatePassword\?/.test(l));
    const token = link ? new URL(link, 'http://sandbox.invalid').searchParams.get('token') : null;
    if (token) return token;
  }
  return undefined;
}

export function resetOperations(db: SandboxDb, { now = Date.now }: CustomersOptions): CommerceProvider {
  return {
    /**
     * Spec 001 §7: truthy for any well-formed email, whether or not it has an account (no account enumeration).
     * Reading: a new request voids the customer's earlier unused tokens.
     */
    async requestResetPassword(ctx, { email }) {
      const trimmed = email.trim();
      if (trimmed === '') throw badRequest(requiredMessage('Email address')); // spec 001 §5 field name
      if (!isValidEmail(trimmed)) throw badRequest(EMAIL_ERROR);
      const customer = await db
        .selectFrom('customers')
        .select(['id', 'email', 'first_name'])
        .where('email', '=', normalizeEmail(trimmed))
        .executeTakeFirst();
      if (customer) {
        const token = randomBytes(32).toString('base64url');
        await transact(db, async (trx) => {
          await trx
            .deleteFrom('password_resets')
            .where('customer_id', '=', customer.id)
            .where('used_at', 'is', null)
            .execute();
          await trx
            .insertInto('password_resets')
            .values({
              token_hash: hashToken(token),
              customer_id: customer.id,
              expires_at: new Date(now() + RESET_TOKEN_TTL_MS),
              used_at: null,
            })
            .execute();
        });
        // After the commit, so the mail never carries a token that was rolled back; a failed mail is logged and
        // the answer stays truthy (as a real mail service failing later would leave it).
        await sendMailQuietly(
          db,
          resetMail(customer.email, customer.first_name, token, ctx.channelId, RESET_TOKEN_TTL_MS / 60_000),
          'password-reset',
        );
      }
      return { success: true };
    },

    async validateToken(_ctx, { token }) {
      const row = await db
        .selectFrom('password_resets')
        .select('customer_id')
        .where('token_hash', '=', hashToken(token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', new Date(now()))
        .executeTakeFirst();
      return { is_valid: row !== undefined };
    },

    /**
     * Sets the new password when the token is unused and unexpired, and uses it up (one transaction, the token
     * row locked). Reading: a reset also lifts a login lock and ends the customer's sessions; it does not sign in.
     */
    async resetPassword(_ctx, { token, password }) {
      if (password === '') throw badRequest(requiredMessage('Password'));
      if (!isValidPassword(password)) throw badRequest(WEAK_PASSWORD_ERROR);
      const passwordHash = await hashPassword(password);
      const done = await transact(db, async (trx) => {
        const at = new Date(now());
        const row = await trx
          .selectFrom('password_resets')
          .select(['customer_id', 'used_at', 'expires_at'])
          .where('token_hash', '=', hashToken(token))
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.used_at !== null || new Date(row.expires_at) <= at) return false;
        await trx
          .updateTable('password_resets')
          .set({ used_at: at })
          .where('token_hash', '=', hashToken(token))
          .execute();
        const { email } = await trx
          .updateTable('customers')
          .set({ password_hash: passwordHash, failed_logins: 0, locked_at: null })
          .where('id', '=', row.customer_id)
          .returning('email')
          .executeTakeFirstOrThrow();
        // The lock and every sign-in count of this email are lifted (throttle.ts).
        await clearSignInCounts(trx, email);
        await trx.deleteFrom('sessions').where('customer_id', '=', row.customer_id).execute();
        return true;
      });
      return { is_valid: done };
    },
  };
}
