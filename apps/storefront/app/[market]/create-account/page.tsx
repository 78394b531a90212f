import { localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import Link from 'next/link';
import { CreateAccountPage } from '../../../components/account/CreateAccountPage';
import { toClientMarket } from '../../../components/frame/market';
import { PageView } from '../../../components/frame/PageView';
import { countriesFor } from '../../../lib/countries';
import { marketFromParam } from '../../../lib/market';
import { ROUTES, routeName } from '../../../lib/routes';
import { pageMetadata } from '../../../lib/seo';

type Props = { params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: 'Create account',
    robots: { index: false, follow: true },
    ...pageMetadata(marketFromParam((await params).market), '/create-account', 'createAccount'),
  };
}

/**
 * Spec 001 §2 `/create-account` (legacy `/CreateAccount`, `/CreateAccountV2` redirect here): the full
 * registration. The page is the same for everyone, so it is static; a signed-in shopper is sent on by the form.
 */
export default async function CreateAccountRoute({ params }: Props) {
  const market = marketFromParam((await params).market);
  return (
    <main id="main" className="account-page account-page--narrow">
      <PageView
        name={routeName('createAccount', market.code)}
        siteSection={ROUTES.createAccount.siteSection}
        localeCode={market.code}
      />
      <h1>Create account</h1>
      <p>
        Already a member?{' '}
        <Link href={localizePath('/login', market.code)} prefetch={false}>
          Sign In
        </Link>
      </p>
      <CreateAccountPage market={toClientMarket(market)} countries={countriesFor(market)} />
    </main>
  );
}
