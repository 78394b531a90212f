import { createHash } from 'node:crypto';
import { CommerceError } from '@wardrobe/commerce-sdk';
import { isLockedOut, LOCKOUT_MS } from '@wardrobe/domain-rules';
import type { Transaction } from 'kysely';
import { transact } from '../../db/bounds';
import type { SandboxDatabase } from '../../db/schema';
import type { SandboxDb } from '../context';

/**
 * Sign-in abuse (issue 20 item 11): throttling per client address and per address and account before the
 * contract's lockout ("5 failed logins lock the account for 30 minutes"), kept in the database
 * (`sign_in_throttle`, migration 0016) so that every process on one Postgres server shares it.
 *
 * Readings, in the order a sign-in meets them:
 * 1. The account's lock (contract, spec 001 §4): 5 failures lock the account for 30 minutes; a locked account
 *    answers the spec's locked message, even to the right password. Its count lives under the email, whether the
 *    email has an account or not, in one code path: an unknown email is counted, locked and answered exactly as
 *    a known one, so neither the answer, its time nor the lock tells which emails have accounts. A failed
 *    current-password check of a credential change counts too (`countAccountFailure`).
 * 2. Per client address, across every email: at most `ADDRESS_MAX_FAILURES` (10) failed sign-ins in a
 *    `ADDRESS_WINDOW_MS` (15-minute) window; further sign-ins from that address answer 429 until the window ends.
 *    This slows password spraying (a few passwords tried on many accounts) and email probing.
 * 3. Per address and email: after `PAIR_FREE_FAILURES` (3) failures from one address for one email, that address
 *    waits before trying that email again: 1 minute after the 3rd failure, then 2, 4, 8, 16, at most 30 minutes
 *    (429 with `Retry-After` meanwhile).
 * 4. Reconciling "a stranger's five requests cannot lock a customer out" with the contract's 5-failure lock: one
 *    address counts at most `MAX_FAILED_LOGINS - 1` (4) failures toward an account's lock. One address alone can
 *    never lock an account (it is slowed by 3. instead, which is stricter than the lock: about 55 tries a day
 *    against the lock's 240); 5 failures from two or more addresses lock it as the contract says. A sign-in with
 *    no client address (an in-process caller) counts in full.
 * 5. A success clears the account's count and the address's count for that email, and gives the address back
 *    the attempt; counts with no failure for `FORGET_AFTER_MS` (24 hours) are forgotten, for every email alike.
 *
 * Every sign-in is reserved as a failure of its address before the password is checked (under the rows' locks),
 * and given back if it succeeds: a burst of requests sent at once cannot slip past a limit that the first of them
 * reaches.
 *
 * Client addresses: the SDK's `CommerceContext.clientAddress` (the right-most X-Forwarded-For entry, see the SDK's
 * README). A loopback address is this host (the reverse proxy in front of `next start -H 127.0.0.1` when it sends
 * no X-Forwarded-For, or local tools and tests), never a shopper: it counts as no address, or one stranger could
 * make every sign-in behind a misconfigured proxy wait. IPv6 addresses are taken by their /64 network, which is
 * what one customer line is given.
 */

/** Contract (issue 4 Security): 5 failed logins lock the account (for `LOCKOUT_MS`, domain-rules). */
export const MAX_FAILED_LOGINS = 5;
export const ADDRESS_MAX_FAILURES = 10;
export const ADDRESS_WINDOW_MS = 900_000;
export const PAIR_FREE_FAILURES = 3;
export const PAIR_BACKOFF_FIRST_MS = 60_000;
export const PAIR_BACKOFF_MAX_MS = LOCKOUT_MS;
/** How many failures of one address count toward an account's lock. */
export const ADDRESS_SHARE_OF_LOCK = MAX_FAILED_LOGINS - 1;
export const FORGET_AFTER_MS = 86_400_000;

/** What a shopper reads when throttled: how long to wait, in minutes (rounded up). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

export const throttled = (retryAfterSeconds: number) =>
  new CommerceError(tooManyAttemptsMessage(retryAfterSeconds), 429, retryAfterSeconds);

/** The wait after a pair's `failures` (3 → 1 minute, doubling, at most 30 minutes); 0 below 3. */
export function pairBackoffMs(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  return Math.min(PAIR_BACKOFF_MAX_MS, PAIR_BACKOFF_FIRST_MS * 2 ** (failures - PAIR_FREE_FAILURES));
}

export const emailKey = (normalizedEmail: string) =>
  createHash('sha256').update(normalizedEmail).digest('hex');

/**
 * The throttling key of a client address: undefined for none, a loopback address, or one that is not an IP
 * address; IPv4 as it is; IPv6 by its /64 network (`2001:db8:1:2::/64`).
 */
export function addressKey(address: string | undefined): string | undefined {
  let a = address?.trim().toLowerCase();
  if (!a) return undefined;
  if (a.startsWith('::ffff:') && a.includes('.')) a = a.slice('::ffff:'.length);
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(a);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    if (parts.some((n) => n > 255)) return undefined;
    return parts[0] === 127 ? undefined : parts.join('.');
  }
  const groups = expandIpv6(a);
  if (!groups) return undefined;
  if (groups.every((g, i) => (i < 7 ? g === 0 : g === 1))) return undefined; // ::1
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

function expandIpv6(address: string): number[] | undefined {
  const withoutZone = address.split('%')[0] ?? '';
  if (!/^[0-9a-f:]+$/.test(withoutZone) || !withoutZone.includes(':')) return undefined;
  const halves = withoutZone.split('::');
  if (halves.length > 2) return undefined;
  const parse = (part: string | undefined) => (part ? part.split(':') : []);
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (all.some((g) => g.length === 0 || g.length > 4)) return undefined;
  return all.map((g) => Number.parseInt(g, 16));
}

/** The keys of one sign-in: the email's, and the address's when there is one. */
export interface SignInKeys {
  email: string;
  address?: string;
}

export function signInKeys(normalizedEmail: string, clientAddress: string | undefined): SignInKeys {
  const address = addressKey(clientAddress);
  return { email: emailKey(normalizedEmail), ...(address ? { address } : {}) };
}

type Trx = Transaction<SandboxDatabase>;
type Row = {
  address: string;
  email_key: string;
  failures: number;
  window_started_at: unknown;
  last_failed_at: unknown;
  locked_at: unknown;
};

const time = (value: unknown): number | undefined =>
  value === null || value === undefined
    ? undefined
    : (value instanceof Date ? value : new Date(String(value))).getTime();

/**
 * The rows of these keys, created when missing and locked for this transaction, always in the same order (so
 * two sign-ins never wait on each other in a circle).
 */
async function lockRows(trx: Trx, keys: [address: string, email: string][]): Promise<Map<string, Row>> {
  const sorted = [...keys].sort(([a1, e1], [a2, e2]) => (a1 === a2 ? (e1 < e2 ? -1 : 1) : a1 < a2 ? -1 : 1));
  await trx
    .insertInto('sign_in_throttle')
    .values(sorted.map(([address, email_key]) => ({ address, email_key })))
    .onConflict((oc) => oc.columns(['address', 'email_key']).doNothing())
    .execute();
  const rows = new Map<string, Row>();
  for (const [address, email_key] of sorted) {
    const row = await trx
      .selectFrom('sign_in_throttle')
      .selectAll()
      .where('address', '=', address)
      .where('email_key', '=', email_key)
      .forUpdate()
      .executeTakeFirstOrThrow();
    rows.set(`${address}\u0000${email_key}`, row);
  }
  return rows;
}

const rowOf = (rows: Map<string, Row>, address: string, email: string) =>
  rows.get(`${address}\u0000${email}`) as Row;

/** The account row's failures as they stand at `at`: 0 once forgotten or once a lock has passed. */
function accountFailures(row: Row, at: number): number {
  const last = time(row.last_failed_at);
  if (last === undefined || at - last >= FORGET_AFTER_MS) return 0;
  if (time(row.locked_at) !== undefined) return 0;
  return row.failures;
}

function pairFailures(row: Row, at: number): number {
  const last = time(row.last_failed_at);
  return last === undefined || at - last >= FORGET_AFTER_MS ? 0 : row.failures;
}

function addressFailures(row: Row, at: number): number {
  const started = time(row.window_started_at);
  return started === undefined || at - started >= ADDRESS_WINDOW_MS ? 0 : row.failures;
}

const isLocked = (row: Row, at: number) => isLockedOut({ lockedAt: time(row.locked_at), now: at });

export type SignInStart =
  | { kind: 'locked' }
  | { kind: 'throttled'; retryAfterSeconds: number }
  | { kind: 'go'; pairFailures: number };

/**
 * Before the password is checked: the account's lock, then the address's limits; when the sign-in may go on, it
 * is reserved as a failure of its address (and of the address for this email), to be given back on success.
 */
export async function beginSignIn(db: SandboxDb, keys: SignInKeys, at: number): Promise<SignInStart> {
  const { address } = keys;
  if (address === undefined) {
    const row = await db
      .selectFrom('sign_in_throttle')
      .selectAll()
      .where('address', '=', '')
      .where('email_key', '=', keys.email)
      .executeTakeFirst();
    return row && isLocked(row, at) ? { kind: 'locked' } : { kind: 'go', pairFailures: 0 };
  }
  return transact(db, async (trx) => {
    const rows = await lockRows(trx, [
      ['', keys.email],
      [address, ''],
      [address, keys.email],
    ]);
    if (isLocked(rowOf(rows, '', keys.email), at)) return { kind: 'locked' } as const;

    const byAddress = rowOf(rows, address, '');
    const fromAddress = addressFailures(byAddress, at);
    if (fromAddress >= ADDRESS_MAX_FAILURES) {
      const started = time(byAddress.window_started_at) ?? at;
      return { kind: 'throttled', retryAfterSeconds: seconds(started + ADDRESS_WINDOW_MS - at) } as const;
    }
    const pair = rowOf(rows, address, keys.email);
    const forPair = pairFailures(pair, at);
    const wait = (time(pair.last_failed_at) ?? at) + pairBackoffMs(forPair) - at;
    if (forPair >= PAIR_FREE_FAILURES && wait > 0) {
      return { kind: 'throttled', retryAfterSeconds: seconds(wait) } as const;
    }

    const now = new Date(at);
    await trx
      .updateTable('sign_in_throttle')
      .set({
        failures: fromAddress + 1,
        window_started_at: fromAddress === 0 ? now : new Date(time(byAddress.window_started_at) ?? at),
        last_failed_at: now,
      })
      .where('address', '=', address)
      .where('email_key', '=', '')
      .execute();
    await trx
      .updateTable('sign_in_throttle')
      .set({ failures: forPair + 1, last_failed_at: now })
      .where('address', '=', address)
      .where('email_key', '=', keys.email)
      .execute();
    return { kind: 'go', pairFailures: forPair + 1 } as const;
  });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** Gives the address back a reserved attempt (a success, or no answer reached). */
async function giveBack(trx: Trx, keys: SignInKeys, clearPair: boolean): Promise<void> {
  const { address } = keys;
  if (address === undefined) return;
  await trx
    .updateTable('sign_in_throttle')
    .set((eb) => ({
      failures: eb
        .case()
        .when('failures', '>', 0)
        .then(eb('failures', '-', 1))
        .else(0)
        .end(),
    }))
    .where('address', '=', address)
    .where('email_key', '=', '')
    .execute();
  const pair = trx
    .deleteFrom('sign_in_throttle')
    .where('address', '=', address)
    .where('email_key', '=', keys.email);
  if (clearPair) await pair.execute();
  else {
    await trx
      .updateTable('sign_in_throttle')
      .set((eb) => ({
        failures: eb
          .case()
          .when('failures', '>', 0)
          .then(eb('failures', '-', 1))
          .else(0)
          .end(),
      }))
      .where('address', '=', address)
      .where('email_key', '=', keys.email)
      .execute();
  }
}

/**
 * The right password: unless the account was locked meanwhile (then `locked`, and the attempt is given back),
 * the account's count and this address's count for the email are cleared, the address gets its attempt back, and
 * `then` runs in the same transaction (the session starts there).
 */
export async function signInSucceeded(
  db: SandboxDb,
  keys: SignInKeys,
  at: number,
  then: (trx: Trx) => Promise<void>,
): Promise<'signed-in' | 'locked'> {
  return transact(db, async (trx) => {
    const rows = await lockRows(trx, [['', keys.email]]);
    if (isLocked(rowOf(rows, '', keys.email), at)) {
      await giveBack(trx, keys, false);
      return 'locked' as const;
    }
    await trx
      .deleteFrom('sign_in_throttle')
      .where('address', '=', '')
      .where('email_key', '=', keys.email)
      .execute();
    await giveBack(trx, keys, true);
    await then(trx);
    return 'signed-in' as const;
  });
}

/**
 * A wrong password (reserved already by `beginSignIn`): counted toward the account's lock unless this address has
 * had its share (`pairFailures` > 4). Attempts while locked are not counted and do not extend the lock; the
 * failure that reaches 5 locks the account and answers `locked`. Reading kept from before: once a lock has
 * passed, the count starts again from 0.
 */
export async function signInFailed(
  db: SandboxDb,
  keys: SignInKeys,
  pairFailuresNow: number,
  at: number,
): Promise<'invalid' | 'locked'> {
  const counts = keys.address === undefined || pairFailuresNow <= ADDRESS_SHARE_OF_LOCK;
  const answer = await transact(db, async (trx) => {
    const rows = await lockRows(trx, [['', keys.email]]);
    return counts ? countOn(trx, rowOf(rows, '', keys.email), at) : 'invalid';
  });
  await pruneNow(db, at);
  return answer;
}

/** The sign-in reached no answer (hashing was busy): the reserved attempt is given back. */
export async function signInAbandoned(db: SandboxDb, keys: SignInKeys): Promise<void> {
  if (keys.address === undefined) return;
  await transact(db, (trx) => giveBack(trx, keys, false));
}

async function countOn(trx: Trx, row: Row, at: number): Promise<'invalid' | 'locked'> {
  if (isLocked(row, at)) return 'locked';
  const failures = accountFailures(row, at) + 1;
  const lockNow = failures >= MAX_FAILED_LOGINS;
  await trx
    .updateTable('sign_in_throttle')
    .set({
      failures: lockNow ? 0 : failures,
      last_failed_at: new Date(at),
      locked_at: lockNow ? new Date(at) : null,
    })
    .where('address', '=', '')
    .where('email_key', '=', row.email_key)
    .execute();
  return lockNow ? 'locked' : 'invalid';
}

/** Whether the account of this (normalised) email is locked now. */
export async function accountLocked(db: SandboxDb, normalizedEmail: string, at: number): Promise<boolean> {
  const row = await db
    .selectFrom('sign_in_throttle')
    .selectAll()
    .where('address', '=', '')
    .where('email_key', '=', emailKey(normalizedEmail))
    .executeTakeFirst();
  return row !== undefined && isLocked(row, at);
}

/** A failed password check outside sign-in (a credential change's current password): counted in full. */
export async function countAccountFailure(
  db: SandboxDb,
  normalizedEmail: string,
  at: number,
): Promise<'invalid' | 'locked'> {
  const email = emailKey(normalizedEmail);
  return transact(db, async (trx) => countOn(trx, rowOf(await lockRows(trx, [['', email]]), '', email), at));
}

/**
 * Lifts the lock and forgets every count for this email (a password reset): the account's row and every address's
 * row for it.
 */
export async function clearSignInCounts(db: SandboxDb, normalizedEmail: string): Promise<void> {
  await db.deleteFrom('sign_in_throttle').where('email_key', '=', emailKey(normalizedEmail)).execute();
}

/** Rows with no failure for 24 hours carry nothing: deleted at most once a minute per process. */
let prunedAt = 0;
async function pruneNow(db: SandboxDb, at: number): Promise<void> {
  if (at - prunedAt < 60_000 && at >= prunedAt) return;
  prunedAt = at;
  await db
    .deleteFrom('sign_in_throttle')
    .where((eb) =>
      eb.or([eb('last_failed_at', 'is', null), eb('last_failed_at', '<', new Date(at - FORGET_AFTER_MS))]),
    )
    .execute();
}
