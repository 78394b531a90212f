import { GREETING_DEFAULTS, greetingHeading } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { PageView } from '../../../components/frame/PageView';
import { accountCustomer } from '../../../lib/account/customer';
import { marketFromParam } from '../../../lib/market';
import { ROUTES, routeName } from '../../../lib/routes';
import { pageMetadata } from '../../../lib/seo';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return {
    title: 'My Account',
    robots: { index: false, follow: false },
    ...pageMetadata(marketFromParam((await params).market), '/my-account', 'myAccount'),
  };
}

/**
 * Spec 001 §2 `/my-account`: the signed-in customer's own page, rendered for them (never cached): the greeting and
 * their details, in the account layout.
 */
export default async function MyAccountRoute({ params }: Props) {
  const market = marketFromParam((await params).market);
  const customer = await accountCustomer(market, '/my-account');
  return (
    <AccountLayout market={market} current={undefined}>
      <PageView
        name={routeName('myAccount', market.code)}
        siteSection={ROUTES.myAccount.siteSection}
        localeCode={market.code}
      />
      <h1>My Account</h1>
      {/* Spec 002 §5 "Logged-in greeting": the default heading with the customer's first name. */}
      <p className="account-page__greeting">
        {greetingHeading(GREETING_DEFAULTS.headerTitle, customer.first_name)}
      </p>
      <section aria-labelledby="my-details-title" className="account-page__section">
        <h2 id="my-details-title">My Details</h2>
        <dl className="account-page__details">
          <div>
            <dt>Name</dt>
            <dd>
              {customer.first_name} {customer.last_name}
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>{customer.email}</dd>
          </div>
          {customer.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>{customer.phone}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    </AccountLayout>
  );
}
