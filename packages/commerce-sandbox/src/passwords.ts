import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes (issue 4 Security: "scrypt or argon2 password hashes"): salted scrypt from `node:crypto`,
 * stored self-describing as `scrypt$N$r$p$salt$hash` (salt and hash in base64), so the cost can be raised
 * later without breaking stored hashes. Never the password itself.
 */
const N = 16_384;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_BYTES);
  return [PREFIX, N, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * True when the password matches the stored hash (compared in constant time). A malformed or unusable stored
 * value (for instance `!`, an account that must reset its password) never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(
    password,
    parsed.salt,
    { N: parsed.N, r: parsed.r, p: parsed.p },
    parsed.key.length,
  );
  return timingSafeEqual(key, parsed.key);
}

function parseHash(stored: string) {
  const [prefix, n, r, p, salt, key, ...rest] = stored.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !key) return undefined;
  const [cost, blockSize, parallel] = [Number(n), Number(r), Number(p)];
  const sane = (x: number, max: number) => Number.isInteger(x) && x >= 1 && x <= max;
  // Bounds keep a tampered row from asking for an unbounded amount of work or memory.
  if (!sane(cost, 1 << 20) || (cost & (cost - 1)) !== 0 || !sane(blockSize, 32) || !sane(parallel, 16)) {
    return undefined;
  }
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length < 16) return undefined;
  return { N: cost, r: blockSize, p: parallel, salt: Buffer.from(salt, 'base64'), key: keyBytes };
}

/** A stored value that no password matches: a placeholder for accounts that must set one by reset. */
export const UNUSABLE_PASSWORD = '!';

/**
 * A hash of a random password, computed once per process: verifying an unknown email against it costs the same
 * time as a real check, so answer times do not tell which emails have accounts.
 */
let dummy: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  return dummy;
}
