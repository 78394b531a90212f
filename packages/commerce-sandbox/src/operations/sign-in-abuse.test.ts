import { type CommerceContext, isCommerceError } from '@wardrobe/commerce-sdk';
import { LOCKOUT_MS, loginErrorMessage } from '@wardrobe/domain-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  configurePasswordHashing,
  hashPassword,
  passwordHashingLoad,
  SCRYPT_COST,
  verifyPassword,
} from '../passwords';
import { DEMO_SHOPPER } from '../seed/customers';
import { type SandboxServer, type Shopper, startSandboxServer, TEST_PASSWORD_COST } from '../testing/harness';
import { customersOperations, lastPasswordResetToken } from './customers';
import {
  ADDRESS_MAX_FAILURES,
  ADDRESS_WINDOW_MS,
  addressKey,
  pairBackoffMs,
  tooManyAttemptsMessage,
} from './customers/throttle';

// Issue 20 item 11 "Sign-in abuse": throttling per client address and per address and account before the
// lockout, unknown emails answered as known ones, current-password failures counted, an absolute session
// lifetime, other sessions ended by a credential change, and the rehash of an old hash on sign-in.

let server: SandboxServer;
beforeAll(async () => {
  server = await startSandboxServer();
}, 120_000);
afterAll(() => server.close());

const LOCKED = loginErrorMessage('locked');
const INVALID = 'Invalid credentials';
const PASSWORD = 'Passw0rdOne';

let counter = 0;
let addresses = 0;
/** A fresh address of the documentation ranges (RFC 5737), one per call. */
const address = () => `198.51.100.${++addresses}`;

async function newCustomer(): Promise<{ shopper: Shopper; email: string; id: number }> {
  const shopper = server.shopper();
  const email = `abuse${++counter}-${Date.now()}@example.com`;
  const { status, body } = await shopper.call('registerCustomer', [
    { first_name: 'Test', last_name: 'Person', email, password: PASSWORD },
  ]);
  expect(status).toBe(200);
  return { shopper, email, id: body.data.id };
}

/** One sign-in over real HTTP from `from` (X-Forwarded-For, as the reverse proxy sends it). */
async function signIn(from: string | undefined, email: string, password: string, shopper = server.shopper()) {
  return shopper.call('loginCustomer', [{ email, password }], from ? { address: from } : {});
}

/** The customers module on an injected clock, called as the middleware calls it (with the client address). */
function clocked(now: () => number) {
  const operations = customersOperations(server.sandbox.db, { now });
  const context = (clientAddress?: string): CommerceContext => ({
    channelId: 1,
    cookies: new Map(),
    secure: false,
    setCookie: () => {},
    ...(clientAddress ? { clientAddress } : {}),
  });
  return async (from: string | undefined, email: string, password: string) => {
    try {
      const body = await operations.loginCustomer?.(context(from), { email, password });
      return { status: 200, body, retryAfter: undefined as number | undefined };
    } catch (error) {
      if (!isCommerceError(error)) throw error;
      return {
        status: error.statusCode,
        body: { message: error.message },
        retryAfter: error.retryAfterSeconds,
      };
    }
  };
}

describe('per address and account: a stranger cannot lock a customer out', () => {
  it("a stranger's five wrong passwords for the demo shopper from one address do not lock it for another", async () => {
    const stranger = address();
    const answers = [];
    for (let i = 1; i <= 5; i++) answers.push(await signIn(stranger, DEMO_SHOPPER.email, `Wrong${i}pass`));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers.slice(0, 3).map((a) => a.body)).toEqual(
      Array(3).fill({ is_valid: false, errorMessage: INVALID }),
    );
    // The 4th waits a minute: a message a shopper understands, and Retry-After (the SDK handler's header).
    expect(answers[3]?.body).toEqual({
      message: 'Too many sign-in attempts. Please wait 1 minute and try again.',
      statusCode: 429,
    });
    const raw = await fetch(`${server.url}/bigcommerce/loginCustomer`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-bigcommerce-channel-id': '1',
        'x-forwarded-for': stranger,
      },
      body: JSON.stringify([{ email: DEMO_SHOPPER.email, password: 'Wrong6pass' }]),
    });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(raw.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    // The customer, elsewhere, signs in: the account is not locked.
    const customer = server.shopper();
    const own = await signIn(address(), DEMO_SHOPPER.email, DEMO_SHOPPER.password, customer);
    expect(own.body).toEqual({ is_valid: true });
    // Even the right password waits at the stranger's address: the back-off is per address and email.
    expect((await signIn(stranger, DEMO_SHOPPER.email, DEMO_SHOPPER.password)).status).toBe(429);
  });

  it('one address alone never locks, however long it keeps trying; five failures from two addresses lock', async () => {
    const { email } = await newCustomer();
    let clock = Date.now();
    const login = clocked(() => clock);
    const stranger = address();
    const invalid = { is_valid: false, errorMessage: INVALID };
    // The first three answer; from then on each try waits out its back-off (1, 2, 4, 8, 16 minutes).
    for (let i = 0; i < 3; i++) expect((await login(stranger, email, 'wrong1234')).body).toEqual(invalid);
    for (let failures = 3; failures < 8; failures++) {
      const early = await login(stranger, email, 'wrong1234');
      expect(early.status).toBe(429);
      expect(early.retryAfter).toBe(pairBackoffMs(failures) / 1000);
      expect(early.body).toEqual({ message: tooManyAttemptsMessage(pairBackoffMs(failures) / 1000) });
      clock += pairBackoffMs(failures);
      expect((await login(stranger, email, 'wrong1234')).body).toEqual(invalid);
    }
    // Never locked: the customer's right password, from anywhere, signs in.
    expect((await login(address(), email, PASSWORD)).body).toEqual({ is_valid: true });

    // Three failures from one address and two from another: the 5th locks, for everybody.
    const [a, b, c] = [address(), address(), address()];
    const five = [];
    for (let i = 0; i < 3; i++) five.push(await login(a, email, 'wrong1234'));
    for (let i = 0; i < 2; i++) five.push(await login(b, email, 'wrong1234'));
    expect(five.map((x) => x.body)).toEqual([
      ...Array(4).fill({ is_valid: false, errorMessage: INVALID }),
      { is_valid: false, errorMessage: LOCKED },
    ]);
    expect((await login(c, email, PASSWORD)).body).toEqual({ is_valid: false, errorMessage: LOCKED });
    expect((await login(undefined, email, PASSWORD)).body).toEqual({ is_valid: false, errorMessage: LOCKED });
    clock += LOCKOUT_MS;
    expect((await login(c, email, PASSWORD)).body).toEqual({ is_valid: true });
  });

  it('a success clears the address’s count for that email: a customer who mistyped signs in and starts afresh', async () => {
    const { email } = await newCustomer();
    const home = address();
    for (let i = 0; i < 2; i++) expect((await signIn(home, email, 'wrong1234')).body.is_valid).toBe(false);
    expect((await signIn(home, email, PASSWORD)).body).toEqual({ is_valid: true });
    for (let i = 0; i < 3; i++) {
      expect((await signIn(home, email, 'wrong1234')).body).toEqual({
        is_valid: false,
        errorMessage: INVALID,
      });
    }
    expect((await signIn(home, email, 'wrong1234')).status).toBe(429);
  });
});

describe('per client address: password spraying is slowed', () => {
  it(`${ADDRESS_MAX_FAILURES} failures across accounts in 15 minutes make the address wait, right password or not`, async () => {
    let clock = Date.now();
    const login = clocked(() => clock);
    const sprayer = address();
    const { email: victim } = await newCustomer();
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const email = i === 0 ? victim : `sprayed${i}-${Date.now()}@example.com`;
      expect((await login(sprayer, email, 'Summer2025')).body).toEqual({
        is_valid: false,
        errorMessage: INVALID,
      });
      clock += 1000;
    }
    const next = await login(sprayer, `another-${Date.now()}@example.com`, 'Summer2025');
    expect(next.status).toBe(429);
    expect(next.retryAfter).toBe(ADDRESS_WINDOW_MS / 1000 - ADDRESS_MAX_FAILURES);
    expect(next.body).toEqual({
      message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
    });
    // Whoever shares the address waits too, even with the right password: the limit is the address's.
    expect((await login(sprayer, victim, PASSWORD)).status).toBe(429);
    // Other addresses are not affected.
    expect((await login(address(), victim, PASSWORD)).body).toEqual({ is_valid: true });
    // The window ends: the address may try again.
    clock += ADDRESS_WINDOW_MS;
    expect((await login(sprayer, victim, PASSWORD)).body).toEqual({ is_valid: true });
  });

  it('a burst sent at once cannot slip past the limit: each attempt is reserved before the password is checked', async () => {
    const { email } = await newCustomer();
    const burst = address();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => signIn(burst, email, 'wrong1234', server.shopper())),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(3);
  });

  it('takes IPv6 clients by their /64 and never throttles this host (loopback) or an address it cannot read', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:DB8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    for (const none of [
      undefined,
      '',
      '127.0.0.1',
      '127.8.9.10',
      '::1',
      '::ffff:127.0.0.1',
      'unknown',
      '999.1.1.1',
    ]) {
      expect(addressKey(none)).toBeUndefined();
    }
  });
});

describe('unknown emails answer exactly as known ones', () => {
  it('the same answers, statuses and waits, also after five failures', async () => {
    const { email: known } = await newCustomer();
    const unknown = `nobody-${Date.now()}@example.com`;
    let clock = Date.now();
    const login = clocked(() => clock);
    const story = async (email: string) => {
      const seen: unknown[] = [];
      const one = address();
      // Four from one address: three answers and a wait.
      for (let i = 0; i < 4; i++) {
        const { status, body, retryAfter } = await login(one, email, 'wrong1234');
        seen.push({ status, body, retryAfter });
      }
      // Two more from others: the 5th counted failure locks; then even a sign-in without an address is locked.
      for (let i = 0; i < 2; i++) seen.push(await login(address(), email, 'wrong1234'));
      seen.push(await login(undefined, email, 'wrong1234'));
      clock += LOCKOUT_MS;
      seen.push(await login(address(), email, 'wrong1234'));
      return seen;
    };
    const knownStory = await story(known);
    const unknownStory = await story(unknown);
    expect(unknownStory).toEqual(knownStory);
    expect(knownStory.map((s) => (s as { body: { errorMessage?: string } }).body.errorMessage)).toEqual([
      INVALID,
      INVALID,
      INVALID,
      undefined,
      INVALID,
      LOCKED,
      LOCKED,
      INVALID,
    ]);
  });

  it('the same answers over HTTP, and an unknown email costs a password check too', async () => {
    const { email: known } = await newCustomer();
    const unknown = `nobody-else-${Date.now()}@example.com`;
    const [k, u] = [
      await signIn(address(), known, 'wrong1234'),
      await signIn(address(), unknown, 'wrong1234'),
    ];
    expect(u.status).toBe(k.status);
    expect(u.body).toEqual(k.body);
    expect(u.setCookies).toEqual(k.setCookies);
    // Both run one password check: a hash is seen running while each answer is on its way (the dummy check of an
    // unknown email is a real scrypt of the same cost, so the answer time does not tell either).
    const hashedDuring = async (email: string) => {
      let seen = false;
      const answer = signIn(address(), email, 'wrong1234');
      let waiting = true;
      void answer.finally(() => {
        waiting = false;
      });
      while (waiting) {
        if (passwordHashingLoad().running > 0) seen = true;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      return seen;
    };
    expect(await hashedDuring(known)).toBe(true);
    expect(await hashedDuring(`nobody-at-all-${Date.now()}@example.com`)).toBe(true);
  });
});

describe('credential checks outside sign-in', () => {
  it('a wrong current password counts toward the lockout; the 5th locks and the account refuses even the right one', async () => {
    const { shopper, email, id } = await newCustomer();
    const change = (current: string) =>
      shopper.call('updateCustomer', [
        { id, current_password: current, authentication: { new_password: 'NewPassw0rd' } },
      ]);
    for (let i = 0; i < 3; i++) {
      expect((await change('wrong1234')).body).toEqual({
        message: 'The password you entered was incorrect.',
        statusCode: 400,
      });
    }
    // A 4th failure, at sign-in (from another address), then the 5th, a current-password check: locked.
    expect((await signIn(address(), email, 'wrong1234')).body).toEqual({
      is_valid: false,
      errorMessage: INVALID,
    });
    expect((await change('wrong1234')).body).toEqual({ message: LOCKED, statusCode: 400 });
    expect((await change(PASSWORD)).body).toEqual({ message: LOCKED, statusCode: 400 });
    expect((await signIn(address(), email, PASSWORD)).body).toEqual({
      is_valid: false,
      errorMessage: LOCKED,
    });
    // A password reset lifts the lock (and the counts).
    await server.shopper().call('requestResetPassword', [{ email }]);
    const token = await lastPasswordResetToken(server.sandbox.db, email);
    expect(token).toBeTruthy();
    expect((await server.shopper().call('resetPassword', [{ token, password: 'Reset2026pw' }])).body).toEqual(
      {
        is_valid: true,
      },
    );
    expect((await signIn(address(), email, 'Reset2026pw')).body).toEqual({ is_valid: true });
  });
});

describe('sessions', () => {
  it('changing the email ends the customer’s other sessions, not this one', async () => {
    const { shopper, email, id } = await newCustomer();
    const elsewhere = server.shopper();
    expect((await signIn(undefined, email, PASSWORD, elsewhere)).body).toEqual({ is_valid: true });
    const moved = `moved-${Date.now()}@example.com`;
    const answer = await shopper.call('updateCustomer', [{ id, email: moved, current_password: PASSWORD }]);
    expect(answer.status).toBe(200);
    expect((await shopper.call('getCustomers')).body.data[0]?.email).toBe(moved);
    expect((await elsewhere.call('getCustomers')).body).toEqual({ data: [] });
  });

  it('a session lives 30 days from sign-in at most, however often it is used; sync never reaches past that', async () => {
    const { shopper, id } = await newCustomer();
    const db = server.sandbox.db;
    const day = 86_400_000;
    const age = async (ms: number) =>
      db
        .updateTable('sessions')
        .set({ created_at: new Date(Date.now() - ms), expires_at: new Date(Date.now() + 7 * day) })
        .where('customer_id', '=', id)
        .execute();

    // 29.5 days old: alive; sync slides its cookie to what is left (12 hours), not 7 days.
    await age(29.5 * day);
    expect((await shopper.call('getCustomers')).body.data[0]?.id).toBe(id);
    const sync = await shopper.call('syncCustomer');
    expect(sync.status).toBe(200);
    const maxAge = Number(
      /Max-Age=(\d+)/.exec(sync.setCookies.find((c) => c.startsWith('wardrobe-session=')) ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThan(12 * 3600 - 60);
    expect(maxAge).toBeLessThanOrEqual(12 * 3600);
    const row = await db
      .selectFrom('sessions')
      .select('expires_at')
      .where('customer_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(new Date(String(row.expires_at)).getTime()).toBeLessThanOrEqual(Date.now() + 12 * 3600_000 + 1000);

    // 30 days and a minute: no session, though its 7-day expiry has not come.
    await age(30 * day + 60_000);
    expect((await shopper.call('getCustomers')).body).toEqual({ data: [] });
    expect((await shopper.call('syncCustomer')).status).toBe(401);
  });
});

describe('password hashes on sign-in', () => {
  it('an old hash is replaced at today’s cost on the next right password, never on a wrong one', async () => {
    const email = `legacy-${Date.now()}@example.com`;
    // A customer from before issue 20 item 11: a hash of N = 2^12.
    configurePasswordHashing({ cost: 4096 });
    const legacy = await hashPassword(PASSWORD);
    configurePasswordHashing({ cost: SCRYPT_COST });
    try {
      const { id } = await server.sandbox.db
        .insertInto('customers')
        .values({ email, first_name: 'Old', last_name: 'Hash', password_hash: legacy })
        .returning('id')
        .executeTakeFirstOrThrow();
      const stored = async () =>
        (
          await server.sandbox.db
            .selectFrom('customers')
            .select('password_hash')
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
        ).password_hash;

      expect((await signIn(address(), email, 'wrong1234')).body.is_valid).toBe(false);
      expect(await stored()).toBe(legacy);

      expect((await signIn(address(), email, PASSWORD)).body).toEqual({ is_valid: true });
      const upgraded = await stored();
      expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);

      // Signed in again: already at today's cost, kept as it is.
      expect((await signIn(address(), email, PASSWORD)).body).toEqual({ is_valid: true });
      expect(await stored()).toBe(upgraded);
    } finally {
      configurePasswordHashing({ cost: TEST_PASSWORD_COST });
    }
  });
});
