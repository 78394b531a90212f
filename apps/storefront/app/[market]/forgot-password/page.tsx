import type { Metadata } from 'next';
import { ForgotPasswordForm } from '../../../components/account/ForgotPasswordForm';
import styles from '../../../components/account/PasswordReset.module.css';
import { FORGOT_HEADING } from '../../../components/account/password-reset-texts';
import { toClientMarket } from '../../../components/frame/market';
import { PageView } from '../../../components/frame/PageView';
import { marketFromParam } from '../../../lib/market';
import { ROUTES, routeName } from '../../../lib/routes';
import { pageMetadata } from '../../../lib/seo';

type Props = { params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: FORGOT_HEADING,
    robots: { index: false, follow: true },
    ...pageMetadata(marketFromParam((await params).market), '/forgot-password', 'forgotPassword'),
  };
}

/**
 * Spec 001 §2 `/forgot-password` in every market (the legacy `/ForgotPassword/ForgotPassword` redirects here,
 * domain-rules `legacyRedirect`): the forgot-password panel's form as a page. The form owns the h1, which changes
 * with its view (components/account/ForgotPasswordForm).
 */
export default async function ForgotPasswordRoute({ params }: Props) {
  const market = marketFromParam((await params).market);
  return (
    <main id="main" className={styles.page}>
      <PageView
        name={routeName('forgotPassword', market.code)}
        siteSection={ROUTES.forgotPassword.siteSection}
        localeCode={market.code}
      />
      <ForgotPasswordForm market={toClientMarket(market)} />
    </main>
  );
}
