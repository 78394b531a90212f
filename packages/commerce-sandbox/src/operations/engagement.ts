import {
  type CommerceProvider,
  CUSTOMER_FORM_FIELD,
  type EngagementPreferences,
  MARKETING_CONSENT_CATEGORY,
  type MarketingConsentAction,
  PREFERENCE_NO,
  PREFERENCE_YES,
} from '@wardrobe/commerce-sdk';
import { EMAIL_ERROR, isPreferenceTrue, isValidEmail, requiredMessage } from '@wardrobe/domain-rules';
import { transact } from '../db/bounds';
import { badRequest, notFound, type SandboxDb } from './context';
import { normalizeEmail, requireCustomer, upsertFormFields } from './customers/session';

/** The catalogue's text for an unknown product (contract: getProductById 404 `no product`). */
export const NO_PRODUCT = 'no product';

/** Spec 001 §5: an email is required ('{field_name} cannot be empty') and must match the email pattern. */
function checkedEmail(email: string): string {
  const trimmed = email.trim();
  if (trimmed === '') throw badRequest(requiredMessage('Email address'));
  if (!isValidEmail(trimmed)) throw badRequest(EMAIL_ERROR);
  return normalizeEmail(trimmed);
}

/** Each engagement preference and the customer form field that keeps it (spec 001 §3; `sms` is ours). */
const PREFERENCE_FIELDS = {
  email: CUSTOMER_FORM_FIELD.preferenceEmail,
  sms: CUSTOMER_FORM_FIELD.preferenceSms,
  post: CUSTOMER_FORM_FIELD.preferencePost,
} as const satisfies Record<keyof EngagementPreferences, string>;

/** The channels that are also marketing consent categories: changing them records the consent too. */
const CONSENT_CATEGORIES: Partial<Record<keyof EngagementPreferences, string>> = {
  email: MARKETING_CONSENT_CATEGORY.email,
  sms: MARKETING_CONSENT_CATEGORY.sms,
};

async function storeConsent(
  db: SandboxDb,
  email: string,
  category: string,
  action: MarketingConsentAction,
): Promise<void> {
  await db
    .insertInto('marketing_consents')
    .values({ email, category, action })
    .onConflict((oc) => oc.columns(['email', 'category']).doUpdateSet({ action, updated_at: new Date() }))
    .execute();
}

/**
 * The customer-engagement service of the sandbox (spec 000 §7 Inventory, spec 001 §7): marketing consent,
 * the signed-in customer's engagement preferences, and back-in-stock requests, kept in its own tables (the
 * sandbox sends no mail; the rows are what a mailer would read).
 */
export function engagementOperations(db: SandboxDb): CommerceProvider {
  return {
    /**
     * Spec 001 §7 marketing consent: stored per email and category, the last action winning. Reading: open to
     * guests and for any email (spec 001 §4 records it before the account exists; an unsubscribe link needs no
     * sign-in), as an engagement service's consent endpoint is; it never touches an account.
     */
    async updateMarketingConsent(_ctx, { email, category, action }) {
      await storeConsent(db, checkedEmail(email), category, action);
      return { success: true };
    },

    /**
     * Spec 001 §7 engagement preferences of the signed-in customer (guest 401, another customer's id 403): each
     * channel sent is written as its `Preference …` form field (`Yes`/`No`, spec 001 §3); `email` and `sms` also
     * record the customer's `marketing_email` / `marketing_sms` consent (accept or reject), in one transaction.
     * The answer reads all three back (a field counts as true when its value contains 'yes').
     */
    async updateEngagementPreferences(ctx, { customerId, preferences }) {
      const id = await requireCustomer(db, ctx, customerId);
      const chosen = (Object.keys(PREFERENCE_FIELDS) as (keyof EngagementPreferences)[]).flatMap(
        (channel) => {
          const value = preferences[channel];
          return value === undefined ? [] : [{ channel, value }];
        },
      );
      await transact(db, async (trx) => {
        await upsertFormFields(
          trx,
          id,
          chosen.map(({ channel, value }) => ({
            name: PREFERENCE_FIELDS[channel],
            value: value ? PREFERENCE_YES : PREFERENCE_NO,
          })),
        );
        const { email } = await trx
          .selectFrom('customers')
          .select('email')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        for (const { channel, value } of chosen) {
          const category = CONSENT_CATEGORIES[channel];
          if (category) await storeConsent(trx, email, category, value ? 'accept' : 'reject');
        }
      });
      const fields = await db
        .selectFrom('customer_form_fields')
        .select(['name', 'value'])
        .where('customer_id', '=', id)
        .where('name', 'in', Object.values(PREFERENCE_FIELDS))
        .execute();
      const read = (channel: keyof EngagementPreferences) =>
        isPreferenceTrue(fields.find((f) => f.name === PREFERENCE_FIELDS[channel])?.value);
      return {
        data: {
          customer_id: id,
          preferences: { email: read('email'), sms: read('sms'), post: read('post') },
        },
      };
    },

    /**
     * Spec 000 §7 stock-level notification: a back-in-stock request for an email and a visible product's or
     * variant's sku (404 `no product` otherwise), kept once per email and sku with the market it came from.
     * Reading: open to guests (the product page offers it to anyone); asking again only moves the market.
     */
    async notifyStockLevel(ctx, { email, sku }) {
      const address = checkedEmail(email);
      const known = await db
        .selectFrom('variants as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select('v.id')
        .where('p.is_visible', '=', true)
        .where((eb) => eb.or([eb('v.sku', '=', sku), eb('p.sku', '=', sku)]))
        .executeTakeFirst();
      if (!known) throw notFound(NO_PRODUCT);
      await db
        .insertInto('stock_notifications')
        .values({ email: address, sku, channel_id: ctx.channelId })
        .onConflict((oc) => oc.columns(['email', 'sku']).doUpdateSet({ channel_id: ctx.channelId }))
        .execute();
      return { success: true };
    },
  };
}
