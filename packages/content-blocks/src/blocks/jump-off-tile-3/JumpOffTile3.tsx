import { RichText } from '@wardrobe/design-system';
import { blockIdentity, logRichTextErrors } from '../../logging';
import { BlockMedia } from '../../shared/BlockMedia';
import { CallToActionLink } from '../../shared/CallToActionLink';
import { presentCallsToAction } from '../../shared/callToAction';
import { type JumpOffTilePlacement, STANDALONE_TILE_SIZES, tileHeading } from '../jump-off-tile-1/placement';
import * as parts from '../jump-off-tile-1/tileParts.css';
import * as styles from './JumpOffTile3.css';
import type { JumpOffTile3Entry } from './schema';

/** The parsed entry (`jumpOffTile3Schema.parse(entry)`) and, in a group, where the tile sits. */
export type JumpOffTile3Props = JumpOffTile3Entry & JumpOffTilePlacement;

/**
 * Jump-off tile, type three (spec 002 §3 "Jump-off tiles", §5). A server component: the video's Pause/Play
 * control is the design system's own client part (through `BlockMedia`); the tile adds no client JS.
 *
 * - The media (`video` when given, else `image`; 4:5, card widths) on top of, left of or right of the text
 *   (`imagePosition`; beside it only when the tile is at least 36rem wide).
 * - The title in its `titleFont`; the body is markdown rendered as React elements (the design system's RichText),
 *   its `#` headings one level below the title; an unmatched underline tag is logged and stays text.
 * - Each call to action shows as a button only with buttonText, buttonLink and buttonStyle (§5), in order.
 * - Nothing wraps the tile in a link: its body may hold links and it may hold several buttons and a video control,
 *   and links never nest. Its links are the body's and the buttons, each named by its own text.
 */
export function JumpOffTile3(props: JumpOffTile3Props) {
  const {
    title,
    titleFont = 'Quisas',
    body,
    callToAction,
    image,
    video,
    imagePosition = 'Top',
    imageAlt,
    headingLevel = 2,
    sizes = STANDALONE_TILE_SIZES,
    grouped = false,
  } = props;
  const ctas = presentCallsToAction(callToAction);
  const Heading = tileHeading(headingLevel);
  const width = grouped ? 'grouped' : imagePosition === 'Top' ? 'standalone' : 'standaloneBeside';

  return (
    <div
      className={`${parts.tileText} ${styles.tile({ width })}`}
      data-block="jump-off-tile-3"
      data-image-position={imagePosition}
    >
      <div className={styles.layout({ imagePosition })}>
        <div className={`${parts.mediaBox} ${styles.media({ imagePosition })}`}>
          <BlockMedia
            media={video ?? image}
            alt={imageAlt}
            widths="card"
            sizes={sizes}
            aspectRatio="4x5"
            loop
          />
        </div>
        <div className={styles.content}>
          {title !== undefined && <Heading className={styles.title({ titleFont })}>{title}</Heading>}
          {body !== undefined && (
            <RichText
              text={body}
              headingLevel={headingLevel === 3 ? 4 : 3}
              className={styles.body}
              onNotationError={(errors) => logRichTextErrors(blockIdentity(props), errors)}
            />
          )}
          {ctas.length > 0 && (
            <div className={parts.actions}>
              {ctas.map((cta, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two buttons may share a link.
                <CallToActionLink key={`${index}:${cta.buttonLink}`} cta={cta} />
              ))}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
