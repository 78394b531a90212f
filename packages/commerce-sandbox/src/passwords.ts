import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { CommerceError } from '@wardrobe/commerce-sdk';

/**
 * Password hashes (issue 4 Security: "scrypt or argon2 password hashes"): salted scrypt from `node:crypto`,
 * stored self-describing as `scrypt$N$r$p$salt$hash` (salt and hash in base64), so the cost can be raised
 * later without breaking stored hashes. Never the password itself.
 *
 * Issue 20 item 11: the cost is OWASP's minimum for scrypt, N = 2^17 with r = 8 and p = 1 (128 MiB and, on this
 * project's 2-core machine, about 0.8 s a hash). Hashes of a lower cost still verify; `needsRehash` tells the
 * sign-in to store a new one at this cost once the password is known to be right.
 */
export const SCRYPT_COST = 131_072;
const R = 8;
const P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';
/**
 * scrypt needs 128·N·r bytes (128 MiB at the cost above) and a little more: 256 MiB is room for it, and a stored
 * value asking for more than that (a tampered row) is refused before any work (`parseHash`).
 */
const MAX_MEMORY = 256 * 1024 * 1024;

/**
 * How password hashing is bounded (issue 20 item 11, "concurrent password hashing bounded so a flood of sign-ins
 * cannot starve page rendering"). scrypt runs on libuv's thread pool (4 threads by default), beside the main
 * thread that renders pages; each hash holds a core and 128 MiB for most of a second. Unbounded, 50 sign-ins at
 * once would take every pool thread (the file reads and zlib of page rendering wait behind them), every core and
 * 6 GiB. So at most `concurrency` hashes run at once, the rest wait in line (first come, first served).
 *
 * Reading: `concurrency` is half the cores, at least 1 and at most 2 (2 cores: one for hashing, one for pages;
 * never more than half the thread pool). A caller whose turn would not come within `maxWaitMs` (8 s) at the
 * hashes' average time, or who finds `maxQueue` (64) already waiting, is told at once with a 503 and `Retry-After`
 * (the shop's busy text); one who has waited 8 s all the same (a slower hash ahead) is told then. The line never
 * grows without bound and a sign-in never hangs (at most 8 s in line and one hash).
 */
export interface PasswordHashingOptions {
  /** scrypt's N for new hashes (a power of 2). Default `SCRYPT_COST`. */
  cost: number;
  /** Hashes running at once. */
  concurrency: number;
  /** The longest a hash waits for its turn before the caller is told the shop is busy. */
  maxWaitMs: number;
  /** Callers waiting at most; one more is told the shop is busy at once. */
  maxQueue: number;
}

const defaults = (): PasswordHashingOptions => ({
  cost: SCRYPT_COST,
  concurrency: Math.max(1, Math.min(2, Math.floor(availableParallelism() / 2))),
  maxWaitMs: 8_000,
  maxQueue: 64,
});
let options = defaults();

/**
 * Changes the hashing options of this process (a partial set; none given restores the defaults). For tests
 * only: the sandbox's test harness lowers the cost so that suites registering hundreds of customers stay quick
 * (each test file is its own process); the shop itself always runs on the defaults.
 */
export function configurePasswordHashing(changes?: Partial<PasswordHashingOptions>): PasswordHashingOptions {
  const previous = options;
  options = changes ? { ...options, ...changes } : defaults();
  // A new cost makes another time: the average is learnt again.
  if (options.cost !== previous.cost) averageMs = undefined;
  return previous;
}

export function passwordHashingOptions(): Readonly<PasswordHashingOptions> {
  return options;
}

/** The shop's busy text (the same as the database's, provider.ts `DATABASE_BUSY_MESSAGE`). */
export const HASHING_BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';
/** Seconds a client is asked to wait when hashing is busy (`Retry-After`). */
export const HASHING_BUSY_RETRY_AFTER_S = 5;
const busy = () => new CommerceError(HASHING_BUSY_MESSAGE, 503, HASHING_BUSY_RETRY_AFTER_S);

let running = 0;
const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
/** How long a hash takes here, on average (ms; moving average of the last few), once one has been timed. */
let averageMs: number | undefined;

/** Hashes running and waiting now (for tests and the health of the gate). */
export function passwordHashingLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/**
 * Whether a hash asked for now would start within `maxWaitMs`: a place is free, or the line ahead of it (at the
 * hashes' average time) would be served in time. When it would not, waiting is pointless: the caller is told the shop
 * is busy at once, before any other work (the sign-in asks before it touches the database).
 */
export function passwordHashingHasRoom(): boolean {
  if (running < options.concurrency && waiting.length === 0) return true;
  if (waiting.length >= options.maxQueue) return false;
  if (averageMs === undefined) return true;
  const turnsAhead = Math.floor(waiting.length / options.concurrency) + 1;
  return turnsAhead * averageMs <= options.maxWaitMs;
}

/** Throws the busy answer (503, `Retry-After`) when `passwordHashingHasRoom` says no. */
export function assertPasswordHashingRoom(): void {
  if (!passwordHashingHasRoom()) throw busy();
}

async function gated<T>(work: () => Promise<T>): Promise<T> {
  if (running < options.concurrency && waiting.length === 0) {
    running += 1;
  } else {
    if (!passwordHashingHasRoom()) throw busy();
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = waiting.indexOf(entry);
          if (at >= 0) waiting.splice(at, 1);
          reject(busy());
        }, options.maxWaitMs),
      };
      waiting.push(entry);
    });
  }
  // This caller holds one of the `running` places: taken above, or by `pump` when its turn came.
  const started = performance.now();
  try {
    return await work();
  } finally {
    const took = performance.now() - started;
    averageMs = averageMs === undefined ? took : averageMs * 0.8 + took * 0.2;
    running -= 1;
    pump();
  }
}

/** Starts waiting callers, first come first served, while places are free. */
function pump() {
  while (running < options.concurrency && waiting.length > 0) {
    running += 1;
    waiting.shift()?.start();
  }
}

function derive(password: string, salt: Buffer, params: ScryptOptions, keyLength: number): Promise<Buffer> {
  return gated(
    () =>
      new Promise((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, keyLength, { ...params, maxmem: MAX_MEMORY }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const N = options.cost;
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

/** True when the stored value is a hash some password can match (not `!`, not malformed). */
export function isUsableHash(stored: string): boolean {
  return parseHash(stored) !== undefined;
}

/**
 * True when a stored hash should be replaced by one of today's parameters (a lower N than the current cost, or
 * another r, p, salt or key length) the next time its password is known to be right. Unusable values are not
 * rehashed: they have no password to rehash.
 */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return (
    parsed.N < options.cost ||
    parsed.r !== R ||
    parsed.p !== P ||
    parsed.salt.length !== SALT_BYTES ||
    parsed.key.length !== KEY_BYTES
  );
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
  if (128 * cost * blockSize > MAX_MEMORY / 2) return undefined;
  const keyBytes = Buffer.from(key, 'base64');
  if (keyBytes.length < 16) return undefined;
  return { N: cost, r: blockSize, p: parallel, salt: Buffer.from(salt, 'base64'), key: keyBytes };
}

/** A stored value that no password matches: a placeholder for accounts that must set one by reset. */
export const UNUSABLE_PASSWORD = '!';

/**
 * A hash at `SCRYPT_COST` of a random password nobody kept (made once, when the cost was raised): verifying an
 * unknown email against it costs the same time as a real check, so answer times do not tell which emails have
 * accounts. Even its password would sign nobody in: an unknown email never matches.
 */
const DUMMY_AT_SCRYPT_COST =
  'scrypt$131072$8$1$kdbX/1PV3VZd9G3nRk/mcA==$N3FTNWpU/mHO67gE1/YFmNINJkirl7LbVL9A0ZHK9BokIEhueJyrBd0p13VsT6vs1z2ibnTjOWx/FW8G9oRxmw==';
const dummies = new Map<number, Promise<string>>([[SCRYPT_COST, Promise.resolve(DUMMY_AT_SCRYPT_COST)]]);

/** The dummy hash at the current cost (made once per process when the cost is not the default). */
export function dummyPasswordHash(): Promise<string> {
  let dummy = dummies.get(options.cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'));
    dummies.set(options.cost, dummy);
  }
  return dummy;
}
