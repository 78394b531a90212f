import { blockIdentity, logBlockFailure } from '../../logging';
import { SnugContentCard } from '../snug-content-card/SnugContentCard';
import { parseSnugCards, SNUG_GROUP_CARD_SIZES } from './cards';
import * as styles from './SnugContentGroup.css';
import { SNUG_CONTENT_GROUP, type SnugContentGroupEntry } from './schema';

/** The parsed entry (`snugContentGroupSchema.parse(entry)`); its cards are parsed here, each with the card's schema. */
export type SnugContentGroupProps = SnugContentGroupEntry;

/**
 * Snug content group (spec 002 §1; the fields are ours, see schema.ts). A server component: no hooks, no client JS.
 *
 * - Each card is parsed with `snugContentCardSchema`; one that fails (or is of another type) is left out and logged
 *   (`content-block-failed`, the card's identity, the reason naming the group), and the group stands. With no card
 *   left it renders nothing.
 * - The cards sit in a list in the editor's order, edge to edge: 2 columns below 992 px, 4 from 992 px.
 * - The title is an h2 and the cards' headings h3; without a title, the cards' headings are h2.
 */
export function SnugContentGroup(props: SnugContentGroupProps) {
  const { title, cards } = props;
  const parsed = parseSnugCards(cards, blockIdentity(props));
  for (const failure of parsed.failures) logBlockFailure(failure);
  if (parsed.cards.length === 0) return null;
  const headingLevel = title === undefined ? 2 : 3;

  return (
    <div className={styles.group} data-block={SNUG_CONTENT_GROUP}>
      {title !== undefined && <h2 className={styles.title}>{title}</h2>}
      <ul className={styles.grid}>
        {parsed.cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; the same card may appear twice.
          <li key={index} className={styles.cell}>
            <SnugContentCard {...card} headingLevel={headingLevel} sizes={SNUG_GROUP_CARD_SIZES} grouped />
          </li>
        ))}
      </ul>
    </div>
  );
}
