import { getSandbox } from '@wardrobe/commerce-sandbox';

export const dynamic = 'force-dynamic';

/** Ready when the sandbox database is open, migrated and seeded. */
export async function GET() {
  await getSandbox();
  return Response.json({ ok: true });
}
