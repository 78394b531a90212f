import { Link, RichText } from '@wardrobe/design-system';
import { offerFooter } from '@wardrobe/domain-rules';
import { type BlockIdentity, blockIdentity, logRichTextErrors } from '../../logging';
import { LazyOfferTerms as OfferTerms } from '../../shared/islands';
import { CardGrid, cardHeading } from './CardGrid';
import { ContentCard } from './ContentCard';
import * as styles from './cards.css';
import { type CardColumns, cardGridColumns, cardGridSizes } from './grid';
import type { OfferCardEntry, OfferCardsEntry } from './offerCardsSchema';

/** The parsed entry of either offer-card block (`offerCardsTwoColumnsSchema.parse(entry)` …). */
export type OfferCardsProps = OfferCardsEntry;

/**
 * An offer's footer (spec 002 §2, domain-rules `offerFooter`): 'Valid until DD-MM-YY' and the terms button, or
 * nothing when the offer has neither. The terms panel's body (the markdown terms, then the link to the full terms
 * named by the link's title) is rendered here, on the server, and handed to the button's island: the markdown
 * parser never reaches the browser.
 */
function OfferFooter({ offer, identity }: { offer: OfferCardEntry; identity: BlockIdentity }) {
  const footer = offerFooter(offer);
  if (!footer) return null;
  const { terms } = footer;
  return (
    <div className={styles.footer} data-offer-footer="">
      {footer.validUntil !== '' && (
        <p className={styles.validUntil}>
          Valid until{' '}
          <time dateTime={offer.validUntil?.trim()} className={styles.date}>
            {footer.validUntil}
          </time>
        </p>
      )}
      {terms && (
        <OfferTerms offerTitle={offer.title} linkTitle={terms.title} className={styles.termsButton}>
          <div className={styles.termsBody}>
            {terms.description !== undefined && (
              <RichText
                text={terms.description}
                headingLevel={3}
                onNotationError={(errors) => logRichTextErrors(identity, errors)}
              />
            )}
            {terms.url !== undefined && (
              <p>
                <Link href={terms.url}>{terms.title}</Link>
              </p>
            )}
          </div>
        </OfferTerms>
      )}
    </div>
  );
}

/**
 * The offer-card blocks (spec 002 §1 "offer cards in two or three columns", §2, §3 "Offer", §9). A server
 * component with one client island per offer with terms (the terms button, `OfferTerms`).
 *
 * - The offers in a list, stacked below 576 px and in `columns` from there (`cardGridColumns`: a three-column block
 *   with fewer than three offers shows two).
 * - The block's optional title is an h2; the offers' titles are then h3 (h2 without it).
 * - Each offer is a `ContentCard` (16:9 picture) with its footer.
 */
export function OfferCards({
  block,
  columns: most,
  title,
  offers,
  ...entry
}: OfferCardsProps & { block: string; columns: CardColumns }) {
  const columns = cardGridColumns(offers.length, most);
  const sizes = cardGridSizes(columns);
  const Heading = cardHeading(title);
  const identity = blockIdentity(entry);
  return (
    <CardGrid
      block={block}
      title={title}
      columns={columns}
      cards={offers}
      renderCard={(offer) => (
        <ContentCard
          card={offer}
          ratio="wide"
          Heading={Heading}
          sizes={sizes}
          footerBackgroundColor={offer.footerBackgroundColor}
          footer={<OfferFooter offer={offer} identity={identity} />}
        />
      )}
    />
  );
}

/** Offer cards in two columns from the small breakpoint (spec 002 §9). */
export function OfferCardsTwoColumns(props: OfferCardsProps) {
  return <OfferCards {...props} block="offer-cards-two-columns" columns={2} />;
}
