import type { StylingService } from '@wardrobe/commerce-sdk';
import type { CurrencyCode } from '@wardrobe/domain-rules';
import { catalogueVersionSource } from '../db/catalogue-version';
import { notFound, type SandboxDb } from '../operations/context';
import { loadSearchCatalogue, type SearchCatalogue, type SearchProduct } from '../search/catalogue';
import { buildOutfits } from './outfits';

/**
 * The sandbox's styling widget service (`StylingService`): outfits built from the catalogue by rule
 * (`outfits.ts`), no randomness and no tables of its own. It reads the searchable catalogue (visible, buyable,
 * not a free gift), kept per catalogue version and currency, so a bought-out colour or a new product shows at the
 * next catalogue change. A customer is known to it only by the hashed id the request carries (spec 000 §9).
 */
export function createSandboxStyling(db: SandboxDb): StylingService {
  let current: { version: string; catalogues: Map<CurrencyCode, Promise<SearchCatalogue>> } | undefined;

  async function catalogueOf(currency: CurrencyCode): Promise<SearchCatalogue> {
    const version = await catalogueVersionSource(db)(db);
    if (current?.version !== version) current = { version, catalogues: new Map() };
    const generation = current;
    let loading = generation.catalogues.get(currency);
    if (!loading) {
      const load = loadSearchCatalogue(db, currency);
      loading = load;
      generation.catalogues.set(currency, load);
      // A failed load is forgotten, so the next request tries again.
      load.catch(() => {
        if (generation.catalogues.get(currency) === load) generation.catalogues.delete(currency);
      });
    }
    return loading;
  }

  return {
    async outfits(context, { productId, colour, customerId }) {
      const catalogue = await catalogueOf(context.market.currency);
      const item = catalogue.products.get(productId);
      if (!item) throw notFound('no product');
      const shown = colourOf(item, colour);
      if (shown === undefined) throw notFound(`The product does not come in ${colour}.`);
      return {
        data: {
          productId,
          colour: shown,
          personalised: customerId !== undefined,
          outfits: buildOutfits(catalogue, item, shown, customerId),
        },
      };
    },
  };
}

/**
 * The colour asked for as the catalogue spells it, matched in any case (`mid wash` is `Mid Wash`); the product's
 * first colour when none is asked for; undefined for a colour it does not come in (spec 000 §8: a
 * product page for such a colour is a 404 too).
 */
function colourOf(item: SearchProduct, colour: string | undefined): string | undefined {
  if (colour === undefined) return item.colours[0];
  const wanted = colour.toLowerCase();
  return item.colours.find((c) => c.toLowerCase() === wanted);
}
