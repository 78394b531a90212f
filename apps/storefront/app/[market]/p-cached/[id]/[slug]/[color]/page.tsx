import type { Metadata } from 'next';
import { ProductRoute } from '../../../../../../components/product/ProductRoute';
import { productMetadata } from '../../../../../../lib/product-route';

/**
 * A product page as a shopper lands on it from a listing (`/p/196/straight-cropped-jeans-300196/Mid_Wash`, no
 * Size or Length in the query, no preview cookie: the proxy rewrites those here). It reads no cookie, header or
 * query, so Next renders it on the first request, serves that copy to everyone and renders it again in the
 * background once it is a minute old (ISR), as the landing listings are. Stock is read again in the browser on
 * arrival, so a cached page never offers a size that has sold out since. Nothing is built ahead.
 * Reading: the e-gift card's earliest send date ('today') may be up to a minute old around midnight.
 */
export const revalidate = 60;
export const dynamicParams = true;
export function generateStaticParams(): { market: string; id: string; slug: string; color: string }[] {
  return [];
}

type Props = { params: Promise<{ market: string; id: string; slug: string; color: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { market, id, color } = await params;
  return productMetadata(market, id, color);
}

export default async function CachedProductRoute({ params }: Props) {
  const { market: code, id, color } = await params;
  return <ProductRoute market={code} id={id} color={color} query={{}} />;
}
