import { type CommerceContext, CommerceError, type Customer } from '@wardrobe/commerce-sdk';
import { assertSessionCustomer, type SandboxDb } from '../context';

/** Options of the customers and wishlist modules; `now` (epoch ms) is injectable so tests can move time. */
export interface CustomersOptions {
  now?: () => number;
}

/** Reading: the spec gives no text for a guest calling a customer-only operation; this one is ours. */
export const NOT_SIGNED_IN = 'The customer is not signed in.';
export const unauthorized = () => new CommerceError(NOT_SIGNED_IN, 401);
export const conflict = (message: string) => new CommerceError(message, 409);

/** Spec 001 §8: the message a used email answers (shown as it is by the storefront, `registrationError`). */
export const EMAIL_IN_USE = 'An account already exists for this email address';

/**
 * The signed-in customer's id, from the session cookie only. A customer id in the arguments that is not the
 * session's answers 403 (contract); no session answers 401.
 */
export async function requireCustomer(
  db: SandboxDb,
  ctx: CommerceContext,
  claimedId?: number,
): Promise<number> {
  const id = await assertSessionCustomer(db, ctx, claimedId);
  if (id === undefined) throw unauthorized();
  return id;
}

/** Reading: emails are matched in any case (as BigCommerce matches them), so they are stored trimmed, lowercased. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Postgres `unique_violation`: the race between two registrations of one email ends here. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/** The customer in BigCommerce `customer_Full` shape, with its form fields (spec 001 §3). */
export async function loadCustomer(db: SandboxDb, id: number): Promise<Customer | undefined> {
  const row = await db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const fields = await db
    .selectFrom('customer_form_fields')
    .select(['name', 'value'])
    .where('customer_id', '=', id)
    .orderBy('name')
    .execute();
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    date_created: asDate(row.date_created).toISOString(),
    accepts_product_review_abandoned_cart_emails: row.accepts_product_review_abandoned_cart_emails,
    form_fields: fields,
  };
}

/** Writes form fields by name: the named ones are replaced, the others kept (spec 001 §4 customer update). */
export async function upsertFormFields(
  db: SandboxDb,
  customerId: number,
  fields: readonly { name: string; value: string }[],
): Promise<void> {
  // One row per name (the last wins): Postgres refuses to update one row twice in one statement.
  const byName = new Map(fields.map((f) => [f.name.trim(), f.value]));
  if (byName.size === 0) return;
  await db
    .insertInto('customer_form_fields')
    .values([...byName].map(([name, value]) => ({ customer_id: customerId, name, value })))
    .onConflict((oc) =>
      oc.columns(['customer_id', 'name']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })),
    )
    .execute();
}

/**
 * A `timestamptz` as a Date. The schema's `Generated<Timestamp>` columns type their selected value as the
 * ColumnType itself (a nested ColumnType), so the value is read as what the driver gives: a Date or a string.
 */
export function asDate(value: unknown): Date {
  return value instanceof Date ? value : new Date(String(value));
}
