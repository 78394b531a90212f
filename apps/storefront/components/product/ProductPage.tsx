import { type CommerceClient, RECOMMENDATION_RESULTS } from '@wardrobe/commerce-sdk';
import {
  Badge,
  ColourSwatches,
  galleryListId,
  galleryMedia,
  ProductCard,
  ProductGallery,
} from '@wardrobe/design-system';
import { isSpecialProductCode, type Market, productCode } from '@wardrobe/domain-rules';
import { Suspense } from 'react';
import { personalisationProductId } from '../../lib/analytics/personalisation';
import { cardFromSearchItem, withBadges } from '../../lib/listing';
import {
  ATTRIBUTE_LABELS,
  GALLERY_WIDTHS,
  openingVariant,
  type ProductPageData,
  SIZE_AND_FIT_LABELS,
} from '../../lib/product';
import {
  purchaseProduct,
  purchaseVariants,
  queryWithSelection,
  selectionFromQuery,
} from '../../lib/product-view';
import { ROUTES, routeName } from '../../lib/routes';
import { toClientMarket } from '../frame/market';
import { PageView } from '../frame/PageView';
import { GalleryRescue } from './GalleryRescue';
import { ProductPurchase } from './ProductPurchase';
import { ProductReviews } from './ProductReviews';
import { SizeFitWidget } from './SizeFitWidget';
import { STYLING_WIDGET_ID, StylingWidget, StylingWidgetSkeleton } from './StylingWidget';

/**
 * The recommendation pods (spec 000 §7), each in a section the jump links reach. The styling widget (spec 000 §2)
 * has its own area before them (`StylingWidget`, jump link 'Styling'); the pod keeps its `#styling` anchor.
 */
const PODS = [
  { pod: 'pdp-ctl', id: 'styling', title: 'Complete The Look' },
  { pod: 'pdp-recs', id: 'recommendations', title: 'You May Also Like' },
] as const;

export interface ProductPageProps {
  market: Market;
  data: ProductPageData;
  query: Record<string, string | string[] | undefined>;
  commerce: CommerceClient;
  today: string;
}

/**
 * The product page (spec 000 §2, §4): server-rendered gallery, badges, attributes, size and fit and the
 * recommendations; one client island for price, stock, pickers and Add to Bag. A colour is its own URL, so a
 * colour change is a navigation that renders media, attributes, badges and recommendations for that colour.
 */
export function ProductPage({ market, data, query, commerce, today }: ProductPageProps) {
  const { product, variants, colour, colourName, metadata } = data;
  const purchase = purchaseProduct(product, variants);
  const variantsForPurchase = purchaseVariants(variants);
  const selection = selectionFromQuery(purchase, variantsForPurchase, query);
  const opening = openingVariant(data);
  // Spec 000 §2: the set's video (a media hub lists it anywhere) goes second in the gallery.
  const video = data.media.find((item) => item.type === 'video');
  const media = galleryMedia(
    data.media.filter((item) => item.type === 'img'),
    { video },
  );
  // Spec 000 §2: the colour links keep the size and length, pairs sorted by name.
  const keepQuery = queryWithSelection('', selection).slice(1);
  const attributes = ATTRIBUTE_LABELS.flatMap(([key, label]) =>
    metadata[key] ? [{ label, value: metadata[key] }] : [],
  );
  const sizeAndFit = SIZE_AND_FIT_LABELS.flatMap(([key, label]) =>
    metadata[key] ? [{ label, value: metadata[key] }] : [],
  );
  // The size-fit widget asks about this colour's sizes (one size needs no finding), and the height where the
  // style comes in several lengths.
  const optionLabels = (name: string) =>
    purchase.options.find((o) => o.display_name === name)?.option_values.map((v) => v.label) ?? [];
  const sizeFitSizes = optionLabels('Size');
  const findsSize = sizeFitSizes.length > 1;
  const hasSizeAndFit = sizeAndFit.length > 0 || findsSize;
  const image = media.find((m) => m.type === 'img')?.src ?? '';
  return (
    <main
      id="main"
      className="product-page"
      data-colour={colour}
      // Spec 000 §9: codes 100000 and 100001 are flagged, their meaning not shown (see ListingCard).
      data-special-product={isSpecialProductCode(productCode(product.sku)) ? '' : undefined}
    >
      <PageView
        name={routeName('product', market.code)}
        siteSection={ROUTES.product.siteSection}
        localeCode={market.code}
        products={[personalisationProductId(product.sku, colour)]}
      />
      <div className="product-page__top">
        <ProductGallery
          key={colour}
          media={media}
          productName={`${product.name} in ${colourName}`}
          widths={GALLERY_WIDTHS}
          className="product-page__gallery"
        />
        <GalleryRescue listId={galleryListId()} />
        <section className="product-page__details" aria-labelledby="product-title">
          {data.badge && <ProductBadge badge={data.badge} />}
          <h1 id="product-title" className="product-page__title">
            {product.name}
          </h1>
          <p className="product-page__code">Product code: {product.sku.slice(0, 6)}</p>
          <ProductPurchase
            key={colour}
            market={toClientMarket(market)}
            product={purchase}
            variants={variantsForPurchase}
            colour={colour}
            colourName={colourName}
            imageUrl={image ? `${image}?w=200` : ''}
            initialSelection={selection}
            isGiftCard={data.isGiftCard}
            isDigital={data.isDigital}
            today={today}
            promo={data.wasNowPriceBadge}
            colourPicker={
              data.colours.length > 0 ? (
                <ColourSwatches
                  label={`Colour: ${colourName}`}
                  colours={data.colours.map((c) => ({
                    ...c,
                    href: keepQuery ? `${c.href}?${keepQuery}` : c.href,
                  }))}
                  selectedId={colour}
                  ariaCurrent="page"
                  showAll
                />
              ) : undefined
            }
          />
          <nav className="product-page__jump" aria-label="On this page">
            <ul>
              <li>
                <a href="#product-details">Details</a>
              </li>
              {hasSizeAndFit && (
                <li>
                  <a href="#size-and-fit">Size &amp; fit</a>
                </li>
              )}
              <li>
                <a href={`#${STYLING_WIDGET_ID}`}>Styling</a>
              </li>
              <li>
                <a href="#styling">Complete the look</a>
              </li>
              <li>
                <a href="#recommendations">You may also like</a>
              </li>
              <li>
                <a href="#reviews">Reviews</a>
              </li>
            </ul>
          </nav>
        </section>
      </div>
      <section id="product-details" className="product-page__section" aria-labelledby="product-details-title">
        <h2 id="product-details-title">Details</h2>
        <p>{product.description}</p>
        <AttributeList attributes={attributes} />
      </section>
      {hasSizeAndFit && (
        <section id="size-and-fit" className="product-page__section" aria-labelledby="size-and-fit-title">
          <h2 id="size-and-fit-title">Size &amp; fit</h2>
          <AttributeList attributes={sizeAndFit} />
          {findsSize && (
            <SizeFitWidget
              key={colour}
              market={toClientMarket(market)}
              productId={product.id}
              colour={colour}
              sizes={sizeFitSizes}
              askHeight={optionLabels('Length').length > 1}
            />
          )}
        </section>
      )}
      <section
        id={STYLING_WIDGET_ID}
        className="product-page__section styling"
        aria-labelledby={`${STYLING_WIDGET_ID}-title`}
      >
        <Suspense
          key={`styling-${colour}`}
          fallback={<StylingWidgetSkeleton titleId={`${STYLING_WIDGET_ID}-title`} />}
        >
          <StylingWidget
            commerce={commerce}
            market={market}
            productId={product.id}
            colour={colour}
            titleId={`${STYLING_WIDGET_ID}-title`}
          />
        </Suspense>
      </section>
      {PODS.map(({ pod, id, title }) => (
        <section
          key={pod}
          id={id}
          className="product-page__section product-page__recs"
          aria-labelledby={`${id}-title`}
        >
          <Suspense
            key={`${pod}-${colour}`}
            fallback={<RecommendationsSkeleton titleId={`${id}-title`} title={title} />}
          >
            <Recommendations
              commerce={commerce}
              market={market}
              pod={pod}
              productId={product.id}
              variationId={opening?.id}
              titleId={`${id}-title`}
              title={title}
            />
          </Suspense>
        </section>
      ))}
      <ProductReviews commerce={commerce} market={market} productId={product.id} />
    </main>
  );
}

function RecommendationsSkeleton({ titleId, title }: { titleId: string; title: string }) {
  return (
    <>
      <h2 id={titleId}>{title}</h2>
      <div className="product-recs product-recs--loading" aria-busy="true" />
    </>
  );
}

/**
 * A recommendation pod (spec 000 §7: `pdp-recs`, `pdp-ctl`, 8 results) for the product in the shown colour;
 * streamed after the page so it never holds the product back. A failing pod leaves its heading and says so.
 */
async function Recommendations({
  commerce,
  market,
  pod,
  productId,
  variationId,
  titleId,
  title,
}: {
  commerce: CommerceClient;
  market: Market;
  pod: 'pdp-recs' | 'pdp-ctl';
  productId: number;
  variationId: number | undefined;
  titleId: string;
  title: string;
}) {
  const answer = await commerce
    .getRecommendations({
      podId: pod,
      itemIds: [String(productId)],
      ...(variationId !== undefined ? { variationId: String(variationId) } : {}),
      numResults: RECOMMENDATION_RESULTS,
    })
    .catch((error: unknown) => {
      console.error(
        JSON.stringify({ level: 'error', event: 'recommendations-failed', pod, message: String(error) }),
      );
      return undefined;
    });
  const cards = await withBadges(
    commerce,
    market,
    (answer?.response.results ?? []).map((item) => cardFromSearchItem(market, item)),
  );
  return (
    <>
      <h2 id={titleId}>{answer?.response.pod.display_name ?? title}</h2>
      {cards.length === 0 ? (
        <p className="product-recs__empty">No suggestions right now.</p>
      ) : (
        <ul className="product-recs" aria-label={title} data-pod={pod} data-for-colour={variationId}>
          {cards.map((card, i) => (
            <li key={`${card.productId}-${card.colour ?? ''}`} className="product-recs__item">
              <ProductCard {...card} listName={title} position={i + 1} isQuickAddEnabled={false} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The product's badge (spec 000 §3), a link when its data names one; colours through the badge's props (AA). */
function ProductBadge({ badge }: { badge: NonNullable<ProductPageData['badge']> }) {
  const label = (
    <Badge
      className="product-page__badge"
      text={badge.text}
      textColour={badge.textColour}
      backgroundColour={badge.backgroundColour}
    />
  );
  return badge.link ? (
    <a className="product-page__badge-link" href={badge.link}>
      {label}
    </a>
  ) : (
    label
  );
}

/** Variant metadata as label and value pairs (the Details and Size & fit sections); nothing when there are none. */
function AttributeList({ attributes }: { attributes: { label: string; value: string }[] }) {
  if (attributes.length === 0) return null;
  return (
    <dl className="product-page__attributes">
      {attributes.map((a) => (
        <div key={a.label}>
          <dt>{a.label}</dt>
          <dd>{a.value}</dd>
        </div>
      ))}
    </dl>
  );
}
