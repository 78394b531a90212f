import { BlockMedia } from '../../shared/BlockMedia';
import { inlineVars } from '../../shared/inlineVars';
import { hasLink, TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import * as styles from './LinkTile.css';
import type { LinkTileEntry } from './schema';

/** The parsed entry (`linkTileSchema.parse(entry)`): defaults are applied by the schema. */
export type LinkTileProps = LinkTileEntry;

/** Tiles sit in rows of two to four: a third of the width on large screens, half on tablets, all on phones. */
const SIZES = '(min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw';

/** The tile's colours: the headline (ink), the tile (paper), the underline and the drop shadow. */
export function linkTileColours({
  fontColour,
  tileColour,
  underlineColour,
  overMedia,
}: Pick<LinkTileEntry, 'fontColour' | 'tileColour' | 'underlineColour'> & { overMedia: boolean }) {
  const paper = tileColour ?? TEXT_COLOUR_VALUES.White;
  // On the tile colour the editor's colour must read at 4.5:1; over a picture nothing can be measured.
  const ink = overMedia
    ? (fontColour ?? TEXT_COLOUR_VALUES.White)
    : (readableTextColour(fontColour, [paper]) ?? inkOn(paper));
  return { ink, paper, underline: underlineColour ?? ink, shadow: inkOn(ink) };
}

/**
 * Link tile (spec 002 §3). A server component: no hooks, no client JS.
 *
 * - The whole tile is one link to `link`, named by its headline. The media is the link's sibling, not its child,
 *   so a video's Pause/Play button never sits inside the link (it stacks above it).
 * - Colours: `fontColour` on `tileColour` only when it reads at 4.5:1, else black or white; over media the
 *   editor's colour, with the optional drop shadow.
 * - `mobileOrder` is the tile's CSS `order` below 768 px.
 */
export function LinkTile({
  headline,
  fontColour,
  headlineDropShadow = false,
  tileColour,
  backgroundMedia,
  backgroundMediaAltText,
  link,
  mobileOrder,
  underlineColour,
}: LinkTileProps) {
  const overMedia = backgroundMedia !== undefined;
  const colours = linkTileColours({ fontColour, tileColour, underlineColour, overMedia });
  const text = headline !== undefined && headline !== '' ? headline : undefined;
  const href = hasLink(link) && text !== undefined ? link : undefined;
  const style = inlineVars({
    [styles.inkVar]: colours.ink,
    [styles.paperVar]: colours.paper,
    [styles.underlineVar]: colours.underline,
    [styles.shadowVar]: colours.shadow,
    ...(mobileOrder === undefined ? {} : { [styles.mobileOrderVar]: String(mobileOrder) }),
  });
  const words =
    text === undefined ? null : (
      <span className={styles.headline({ dropShadow: headlineDropShadow })}>{text}</span>
    );

  return (
    <div className={styles.tile} style={style} data-block="link-tile">
      {href !== undefined ? (
        <a href={href} className={styles.content({ linked: true })}>
          {words}
        </a>
      ) : (
        words && <p className={styles.content({ linked: false })}>{words}</p>
      )}
      {/* After the link in the tab order (the tile's own action first), under it on screen. */}
      <BlockMedia
        media={backgroundMedia}
        alt={backgroundMediaAltText}
        widths="card"
        sizes={SIZES}
        aspectRatio="4x5"
        loop
        className={styles.media}
      />
    </div>
  );
}
