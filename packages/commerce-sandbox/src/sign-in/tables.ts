/**
 * Migration 0016, one statement each: sign-in throttling (issue 20 item 11, operations/customers/throttle.ts).
 * One row per key, three kinds of key:
 * - `(address, '')`: failed sign-ins from one client address, any email, in a 15-minute window;
 * - `(address, email_key)`: failed sign-ins from one address for one email (the back-off, and the address's share
 *   of the account's lock);
 * - `('', email_key)`: the account's own count and lock, for every email tried, whether it has an account or not,
 *   so an unknown email answers exactly as a known one.
 * `email_key` is the SHA-256 of the normalised email: emails typed at the sign-in form (typos, other people's) are
 * not kept in clear. Rows with no failure for 24 hours carry nothing and are deleted.
 */
export const SIGN_IN_TABLES: readonly string[] = [
  `create table sign_in_throttle (
  address text not null default '',
  email_key text not null default '',
  failures integer not null default 0,
  window_started_at timestamptz,
  last_failed_at timestamptz,
  locked_at timestamptz,
  primary key (address, email_key)
)`,
  'create index sign_in_throttle_last_failed_idx on sign_in_throttle (last_failed_at)',
];

export const SIGN_IN_TABLES_DOWN: readonly string[] = ['drop table if exists sign_in_throttle'];
