import { SANDBOX_COUNTRY_COOKIE, sandboxGeolocation } from '@wardrobe/commerce-sandbox';
import { cookies } from 'next/headers';

export const dynamic = 'force-dynamic';

/**
 * Spec 001 §7 "Geolocation lookup in the browser": `{ country: { iso_code }, continent: { code } }`, answered by
 * the sandbox's visitor's-country seam (contract sandbox-seams.md: the `sandbox_country` cookie, else GB). The
 * locale overlay asks it once the page is idle. Per visitor, so never cached.
 */
export async function GET() {
  const country = (await cookies()).get(SANDBOX_COUNTRY_COOKIE)?.value;
  return Response.json(sandboxGeolocation(country), { headers: { 'cache-control': 'private, no-store' } });
}
