import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxServer, startSandboxServer } from '../testing/harness';

let server: SandboxServer;
// A sandbox boot (PGlite, migrations, the catalogue seed) takes seconds on a busy 2-core machine.
beforeAll(async () => {
  server = await startSandboxServer();
}, 120_000);
afterAll(() => server.close());

let counter = 0;
const uniqueEmail = (name: string) => `${name}${++counter}@example.com`;

async function consents(email: string) {
  return server.sandbox.db
    .selectFrom('marketing_consents')
    .select(['category', 'action'])
    .where('email', '=', email)
    .orderBy('category')
    .execute();
}

describe('updateMarketingConsent', () => {
  it('stores consent per email and category, the last action winning, for a guest', async () => {
    const guest = server.shopper();
    const email = uniqueEmail('consent');
    const accept = await guest.call('updateMarketingConsent', [
      { email, category: 'marketing_email', action: 'accept' },
    ]);
    expect(accept).toMatchObject({ status: 200, body: { success: true } });
    await guest.call('updateMarketingConsent', [{ email, category: 'marketing_sms', action: 'accept' }]);
    // Emails match in any case: the same address, the later action wins.
    const reject = await guest.call('updateMarketingConsent', [
      { email: ` ${email.toUpperCase()} `, category: 'marketing_email', action: 'reject' },
    ]);
    expect(reject.status).toBe(200);
    expect(await consents(email)).toEqual([
      { category: 'marketing_email', action: 'reject' },
      { category: 'marketing_sms', action: 'accept' },
    ]);
  });

  it('answers 400 with a message for an empty or malformed email, an unknown action or a bad category', async () => {
    const guest = server.shopper();
    const empty = await guest.call('updateMarketingConsent', [
      { email: ' ', category: 'marketing_email', action: 'accept' },
    ]);
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'Email address cannot be empty', statusCode: 400 },
    });
    const malformed = await guest.call('updateMarketingConsent', [
      { email: 'not an email', category: 'marketing_email', action: 'accept' },
    ]);
    expect(malformed).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
    const action = await guest.call('updateMarketingConsent', [
      { email: 'a@example.com', category: 'marketing_email', action: 'maybe' },
    ]);
    expect(action.status).toBe(400);
    expect(action.body.message).toMatch(/^argument 0\.action: /);
    const category = await guest.call('updateMarketingConsent', [
      { email: 'a@example.com', category: 'Marketing Email!', action: 'accept' },
    ]);
    expect(category.body.message).toBe(
      'argument 0.category: must be a lower-case name such as marketing_email',
    );
    expect((await guest.call('updateMarketingConsent', [])).status).toBe(400);
  });
});

describe('updateEngagementPreferences', () => {
  it('writes the named channels as Preference form fields, keeps the others, and records email/sms consent', async () => {
    const email = uniqueEmail('preferences');
    const { shopper, customerId } = await server.signedInShopper(email);
    const first = await shopper.call('updateEngagementPreferences', [
      { preferences: { email: true, sms: false } },
    ]);
    expect(first).toMatchObject({
      status: 200,
      body: { data: { customer_id: customerId, preferences: { email: true, sms: false, post: false } } },
    });
    const second = await shopper.call('updateEngagementPreferences', [
      { customerId, preferences: { post: true, email: false } },
    ]);
    expect(second.body.data.preferences).toEqual({ email: false, sms: false, post: true });

    const customer = (await shopper.call('getCustomers')).body.data[0];
    expect(customer.form_fields).toEqual(
      expect.arrayContaining([
        { name: 'Preference Email', value: 'No' },
        { name: 'Preference Post', value: 'Yes' },
        { name: 'Preference SMS', value: 'No' },
      ]),
    );
    expect(await consents(email)).toEqual([
      { category: 'marketing_email', action: 'reject' },
      { category: 'marketing_sms', action: 'reject' },
    ]);
  });

  it('refuses a guest (401), another customer id (403) and empty or malformed preferences (400)', async () => {
    const guest = await server
      .shopper()
      .call('updateEngagementPreferences', [{ preferences: { email: true } }]);
    expect(guest).toMatchObject({ status: 401, body: { message: 'The customer is not signed in.' } });
    const { shopper, customerId } = await server.signedInShopper(uniqueEmail('preferences'));
    const other = await shopper.call('updateEngagementPreferences', [
      { customerId: customerId + 1000, preferences: { email: true } },
    ]);
    expect(other).toMatchObject({ status: 403, body: { statusCode: 403 } });
    const none = await shopper.call('updateEngagementPreferences', [{ preferences: {} }]);
    expect(none).toMatchObject({
      status: 400,
      body: { message: 'argument 0.preferences: at least one preference is required' },
    });
    const notBoolean = await shopper.call('updateEngagementPreferences', [{ preferences: { sms: 'yes' } }]);
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.message).toMatch(/^argument 0\.preferences\.sms: /);
  });
});

describe('notifyStockLevel', () => {
  it('stores one back-in-stock request per email and sku (variant or product sku), with the market', async () => {
    const variant = await server.sandbox.db
      .selectFrom('variants as v')
      .innerJoin('products as p', 'p.id', 'v.product_id')
      .select(['v.sku as variantSku', 'p.sku as productSku'])
      .where('p.is_visible', '=', true)
      .where('v.inventory_level', '=', 0)
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const guest = server.shopper();
    const email = uniqueEmail('stock');
    const answer = await guest.call('notifyStockLevel', [{ email, sku: variant.variantSku }]);
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    // Asked again from the EU market: still one request, now for that market.
    await guest.call('notifyStockLevel', [{ email: email.toUpperCase(), sku: variant.variantSku }], {
      channelId: 2,
    });
    await guest.call('notifyStockLevel', [{ email, sku: variant.productSku }]);
    const rows = await server.sandbox.db
      .selectFrom('stock_notifications')
      .select(['sku', 'channel_id'])
      .where('email', '=', email)
      .orderBy('sku')
      .execute();
    expect(rows).toEqual(
      [
        { sku: variant.variantSku, channel_id: 2 },
        { sku: variant.productSku, channel_id: 1 },
      ].sort((a, b) => (a.sku < b.sku ? -1 : 1)),
    );
  });

  it('answers 404 for an unknown sku and 400 for a bad email or a missing sku', async () => {
    const guest = server.shopper();
    const unknown = await guest.call('notifyStockLevel', [{ email: 'a@example.com', sku: 'NO-SUCH-SKU' }]);
    expect(unknown).toMatchObject({ status: 404, body: { message: 'no product', statusCode: 404 } });
    const bad = await guest.call('notifyStockLevel', [{ email: 'a@', sku: 'NO-SUCH-SKU' }]);
    expect(bad).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
    const missing = await guest.call('notifyStockLevel', [{ email: 'a@example.com' }]);
    expect(missing).toMatchObject({ status: 400, body: { message: 'argument 0.sku: is required' } });
  });
});
