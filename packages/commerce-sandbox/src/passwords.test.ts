import { isCommerceError } from '@wardrobe/commerce-sdk';
import { afterEach, describe, expect, it } from 'vitest';
import {
  configurePasswordHashing,
  dummyPasswordHash,
  HASHING_BUSY_MESSAGE,
  hashPassword,
  needsRehash,
  passwordHashingHasRoom,
  passwordHashingLoad,
  passwordHashingOptions,
  SCRYPT_COST,
  UNUSABLE_PASSWORD,
  verifyPassword,
} from './passwords';
import { DATABASE_BUSY_MESSAGE } from './provider';
import { DEMO_PASSWORD_HASHES, demoPasswordKey } from './seed/demo-password-hashes';

afterEach(() => {
  configurePasswordHashing();
});

describe('password hashes', () => {
  it('stores salted scrypt at OWASP’s minimum cost (N = 2^17, r = 8, p = 1), self-describing, never the password', async () => {
    expect(SCRYPT_COST).toBe(2 ** 17);
    expect(passwordHashingOptions().cost).toBe(2 ** 17);
    const a = await hashPassword('GoodStuff123');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toContain('GoodStuff123');
    expect(await verifyPassword('GoodStuff123', a)).toBe(true);
    // The rest at a test cost: the same rules, a hundredth of the time.
    configurePasswordHashing({ cost: 1024 });
    const [b, c] = await Promise.all([hashPassword('GoodStuff123'), hashPassword('GoodStuff123')]);
    expect(b).not.toBe(c); // a fresh 16-byte salt each time
    expect(await verifyPassword('goodstuff123', b)).toBe(false);
  });

  it('verifies hashes of a lower cost, and says they need a rehash; today’s and unusable ones do not', async () => {
    configurePasswordHashing({ cost: 1024 });
    const old = await hashPassword('GoodStuff123');
    expect(old).toMatch(/^scrypt\$1024\$8\$1\$/);
    configurePasswordHashing();
    expect(await verifyPassword('GoodStuff123', old)).toBe(true);
    expect(await verifyPassword('', old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await dummyPasswordHash())).toBe(false);
    expect(needsRehash(old.replace('$8$1$', '$4$1$').replace('scrypt$1024', 'scrypt$131072'))).toBe(true);
    expect(needsRehash(UNUSABLE_PASSWORD)).toBe(false);
    expect(needsRehash('not a hash')).toBe(false);
  });

  it('never matches a malformed or unusable stored value, nor one asking for more memory than allowed', async () => {
    expect(await verifyPassword('x', UNUSABLE_PASSWORD)).toBe(false);
    expect(await verifyPassword('x', 'x')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA')).toBe(false);
    expect(
      await verifyPassword('x', 'scrypt$2147483648$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA=='),
    ).toBe(false);
    // 2^20 × r 8 would be 1 GiB: refused before any work, not an error from scrypt.
    expect(
      await verifyPassword('x', 'scrypt$1048576$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA=='),
    ).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$16384$8$1$AAAA$AAAA')).toBe(false);
  });

  it('ships the demo customers’ hashes at today’s cost, and the dummy hash too', async () => {
    expect(DEMO_PASSWORD_HASHES.size).toBeGreaterThan(0);
    for (const hash of DEMO_PASSWORD_HASHES.values()) expect(needsRehash(hash)).toBe(false);
    const shopper = DEMO_PASSWORD_HASHES.get(demoPasswordKey('shopper@example.com', 'GoodStuff123'));
    expect(shopper).toMatch(/^scrypt\$131072\$/);
    expect(await verifyPassword('GoodStuff123', shopper ?? '')).toBe(true);
    expect(await dummyPasswordHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });
});

describe('the hashing gate', () => {
  it('runs at most `concurrency` hashes at once; the others wait their turn, first come first served', async () => {
    configurePasswordHashing({ cost: 1024, concurrency: 1 });
    const order: number[] = [];
    const all = Array.from({ length: 4 }, (_, i) => hashPassword(`pw${i}`).then(() => order.push(i)));
    expect(passwordHashingLoad()).toEqual({ running: 1, waiting: 3 });
    await Promise.all(all);
    expect(order).toEqual([0, 1, 2, 3]);
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });

    configurePasswordHashing({ concurrency: 2 });
    const two = Array.from({ length: 3 }, (_, i) => hashPassword(`pw${i}`));
    expect(passwordHashingLoad()).toEqual({ running: 2, waiting: 1 });
    await Promise.all(two);
  });

  it('is half the cores, at least 1 and at most 2, by default', () => {
    const { concurrency } = passwordHashingOptions();
    expect(concurrency).toBeGreaterThanOrEqual(1);
    expect(concurrency).toBeLessThanOrEqual(2);
  });

  it('answers 503 with Retry-After, the shop’s busy text, when the line is full or the wait too long', async () => {
    expect(HASHING_BUSY_MESSAGE).toBe(DATABASE_BUSY_MESSAGE);
    configurePasswordHashing({ cost: 65_536, concurrency: 1, maxQueue: 1, maxWaitMs: 60_000 });
    const running = hashPassword('first');
    const waiting = hashPassword('second');
    const refused = await hashPassword('third').catch((error: unknown) => error);
    expect(isCommerceError(refused) && [refused.statusCode, refused.message]).toEqual([
      503,
      HASHING_BUSY_MESSAGE,
    ]);
    expect(isCommerceError(refused) && refused.retryAfterSeconds).toBeGreaterThan(0);
    await Promise.all([running, waiting]);

    // The line ahead would not be served in time (at the hashes' average): told at once, never queued.
    configurePasswordHashing({ maxQueue: 10, maxWaitMs: 1 });
    const ahead = hashPassword('ahead');
    const atOnce = hashPassword('at once').catch((error: unknown) => error);
    expect(passwordHashingLoad()).toEqual({ running: 1, waiting: 0 });
    expect(passwordHashingHasRoom()).toBe(false);
    const refusedAtOnce = await atOnce;
    expect(isCommerceError(refusedAtOnce) && refusedAtOnce.statusCode).toBe(503);
    await ahead;
    expect(passwordHashingHasRoom()).toBe(true);

    configurePasswordHashing({ maxWaitMs: 60_000 });
    const stored = await hashPassword('late');
    // A hash slower than the average ahead: the one waiting is told when its wait runs out.
    configurePasswordHashing({ maxWaitMs: 5, cost: 131_072 });
    const slow = hashPassword('slow');
    const late = await verifyPassword('late', stored).catch((error: unknown) => error);
    expect(isCommerceError(late) && late.statusCode).toBe(503);
    await slow;
    expect(passwordHashingLoad()).toEqual({ running: 0, waiting: 0 });
  });
});
