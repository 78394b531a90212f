import { localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SignInPage } from '../../../components/account/SignInPage';
import { toClientMarket } from '../../../components/frame/market';
import { PageView } from '../../../components/frame/PageView';
import { marketFromParam } from '../../../lib/market';
import { ROUTES, routeName } from '../../../lib/routes';
import { pageMetadata } from '../../../lib/seo';

type Props = { params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: 'Sign In',
    robots: { index: false, follow: true },
    ...pageMetadata(marketFromParam((await params).market), '/login', 'login'),
  };
}

/**
 * Spec 001 §2 `/login` (legacy `/Login`, `/LoginV2` redirect here): the login form, then the page the account
 * guard kept (`?redirect=`, internal only) or `/my-account`. The page is the same for everyone, so it is static:
 * the target is read from the address when the form succeeds.
 */
export default async function LoginRoute({ params }: Props) {
  const market = marketFromParam((await params).market);
  return (
    <main id="main" className="account-page account-page--narrow">
      <PageView
        name={routeName('login', market.code)}
        siteSection={ROUTES.login.siteSection}
        localeCode={market.code}
      />
      <h1>Sign In</h1>
      <SignInPage
        market={toClientMarket(market)}
        forgotPasswordHref={localizePath('/forgot-password', market.code)}
      />
      <p>
        Not a member?{' '}
        <Link href={localizePath('/create-account', market.code)} prefetch={false}>
          Create an account
        </Link>
      </p>
    </main>
  );
}
