import { sql } from 'kysely';
import type { SandboxDb } from '../operations/context';
import { normalizeEmail } from '../operations/customers/session';

/** One mail as the sandbox sends it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** A kept mail, as the outbox seam answers it (contracts/sandbox-seams.md), newest first in a listing. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The absolute (http, https) and root-relative URLs in the text, in order of appearance, each once. */
  links: string[];
  /** When it was sent, ISO 8601. */
  sentAt: string;
}

/** A listing answers this many mails when no limit is asked for… */
export const OUTBOX_LIST_DEFAULT = 50;
/** …and never more than this many. */
export const OUTBOX_LIST_MAX = 200;

/** What may wrap a link in running text: `(…)`, `<…>`, quotes; and the sentence's own punctuation after it. */
const LEADING = /^[(<["'‘“]+/u;
const TRAILING = /[)>\]"'’”.,;:!?]+$/u;
const ABSOLUTE = /^https?:\/\/[^\s/?#]+\S*$/i;
/** One slash then something that is not a slash: `/updatePassword?token=…`, not `//host` nor a bare `/`. */
const ROOT_RELATIVE = /^\/[^/\s]\S*$/;

/** The link a whitespace-separated token of a mail is, once the punctuation around it is taken off; else none. */
export function linkOf(token: string): string | undefined {
  const bare = token.replace(LEADING, '').replace(TRAILING, '');
  return ABSOLUTE.test(bare) || ROOT_RELATIVE.test(bare) ? bare : undefined;
}

/**
 * The links of a mail's text: whole tokens (between whitespace) that are absolute http(s) URLs or root-relative
 * paths, without the punctuation that wraps or ends them in a sentence; each once, in order of appearance.
 * Reading: a path inside a word (`and/or`), a protocol-relative `//host` and a lone `/` are not links.
 */
export function extractLinks(text: string): string[] {
  const links: string[] = [];
  for (const token of text.split(/\s+/)) {
    const link = token === '' ? undefined : linkOf(token);
    if (link !== undefined && !links.includes(link)) links.push(link);
  }
  return links;
}

interface OutboxRow {
  to_email: string;
  subject: string;
  text: string;
  links: string[] | string;
  sent_at: Date | string;
}

/** Keeps one mail, its links taken from its text. */
export async function sendMail(db: SandboxDb, mail: OutgoingMail): Promise<OutboxMail> {
  const to = normalizeEmail(mail.to);
  if (to === '') throw new Error('A mail needs an address to go to.');
  const links = extractLinks(mail.text);
  const row = await db
    .insertInto('outbox')
    .values({
      to_email: to,
      subject: mail.subject,
      text: mail.text,
      links: sql<string[]>`cast(${JSON.stringify(links)} as jsonb)`,
    })
    .returning(['to_email', 'subject', 'text', 'links', 'sent_at'])
    .executeTakeFirstOrThrow();
  return toMail(row);
}

/**
 * Sends a mail as a side effect of an operation (a reset request, a registration, an order): a failure is logged
 * and swallowed, since the operation itself has succeeded and a real mail service fails the same way, apart.
 * Answers whether the mail was kept.
 */
export async function sendMailQuietly(db: SandboxDb, mail: OutgoingMail, event: string): Promise<boolean> {
  try {
    await sendMail(db, mail);
    return true;
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', event: 'mail-failed', kind: event, message: String(error) }),
    );
    return false;
  }
}

export interface ListOutboxOptions {
  /** Only mail to this address (any case, surrounding spaces ignored). All mail when absent or empty. */
  email?: string | undefined;
  /** How many, newest first: `OUTBOX_LIST_DEFAULT` when absent, 1 to `OUTBOX_LIST_MAX`. */
  limit?: number | undefined;
}

/** Mail kept by the sandbox, newest first: to one address, or all. */
export async function listOutbox(
  db: SandboxDb,
  { email, limit = OUTBOX_LIST_DEFAULT }: ListOutboxOptions = {},
): Promise<OutboxMail[]> {
  const take = Number.isFinite(limit)
    ? Math.min(Math.max(1, Math.floor(limit)), OUTBOX_LIST_MAX)
    : OUTBOX_LIST_DEFAULT;
  const to = email === undefined ? '' : normalizeEmail(email);
  let query = db.selectFrom('outbox').select(['to_email', 'subject', 'text', 'links', 'sent_at']);
  if (to !== '') query = query.where('to_email', '=', to);
  const rows = await query.orderBy('sent_at', 'desc').orderBy('id', 'desc').limit(take).execute();
  return rows.map(toMail);
}

function toMail(row: OutboxRow): OutboxMail {
  const links = typeof row.links === 'string' ? (JSON.parse(row.links) as string[]) : row.links;
  return {
    to: row.to_email,
    subject: row.subject,
    text: row.text,
    links: Array.isArray(links) ? links.map(String) : [],
    sentAt: new Date(row.sent_at).toISOString(),
  };
}

/** The outbox of one sandbox database: what `Sandbox.outbox` is. */
export function createSandboxOutbox(db: SandboxDb) {
  return {
    send: (mail: OutgoingMail) => sendMail(db, mail),
    list: (options?: ListOutboxOptions) => listOutbox(db, options),
  };
}

export type SandboxOutbox = ReturnType<typeof createSandboxOutbox>;
