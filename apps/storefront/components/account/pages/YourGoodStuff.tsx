import type { Customer } from '@wardrobe/commerce-sdk';
import {
  goodStuffOfferSchema,
  readableTextColour,
  SITE_CONTENT_KEYS,
  type YourGoodStuffEntry,
  yourGoodStuffSchema,
  yourGoodStuffSchemaId,
} from '@wardrobe/content-blocks';
import {
  GREETING_DEFAULTS,
  localizePath,
  type Market,
  normalizeError,
  offersInLoyaltyProfile,
  promotionsEnabledForLocale,
} from '@wardrobe/domain-rules';
import type { CSSProperties } from 'react';
import { commerceFor } from '../../../lib/commerce';
import { PROMOTIONS_LOCALES } from '../../../lib/config';
import { contentByKey } from '../../../lib/content';
import { OfferCard } from '../OfferCard';
import type { AccountPageProps } from './types';
import styles from './YourGoodStuff.module.css';

/** Spec 001 §7 "Content search by url key": the account page's offers listing. */
const CONTENT_KEY = 'my-account/your-good-stuff';
/** The page's name (domain-rules `MY_ACCOUNT_PAGES`), the heading without content. */
const DEFAULT_HEADING = 'Your Good Stuff';

/**
 * Spec 001 §2 "Your Good Stuff" (`/my-account/your-good-stuff`): the offers of the content entry
 * `my-account/your-good-stuff` that the customer's loyalty profile lists (`attributes.LoyaltyOffers`), each with
 * its image, title, description, call to action, valid-until date (DD-MM-YY, spec 001 §9) and terms.
 *
 * Readings:
 * - Heading and introduction come from the entry; without them, 'Your Good Stuff' and no introduction.
 * - An entry that is missing or fails its model is logged and the page stands on its defaults; a broken offer is
 *   left out (logged) and the others still show.
 * - The profile is fetched for the signed-in customer (their email is its id, spec 001 §7); one that does not
 *   exist yet is created as the login would (spec 001 §4 "creates or fetches the loyalty profile"), when the
 *   promotions engine, which keeps the profiles, is on for the market. Any failure is logged and shows no offers.
 * - No offers: the spec's own words for a member whose offers are not there yet (the logged-in greeting's
 *   thank-you description, spec 001 §9), with a link to shop.
 * - Terms: the offer cards' terms link opens a side panel elsewhere (spec 002 §2); on this server-rendered page
 *   they open in place (a native disclosure, no client JS): the markdown terms and, when the content gives an
 *   address, a link to the full terms.
 */
export async function YourGoodStuff({ market, customer }: AccountPageProps) {
  const [entry, loyaltyOffers] = await Promise.all([
    yourGoodStuffEntry(market),
    profileOffers(market, customer),
  ]);
  const offers = offersInLoyaltyProfile(entry.offers, loyaltyOffers, market.contentPrefix);
  return (
    <>
      <h1>{entry.heading || DEFAULT_HEADING}</h1>
      {entry.description && <p className={styles.intro}>{entry.description}</p>}
      {offers.length === 0 ? (
        <div className={styles.empty}>
          <p>{GREETING_DEFAULTS.thankYouDescription}</p>
          <p>
            <a className={styles.link} href={localizePath('/', market.code)}>
              Start shopping
            </a>
          </p>
        </div>
      ) : (
        <ul className={styles.offers} aria-label="Your offers">
          {offers.map((offer) => (
            <li key={offer._meta.deliveryKey ?? offer.title} className={styles.item}>
              <OfferCard
                offer={offer}
                marketCode={market.code}
                cardStyle={surface(offer.blockBackgroundColor)}
                footerStyle={surface(offer.footerBackgroundColor)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** The page's entry, parsed; its defaults when it is missing or fails (logged). Never throws. */
async function yourGoodStuffEntry(market: Market): Promise<YourGoodStuffEntry> {
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
async function profileOffers(market: Market, customer: Customer): Promise<unknown[]> {
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

function log(event: string, market: Market, fields: object) {
  console.error(JSON.stringify({ level: 'error', event, key: CONTENT_KEY, market: market.code, ...fields }));
}

const INK = '#1a1a1a';

/** A background colour with the text colour that reads on it (dark ink, else white). */
function surface(background: string | undefined): CSSProperties | undefined {
  if (!background) return undefined;
  return { background, color: readableTextColour(INK, [background]) ?? '#ffffff' };
}
