import { ContentRenderer } from '@wardrobe/content-blocks';
import { Pagination, ProductCard } from '@wardrobe/design-system';
import type { ListingQuery, Market } from '@wardrobe/domain-rules';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import type { ListingPageData } from '../../lib/listing';
import { SORT_OPTIONS } from '../../lib/listing';
import { listingHref } from '../../lib/listing-href';
import { ROUTES, type RouteKey, routeName } from '../../lib/routes';
import { toClientMarket } from '../frame/market';
import { PageView } from '../frame/PageView';
import { CardQuickAdd } from './CardQuickAdd';
import { ListingControls } from './ListingControls';

/** Cards a row on wide screens: content slots sit after whole rows (spec 002 "product-listing-page content slots"). */
const CARDS_PER_ROW = 4;

export interface ListingPageProps {
  market: Market;
  route: RouteKey;
  title: string;
  /** The listing's path in the market (`/eu/browse/womens`), for links that change the query. */
  path: string;
  query: ListingQuery;
  view: 'grid' | 'list';
  data: ListingPageData;
  listName: string;
  breadcrumbs?: { label: string; link: string }[] | undefined;
  header?: unknown[] | undefined;
  slots?: { afterRow: number; items: unknown[] }[] | undefined;
  /** Shown instead of the grid when there are no products. */
  empty?: ReactNode;
}

/**
 * A listing page (category, collection, search), server-rendered from the URL: breadcrumbs, the header content,
 * filters, toolbar, 48 cards a page with content slots between rows, and paging. Cards are server components;
 * only the filters, the toolbar and each card's quick add are client islands.
 */
export function ListingPage(props: ListingPageProps) {
  const { market, route, title, path, query, view, data, listName, breadcrumbs, header, slots, empty } =
    props;
  const clientMarket = toClientMarket(market);
  const slotsAfter = new Map((slots ?? []).map((slot) => [slot.afterRow * CARDS_PER_ROW, slot.items]));
  return (
    <main id="main" className="listing">
      <PageView
        name={routeName(route, market.code)}
        siteSection={ROUTES[route].siteSection}
        localeCode={market.code}
      />
      {breadcrumbs && (
        <nav aria-label="Breadcrumb" className="breadcrumbs">
          <ol>
            {breadcrumbs.map((crumb, i) => (
              <li key={crumb.link}>
                {i === breadcrumbs.length - 1 ? (
                  <span aria-current="page">{crumb.label}</span>
                ) : (
                  <Link href={crumb.link}>{crumb.label}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className="listing__title">{title}</h1>
      {header && header.length > 0 && <ContentRenderer entries={header} />}
      <div className="listing__body">
        <aside className="listing__filters" aria-label="Filters">
          <ListingControls
            part="filters"
            path={path}
            query={query}
            view={view}
            facets={data.facets}
            count={data.total}
            currency={market.currency}
            sortOptions={SORT_OPTIONS}
          />
        </aside>
        <div className="listing__results">
          <ListingControls
            part="toolbar"
            path={path}
            query={query}
            view={view}
            facets={[]}
            count={data.total}
            currency={market.currency}
            sortOptions={SORT_OPTIONS}
          />
          {data.cards.length === 0 ? (
            empty
          ) : (
            <ul className="product-grid" data-view={view} aria-label="Products">
              {data.cards.map((card, i) => (
                <Fragment key={`${card.productId}-${card.colour ?? ''}`}>
                  <li className="product-grid__item">
                    <ProductCard
                      {...card}
                      view={view}
                      listName={listName}
                      position={(data.page - 1) * query.itemsPerPage + i + 1}
                      priority={i < 2}
                      quickAdd={
                        card.isQuickAddEnabled && card.colour ? (
                          <CardQuickAdd
                            market={clientMarket}
                            productId={card.productId}
                            name={card.name}
                            colour={card.colour}
                            image={card.image}
                            price={card.price}
                            originalPrice={card.originalPrice}
                            listName={listName}
                          />
                        ) : undefined
                      }
                    />
                  </li>
                  {slotsAfter.has(i + 1) && i + 1 < data.cards.length && (
                    <li className="product-grid__slot">
                      <ContentRenderer entries={slotsAfter.get(i + 1) ?? []} />
                    </li>
                  )}
                </Fragment>
              ))}
            </ul>
          )}
          <Pagination
            currentPage={data.page}
            totalPages={data.totalPages}
            hrefFor={(page) => listingHref(path, { ...query, page }, view)}
            linkAs={Link}
          />
        </div>
      </div>
    </main>
  );
}
