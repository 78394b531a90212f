import { getSandbox } from '@wardrobe/commerce-sandbox';
import { EMAIL_ERROR, isValidEmail } from '@wardrobe/domain-rules';

// Mail arrives at any time: read per request, never cached (nor built: the build never opens the database).
export const dynamic = 'force-dynamic';

const NO_STORE = { 'cache-control': 'private, no-store' };

/**
 * `GET /api/sandbox/outbox?email=<address>` → `{ data: [{ to, subject, text, links, sentAt }] }`, newest first:
 * the sandbox's outbox seam (contracts/sandbox-seams.md "Outbox"), for tests and for people trying the shop (the
 * page `/sandbox/outbox` shows the same mail). The address is matched in any case; without one (or empty) the
 * newest 50 mails of everyone. An address that is not an email: 400 `{ message, statusCode }` with the shared
 * email message. Only GET: Next answers any other method of this route 405.
 *
 * The seam exists only while the sandbox is the commerce backend. Today it is the only backend
 * (lib/commerce.ts `commerceProviders` always answers the sandbox's provider); when a production adapter
 * replaces it there, this route must answer 404 instead, as it has no mail to show.
 * This static route wins over `app/api/[integration]/[operation]` (static segments match first), so `sandbox` is
 * never read as an integration name.
 */
export async function GET(request: Request) {
  const email = (new URL(request.url).searchParams.get('email') ?? '').trim();
  if (email !== '' && !isValidEmail(email)) {
    return Response.json({ message: EMAIL_ERROR, statusCode: 400 }, { status: 400, headers: NO_STORE });
  }
  const { outbox } = await getSandbox();
  const data = await outbox.list(email === '' ? {} : { email });
  return Response.json({ data }, { headers: NO_STORE });
}
