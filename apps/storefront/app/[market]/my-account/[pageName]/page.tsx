import { isMyAccountPage, MY_ACCOUNT_PAGES } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountLayout } from '../../../../components/account/AccountLayout';
import { ACCOUNT_PAGES } from '../../../../components/account/pages';
import { PageView } from '../../../../components/frame/PageView';
import { accountCustomer } from '../../../../lib/account/customer';
import { marketFromParam } from '../../../../lib/market';
import { ROUTES, routeName } from '../../../../lib/routes';
import { pageMetadata } from '../../../../lib/seo';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string; pageName: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market, pageName } = await params;
  const page = MY_ACCOUNT_PAGES.find((p) => p.name === pageName);
  return {
    title: page?.title ?? 'My Account',
    robots: { index: false, follow: false },
    ...pageMetadata(marketFromParam(market), `/my-account/${pageName}`, 'myAccount'),
  };
}

/**
 * Spec 001 §2 `/my-account/:pageName`: one of the account pages (domain-rules `MY_ACCOUNT_PAGES`; the proxy's
 * page-exists check answers 404 for any other name first), rendered for the customer in the account layout.
 */
export default async function MyAccountPageRoute({ params }: Props) {
  const { market: marketParam, pageName } = await params;
  if (!isMyAccountPage(pageName)) notFound();
  const market = marketFromParam(marketParam);
  const customer = await accountCustomer(market, `/my-account/${pageName}`);
  const Page = ACCOUNT_PAGES[pageName];
  return (
    <AccountLayout market={market} current={pageName}>
      <PageView
        name={routeName('myAccount', market.code)}
        siteSection={ROUTES.myAccount.siteSection}
        localeCode={market.code}
      />
      <Page market={market} customer={customer} />
    </AccountLayout>
  );
}
