import { ContentRenderer } from '@wardrobe/content-blocks';
import { FilterSidebar, ListingToolbar, Pagination, ProductCard } from '@wardrobe/design-system';
import type { ListingQuery, Market } from '@wardrobe/domain-rules';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { personalisationProductId } from '../../lib/analytics/personalisation';
import type { ListingPageData } from '../../lib/listing';
import { SORT_OPTIONS } from '../../lib/listing';
import { listingFormHidden } from '../../lib/listing-form';
import { listingHref } from '../../lib/listing-href';
import { ROUTES, type RouteKey, routeName } from '../../lib/routes';
import { breadcrumbListJsonLd } from '../../lib/seo';
import { toClientMarket } from '../frame/market';
import { PageView } from '../frame/PageView';
import { JsonLd } from '../JsonLd';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { CardQuickAdd } from './CardQuickAdd';
import { ListingFormEnhancer } from './ListingFormEnhancer';

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
 * filters, toolbar, 48 cards a page with content slots between rows, and paging. Cards, filters and toolbar are
 * server components (the controls are GET forms one small enhancer turns into client navigations); each card's
 * quick add is the only client island.
 */
export function ListingPage(props: ListingPageProps) {
  const { market, route, title, path, query, view, data, listName, breadcrumbs, header, slots, empty } =
    props;
  const clientMarket = toClientMarket(market);
  // Spec 001 §2: the search page carries its text as `query`.
  const hrefOptions = route === 'search' ? ({ termParam: 'query' } as const) : {};
  const hidden = listingFormHidden(query, view, hrefOptions);
  const slotsAfter = new Map((slots ?? []).map((slot) => [slot.afterRow * CARDS_PER_ROW, slot.items]));
  return (
    <main id="main" className="listing">
      <ListingFormEnhancer listing={listingHref(path, query, view, hrefOptions)} {...hrefOptions} />
      <PageView
        name={routeName(route, market.code)}
        siteSection={ROUTES[route].siteSection}
        localeCode={market.code}
        products={data.cards.map((card) => personalisationProductId(card.sku, card.colour))}
      />
      {breadcrumbs && <JsonLd data={breadcrumbListJsonLd(breadcrumbs)} />}
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
      {header && header.length > 0 && (
        <ContentRenderer entries={header} firstScreenEntries={1} currency={market.currency} />
      )}
      <div className="listing__body">
        <aside className="listing__filters" aria-label="Filters">
          <FilterSidebar
            facets={data.facets}
            currency={market.currency}
            action={path}
            hidden={hidden.filters}
            clearHref={listingHref(path, { ...query, page: 1, filters: {} }, view, hrefOptions)}
          />
        </aside>
        <div className="listing__results">
          <ListingToolbar
            count={data.total}
            sortOptions={SORT_OPTIONS}
            sort={query.sort ?? 'featured'}
            view={view}
            action={path}
            sortHidden={hidden.sort}
            viewHidden={hidden.view}
          />
          {data.cards.length === 0 ? (
            empty
          ) : (
            <ul className="product-grid" data-view={view} aria-label="Products">
              {data.cards.map((card, i) => (
                <Fragment key={`${card.productId}-${card.colour ?? ''}`}>
                  <li
                    className="product-grid__item"
                    data-special-product={card.isSpecialProduct ? '' : undefined}
                  >
                    <ProductCard
                      {...card}
                      view={view}
                      listName={listName}
                      position={(data.page - 1) * query.itemsPerPage + i + 1}
                      priority={i < 2}
                      wishlist={
                        card.variationId !== undefined ? (
                          <WishlistHeart
                            productId={card.productId}
                            variantId={card.variationId}
                            name={card.name}
                          />
                        ) : undefined
                      }
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
                      <ContentRenderer
                        entries={slotsAfter.get(i + 1) ?? []}
                        firstScreenEntries={0}
                        currency={market.currency}
                      />
                    </li>
                  )}
                </Fragment>
              ))}
            </ul>
          )}
          <Pagination
            currentPage={data.page}
            totalPages={data.totalPages}
            hrefFor={(page) => listingHref(path, { ...query, page }, view, hrefOptions)}
            linkAs={Link}
          />
        </div>
      </div>
    </main>
  );
}
