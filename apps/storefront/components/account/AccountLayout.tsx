import { localizePath, MY_ACCOUNT_PAGES, type MyAccountPageName } from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import { toClientMarket } from '../frame/market';
import type { ClientMarket } from '../frame/types';
import { SignOutButton } from './SignOutButton';

/**
 * Spec 001 §2 "Account pages … in the account layout": the account's own navigation beside the page (above it on
 * a phone), the page it is on marked `aria-current="page"`, and Sign Out. Plain links: every account page is
 * rendered for the customer on the server, so they are never prefetched (a guest's copy must not be replayed).
 */
export function AccountLayout({
  market,
  current,
  children,
}: {
  market: Parameters<typeof toClientMarket>[0];
  /** The page shown: `undefined` for the overview (`/my-account`). */
  current: MyAccountPageName | undefined;
  children: ReactNode;
}) {
  const client: ClientMarket = toClientMarket(market);
  const pages = [{ name: undefined, title: 'My Account' }, ...MY_ACCOUNT_PAGES];
  return (
    <main id="main" className="account-page account-layout">
      <nav aria-label="My Account" className="account-layout__nav">
        <ul>
          {pages.map((page) => {
            const href = localizePath(page.name ? `/my-account/${page.name}` : '/my-account', market.code);
            return (
              <li key={page.name ?? 'overview'}>
                <a href={href} aria-current={page.name === current ? 'page' : undefined}>
                  {page.title}
                </a>
              </li>
            );
          })}
        </ul>
        <SignOutButton market={client} />
      </nav>
      <div className="account-layout__page">{children}</div>
    </main>
  );
}
