/**
 * Migration 0015, one statement each: the sandbox's outbox (contracts/sandbox-seams.md "Outbox"). Mail the
 * sandbox would send (password reset, welcome, order) is kept here so a person trying the shop, and the tests,
 * can read it; a real deployment hands mail to its mail service instead. `to_email` is stored normalised
 * (trimmed, lowercased, as customers' emails are), so one person's mail, newest first, reads one index.
 */
export const OUTBOX_TABLES: readonly string[] = [
  `create table outbox (
  id serial primary key,
  to_email text not null,
  subject text not null,
  text text not null,
  links jsonb not null default '[]',
  sent_at timestamptz not null default now()
)`,
  'create index outbox_to_email_idx on outbox (to_email, sent_at desc, id desc)',
];

export const OUTBOX_TABLES_DOWN: readonly string[] = ['drop table if exists outbox'];
