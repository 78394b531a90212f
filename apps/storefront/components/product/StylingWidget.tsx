import type { CommerceClient } from '@wardrobe/commerce-sdk';
import type { Market } from '@wardrobe/domain-rules';
import { loadStylingOutfits, type StylingOutfitView } from '../../lib/styling';
import { toClientMarket } from '../frame/market';
import { StylingInsights } from './StylingInsights';
import { StylingOutfits } from './StylingOutfits';

/** The styling area's section id (its heading is `${id}-title`): the page's jump link 'Styling' points at it. */
export const STYLING_WIDGET_ID = 'styling-widget';

/**
 * The styling widget (spec 000 §2): outfits for the product in the colour shown, rendered on the server as every
 * shopper sees them (product pages are cached, so for guests), streamed after the page. A signed-in customer's
 * own outfits replace them in the browser (`StylingInsights`). A failing service leaves the heading and says so.
 */
export async function StylingWidget({
  commerce,
  market,
  productId,
  colour,
  titleId,
}: {
  commerce: CommerceClient;
  market: Market;
  productId: number;
  colour: string;
  titleId: string;
}) {
  const outfits: StylingOutfitView[] | undefined = await loadStylingOutfits(commerce, market, {
    productId,
    colour,
  }).catch((error: unknown) => {
    console.error(JSON.stringify({ level: 'error', event: 'styling-failed', message: String(error) }));
    return undefined;
  });
  return (
    <>
      <h2 id={titleId}>Styling</h2>
      {outfits ? (
        <StylingInsights market={toClientMarket(market)} productId={productId} colour={colour}>
          <StylingOutfits outfits={outfits} currency={market.currency} />
        </StylingInsights>
      ) : (
        <p className="styling__empty">No outfits for this piece right now.</p>
      )}
    </>
  );
}

/** While the outfits load: the heading and a box of their height, so nothing below moves. */
export function StylingWidgetSkeleton({ titleId }: { titleId: string }) {
  return (
    <>
      <h2 id={titleId}>Styling</h2>
      <div className="styling__outfits styling__outfits--loading" aria-busy="true" />
    </>
  );
}
