import { marketByCode } from '@wardrobe/domain-rules';
import { cookies } from 'next/headers';
import { cartCookieName } from '../../../lib/bag/cookie';

export const dynamic = 'force-dynamic';

/**
 * The shopper's cart id for a market (`GET /api/bag?market=eu` → `{ "cartId": "…" | null }`), read from the
 * httpOnly cart cookie. The bag store asks once a page load, so no page has to read the cookie while it renders
 * and listing pages can be cached for every shopper alike. Never cached itself.
 */
export async function GET(request: Request) {
  const code = new URL(request.url).searchParams.get('market') ?? '';
  const market = marketByCode(code);
  const headers = { 'cache-control': 'private, no-store' };
  if (!market) {
    return Response.json(
      { error: `Unknown market '${code}': expected one of en, eu, us.` },
      { status: 400, headers },
    );
  }
  const cartId = (await cookies()).get(cartCookieName(market))?.value || null;
  return Response.json({ cartId }, { headers });
}
