import { type Kysely, sql } from 'kysely';
import type { SandboxDatabase } from '../db/schema';
import { SHOPS } from './shops';

/**
 * Migration 0014: the shop finder's shops (spec 001 §2 `/shop-finder`), one row per shop with the channel whose
 * finder lists it; opening hours as JSON (`[{ day, opens, closes }]`), in the shop's local time.
 */
export const SHOPS_TABLES: readonly string[] = [
  `create table shops (
  id text primary key,
  channel_id integer not null,
  name text not null,
  address_lines jsonb not null,
  city text not null,
  postcode text not null,
  country_code text not null,
  phone text,
  latitude double precision not null,
  longitude double precision not null,
  opening_hours jsonb not null
)`,
  'create index shops_channel_idx on shops (channel_id, name)',
];

export const SHOPS_TABLES_DOWN: readonly string[] = ['drop table if exists shops'];

/** Writes the seed's shops (the migration runs it once, on a fresh or an older database alike). */
export async function seedShops(db: Kysely<SandboxDatabase>): Promise<void> {
  await db
    .insertInto('shops')
    .values(
      SHOPS.map((shop) => ({
        id: shop.id,
        channel_id: shop.channelId,
        name: shop.name,
        address_lines: jsonb(shop.addressLines),
        city: shop.city,
        postcode: shop.postcode,
        country_code: shop.countryCode,
        phone: shop.phone,
        latitude: shop.latitude,
        longitude: shop.longitude,
        opening_hours: jsonb(shop.openingHours),
      })),
    )
    .onConflict((c) => c.column('id').doNothing())
    .execute();
}

// As the checkout's writes do: the driver gets text, Postgres stores jsonb.
// biome-ignore lint/suspicious/noExplicitAny: a cast whose column type Kysely checks on the table
const jsonb = (value: unknown) => sql<any>`cast(${JSON.stringify(value)} as jsonb)`;
