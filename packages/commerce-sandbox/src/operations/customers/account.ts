import {
  type CommerceProvider,
  CUSTOMER_FORM_FIELD,
  type FormFieldValue,
  PREFERENCE_NO,
  PREFERENCE_YES,
  type RegisterCustomerFullArgs,
} from '@wardrobe/commerce-sdk';
import {
  EMAIL_ERROR,
  isValidEmail,
  isValidUkPostcode,
  loginErrorMessage,
  validateRegistration,
  WRONG_CURRENT_PASSWORD,
} from '@wardrobe/domain-rules';
import { transact } from '../../db/bounds';
import { sendMailQuietly, welcomeMail } from '../../outbox';
import {
  assertPasswordHashingRoom,
  dummyPasswordHash,
  hashPassword,
  isUsableHash,
  needsRehash,
  verifyPassword,
} from '../../passwords';
import { claimGuestOrders } from '../checkout/order';
import {
  assertSessionCustomer,
  badRequest,
  endSession,
  hashToken,
  type SandboxDb,
  SESSION_COOKIE,
  sessionCustomerId,
  startSession,
} from '../context';
import {
  type CustomersOptions,
  conflict,
  EMAIL_IN_USE,
  isUniqueViolation,
  loadCustomer,
  normalizeEmail,
  requireCustomer,
  upsertFormFields,
} from './session';
import {
  accountLocked,
  beginSignIn,
  countAccountFailure,
  signInAbandoned,
  signInFailed,
  signInKeys,
  signInSucceeded,
  throttled,
} from './throttle';

export { MAX_FAILED_LOGINS } from './throttle';

/** Spec 001 §8 'Invalid credentials': classified by the storefront as invalid (`classifyLoginError`). */
export const INVALID_CREDENTIALS = 'Invalid credentials';
/** Spec 001 §5 login validation text. */
export const LOGIN_FIELDS_REQUIRED = 'Please enter your email address and password';
/** Spec 001 §8. */
/** Spec 001 §5 'Billing address is required' (registration). */
export const BILLING_ADDRESS_REQUIRED = 'Billing address is required';
/** Reading: spec 001 §5 asks for a valid postcode format without a text; this one is ours. */
export const INVALID_POSTCODE = 'Please enter a valid postcode';
/** Ours: the spec's `{field_name} cannot be empty` for the current password of a credential change. */
export const CURRENT_PASSWORD_REQUIRED = 'Current password cannot be empty';

const yesNo = (b: boolean) => (b ? PREFERENCE_YES : PREFERENCE_NO);

/** The first message of `validateRegistration` (one per field; the answer names the first broken rule). */
function firstError(errors: Record<string, string | undefined>): string | undefined {
  return Object.values(errors).find(Boolean);
}

/** Reading: the address's `country` is used when it is an ISO alpha-2 code, else `countryIso2`. */
function registrationCountry(args: RegisterCustomerFullArgs): string | undefined {
  const country = args.address?.country?.trim() ?? '';
  if (/^[A-Za-z]{2}$/.test(country)) return country.toUpperCase();
  return args.countryIso2?.toUpperCase();
}

/** Spec 001 §5: a UK address needs a valid UK postcode (the only format the spec gives). */
export function assertPostcode(countryCode: string, postcode: string): void {
  if (countryCode === 'GB' && !isValidUkPostcode(postcode)) throw badRequest(INVALID_POSTCODE);
}

export function accountOperations(db: SandboxDb, { now = Date.now }: CustomersOptions): CommerceProvider {
  /**
   * Issue 20 item 11: a hash of a lower cost (a customer from before N = 2^17) is replaced on the next right
   * password. Only if it is still the stored one (a password changed meanwhile wins); a failure to rehash is logged
   * and never the answer: the sign-in has succeeded, and the next one tries again.
   */
  async function rehash(id: number, old: string, password: string): Promise<void> {
    try {
      const fresh = await hashPassword(password);
      await db
        .updateTable('customers')
        .set({ password_hash: fresh })
        .where('id', '=', id)
        .where('password_hash', '=', old)
        .execute();
    } catch (error) {
      console.warn(
        JSON.stringify({
          level: 'warn',
          event: 'password-rehash-failed',
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }

  /**
   * The three registration variants share this: spec 001 §5 checks (domain-rules), a used email 409 with the
   * spec 001 §8 message, one transaction for customer, form fields and address, then signed in (spec 001 §4).
   */
  async function register(
    ctx: Parameters<NonNullable<CommerceProvider['registerCustomer']>>[0],
    args: RegisterCustomerFullArgs,
    needsAddress: boolean,
  ) {
    const problem = firstError(validateRegistration(args));
    if (problem) throw badRequest(problem);
    const countryCode = registrationCountry(args);
    if (needsAddress && !args.address) throw badRequest(BILLING_ADDRESS_REQUIRED);
    if (args.address) {
      if (!countryCode) throw badRequest('Country cannot be empty');
      assertPostcode(countryCode, args.address.postCode.trim());
    }
    const email = normalizeEmail(args.email);
    const taken = await db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirst();
    if (taken) throw conflict(EMAIL_IN_USE);

    // Spec 001 §3: preferenceEmail defaults to true (the checkbox is preselected, §5).
    const formFields: FormFieldValue[] = [
      ...(args.custom_fields ?? []),
      { name: CUSTOMER_FORM_FIELD.preferenceEmail, value: yesNo(args.preferenceEmail ?? true) },
    ];
    if (args.preferencePost !== undefined) {
      formFields.push({ name: CUSTOMER_FORM_FIELD.preferencePost, value: yesNo(args.preferencePost) });
    }
    if (args.title) formFields.push({ name: CUSTOMER_FORM_FIELD.title, value: args.title });
    if (args.dateOfBirth) formFields.push({ name: CUSTOMER_FORM_FIELD.dateOfBirth, value: args.dateOfBirth });

    const passwordHash = await hashPassword(args.password);
    try {
      const id = await transact(db, async (trx) => {
        const { id } = await trx
          .insertInto('customers')
          .values({
            email,
            first_name: args.first_name.trim(),
            last_name: args.last_name.trim(),
            phone: args.phone?.trim() ?? '',
            password_hash: passwordHash,
            accepts_product_review_abandoned_cart_emails:
              args.accepts_product_review_abandoned_cart_emails ?? false,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await upsertFormFields(trx, id, formFields);
        if (args.address && countryCode) {
          await trx
            .insertInto('customer_addresses')
            .values({
              customer_id: id,
              first_name: args.first_name.trim(),
              last_name: args.last_name.trim(),
              address1: args.address.addressLine1.trim(),
              address2: args.address.addressLine2?.trim() ?? '',
              city: args.address.city.trim(),
              state_or_province: args.address.county?.trim() ?? '',
              postal_code: args.address.postCode.trim(),
              country_code: countryCode,
              phone: args.phone?.trim() ?? '',
              form_fields: JSON.stringify(args.title ? [{ name: 'Title', value: args.title }] : []),
            })
            .execute();
        }
        await startSession(trx, ctx, id);
        // Issue 20 item 9: the guest orders this browser placed with this email become the new customer's.
        await claimGuestOrders(trx, ctx, id, email);
        return id;
      });
      // After the commit (a rolled-back registration sends nothing); a failed mail is logged, never the answer.
      await sendMailQuietly(db, welcomeMail(email, args.first_name.trim(), ctx.channelId), 'welcome');
      const customer = await loadCustomer(db, id);
      if (!customer) throw new Error('The new customer vanished.');
      return { data: customer };
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
      throw error;
    }
  }

  return {
    /** Contract: the signed-in customer, or `[]` for a guest. */
    async getCustomers(ctx) {
      const id = await sessionCustomerId(db, ctx);
      const customer = id === undefined ? undefined : await loadCustomer(db, id);
      return { data: customer ? [customer] : [] };
    },

    /**
     * Spec 001 §4 and §8, issue 4: 5 failed logins lock the account for 30 minutes; a locked account refuses
     * even the right password until the time passes; a success resets the count.
     * Reading: the 5th failure itself answers the locked message; attempts while locked are not counted and do
     * not extend the lock; once a lock has passed, the count starts again from 0.
     * Issue 20 item 11: before the lock, throttling per client address and per address and email (429 with
     * `Retry-After`); one address alone never locks an account; an unknown email is counted, locked and answered
     * as a known one, after the same work (readings in ./throttle.ts). A right password stored at a lower cost is
     * hashed again at today's (`needsRehash`).
     */
    async loginCustomer(ctx, { email, password }) {
      if (email.trim() === '' || password === '') throw badRequest(LOGIN_FIELDS_REQUIRED);
      if (!isValidEmail(email.trim())) throw badRequest(EMAIL_ERROR);
      const invalid = { is_valid: false, errorMessage: INVALID_CREDENTIALS };
      const locked = { is_valid: false, errorMessage: loginErrorMessage('locked') };
      const normalized = normalizeEmail(email);
      const keys = signInKeys(normalized, ctx.clientAddress);
      // A flood of sign-ins: when the password check could not start in time, say so now (503, Retry-After),
      // before any work; nothing is counted.
      assertPasswordHashingRoom();

      // Nothing here depends on whether the email has an account until the password has been checked.
      const start = await beginSignIn(db, keys, now());
      if (start.kind === 'locked') return locked;
      if (start.kind === 'throttled') throw throttled(start.retryAfterSeconds);

      let row: { id: number; password_hash: string } | undefined;
      let matches: boolean;
      try {
        row = await db
          .selectFrom('customers')
          .select(['id', 'password_hash'])
          .where('email', '=', normalized)
          .executeTakeFirst();
        // An unknown email, or an account without a usable password, is checked against the dummy hash: the
        // same work as a real check, so the answer time does not tell which emails have accounts.
        const stored = row && isUsableHash(row.password_hash) ? row.password_hash : await dummyPasswordHash();
        matches =
          (await verifyPassword(password, stored)) && row !== undefined && stored === row.password_hash;
      } catch (error) {
        // No answer reached (hashing busy, the database busy): the attempt is not held against the address.
        await signInAbandoned(db, keys).catch(() => undefined);
        throw error;
      }

      if (!matches || !row) {
        return (await signInFailed(db, keys, start.pairFailures, now())) === 'locked' ? locked : invalid;
      }
      const customer = row;
      const outcome = await signInSucceeded(db, keys, now(), (trx) => startSession(trx, ctx, customer.id));
      if (outcome === 'locked') return locked;
      if (needsRehash(customer.password_hash)) await rehash(customer.id, customer.password_hash, password);
      return { is_valid: true };
    },

    /** Spec 001 §7 "Logout customer | customerId": ends the session; a guest's logout just clears the cookies. */
    async logoutCustomer(ctx, scope) {
      await assertSessionCustomer(db, ctx, scope?.customerId);
      await endSession(db, ctx);
      return {};
    },

    registerCustomer: (ctx, args) => register(ctx, args, false),
    registerCustomerFull: (ctx, args) => register(ctx, args, true),
    registerCustomerV2: (ctx, args) => register(ctx, args, false),

    /**
     * Spec 001 §7 update customer (change password uses it too). Reading: changing the email or the password
     * needs `current_password` (spec 001 §5); when sent with any change it must be right (400, spec 001 §8
     * 'The password you entered was incorrect.'). A new password or a new email ends the customer's other
     * sessions. A wrong current password counts toward the lockout; a locked account answers the locked text.
     */
    async updateCustomer(ctx, args) {
      const id = await requireCustomer(db, ctx, args.id);
      const current = await db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const newPassword = args.authentication?.new_password;
      const email = args.email === undefined ? current.email : normalizeEmail(args.email);
      const merged = {
        first_name: args.first_name ?? current.first_name,
        last_name: args.last_name ?? current.last_name,
        email: args.email ?? current.email,
        ...(newPassword !== undefined ? { password: newPassword } : {}),
      };
      const { password: passwordError, ...others } = validateRegistration(merged);
      const problem = firstError(others) ?? (newPassword !== undefined ? passwordError : undefined);
      if (problem) throw badRequest(problem);

      const credentialChange = email !== current.email || newPassword !== undefined;
      if (credentialChange && !args.current_password) throw badRequest(CURRENT_PASSWORD_REQUIRED);
      if (args.current_password !== undefined) {
        // Issue 20 item 11: a wrong current password counts toward the account's lock (in full: it takes the
        // customer's own session), and a locked account's password is not checked here either, so a stolen
        // session cannot guess it. The failure that locks answers the spec's locked text.
        if (await accountLocked(db, current.email, now())) throw badRequest(loginErrorMessage('locked'));
        if (!(await verifyPassword(args.current_password, current.password_hash))) {
          const counted = await countAccountFailure(db, current.email, now());
          throw badRequest(counted === 'locked' ? loginErrorMessage('locked') : WRONG_CURRENT_PASSWORD);
        }
      }
      if (email !== current.email) {
        const taken = await db
          .selectFrom('customers')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst();
        if (taken) throw conflict(EMAIL_IN_USE);
      }
      const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
      try {
        await transact(db, async (trx) => {
          await trx
            .updateTable('customers')
            .set({
              email,
              first_name: merged.first_name.trim(),
              last_name: merged.last_name.trim(),
              ...(args.phone !== undefined ? { phone: args.phone.trim() } : {}),
              ...(args.accepts_product_review_abandoned_cart_emails !== undefined
                ? {
                    accepts_product_review_abandoned_cart_emails:
                      args.accepts_product_review_abandoned_cart_emails,
                  }
                : {}),
              ...(passwordHash ? { password_hash: passwordHash } : {}),
            })
            .where('id', '=', id)
            .execute();
          if (args.form_fields) await upsertFormFields(trx, id, args.form_fields);
          // A new password or a new email ends the customer's other sessions (issue 20 item 11): whoever
          // signed in elsewhere with the old credentials is signed out; this session goes on.
          if (passwordHash || email !== current.email) {
            const token = ctx.cookies.get(SESSION_COOKIE) ?? '';
            await trx
              .deleteFrom('sessions')
              .where('customer_id', '=', id)
              .where('token_hash', '!=', hashToken(token))
              .execute();
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
        throw error;
      }
      const customer = await loadCustomer(db, id);
      return { data: customer ? [customer] : [] };
    },

    /** Spec 001 §7 update form fields (the stored cart id included): the named fields replaced, others kept. */
    async updateCustomerFormFields(ctx, fields) {
      const id = await requireCustomer(db, ctx);
      await transact(db, (trx) => upsertFormFields(trx, id, fields));
      const rows = await db
        .selectFrom('customer_form_fields')
        .select(['name', 'value', 'customer_id'])
        .where('customer_id', '=', id)
        .orderBy('name')
        .execute();
      return { data: rows };
    },
  };
}
