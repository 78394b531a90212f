import { BlockMedia } from '../../shared/BlockMedia';
import { CallToActionLink } from '../../shared/CallToActionLink';
import { isPresentCallToAction } from '../../shared/callToAction';
import * as styles from './JumpOffTile1.css';
import { type JumpOffTilePlacement, STANDALONE_TILE_SIZES, tileHeading } from './placement';
import type { JumpOffTile1Entry } from './schema';
import * as parts from './tileParts.css';

/** The parsed entry (`jumpOffTile1Schema.parse(entry)`) and, in a group, where the tile sits. */
export type JumpOffTile1Props = JumpOffTile1Entry & JumpOffTilePlacement;

/**
 * Jump-off tile, type one (spec 002 §3 "Jump-off tiles", §5). A server component: no hooks, no client JS.
 *
 * - The picture (4:5, card widths, alt `imageAlt` else the image's own) on top; the title, body and button below.
 * - The button shows only with buttonText, buttonLink and buttonStyle (§5). When it shows it is the tile's only
 *   link and covers the tile, so the picture and title lead there too; without it nothing in the tile is a link.
 */
export function JumpOffTile1({
  title,
  body,
  callToAction,
  image,
  imageAlt,
  headingLevel,
  sizes = STANDALONE_TILE_SIZES,
  grouped = false,
}: JumpOffTile1Props) {
  const cta = isPresentCallToAction(callToAction) ? callToAction : undefined;
  const Heading = tileHeading(headingLevel);
  const classes = [parts.tileText, styles.tile, grouped ? '' : parts.standalone, cta ? parts.linkedTile : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} data-block="jump-off-tile-1" data-linked={cta ? 'true' : 'false'}>
      <div className={parts.mediaBox}>
        <BlockMedia media={image} alt={imageAlt} widths="card" sizes={sizes} aspectRatio="4x5" />
      </div>
      <div className={styles.content}>
        {title !== undefined && (
          <Heading className={cta ? `${parts.title} ${parts.linkedTitle}` : parts.title}>{title}</Heading>
        )}
        {body !== undefined && <p className={parts.body}>{body}</p>}
        {cta && (
          <div className={parts.actions}>
            <CallToActionLink cta={cta} className={parts.stretchedLink} />
          </div>
        )}
      </div>
    </div>
  );
}
