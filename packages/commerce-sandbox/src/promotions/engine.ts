import {
  CommerceError,
  type PromoBadgeService,
  type PromotionsCustomerProfile,
  type PromotionsCustomerSession,
  type PromotionsCustomerSessionResult,
  type PromotionsEffect,
  type PromotionsEngine,
} from '@wardrobe/commerce-sdk';
import { storeIntegrationIdForCurrency } from '@wardrobe/domain-rules';
import { type Selectable, sql } from 'kysely';
import { transact } from '../db/bounds';
import { catalogueVersionRow, catalogueVersionSource } from '../db/catalogue-version';
import type { CartPromotions, PromotionProfilesTable, PromotionSessionsTable } from '../db/schema';
import { toIso } from '../operations/cart/access';
import { badRequest, type SandboxDb } from '../operations/context';
import { createPromoBadgeService } from './badges';
import { applyToCart } from './cart';
import { evaluateBasket } from './evaluate';
import { type SessionCartItem, sessionBasket } from './items';
import { type CompiledRules, promotionRules } from './rules';

export const SESSION_NOT_FOUND = 'The customer session was not found.';
export const PROFILE_NOT_FOUND = 'The customer profile was not found.';

type SessionRow = Selectable<PromotionSessionsTable>;
type ProfileRow = Selectable<PromotionProfilesTable>;
type SessionState = PromotionsCustomerSession['state'];
type PromotionsCoupon = NonNullable<PromotionsCustomerSessionResult['coupons']>[number];
/** A session as it is answered: a stored row, or the row a dry run would have stored. */
type SessionAnswerRow = Omit<SessionRow, 'created_at' | 'updated_at'> & {
  created_at: unknown;
  updated_at: unknown;
};

/**
 * Talon.One's state changes (`CustomerSessionV2.state`): open → closed or cancelled, closed → cancelled; a new
 * session is open or closed. `partially_returned` comes only from returns, which the sandbox does not take.
 */
const STATE_CHANGES: Record<SessionState | 'new', readonly SessionState[]> = {
  new: ['open', 'closed'],
  open: ['open', 'closed', 'cancelled'],
  closed: ['closed', 'cancelled'],
  partially_returned: ['partially_returned', 'cancelled'],
  cancelled: ['cancelled'],
};

export interface SandboxPromotionsOptions {
  /** Another rules file than the package's `promotions/rules.json` (or `WARDROBE_PROMOTIONS_RULES`). */
  rulesFile?: string | undefined;
}

/**
 * The sandbox's promotions engine (Talon.One Integration API semantics) and badge service, on its database and
 * the rules file. Store integration ids and application ids per currency are the rules file's (`applications`:
 * GBP `uk-store`, EUR `eu-store`, USD `us-store`; applications 1, 2, 3).
 */
export function createSandboxPromotions(
  db: SandboxDb,
  { rulesFile }: SandboxPromotionsOptions = {},
): { engine: PromotionsEngine; badges: PromoBadgeService } {
  const rules = () => promotionRules(db, rulesFile);

  // Every evaluation reads its stored session (and profile): remembered per process where that is safe.
  const memory = rowMemory<SessionRow | ProfileRow>(isEmbedded(db));
  const sessionMemoryKey = (applicationId: number, integrationId: string) =>
    `s${applicationId}:${integrationId}`;
  const profileMemoryKey = (integrationId: string) => `p:${profileKey(integrationId)}`;

  const findSession = (applicationId: number, integrationId: string) =>
    memory.read(sessionMemoryKey(applicationId, integrationId), () =>
      db
        .selectFrom('promotion_sessions')
        .selectAll()
        .where('application_id', '=', applicationId)
        .where('integration_id', '=', integrationId)
        .executeTakeFirst(),
    ) as Promise<SessionRow | undefined>;

  const findProfile = (integrationId: string) =>
    memory.read(profileMemoryKey(integrationId), () =>
      db
        .selectFrom('promotion_profiles')
        .selectAll()
        .where('integration_id', '=', profileKey(integrationId))
        .executeTakeFirst(),
    ) as Promise<ProfileRow | undefined>;

  /** Closed sessions of a profile in one application: Talon.One's `closedSessions` and `totalSales`. */
  const profileAnswer = async (
    q: SandboxDb,
    applicationId: number,
    row: Pick<ProfileRow, 'id' | 'integration_id' | 'attributes' | 'created_at' | 'last_activity'>,
    persisted: boolean,
  ): Promise<PromotionsCustomerProfile> => {
    const sales = persisted
      ? await q
          .selectFrom('promotion_sessions')
          .select((eb) => [
            eb.fn.countAll<number>().as('closed'),
            eb.fn.sum<number | null>('total_minor').as('total'),
          ])
          .where('application_id', '=', applicationId)
          .where('profile_id', '=', row.integration_id)
          .where('state', '=', 'closed')
          .executeTakeFirst()
      : undefined;
    return {
      id: row.id,
      integrationId: row.integration_id,
      created: toIso(row.created_at),
      attributes: row.attributes,
      closedSessions: Number(sales?.closed ?? 0),
      totalSales: Number(sales?.total ?? 0) / 100,
      lastActivity: toIso(row.last_activity),
    };
  };

  /** A profile as it is, or as a first update would create it (id 0: not stored). */
  const profileOrNew = async (compiled: CompiledRules, integrationId: string) => {
    const stored = await findProfile(integrationId);
    if (stored) return { row: stored, persisted: true };
    const now = new Date();
    const row = {
      id: 0,
      integration_id: profileKey(integrationId),
      attributes: { LoyaltyOffers: [...compiled.memberOffers] },
      created_at: now,
      last_activity: now,
    };
    return { row, persisted: false };
  };

  /** The coupons (Talon.One `Coupon`) accepted: usage counts the closed sessions that used each. */
  const couponsAnswer = async (
    q: SandboxDb,
    applicationId: number,
    accepted: { id: number; code: string; campaignId: number }[],
  ): Promise<PromotionsCoupon[]> => {
    const coupons: PromotionsCoupon[] = [];
    for (const coupon of accepted) {
      const used = await q
        .selectFrom('promotion_sessions')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('application_id', '=', applicationId)
        .where('state', '=', 'closed')
        .where(
          sql<boolean>`effects @> cast(${JSON.stringify([{ effectType: 'acceptCoupon', triggeredByCoupon: coupon.id }])} as jsonb)`,
        )
        .executeTakeFirst();
      coupons.push({ ...coupon, value: coupon.code, usageCounter: Number(used?.count ?? 0) });
    }
    return coupons;
  };

  const engine: PromotionsEngine = {
    async updateCustomerSession(context, currency, sessionId, request, { dry }) {
      const compiled = await rules();
      const application = compiled.applications[currency];
      const sent = request.customerSession;
      // Spec 000 §4: the store is chosen by currency. Reading: a store of another application is a 400.
      const store = storeIntegrationIdForCurrency(currency, compiled.storeIds);
      if (sent.storeIntegrationId !== undefined && sent.storeIntegrationId !== store) {
        throw badRequest(
          `Store ${sent.storeIntegrationId} is not a store of the ${currency} application (its store is ${store}).`,
        );
      }
      const wants = new Set(request.responseContent ?? []);
      const stored = await findSession(application.id, sessionId);
      const from = stored?.state ?? 'new';
      const state = sent.state ?? stored?.state ?? 'open';
      if (!STATE_CHANGES[from].includes(state)) {
        throw badRequest(`A customer session cannot go from ${stored?.state ?? 'nothing'} to ${state}.`);
      }

      // Omitted fields keep the stored session's (Talon.One: "omit the parameter entirely" to keep coupons).
      const profileId =
        sent.profileId === undefined ? (stored?.profile_id ?? '') : profileKey(sent.profileId);
      const couponCodes = sent.couponCodes ?? stored?.coupon_codes ?? [];
      const attributes = { ...(stored?.attributes ?? {}), ...(sent.attributes ?? {}) };
      const storeIntegrationId = sent.storeIntegrationId ?? stored?.store_integration_id ?? undefined;
      const profile = profileId ? await profileOrNew(compiled, profileId) : undefined;
      const now = new Date();

      // Reading: a session that is no longer open keeps its items, coupons and effects; only its state moves.
      const evaluating = from === 'new' || from === 'open';
      const { items, cartItems } = evaluating
        ? await sessionBasket(db, compiled, currency, sent.cartItems ?? sessionItems(stored))
        : { items: [], cartItems: sessionItems(stored) };
      const evaluation = evaluating
        ? evaluateBasket(compiled, {
            currency,
            items,
            couponCodes,
            offers: profile ? offersOf(profile.row.attributes) : undefined,
            now,
          })
        : undefined;
      const effects = evaluation?.effects ?? ((stored?.effects ?? []) as PromotionsEffect[]);
      const totalMinor = evaluation?.cartItemTotalMinor ?? Number(stored?.total_minor ?? 0);
      const firstSession =
        stored && stored.profile_id === profileId
          ? stored.first_session
          : await isFirstSession(db, application.id, profileId, sessionId);

      let row: SessionAnswerRow;
      const values = {
        profile_id: profileId,
        store_integration_id: storeIntegrationId ?? null,
        coupon_codes: JSON.stringify(evaluating ? couponCodes : (stored?.coupon_codes ?? [])),
        cart_items: JSON.stringify(cartItems),
        state,
        attributes: JSON.stringify(evaluating ? attributes : (stored?.attributes ?? {})),
        effects: JSON.stringify(effects),
        total_minor: totalMinor,
        first_session: firstSession,
      };
      if (dry) {
        // A dry run stores nothing at all: the answer is the session as it would be.
        row = {
          id: stored?.id ?? 0,
          application_id: application.id,
          integration_id: sessionId,
          ...values,
          coupon_codes: JSON.parse(values.coupon_codes) as string[],
          cart_items: cartItems,
          attributes: JSON.parse(values.attributes) as Record<string, unknown>,
          effects,
          update_count: (stored?.update_count ?? 0) + 1,
          created_at: stored?.created_at ?? now,
          updated_at: now,
        };
      } else {
        const written = [
          sessionMemoryKey(application.id, sessionId),
          ...(profile ? [profileMemoryKey(profileId)] : []),
        ];
        row = await memory.write(written, () =>
          transact(db, async (trx) => {
            // The cart first: another customer's cart refuses the whole update (403) before anything is written.
            if (evaluation && state !== 'cancelled') {
              const applied: CartPromotions = {
                applicationId: application.id,
                couponCodes: evaluation.accepted.map((coupon) => coupon.code),
                profileId,
                offers: profile ? offersOf(profile.row.attributes) : [],
              };
              await applyToCart(
                trx,
                { channelId: context.channelId, customerId: context.customer?.id },
                sessionId,
                currency,
                applied,
              );
            }
            // Talon.One creates the profile a session names.
            if (profile && !profile.persisted) {
              await trx
                .insertInto('promotion_profiles')
                .values({ integration_id: profileId, attributes: JSON.stringify(profile.row.attributes) })
                .onConflict((oc) => oc.column('integration_id').doNothing())
                .execute();
            }
            return trx
              .insertInto('promotion_sessions')
              .values({ application_id: application.id, integration_id: sessionId, ...values })
              .onConflict((oc) =>
                oc.columns(['application_id', 'integration_id']).doUpdateSet((eb) => ({
                  ...values,
                  update_count: eb('promotion_sessions.update_count', '+', 1),
                  updated_at: sql`now()`,
                })),
              )
              .returningAll()
              .executeTakeFirstOrThrow();
          }),
        );
      }

      const answer: PromotionsCustomerSessionResult = { customerSession: sessionAnswer(row), effects };
      if (wants.has('customerProfile') && profile) {
        const current = dry ? profile : await profileOrNew(compiled, profileId);
        answer.customerProfile = await profileAnswer(db, application.id, current.row, current.persisted);
      }
      if (wants.has('coupons'))
        answer.coupons = await couponsAnswer(db, application.id, evaluation?.accepted ?? []);
      return answer;
    },

    async getCustomerSession(_context, currency, sessionId) {
      const compiled = await rules();
      const row = await findSession(compiled.applications[currency].id, sessionId);
      if (!row) throw new CommerceError(SESSION_NOT_FOUND, 404);
      return { customerSession: sessionAnswer(row), effects: row.effects as PromotionsEffect[] };
    },

    async getCustomerProfile(_context, currency, integrationId) {
      const compiled = await rules();
      const row = await findProfile(integrationId);
      if (!row) throw new CommerceError(PROFILE_NOT_FOUND, 404);
      return { customerProfile: await profileAnswer(db, compiled.applications[currency].id, row, true) };
    },

    /**
     * Readings: `LoyaltyOffers` is the engine's to give (the rules' member offers, on every update), never the
     * caller's: an update's own `LoyaltyOffers` is left out, so no shopper can grant themselves an offer. Other
     * attributes merge in (a key given replaces the stored one). No rule runs on a profile alone, so `effects` is
     * always empty; `dry` (with `runRuleEngine`, as Talon.One) answers the profile as it would be and stores
     * nothing; `audiencesChanges` has no audiences to change.
     */
    async updateCustomerProfile(_context, currency, integrationId, body) {
      const compiled = await rules();
      const application = compiled.applications[currency];
      const { LoyaltyOffers: _ignored, ...given } = body.attributes ?? {};
      const stored = await findProfile(integrationId);
      const attributes = {
        ...(stored?.attributes ?? {}),
        ...given,
        LoyaltyOffers: [...compiled.memberOffers],
      };
      if (body.dry && body.runRuleEngine) {
        const now = new Date();
        const row = stored
          ? { ...stored, attributes, last_activity: now }
          : {
              id: 0,
              integration_id: profileKey(integrationId),
              attributes,
              created_at: now,
              last_activity: now,
            };
        return {
          customerProfile: await profileAnswer(db, application.id, row, Boolean(stored)),
          effects: [],
        };
      }
      const row = await memory.write([profileMemoryKey(integrationId)], () =>
        db
          .insertInto('promotion_profiles')
          .values({ integration_id: profileKey(integrationId), attributes: JSON.stringify(attributes) })
          .onConflict((oc) =>
            oc.column('integration_id').doUpdateSet({
              attributes: JSON.stringify(attributes),
              last_activity: sql`now()`,
            }),
          )
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return { customerProfile: await profileAnswer(db, application.id, row, true), effects: [] };
    },
  };

  return { engine, badges: createPromoBadgeService(db, rulesFile) };
}

/**
 * Rows as this process last read them, by key, for an embedded database only: there this process is the only
 * writer, so a row stays right until this process writes it. A write forgets its keys before and after it, and
 * moves a counter, so a read that a write overlapped is answered but not kept. On a Postgres server other
 * processes write too, so every read asks the database. Rows are shared: callers copy, never change them.
 */
function rowMemory<T>(enabled: boolean, limit = 10_000) {
  const rows = new Map<string, T | null>();
  let writes = 0;
  return {
    async read(key: string, load: () => Promise<T | undefined>): Promise<T | undefined> {
      if (!enabled) return load();
      const known = rows.get(key);
      if (known !== undefined) return known ?? undefined;
      const before = writes;
      const row = await load();
      if (writes === before) {
        rows.set(key, row ?? null);
        if (rows.size > limit) rows.delete(rows.keys().next().value as string);
      }
      return row;
    },
    async write<R>(keys: readonly string[], work: () => Promise<R>): Promise<R> {
      const forget = () => {
        writes += 1;
        for (const key of keys) rows.delete(key);
      };
      forget();
      try {
        return await work();
      } finally {
        forget();
      }
    },
  };
}

/**
 * The embedded PGlite database: the one whose catalogue version is counted in-process (`db/open.ts` registers
 * that only for it, because this process is its only writer).
 */
function isEmbedded(db: SandboxDb): boolean {
  return catalogueVersionSource(db) !== catalogueVersionRow;
}

/**
 * Reading: profile ids are the customers' emails (spec 001 §7), which the shop keeps lower-cased, so an id is
 * lower-cased wherever it is stored or looked up: `Ada@Example.com` and `ada@example.com` are one profile.
 */
function profileKey(integrationId: string): string {
  return integrationId.trim().toLowerCase();
}

function offersOf(attributes: Record<string, unknown>): string[] {
  const offers = attributes.LoyaltyOffers;
  return Array.isArray(offers) ? offers.filter((o): o is string => typeof o === 'string') : [];
}

function sessionItems(stored: SessionRow | undefined): SessionCartItem[] {
  return (stored?.cart_items ?? []) as SessionCartItem[];
}

/** Talon.One `firstSession`: always for a guest; for a profile, when it has no other session in the application. */
async function isFirstSession(db: SandboxDb, applicationId: number, profileId: string, sessionId: string) {
  if (!profileId) return true;
  const other = await db
    .selectFrom('promotion_sessions')
    .select('id')
    .where('application_id', '=', applicationId)
    .where('profile_id', '=', profileId)
    .where('integration_id', '<>', sessionId)
    .limit(1)
    .executeTakeFirst();
  return !other;
}

function sessionAnswer(row: SessionAnswerRow): PromotionsCustomerSession {
  const total = Number(row.total_minor) / 100;
  return {
    id: row.id,
    integrationId: row.integration_id,
    applicationId: row.application_id,
    created: toIso(row.created_at),
    updated: toIso(row.updated_at),
    profileId: row.profile_id,
    ...(row.store_integration_id ? { storeIntegrationId: row.store_integration_id } : {}),
    couponCodes: row.coupon_codes,
    cartItems: row.cart_items as SessionCartItem[],
    state: row.state,
    attributes: row.attributes,
    // Reading: no additional costs are sent (shipping is the checkout's), so the total is the items'.
    total,
    cartItemTotal: total,
    additionalCostTotal: 0,
    updateCount: row.update_count,
    firstSession: row.first_session,
  };
}
