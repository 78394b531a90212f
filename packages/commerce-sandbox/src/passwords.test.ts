import { describe, expect, it } from 'vitest';
import { hashPassword, UNUSABLE_PASSWORD, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('stores salted scrypt, self-describing, never the password', async () => {
    const [a, b] = await Promise.all([hashPassword('GoodStuff123'), hashPassword('GoodStuff123')]);
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(a).not.toContain('GoodStuff123');
    expect(a).not.toBe(b); // a fresh 16-byte salt each time
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('GoodStuff123');
    expect(await verifyPassword('GoodStuff123', stored)).toBe(true);
    expect(await verifyPassword('goodstuff123', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never matches a malformed or unusable stored value', async () => {
    expect(await verifyPassword('x', UNUSABLE_PASSWORD)).toBe(false);
    expect(await verifyPassword('x', 'x')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$3$8$1$AAAA$AAAA')).toBe(false);
    expect(
      await verifyPassword('x', 'scrypt$2147483648$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAA=='),
    ).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$16384$8$1$AAAA$AAAA')).toBe(false);
  });
});
