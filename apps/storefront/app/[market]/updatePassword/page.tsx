import type { Metadata } from 'next';
import styles from '../../../components/account/PasswordReset.module.css';
import { CHANGE_HEADING } from '../../../components/account/password-reset-texts';
import { InvalidResetLink, UpdatePasswordForm } from '../../../components/account/UpdatePasswordForm';
import { toClientMarket } from '../../../components/frame/market';
import { PageView } from '../../../components/frame/PageView';
import { commerceFor } from '../../../lib/commerce';
import { marketFromParam } from '../../../lib/market';
import { ROUTES, routeName } from '../../../lib/routes';
import { pageMetadata } from '../../../lib/seo';

// The token is checked per request (its answer changes as it is used or expires): never cached, never built.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ market: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: CHANGE_HEADING,
    robots: { index: false, follow: false },
    // The canonical link never carries the token (seo: canonical links drop the query).
    ...pageMetadata(marketFromParam((await params).market), '/updatePassword', 'updatePassword'),
  };
}

/** The schema's bound of a token (commerce-sdk `validateTokenArgsSchema`): longer is not a token. */
const TOKEN_MAX_LENGTH = 512;

/**
 * Whether the reset token is valid, asked in-process before the page renders (as lib/page-exists.ts asks), so the
 * form never shows for a bad link and then vanishes. Reading: a failed check counts as invalid and is logged: the
 * shopper is sent to ask for a new link rather than shown a form that cannot work.
 */
async function tokenIsValid(market: ReturnType<typeof marketFromParam>, token: string): Promise<boolean> {
  if (token === '' || token.length > TOKEN_MAX_LENGTH) return false;
  try {
    return (await (await commerceFor(market)).validateToken({ token })).is_valid;
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'validate-token-failed', message: String(error) }));
    return false;
  }
}

/**
 * Spec 001 §2 `/updatePassword?token=…` ("Change password"; the legacy `/ChangePassword` redirects here): the
 * link of the reset mail. A valid token shows the new-password form; a missing, unknown, used or expired one
 * 'The link you have clicked is not valid…' with a way to ask for a new link (spec 001 §8).
 */
export default async function UpdatePasswordRoute({ params, searchParams }: Props) {
  const market = marketFromParam((await params).market);
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw) ?? '';
  const valid = await tokenIsValid(market, token);
  return (
    <main id="main" className={styles.page}>
      <PageView
        name={routeName('updatePassword', market.code)}
        siteSection={ROUTES.updatePassword.siteSection}
        localeCode={market.code}
      />
      {valid ? (
        <UpdatePasswordForm market={toClientMarket(market)} token={token} />
      ) : (
        <div className={styles.panel}>
          <h1 className={styles.heading}>{CHANGE_HEADING}</h1>
          <InvalidResetLink prefix={market.prefix} />
        </div>
      )}
    </main>
  );
}
