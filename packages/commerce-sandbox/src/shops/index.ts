import type { CommerceProvider, Shop } from '@wardrobe/commerce-sdk';
import type { Kysely } from 'kysely';
import type { SandboxDatabase } from '../db/schema';

export { SHOPS } from './shops';
export { SHOPS_TABLES, SHOPS_TABLES_DOWN, seedShops } from './tables';

/** `getShops`: the request channel's shops, by name. */
export function shopOperations(db: Kysely<SandboxDatabase>): CommerceProvider {
  return {
    async getShops(ctx) {
      const rows = await db
        .selectFrom('shops')
        .selectAll()
        .where('channel_id', '=', ctx.channelId)
        .orderBy('name')
        .execute();
      const data: Shop[] = rows.map((row) => ({
        id: row.id,
        name: row.name,
        addressLines: row.address_lines as string[],
        city: row.city,
        postcode: row.postcode,
        countryCode: row.country_code,
        phone: row.phone,
        latitude: row.latitude,
        longitude: row.longitude,
        openingHours: row.opening_hours as Shop['openingHours'],
      }));
      return { data };
    },
  };
}
