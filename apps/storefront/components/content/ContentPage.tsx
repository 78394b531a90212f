import { ContentRenderer } from '@wardrobe/content-blocks';
import type { ContentPageEntry } from '@wardrobe/content-blocks/schemas';
import type { Market } from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import { ROUTES, type RouteKey, routeName } from '../../lib/routes';
import { PageView } from '../frame/PageView';
import { GoodStuffBlocksProvider } from './GoodStuffBlocksProvider';
import { LiveShoppingBlocksProvider } from './LiveShoppingBlocksProvider';

/**
 * A content page (spec 001 §2 `/cookies`, `/size-guide`, `/:slug*`): the entry's title as the page's heading, its
 * description as the lead, then its blocks through the renderer (a bad block is left out, the page stands).
 * `children` come after the blocks (the shop finder's list).
 */
export function ContentPage({
  market,
  page,
  route = 'contentPage',
  children,
}: {
  market: Market;
  page: Pick<ContentPageEntry, 'title' | 'description' | 'blocks'>;
  route?: RouteKey;
  children?: ReactNode;
}) {
  return (
    <main id="main" className="content-page">
      <PageView
        name={routeName(route, market.code)}
        siteSection={ROUTES[route].siteSection}
        localeCode={market.code}
      />
      <header className="content-page__header">
        <h1>{page.title}</h1>
        {page.description && <p className="content-page__lead">{page.description}</p>}
      </header>
      {/* The shop's forms for the Good Stuff sign-up and sign-in blocks (1 kB of script on content pages), and its
          show loader and bag for the live shopping block. */}
      <GoodStuffBlocksProvider marketCode={market.code}>
        <LiveShoppingBlocksProvider marketCode={market.code}>
          {/* Under the page's heading, the first two blocks are what a phone's first screen shows. */}
          <ContentRenderer entries={page.blocks} firstScreenEntries={2} currency={market.currency} />
        </LiveShoppingBlocksProvider>
      </GoodStuffBlocksProvider>
      {children}
    </main>
  );
}
