import type { CommerceClient, StylingOutfitsArgs } from '@wardrobe/commerce-sdk';
import { localizePath, type MarketCode } from '@wardrobe/domain-rules';

/** One piece of an outfit, as the styling area shows it. */
export interface StylingPieceView {
  productId: number;
  name: string;
  colour: string;
  /** Its product page in its colour, in the market. */
  href: string;
  /** The picture at source width; the widget asks for the width it shows. */
  image: string;
  price: number;
  wasPrice?: number | undefined;
}

export interface StylingOutfitView {
  id: string;
  title: string;
  pieces: StylingPieceView[];
}

/** The styling area's outfits (spec 000 §2), with the pieces' paths in the market. */
export async function loadStylingOutfits(
  commerce: Pick<CommerceClient, 'getStylingOutfits'>,
  market: { code: MarketCode },
  request: StylingOutfitsArgs,
): Promise<StylingOutfitView[]> {
  const { data } = await commerce.getStylingOutfits(request);
  return data.outfits.map((outfit) => ({
    id: outfit.id,
    title: outfit.title,
    pieces: outfit.products.map((product) => ({
      productId: product.id,
      name: product.name,
      colour: product.colour,
      href: localizePath(product.url, market.code),
      image: product.image,
      price: product.price,
      wasPrice: product.original_price,
    })),
  }));
}
