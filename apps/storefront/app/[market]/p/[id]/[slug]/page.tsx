import { notFound, redirect } from 'next/navigation';
import { catalogueCommerce } from '../../../../../lib/commerce';
import { productPath } from '../../../../../lib/listing';
import { marketFromParam } from '../../../../../lib/market';
import { defaultColour } from '../../../../../lib/product';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ market: string; id: string; slug: string }> };

/** `/p/:id/:slug` without a colour: the default variant's colour (spec 000 §4 "Default variant"). */
export default async function ProductWithoutColour({ params }: Props) {
  const { market: code, id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const market = marketFromParam(code);
  const found = await defaultColour(await catalogueCommerce(market), market, Number(id));
  if (!found) notFound();
  redirect(productPath(market, found.product, found.colour));
}
