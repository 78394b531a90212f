import { getSandbox, linkOf, type OutboxMail } from '@wardrobe/commerce-sandbox';
import { EMAIL_ERROR, isValidEmail, localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { marketFromParam } from '../../../../lib/market';
import styles from './outbox.module.css';

// Mail arrives at any time, and the sandbox's database is opened per request only (never by the build).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Outbox', robots: { index: false, follow: false } };

type Props = {
  params: Promise<{ market: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** `27 Nov 2026, 09:41:05 UTC`: one zone for everyone, so the page reads the same wherever it renders. */
const sentFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'UTC',
});

/** The mail's text with its links (the outbox found them, whole tokens) made clickable; the rest as written. */
function MailText({ mail }: { mail: OutboxMail }) {
  const parts = mail.text.split(/(\s+)/);
  return (
    <p className={styles.text}>
      {parts.map((part, index) => {
        const link = part.trim() === '' ? undefined : linkOf(part);
        if (link === undefined || !mail.links.includes(link)) return part;
        const at = part.indexOf(link);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
          <span key={index}>
            {part.slice(0, at)}
            <a href={link}>{link}</a>
            {part.slice(at + link.length)}
          </span>
        );
      })}
    </p>
  );
}

/**
 * `/sandbox/outbox` (contracts/sandbox-seams.md "Outbox"): the mail the sandbox has sent — password reset,
 * welcome, order — for a person trying the shop, newest first, filtered by address with a plain GET form
 * (`?email=`). The same mail `GET /api/sandbox/outbox` answers. A seam of the sandbox only: kept from search
 * engines (noindex, robots.txt), and it needs no page-exists check (proxy.ts `SELF_ANSWERING`).
 * Reading: it answers in every market's prefix (`/eu/sandbox/outbox` too); mail itself belongs to no market.
 */
export default async function OutboxPage({ params, searchParams }: Props) {
  const market = marketFromParam((await params).market);
  const email = first((await searchParams).email).trim();
  const invalid = email !== '' && !isValidEmail(email);
  const mails = invalid ? [] : await (await getSandbox()).outbox.list(email === '' ? {} : { email });
  const here = localizePath('/sandbox/outbox', market.code);
  return (
    <main id="main" className={styles.page}>
      <h1>Outbox</h1>
      <p>
        Mail the sandbox has sent instead of delivering it (password reset, welcome, order), newest first. A
        real deployment hands mail to its mail service; only the sandbox keeps it here.
      </p>
      <form method="get" action={here} className={styles.filter} aria-label="Filter mail">
        {/* Plain HTML: a GET form needs no script, and a seam page must not add client components to the
            shop's (a server page importing the design system's client parts changed the bag page's chunks). */}
        <div className={styles.field}>
          <label htmlFor="outbox-email">Email address</label>
          <input
            id="outbox-email"
            type="email"
            name="email"
            autoComplete="off"
            defaultValue={email}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? 'outbox-email-error' : undefined}
          />
          {invalid ? (
            <p id="outbox-email-error" className={styles.error}>
              {EMAIL_ERROR}
            </p>
          ) : null}
        </div>
        <button type="submit" className={styles.submit}>
          Show mail
        </button>
      </form>
      <h2 className={styles.count}>
        {invalid
          ? 'No mail shown'
          : `${mails.length === 1 ? '1 mail' : `${mails.length} mails`}${email ? ` to ${email}` : ''}`}
      </h2>
      {email ? (
        <p>
          <a href={here}>Show everyone’s mail</a>
        </p>
      ) : null}
      {mails.length > 0 ? (
        <ol className={styles.list}>
          {mails.map((mail, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a listing rendered once, newest first.
            <li key={index} className={styles.mail}>
              <article aria-labelledby={`mail-${index}`}>
                <h3 id={`mail-${index}`} className={styles.subject}>
                  {mail.subject}
                </h3>
                <dl className={styles.meta}>
                  <dt>To</dt>
                  <dd>{mail.to}</dd>
                  <dt>Sent</dt>
                  <dd>
                    <time dateTime={mail.sentAt}>{sentFormat.format(new Date(mail.sentAt))} UTC</time>
                  </dd>
                </dl>
                <MailText mail={mail} />
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </main>
  );
}
