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
import { hashPassword } from '../../passwords';
import { badRequest, hashToken, type SandboxDb } from '../context';
import { type CustomersOptions, normalizeEmail } from './session';

/** A reset token is valid for one hour and one use (issue 4 brief). */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/**
 * The sandbox cannot send mail: the last reset token per email is kept in memory, per database, as the mail
 * would have carried it. Dev and test only: read it with `lastPasswordResetToken`; the table holds only hashes.
 */
const outbox = new WeakMap<SandboxDb, Map<string, string>>();

/** Dev-only: the token of the last reset mail "sent" to this email by this sandbox process, if any. */
export function lastPasswordResetToken(db: SandboxDb, email: string): string | undefined {
  return outbox.get(db)?.get(normalizeEmail(email));
}

export function resetOperations(db: SandboxDb, { now = Date.now }: CustomersOptions): CommerceProvider {
  return {
    /**
     * Spec 001 §7: truthy for any well-formed email, whether or not it has an account (no account enumeration).
     * Reading: a new request voids the customer's earlier unused tokens.
     */
    async requestResetPassword(_ctx, { email }) {
      const trimmed = email.trim();
      if (trimmed === '') throw badRequest(requiredMessage('Email address')); // spec 001 §5 field name
      if (!isValidEmail(trimmed)) throw badRequest(EMAIL_ERROR);
      const customer = await db
        .selectFrom('customers')
        .select('id')
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
        const mails = outbox.get(db) ?? new Map<string, string>();
        mails.set(normalizeEmail(trimmed), token);
        outbox.set(db, mails);
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
        await trx
          .updateTable('customers')
          .set({ password_hash: passwordHash, failed_logins: 0, locked_at: null })
          .where('id', '=', row.customer_id)
          .execute();
        await trx.deleteFrom('sessions').where('customer_id', '=', row.customer_id).execute();
        return true;
      });
      return { is_valid: done };
    },
  };
}
