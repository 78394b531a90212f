import { assertInternalRedirect, marketFromPath } from '@wardrobe/domain-rules';
import { commerceForAction } from '../../../../lib/commerce';

export const dynamic = 'force-dynamic';

/**
 * Spec 001 §5: "logout is also triggered when the query has logout=true". The proxy sends any page asked with
 * `?logout=true` here (`to` = that page without the parameter): the session ends on the server (not just its
 * cookie) and the shopper lands on the page signed out. Only an internal `to` is followed; anything else goes
 * home.
 */
export async function GET(request: Request) {
  const requested = new URL(request.url).searchParams.get('to') ?? '/';
  let to: string;
  try {
    to = assertInternalRedirect(requested);
  } catch {
    to = '/';
  }
  const market = marketFromPath(new URL(to, 'http://shop.invalid').pathname);
  try {
    await (await commerceForAction(market)).logoutCustomer();
  } catch (error) {
    // Spec 001 §8: the logout slot records its error; the shopper still lands on the page.
    console.error(JSON.stringify({ level: 'error', event: 'logout-failed', message: String(error) }));
  }
  return new Response(null, { status: 303, headers: { location: to, 'cache-control': 'no-store' } });
}
