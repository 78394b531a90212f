import type { ReactNode } from 'react';
import * as styles from './cards.css';

export interface CardGridProps<Card> {
  /** The block's name, for `data-block` (`offer-cards-two-columns` …). */
  block: string;
  /** The block's optional title (its h2; the cards' titles are then h3). */
  title?: string | undefined;
  /** The grid's columns from 576 px (`cardGridColumns`); `tiles3` for tile cards' three columns from 992 px. */
  columns: 2 | 3 | 'tiles3';
  /** The cards, in the editor's order. */
  cards: readonly Card[];
  /** Renders one card (into its list item). */
  renderCard: (card: Card) => ReactNode;
}

/**
 * The card grid the four card blocks share (spec 002 §9 "Offer grids"): a server component. The cards sit in a
 * list in the editor's order, stacked below 576 px and in `columns` from there; a lone card keeps a column's
 * width, centred. `data-columns` says how many columns it has on large screens (tests read it).
 */
export function CardGrid<Card>({ block, title, columns, cards, renderCard }: CardGridProps<Card>) {
  const lone = cards.length === 1;
  return (
    <div className={styles.block} data-block={block}>
      {title !== undefined && <h2 className={styles.blockTitle}>{title}</h2>}
      <ul className={styles.grid({ columns })} data-columns={columns === 'tiles3' ? 3 : columns}>
        {cards.map((card, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; an editor may repeat a card.
          <li key={index} className={lone ? `${styles.cell} ${styles.loneCell}` : styles.cell}>
            {renderCard(card)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cards' heading level: h3 under the block's title, else h2 (a block cannot know where it sits). */
export function cardHeading(title: string | undefined): 'h2' | 'h3' {
  return title === undefined ? 'h2' : 'h3';
}
