import type { Customer } from '@wardrobe/commerce-sdk';
import {
  type GoodStuffLoggedInUserEntry,
  type GoodStuffOfferEntry,
  type GoodStuffSideOffersEntry,
  goodStuffLoggedInUserSchema,
  goodStuffLoggedInUserSchemaId,
  goodStuffOfferSchema,
  goodStuffSideOffersSchema,
  goodStuffSideOffersSchemaId,
  SITE_CONTENT_KEYS,
  type YourGoodStuffEntry,
  yourGoodStuffSchema,
  yourGoodStuffSchemaId,
} from '@wardrobe/content-blocks';
import {
  type Market,
  normalizeError,
  offersInLoyaltyProfile,
  promotionsEnabledForLocale,
  sideOffers,
} from '@wardrobe/domain-rules';
import { commerceFor } from '../commerce';
import { PROMOTIONS_LOCALES } from '../config';
import { contentByKey } from '../content';

/** Spec 001 §7 "Content search by url key": the account page's offers listing. */
const CONTENT_KEY = 'my-account/your-good-stuff';
/** Spec 001 §7: the offers panel's heading, offers and bottom button. */
const SIDE_OFFERS_KEY = 'good-stuff-side-offers';
const GREETING_KEY = 'good-stuff-logged-in-user';

/** The page's entry, parsed; its defaults when it is missing or fails (logged). Never throws. */
export async function yourGoodStuffEntry(market: Market): Promise<YourGoodStuffEntry> {
  const fallback = yourGoodStuffSchema.parse({ _meta: { schema: yourGoodStuffSchemaId } });
  let raw: unknown;
  try {
    raw = await contentByKey(market, CONTENT_KEY);
  } catch (error) {
    log('site-content-failed', market, normalizeError(error));
    return fallback;
  }
  if (raw === undefined) {
    log('site-content-missing', market, { statusCode: 404 });
    return fallback;
  }
  const schema = (raw as { _meta?: { schema?: unknown } })?._meta?.schema;
  if (schema !== SITE_CONTENT_KEYS[CONTENT_KEY]) {
    log('site-content-invalid', market, { reason: `${CONTENT_KEY} holds ${String(schema)}` });
    return fallback;
  }
  const parsed = yourGoodStuffSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  log('site-content-invalid', market, { reason: parsed.error.message });
  // Salvage what still reads: the texts, and each offer that passes its own model.
  const { heading, description, offers } = raw as Record<string, unknown>;
  const texts = yourGoodStuffSchema.safeParse({
    _meta: { schema: yourGoodStuffSchemaId },
    heading,
    description,
  });
  return {
    ...(texts.success ? texts.data : fallback),
    offers: (Array.isArray(offers) ? offers : []).flatMap((offer) => {
      const one = goodStuffOfferSchema.safeParse(offer);
      return one.success ? [one.data] : [];
    }),
  };
}

/** The keys of the customer's offers (`attributes.LoyaltyOffers`); none when there is no profile. Never throws. */
export async function profileOffers(market: Market, customer: Customer): Promise<unknown[]> {
  if (!promotionsEnabledForLocale(market.code, PROMOTIONS_LOCALES)) return [];
  try {
    const commerce = await commerceFor(market);
    const profile = await commerce.getCustomerProfile(market.currency, customer.email).then(
      (answer) => answer.customerProfile,
      async (error: unknown) => {
        const { statusCode } = normalizeError(error);
        // None yet (404), or the lookup timed out (408, as the bag's sync): created as the login would.
        if (statusCode !== 404 && statusCode !== 408) throw error;
        return (await commerce.updateCustomerProfile(market.currency, customer.email, {})).customerProfile;
      },
    );
    const keys = profile.attributes.LoyaltyOffers;
    return Array.isArray(keys) ? keys : [];
  } catch (error) {
    log('loyalty-profile-failed', market, normalizeError(error));
    return [];
  }
}

function log(event: string, market: Market, fields: object, key = CONTENT_KEY) {
  console.error(JSON.stringify({ level: 'error', event, key, market: market.code, ...fields }));
}

/** What the offers panel shows (spec 001 §2 "Offers panel"). */
export interface SideOffersView {
  heading: string;
  viewAll: { text: string; link: string };
  offers: GoodStuffOfferEntry[];
}

/**
 * Spec 001 §2 "Offers panel": content from `good-stuff-side-offers` and `my-account/your-good-stuff`, personalised
 * by the profile's LoyaltyOffers keys, at most 3 (domain-rules `sideOffers`).
 *
 * Readings: heading and bottom button come from `good-stuff-side-offers` (its defaults 'Your Offers', 'View All
 * Offers' → /my-account when it is missing or fails); the offers are those of both entries that the profile
 * lists, the panel's own first, each once, in the editors' order. Never throws: a failure shows no offers.
 */
export async function sideOffersFor(market: Market, customer: Customer): Promise<SideOffersView> {
  const [panel, page, keys] = await Promise.all([
    sideOffersEntry(market),
    yourGoodStuffEntry(market),
    profileOffers(market, customer),
  ]);
  return {
    heading: panel.heading,
    viewAll: {
      text: panel.viewAllCTA.buttonText ?? 'View All Offers',
      link: panel.viewAllCTA.buttonLink ?? '/my-account',
    },
    offers: sideOffers(offersInLoyaltyProfile([...panel.offers, ...page.offers], keys, market.contentPrefix)),
  };
}

/**
 * An account entry read by key (`good-stuff-side-offers`, `good-stuff-logged-in-user`), parsed; the schema's
 * defaults when it is missing, fails its model or its read fails (each logged). Never throws.
 */
async function entryOrDefaults<Entry>(
  market: Market,
  key: string,
  schema: { safeParse(raw: unknown): { success: true; data: Entry } | { success: false; error: Error } },
  schemaId: string,
): Promise<Entry> {
  try {
    const raw = await contentByKey(market, key);
    if (raw === undefined) log('site-content-missing', market, { statusCode: 404 }, key);
    else {
      const parsed = schema.safeParse(raw);
      if (parsed.success) return parsed.data;
      log('site-content-invalid', market, { reason: parsed.error.message }, key);
    }
  } catch (error) {
    log('site-content-failed', market, normalizeError(error), key);
  }
  const fallback = schema.safeParse({ _meta: { schema: schemaId } });
  if (!fallback.success) throw fallback.error;
  return fallback.data;
}

const sideOffersEntry = (market: Market): Promise<GoodStuffSideOffersEntry> =>
  entryOrDefaults(market, SIDE_OFFERS_KEY, goodStuffSideOffersSchema, goodStuffSideOffersSchemaId);

/** Spec 002 §4 "Logged-in greeting": its entry (`good-stuff-logged-in-user`), the spec's texts without it. */
export const greetingEntry = (market: Market): Promise<GoodStuffLoggedInUserEntry> =>
  entryOrDefaults(market, GREETING_KEY, goodStuffLoggedInUserSchema, goodStuffLoggedInUserSchemaId);
