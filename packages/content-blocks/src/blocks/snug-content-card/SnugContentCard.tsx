import { BlockMedia } from '../../shared/BlockMedia';
import { CallToActionLink, ctaColours } from '../../shared/CallToActionLink';
import { isPresentCallToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import * as styles from './SnugContentCard.css';
import type { SnugContentCardEntry } from './schema';

/**
 * Where a snug card sits on the page: not content fields. A snug group sets them for its cards; a card placed on
 * its own takes the defaults.
 */
export interface SnugCardPlacement {
  /** The heading's level: 2 on its own (or in a group without a title), 3 under a group's title. */
  headingLevel?: 2 | 3;
  /** The picture's `sizes`: how wide the card shows at each breakpoint (the group knows its columns). */
  sizes?: string;
  /** In a group the card fills its cell; on its own it is at most 24rem wide. */
  grouped?: boolean;
}

/** The parsed entry (`snugContentCardSchema.parse(entry)`) and, in a group, where the card sits. */
export type SnugContentCardProps = SnugContentCardEntry & SnugCardPlacement;

/** A card on its own is at most 24rem (384 px) wide: the whole viewport below that. */
export const STANDALONE_SNUG_CARD_SIZES = '(min-width: 24rem) 24rem, 100vw';

/**
 * The card's colours: its fill (`backgroundColour`, default white) and its text, the editor's White or Black if it
 * reads at 4.5:1 on the fill, else black or white, whichever reads (`inkOn`).
 */
export function snugCardColours({
  backgroundColour,
  textColour,
}: Pick<SnugContentCardEntry, 'backgroundColour' | 'textColour'>) {
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES.White;
  const chosen = textColour === undefined ? undefined : TEXT_COLOUR_VALUES[textColour];
  const ink = readableTextColour(chosen, [paper]) ?? inkOn(paper);
  return { ink, paper };
}

/**
 * Snug content card (spec 002 §1; the fields are ours, see schema.ts). A server component: no hooks, no client JS.
 *
 * - The picture (square, card widths, alt `imageAltText` else the image's own) on top; heading, body and button
 *   below it on the card's colour.
 * - The button shows only with buttonText, buttonLink and buttonStyle (§5). When it shows it is the card's only
 *   link and covers the card; without it nothing in the card is a link.
 */
export function SnugContentCard({
  image,
  imageAltText,
  heading,
  body,
  callToAction,
  backgroundColour,
  textColour,
  headingLevel = 2,
  sizes = STANDALONE_SNUG_CARD_SIZES,
  grouped = false,
}: SnugContentCardProps) {
  const cta = isPresentCallToAction(callToAction) ? callToAction : undefined;
  const { ink, paper } = snugCardColours({ backgroundColour, textColour });
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const classes = [styles.card, grouped ? '' : styles.standalone, cta ? styles.linkedCard : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div
      className={classes}
      style={{ ...inlineVars({ [styles.inkVar]: ink, [styles.paperVar]: paper }), ...ctaColours(ink, paper) }}
      data-block="snug-content-card"
      data-linked={cta ? 'true' : 'false'}
    >
      <div className={styles.mediaBox}>
        <BlockMedia media={image} alt={imageAltText} widths="card" sizes={sizes} aspectRatio="1x1" />
      </div>
      {(heading !== undefined || body !== undefined || cta) && (
        <div className={styles.content}>
          {heading !== undefined && (
            <Heading className={cta ? `${styles.heading} ${styles.linkedHeading}` : styles.heading}>
              {heading}
            </Heading>
          )}
          {body !== undefined && <p className={styles.body}>{body}</p>}
          {cta && (
            <div className={styles.actions}>
              <CallToActionLink cta={cta} className={styles.stretchedLink} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
