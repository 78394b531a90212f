import type { Customer } from '@wardrobe/commerce-sdk';
import { marketByCode, USER_DATA_FAILED } from '@wardrobe/domain-rules';
import { sideOffersFor } from '../../../../lib/account/good-stuff';
import { commerceFor } from '../../../../lib/commerce';

export const dynamic = 'force-dynamic';

const HEADERS = { 'cache-control': 'private, no-store' };

/**
 * The signed-in shopper's offers panel (`GET /api/account/offers?market=eu` → `{ heading, viewAll, offers }`),
 * fetched when the panel opens, so no page carries a shopper's offers and cached pages stay cacheable (spec 001
 * §2 "Offers panel (signed-in only)"). 400 for an unknown market, 401 without a signed-in customer, 503 when the
 * backend cannot say who is signed in; never cached.
 */
export async function GET(request: Request) {
  const code = new URL(request.url).searchParams.get('market') ?? '';
  const market = marketByCode(code);
  if (!market) {
    return Response.json(
      { error: `Unknown market '${code}': expected one of en, eu, us.` },
      { status: 400, headers: HEADERS },
    );
  }
  let customer: Customer | undefined;
  try {
    customer = (await (await commerceFor(market)).getCustomers()).data[0];
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', event: 'side-offers-customer-failed', message: String(error) }),
    );
    return Response.json({ error: USER_DATA_FAILED }, { status: 503, headers: HEADERS });
  }
  if (!customer) {
    return Response.json({ error: 'Sign in to see your offers.' }, { status: 401, headers: HEADERS });
  }
  return Response.json(await sideOffersFor(market, customer), { headers: HEADERS });
}
