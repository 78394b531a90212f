import { BlockMedia } from '../../shared/BlockMedia';
import { CallToActionLink } from '../../shared/CallToActionLink';
import { isPresentCallToAction } from '../../shared/callToAction';
import { type JumpOffTilePlacement, STANDALONE_TILE_SIZES, tileHeading } from '../jump-off-tile-1/placement';
import * as parts from '../jump-off-tile-1/tileParts.css';
import * as styles from './JumpOffTile2.css';
import type { JumpOffTile2Entry } from './schema';

/** The parsed entry (`jumpOffTile2Schema.parse(entry)`) and, in a group, where the tile sits. */
export type JumpOffTile2Props = JumpOffTile2Entry & JumpOffTilePlacement;

/**
 * Jump-off tile, type two (spec 002 §3 "Jump-off tiles", §5). A server component: no hooks, no client JS.
 *
 * - The picture fills a 4:5 box (card widths, alt `imageAlt` else the image's own); the title, body and button sit
 *   on a white panel over its foot, so they read on any picture.
 * - The button shows only with buttonText, buttonLink and buttonStyle (§5). When it shows it is the tile's only
 *   link and covers the tile, so the picture and title lead there too; without it nothing in the tile is a link.
 */
export function JumpOffTile2({
  title,
  body,
  callToAction,
  image,
  imageAlt,
  headingLevel,
  sizes = STANDALONE_TILE_SIZES,
  grouped = false,
}: JumpOffTile2Props) {
  const cta = isPresentCallToAction(callToAction) ? callToAction : undefined;
  const Heading = tileHeading(headingLevel);
  const classes = [parts.tileText, styles.tile, grouped ? '' : parts.standalone, cta ? parts.linkedTile : '']
    .filter(Boolean)
    .join(' ');
  const hasText = title !== undefined || body !== undefined || cta !== undefined;

  return (
    <div className={classes} data-block="jump-off-tile-2" data-linked={cta ? 'true' : 'false'}>
      <div className={styles.media}>
        <BlockMedia media={image} alt={imageAlt} widths="card" sizes={sizes} aspectRatio="4x5" />
      </div>
      {hasText && (
        <div className={styles.panel}>
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
      )}
    </div>
  );
}
