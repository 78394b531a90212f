import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { LOCKOUT_MS, loginErrorMessage } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../outbox';
import { DEMO_SHOPPER } from '../seed/customers';
import { type SandboxServer, type Shopper, startSandboxServer } from '../testing/harness';
import { hashToken } from './context';
import { customersOperations, lastPasswordResetToken } from './customers';

let server: SandboxServer;
// A sandbox boot (PGlite, migrations, the catalogue seed) takes seconds on a busy 2-core machine.
beforeAll(async () => {
  server = await startSandboxServer();
}, 120_000);
afterAll(() => server.close());

const LOCKED = loginErrorMessage('locked');
let counter = 0;
/** A new shopper, registered and signed in through the middleware. */
async function newCustomer(
  password = 'Passw0rdOne',
): Promise<{ shopper: Shopper; email: string; id: number }> {
  const shopper = server.shopper();
  const email = `customer${++counter}@example.com`;
  const { status, body } = await shopper.call('registerCustomer', [
    { first_name: 'Test', last_name: 'Person', email, password },
  ]);
  expect(status).toBe(200);
  return { shopper, email, id: body.data.id };
}

describe('sign-in and sessions', () => {
  it('signs the demo shopper in with an httpOnly, SameSite=Lax, 7-day session cookie', async () => {
    const shopper = server.shopper();
    const login = await shopper.call('loginCustomer', [DEMO_SHOPPER]);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ is_valid: true });
    const session = login.setCookies.find((c) => c.startsWith('wardrobe-session='));
    expect(session).toMatch(/; Max-Age=604800; HttpOnly; SameSite=Lax/);
    const flag = login.setCookies.find((c) => c.startsWith('wardrobe-logged-in='));
    expect(flag).toMatch(/^wardrobe-logged-in=1;.*Max-Age=604800/);
    expect(flag).not.toMatch(/HttpOnly/);

    const { body } = await shopper.call('getCustomers');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      email: DEMO_SHOPPER.email,
      first_name: 'Alex',
      last_name: 'Morgan',
    });
    expect(body.data[0].form_fields.map((f: { name: string }) => f.name)).toEqual(
      expect.arrayContaining(['Title', 'Date of Birth', 'Preference Email', 'Preference Post']),
    );
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);

    const out = await shopper.call('logoutCustomer');
    expect(out.status).toBe(200);
    expect(out.setCookies.find((c) => c.startsWith('wardrobe-logged-in='))).toMatch(/^wardrobe-logged-in=0/);
    expect((await shopper.call('getCustomers')).body).toEqual({ data: [] });
  });

  it('answers a guest with an empty customer list, and a forged cookie is a guest', async () => {
    const guest = server.shopper();
    expect((await guest.call('getCustomers')).body).toEqual({ data: [] });
    guest.cookies.set('wardrobe-session', 'forged-token');
    expect((await guest.call('getCustomers')).body).toEqual({ data: [] });
  });

  it('refuses wrong credentials with the message the storefront classifies as invalid', async () => {
    const shopper = server.shopper();
    const wrong = await shopper.call('loginCustomer', [{ email: DEMO_SHOPPER.email, password: 'nope12345' }]);
    expect(wrong.body).toEqual({ is_valid: false, errorMessage: 'Invalid credentials' });
    expect(wrong.setCookies).toEqual([]);
    const unknown = await shopper.call('loginCustomer', [
      { email: 'nobody@example.com', password: 'x1234567' },
    ]);
    expect(unknown.body).toEqual({ is_valid: false, errorMessage: 'Invalid credentials' });
    // Email matching ignores case, as BigCommerce's does.
    const upper = await shopper.call('loginCustomer', [{ ...DEMO_SHOPPER, email: 'Shopper@Example.com' }]);
    expect(upper.body.is_valid).toBe(true);
  });

  it('answers 400 for empty or malformed login fields', async () => {
    const shopper = server.shopper();
    const empty = await shopper.call('loginCustomer', [{ email: '', password: '' }]);
    expect(empty).toMatchObject({
      status: 400,
      body: { message: 'Please enter your email address and password', statusCode: 400 },
    });
    const bad = await shopper.call('loginCustomer', [{ email: 'not an email', password: 'x' }]);
    expect(bad.body.message).toBe('Invalid email address');
    const missing = await shopper.call('loginCustomer', [{ email: 'a@b.c' }]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^argument 0\.password: /);
    expect(JSON.stringify(missing.body)).not.toMatch(/at .*\.ts/);
  });
});

describe('login lockout (5 failures lock for 30 minutes)', () => {
  it('still lets a correct password in after 4 failures, and that success resets the count', async () => {
    const { email } = await newCustomer();
    const shopper = server.shopper();
    for (let i = 0; i < 4; i++) {
      const { body } = await shopper.call('loginCustomer', [{ email, password: 'wrong1234' }]);
      expect(body.errorMessage).toBe('Invalid credentials');
    }
    expect((await shopper.call('loginCustomer', [{ email, password: 'Passw0rdOne' }])).body.is_valid).toBe(
      true,
    );
    for (let i = 0; i < 4; i++) await shopper.call('loginCustomer', [{ email, password: 'wrong1234' }]);
    expect((await shopper.call('loginCustomer', [{ email, password: 'Passw0rdOne' }])).body.is_valid).toBe(
      true,
    );
  });

  it('locks at the 5th failure with the spec message, refuses the right password, and opens after 30 minutes', async () => {
    const { email } = await newCustomer();
    let clock = Date.UTC(2025, 5, 1, 12, 0, 0);
    // The real middleware, in process, with the customers module on an injected clock.
    const sandbox = server.sandbox;
    const caller = createServerCaller({
      providers: {
        bigcommerce: { ...sandbox.commerce, ...customersOperations(sandbox.db, { now: () => clock }) },
      },
      channelId: 1,
    });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await caller.loginCustomer({ email, password: 'wrong1234' }));
    expect(answers.slice(0, 4).map((a) => a.errorMessage)).toEqual(Array(4).fill('Invalid credentials'));
    expect(answers[4]).toEqual({
      is_valid: false,
      errorMessage:
        'The maximum number of invalid logins has been exceeded and to protect your details your account has been locked for 30 minutes.',
    });
    expect(answers[4]?.errorMessage).toBe(LOCKED);

    clock += LOCKOUT_MS - 1;
    expect(await caller.loginCustomer({ email, password: 'Passw0rdOne' })).toEqual({
      is_valid: false,
      errorMessage: LOCKED,
    });
    clock += 1;
    expect(await caller.loginCustomer({ email, password: 'Passw0rdOne' })).toEqual({ is_valid: true });
  });

  it('counts concurrent failures: 5 at once lock the account', async () => {
    const { email } = await newCustomer();
    const shopper = server.shopper();
    await Promise.all(
      Array.from({ length: 5 }, () => shopper.call('loginCustomer', [{ email, password: 'wrong1234' }])),
    );
    const after = await shopper.call('loginCustomer', [{ email, password: 'Passw0rdOne' }]);
    expect(after.body).toEqual({ is_valid: false, errorMessage: LOCKED });
  });
});

describe('registration', () => {
  it('registers (simple), signs in and stores the email preference', async () => {
    const shopper = server.shopper();
    const answer = await shopper.call('registerCustomer', [
      {
        first_name: 'Jamie',
        last_name: 'Fox',
        email: 'Jamie.Fox@Example.com',
        password: 'Sunshine42',
        preferenceEmail: false,
        custom_fields: [],
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ email: 'jamie.fox@example.com', first_name: 'Jamie' });
    expect(answer.body.data.form_fields).toEqual([{ name: 'Preference Email', value: 'No' }]);
    expect(answer.setCookies.some((c) => c.startsWith('wardrobe-session=') && /HttpOnly/.test(c))).toBe(true);
    expect((await shopper.call('getCustomers')).body.data[0].id).toBe(answer.body.data.id);
  });

  it('answers 409 with the spec message for a used email, in any case', async () => {
    const answer = await server
      .shopper()
      .call('registerCustomer', [
        { first_name: 'Alex', last_name: 'Again', email: 'SHOPPER@example.com', password: 'Sunshine42' },
      ]);
    expect(answer).toMatchObject({
      status: 409,
      body: { message: 'An account already exists for this email address', statusCode: 409 },
    });
    expect(answer.setCookies).toEqual([]);
  });

  it.each([
    [{ first_name: '' }, 'First name cannot be empty'],
    [{ first_name: 'J' }, 'First name must be at least 2 characters'],
    [{ last_name: ' ' }, 'Last name cannot be empty'],
    [{ email: 'nope' }, 'Invalid email address'],
    [{ password: '' }, 'Password cannot be empty'],
    [
      { password: 'short1' },
      'Password must be at least 8 characters and contain a letter and a number, with no spaces',
    ],
  ])('refuses %j with 400 %j', async (change, message) => {
    const answer = await server.shopper().call('registerCustomer', [
      {
        first_name: 'Valid',
        last_name: 'Name',
        email: 'valid.new@example.com',
        password: 'Sunshine42',
        ...change,
      },
    ]);
    expect(answer).toMatchObject({ status: 400, body: { message } });
  });

  it('registers the full payload with its address and form fields; the address is required', async () => {
    const base = {
      first_name: 'Morgan',
      last_name: 'Full',
      email: 'morgan.full@example.com',
      password: 'Sunshine42',
      phone: '07700 900999',
      title: 'Dr',
      dateOfBirth: '1985-02-03',
      preferenceEmail: true,
      preferencePost: false,
      countryIso2: 'GB',
      accepts_product_review_abandoned_cart_emails: true,
      addressFinder: { mode: 'manual' },
      custom_fields: [],
    };
    const shopper = server.shopper();
    const noAddress = await shopper.call('registerCustomerFull', [base]);
    expect(noAddress).toMatchObject({ status: 400, body: { message: 'Billing address is required' } });
    const address = {
      addressLine1: '1 High Street',
      city: 'London',
      postCode: 'SW9 6DE',
      country: 'United Kingdom',
    };
    const badPostcode = await shopper.call('registerCustomerFull', [
      { ...base, address: { ...address, postCode: 'XX' } },
    ]);
    expect(badPostcode).toMatchObject({ status: 400, body: { message: 'Please enter a valid postcode' } });

    const ok = await shopper.call('registerCustomerFull', [{ ...base, address }]);
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      phone: '07700 900999',
      accepts_product_review_abandoned_cart_emails: true,
    });
    expect(ok.body.data.form_fields).toEqual([
      { name: 'Date of Birth', value: '1985-02-03' },
      { name: 'Preference Email', value: 'Yes' },
      { name: 'Preference Post', value: 'No' },
      { name: 'Title', value: 'Dr' },
    ]);
    const { body } = await shopper.call('getCustomerAddresses');
    expect(body.data).toEqual([
      expect.objectContaining({
        first_name: 'Morgan',
        address1: '1 High Street',
        postal_code: 'SW9 6DE',
        country_code: 'GB',
        form_fields: [{ name: 'Title', value: 'Dr' }],
      }),
    ]);
  });

  it('registers the v2 variant with or without an address', async () => {
    const answer = await server.shopper().call('registerCustomerV2', [
      {
        first_name: 'Vee',
        last_name: 'Two',
        email: 'vee.two@example.com',
        password: 'Sunshine42',
        title: 'Ms',
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.form_fields).toContainEqual({ name: 'Title', value: 'Ms' });
  });
});

describe('updating the customer', () => {
  it('changes names and form fields (others kept), and stores the cart id field', async () => {
    const { shopper } = await newCustomer();
    const answer = await shopper.call('updateCustomer', [
      { first_name: 'Renamed', form_fields: [{ name: 'Title', value: 'Mr' }] },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toMatchObject({ first_name: 'Renamed', last_name: 'Person' });
    expect(answer.body.data[0].form_fields).toEqual([
      { name: 'Preference Email', value: 'Yes' },
      { name: 'Title', value: 'Mr' },
    ]);
    const fields = await shopper.call('updateCustomerFormFields', [
      [
        { name: 'Cart ID', value: '0b5c6f2e-0000-4000-8000-000000000001' },
        { name: 'Preference Email', value: 'No' },
      ],
    ]);
    expect(fields.body.data).toEqual([
      expect.objectContaining({ name: 'Cart ID', value: '0b5c6f2e-0000-4000-8000-000000000001' }),
      expect.objectContaining({ name: 'Preference Email', value: 'No' }),
      expect.objectContaining({ name: 'Title', value: 'Mr' }),
    ]);
    const bad = await shopper.call('updateCustomer', [{ last_name: 'X' }]);
    expect(bad).toMatchObject({ status: 400, body: { message: 'Last name must be at least 2 characters' } });
  });

  it('changes the password only with the right current password, and ends other sessions', async () => {
    const { shopper, email } = await newCustomer('Original1');
    const other = server.shopper();
    await other.call('loginCustomer', [{ email, password: 'Original1' }]);

    const none = await shopper.call('updateCustomer', [{ authentication: { new_password: 'Changed22' } }]);
    expect(none).toMatchObject({ status: 400, body: { message: 'Current password cannot be empty' } });
    const wrong = await shopper.call('updateCustomer', [
      { current_password: 'Wrong1111', authentication: { new_password: 'Changed22' } },
    ]);
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'The password you entered was incorrect.' },
    });
    const weak = await shopper.call('updateCustomer', [
      { current_password: 'Original1', authentication: { new_password: 'weak' } },
    ]);
    expect(weak.status).toBe(400);
    const ok = await shopper.call('updateCustomer', [
      { current_password: 'Original1', authentication: { new_password: 'Changed22' } },
    ]);
    expect(ok.status).toBe(200);

    expect((await shopper.call('getCustomers')).body.data).toHaveLength(1);
    expect((await other.call('getCustomers')).body.data).toEqual([]);
    const fresh = server.shopper();
    expect((await fresh.call('loginCustomer', [{ email, password: 'Original1' }])).body.is_valid).toBe(false);
    expect((await fresh.call('loginCustomer', [{ email, password: 'Changed22' }])).body.is_valid).toBe(true);
  });

  it('changes the email with the current password; a used email answers 409', async () => {
    const { shopper } = await newCustomer('Original1');
    const taken = await shopper.call('updateCustomer', [
      { email: 'shopper@example.com', current_password: 'Original1' },
    ]);
    expect(taken).toMatchObject({
      status: 409,
      body: { message: 'An account already exists for this email address' },
    });
    const noPassword = await shopper.call('updateCustomer', [{ email: 'moved@example.com' }]);
    expect(noPassword.status).toBe(400);
    const ok = await shopper.call('updateCustomer', [
      { email: 'moved@example.com', current_password: 'Original1' },
    ]);
    expect(ok.body.data[0].email).toBe('moved@example.com');
  });

  it('refuses guests with 401 and another customer id with 403', async () => {
    const guest = server.shopper();
    expect((await guest.call('updateCustomer', [{ first_name: 'Guest' }])).status).toBe(401);
    expect((await guest.call('updateCustomerFormFields', [[{ name: 'Title', value: 'Mr' }]])).status).toBe(
      401,
    );
    const { shopper, id } = await newCustomer();
    const forbidden = await shopper.call('updateCustomer', [{ id: id + 1000, first_name: 'Other' }]);
    expect(forbidden).toMatchObject({ status: 403, body: { statusCode: 403 } });
    expect((await shopper.call('getCustomerAddresses', [{ customerId: id + 1000 }])).status).toBe(403);
    expect((await shopper.call('getCustomerOrders', [{ customerId: id + 1000 }])).status).toBe(403);
    expect((await shopper.call('logoutCustomer', [{ customerId: id + 1000 }])).status).toBe(403);
    expect((await shopper.call('updateCustomer', [{ id, first_name: 'Same' }])).status).toBe(200);
    expect((await shopper.call('updateCustomerFormFields', [[]])).status).toBe(400);
  });
});

describe('syncCustomer', () => {
  /** The stored expiry of the shopper's session (by its cookie's token). */
  async function sessionExpiry(shopper: Shopper): Promise<number> {
    const row = await server.sandbox.db
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hashToken(shopper.cookies.get('wardrobe-session') ?? ''))
      .executeTakeFirstOrThrow();
    return new Date(row.expires_at).getTime();
  }

  it('answers the customer as getCustomers does and slides the session to a fresh 7 days', async () => {
    const { shopper, id, email } = await newCustomer();
    const token = shopper.cookies.get('wardrobe-session') ?? '';
    // An old session: one hour left.
    await server.sandbox.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 3_600_000) })
      .where('token_hash', '=', hashToken(token))
      .execute();
    const before = Date.now();

    const synced = await shopper.call('syncCustomer', [{ customerId: id }]);
    expect(synced.status).toBe(200);
    expect(synced.body).toEqual((await shopper.call('getCustomers')).body);
    expect(synced.body.data[0]).toMatchObject({ id, email });
    const expiry = await sessionExpiry(shopper);
    expect(expiry).toBeGreaterThanOrEqual(before + 604_800_000 - 1000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 604_800_000 + 1000);
    // The same session (same token), its cookies set again with a fresh Max-Age.
    expect(synced.setCookies.find((c) => c.startsWith('wardrobe-session='))).toBe(
      `wardrobe-session=${encodeURIComponent(token)}; Path=/; Max-Age=604800; HttpOnly; SameSite=Lax`,
    );
    expect(synced.setCookies.find((c) => c.startsWith('wardrobe-logged-in='))).toMatch(
      /^wardrobe-logged-in=1;.*Max-Age=604800/,
    );
    // No argument: the session's customer.
    expect((await shopper.call('syncCustomer')).body.data[0].id).toBe(id);
  });

  it('refuses a guest (401), an ended or expired session (401), another customer id (403) and bad arguments (400)', async () => {
    const guest = await server.shopper().call('syncCustomer');
    expect(guest).toMatchObject({
      status: 401,
      body: { message: 'The customer is not signed in.', statusCode: 401 },
    });
    expect(guest.setCookies).toEqual([]);

    const { shopper, id } = await newCustomer();
    const other = await shopper.call('syncCustomer', [{ customerId: id + 1000 }]);
    expect(other).toMatchObject({
      status: 403,
      body: { message: 'The customer is not the signed-in customer.', statusCode: 403 },
    });
    const bad = await shopper.call('syncCustomer', [{ customerId: 'me' }]);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^argument 0\.customerId: /);

    await server.sandbox.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashToken(shopper.cookies.get('wardrobe-session') ?? ''))
      .execute();
    expect((await shopper.call('syncCustomer')).status).toBe(401);

    const { shopper: leaving } = await newCustomer();
    await leaving.call('logoutCustomer');
    expect((await leaving.call('syncCustomer')).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers truthy for any email and sends a single-use token to account holders only', async () => {
    const { email } = await newCustomer('Original1');
    const guest = server.shopper();
    const db = server.sandbox.db;
    const unknown = await guest.call('requestResetPassword', [{ email: 'no.account@example.com' }]);
    expect(unknown).toMatchObject({ status: 200, body: { success: true } });
    expect(await lastPasswordResetToken(db, 'no.account@example.com')).toBeUndefined();
    expect((await guest.call('requestResetPassword', [{ email: '' }])).body.message).toBe(
      'Email address cannot be empty',
    );
    expect((await guest.call('requestResetPassword', [{ email: 'bad' }])).body.message).toBe(
      'Invalid email address',
    );

    expect((await guest.call('requestResetPassword', [{ email }])).body).toEqual({ success: true });
    const token = (await lastPasswordResetToken(db, email)) as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await guest.call('validateToken', [{ token }])).body).toEqual({ is_valid: true });
    expect((await guest.call('validateToken', [{ token: 'nonsense' }])).body).toEqual({ is_valid: false });
    const weak = await guest.call('resetPassword', [{ token, password: 'weak' }]);
    expect(weak.status).toBe(400);

    expect((await guest.call('resetPassword', [{ token, password: 'BrandNew99' }])).body).toEqual({
      is_valid: true,
    });
    expect((await guest.call('resetPassword', [{ token, password: 'Another99' }])).body).toEqual({
      is_valid: false,
    });
    expect((await guest.call('validateToken', [{ token }])).body).toEqual({ is_valid: false });
    expect((await guest.call('loginCustomer', [{ email, password: 'Original1' }])).body.is_valid).toBe(false);
    expect((await guest.call('loginCustomer', [{ email, password: 'BrandNew99' }])).body.is_valid).toBe(true);
  });

  it('mails the reset link to the outbox, in the market asked from, and a welcome mail on registration', async () => {
    const { email } = await newCustomer('Original1');
    const db = server.sandbox.db;
    const welcome = await listOutbox(db, { email });
    expect(welcome.map((m) => m.subject)).toEqual(['Welcome to Good Stuff']);
    expect(welcome[0]?.links).toEqual(['/my-account']);

    const guest = server.shopper();
    await guest.call('requestResetPassword', [{ email: email.toUpperCase() }], { channelId: 2 });
    const [mail] = await listOutbox(db, { email });
    const token = (await lastPasswordResetToken(db, email)) as string;
    expect(mail).toMatchObject({ to: email, subject: 'Reset your password' });
    expect(mail?.links).toEqual([`/eu/updatePassword?token=${token}`]);
    expect(mail?.text).toContain('Test');
    expect((await guest.call('validateToken', [{ token }])).body).toEqual({ is_valid: true });

    // No mail for an address without an account (nothing to enumerate).
    await guest.call('requestResetPassword', [{ email: 'nobody.here@example.com' }]);
    expect(await listOutbox(db, { email: 'nobody.here@example.com' })).toEqual([]);
  });

  it('expires a token after one hour, and a newer request voids the older token', async () => {
    const { email } = await newCustomer('Original1');
    let clock = Date.now();
    const sandbox = server.sandbox;
    const caller = createServerCaller({
      providers: {
        bigcommerce: { ...sandbox.commerce, ...customersOperations(sandbox.db, { now: () => clock }) },
      },
      channelId: 1,
    });
    await caller.requestResetPassword({ email });
    const first = (await lastPasswordResetToken(sandbox.db, email)) as string;
    await caller.requestResetPassword({ email });
    const second = (await lastPasswordResetToken(sandbox.db, email)) as string;
    expect(await caller.validateToken({ token: first })).toEqual({ is_valid: false });
    clock += 59 * 60_000;
    expect(await caller.validateToken({ token: second })).toEqual({ is_valid: true });
    clock += 2 * 60_000;
    expect(await caller.validateToken({ token: second })).toEqual({ is_valid: false });
    expect(await caller.resetPassword({ token: second, password: 'BrandNew99' })).toEqual({
      is_valid: false,
    });
  });
});

describe('addresses', () => {
  const address = {
    first_name: 'Test',
    last_name: 'Person',
    address1: '10 Downing Street',
    city: 'London',
    postal_code: 'SW1A 2AA',
    country_code: 'gb',
    phone: '020 7946 0000',
    form_fields: [{ name: 'House Number', value: '10' }],
  };

  it('creates, reads, updates and deletes only the session customer’s addresses', async () => {
    const { shopper, id } = await newCustomer();
    const created = await shopper.call('createCustomerAddress', [address]);
    expect(created.status).toBe(200);
    expect(created.body.data).toEqual([
      expect.objectContaining({
        customer_id: id,
        country_code: 'GB',
        address_type: 'residential',
        address2: '',
      }),
    ]);
    const addressId = created.body.data[0].id;
    await shopper.call('createCustomerAddress', [{ ...address, address1: '11 Downing Street' }]);
    expect((await shopper.call('getCustomerAddresses')).body.data).toHaveLength(2);

    const updated = await shopper.call('updateCustomerAddress', [{ id: addressId, city: 'Westminster' }]);
    expect(updated.body.data[0]).toMatchObject({
      id: addressId,
      city: 'Westminster',
      address1: '10 Downing Street',
    });

    const intruder = (await newCustomer()).shopper;
    expect(
      (await intruder.call('updateCustomerAddress', [{ id: addressId, city: 'Elsewhere' }])).status,
    ).toBe(404);
    expect((await intruder.call('deleteCustomerAddress', [{ 'id:in': [addressId] }])).status).toBe(404);
    expect((await intruder.call('getCustomerAddresses')).body).toEqual({ data: [] });

    // All or nothing: one foreign id keeps the customer's own address too.
    const mixed = await shopper.call('deleteCustomerAddress', [{ 'id:in': [addressId, 999_999] }]);
    expect(mixed).toMatchObject({ status: 404, body: { message: 'Address not found' } });
    expect((await shopper.call('getCustomerAddresses')).body.data).toHaveLength(2);
    expect((await shopper.call('deleteCustomerAddress', [{ 'id:in': [addressId] }])).body).toEqual({});
    expect(
      (await shopper.call('getCustomerAddresses')).body.data.map((a: { id: number }) => a.id),
    ).not.toContain(addressId);
  });

  it('answers 400 for missing fields and a bad UK postcode; a guest reads [] and cannot write', async () => {
    const { shopper } = await newCustomer();
    const missing = await shopper.call('createCustomerAddress', [{ ...address, city: ' ' }]);
    expect(missing).toMatchObject({
      status: 400,
      body: { message: 'argument 0.city: Town/City cannot be empty' },
    });
    const postcode = await shopper.call('createCustomerAddress', [{ ...address, postal_code: '12345' }]);
    expect(postcode).toMatchObject({ status: 400, body: { message: 'Please enter a valid postcode' } });
    const us = await shopper.call('createCustomerAddress', [
      { ...address, postal_code: '89101', country_code: 'US' },
    ]);
    expect(us.status).toBe(200);
    const guest = server.shopper();
    expect((await guest.call('getCustomerAddresses')).body).toEqual({ data: [] });
    expect((await guest.call('createCustomerAddress', [address])).status).toBe(401);
    expect((await guest.call('deleteCustomerAddress', [{ 'id:in': [1] }])).status).toBe(401);
  });
});

describe('orders', () => {
  it('lists the demo shopper’s orders of the last 12 months, newest first, with products', async () => {
    const shopper = server.shopper();
    await shopper.call('loginCustomer', [DEMO_SHOPPER]);
    const { status, body } = await shopper.call('getCustomerOrders');
    expect(status).toBe(200);
    const yearAgo = new Date();
    yearAgo.setUTCMonth(yearAgo.getUTCMonth() - 12);
    const dates = body.data.map((o: { date_created: string }) => Date.parse(o.date_created));
    expect(dates.every((d: number) => d >= yearAgo.getTime())).toBe(true);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    // The seed holds older orders too (18 months): they are left out.
    const all = await server.sandbox.db.selectFrom('orders').select(['status', 'date_created']).execute();
    expect(new Set(all.map((o) => o.status))).toEqual(
      new Set(['Open', 'Pending', 'Confirmed', 'Shipped', 'Complete', 'Cancelled', 'Refunded']),
    );
    if (body.data.length > 0) {
      expect(body.data.length).toBeLessThan(10);
      const order = body.data[0];
      expect(order.products.length).toBeGreaterThan(0);
      expect(order.total_inc_tax).toBeCloseTo(order.subtotal_inc_tax + order.shipping_cost_inc_tax, 2);
      expect(order.items_total).toBe(
        order.products.reduce((n: number, p: { quantity: number }) => n + p.quantity, 0),
      );
    }
    expect((await server.shopper().call('getCustomerOrders')).body).toEqual({ data: [] });
  });
});
