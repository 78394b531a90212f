import { GoodStuffGreeting } from '@wardrobe/content-blocks';
import { localizePath } from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { AccountLayout } from '../../../components/account/AccountLayout';
import { YourOffersButton } from '../../../components/account/YourOffersButton';
import { PageView } from '../../../components/frame/PageView';
import { accountCustomer } from '../../../lib/account/customer';
import { greetingEntry, sideOffersFor } from '../../../lib/account/good-stuff';
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
 * Spec 001 §2 `/my-account`: the signed-in customer's own page, rendered for them (never cached): the Good Stuff
 * greeting and their details, in the account layout. Reading: the greeting is the Good Stuff summary; with offers
 * it opens the offers panel ('Your Offers', spec 001 §2 "Signed-in customers see the offers panel") and links to
 * all of them; without, the spec's thank-you texts.
 */
export default async function MyAccountRoute({ params }: Props) {
  const market = marketFromParam((await params).market);
  const customer = await accountCustomer(market, '/my-account');
  const [greeting, offers] = await Promise.all([greetingEntry(market), sideOffersFor(market, customer)]);
  return (
    <AccountLayout market={market} current={undefined}>
      <PageView
        name={routeName('myAccount', market.code)}
        siteSection={ROUTES.myAccount.siteSection}
        localeCode={market.code}
      />
      <h1>My Account</h1>
      <GoodStuffGreeting
        {...greeting}
        className="account-page__greeting"
        firstName={customer.first_name}
        offerCount={offers.offers.length}
        offersAction={
          <p className="account-page__offers">
            <YourOffersButton>{offers.heading}</YourOffersButton>{' '}
            <a href={localizePath('/my-account/your-good-stuff', market.code)}>See all your Good Stuff</a>
          </p>
        }
      />
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
