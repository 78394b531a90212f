import { readableTextColour } from '@wardrobe/content-blocks';
import { GREETING_DEFAULTS, localizePath, offersInLoyaltyProfile } from '@wardrobe/domain-rules';
import type { CSSProperties } from 'react';
import { profileOffers, yourGoodStuffEntry } from '../../../lib/account/good-stuff';
import { OfferCard } from '../OfferCard';
import type { AccountPageProps } from './types';
import styles from './YourGoodStuff.module.css';

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

const INK = '#1a1a1a';

/** A background colour with the text colour that reads on it (dark ink, else white). */
function surface(background: string | undefined): CSSProperties | undefined {
  if (!background) return undefined;
  return { background, color: readableTextColour(INK, [background]) ?? '#ffffff' };
}
