import { BlockMedia } from '../../shared/BlockMedia';
import { inlineVars } from '../../shared/inlineVars';
import { hasLink } from '../../shared/links';
import { CardGrid, cardHeading } from '../offer-cards-two-columns/CardGrid';
import * as cards from '../offer-cards-two-columns/cards.css';
import { cardGridColumns, cardGridSizes } from '../offer-cards-two-columns/grid';
import type { TileCardEntry, TileCardsEntry } from './schema';
import * as styles from './TileCards.css';

/** The parsed entry (`tileCardsSchema.parse(entry)`): defaults are applied by the schema. */
export type TileCardsProps = TileCardsEntry;

interface TileCardProps {
  tile: TileCardEntry;
  Heading: 'h2' | 'h3';
  sizes: string;
}

/**
 * One tile card (spec 002 §3 "Tile card"): a square picture (card widths; alt `imgAltText`, else the image's
 * own), the title underlined in `underlineColor` and the description. With a `link` the title is the tile's one
 * link, and its click area covers the tile.
 */
function TileCard({ tile, Heading, sizes }: TileCardProps) {
  const href = hasLink(tile.link) && tile.title !== undefined ? tile.link : undefined;
  const font = tile.titleFont ?? 'Quisas';
  return (
    <div
      className={styles.tile({ linked: href !== undefined })}
      style={inlineVars({ [styles.underlineVar]: tile.underlineColor })}
      data-linked={href !== undefined}
    >
      {tile.image && (
        <div className={cards.mediaBox({ ratio: 'square' })}>
          <BlockMedia
            media={tile.image}
            alt={tile.imgAltText}
            widths="card"
            sizes={sizes}
            aspectRatio="1/1"
          />
        </div>
      )}
      {tile.title !== undefined && (
        <Heading className={styles.title({ font })}>
          {href !== undefined ? (
            <a href={href} className={`${styles.link} ${styles.underline}`}>
              {tile.title}
            </a>
          ) : (
            <span className={styles.underline}>{tile.title}</span>
          )}
        </Heading>
      )}
      {tile.description !== undefined && (
        <p className={cards.description({ font: tile.descriptionFont ?? 'Athletics' })}>{tile.description}</p>
      )}
    </div>
  );
}

/**
 * Tile cards (spec 002 §1, §3 "Tile card", §9 "Tile card widths vary by breakpoint"). A server component: no
 * client JS. The tiles sit in a list on the page: one per row below 576 px, two from 576 px, three from 992 px when
 * there are three or more (`offerGridColumns`); a lone tile keeps a column's width, centred. The optional title is
 * an h2 and the tiles' titles h3 (h2 without it).
 */
export function TileCards({ title, cards: tiles }: TileCardsProps) {
  const columns = cardGridColumns(tiles.length);
  const sizes = cardGridSizes(columns, 'lg');
  const Heading = cardHeading(title);
  return (
    <CardGrid
      block="tile-cards"
      title={title}
      columns={columns === 3 ? 'tiles3' : 2}
      cards={tiles}
      renderCard={(tile) => <TileCard tile={tile} Heading={Heading} sizes={sizes} />}
    />
  );
}
