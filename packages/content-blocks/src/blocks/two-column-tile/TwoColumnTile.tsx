import { tileIsClickable } from '@wardrobe/domain-rules';
import { BlockMedia } from '../../shared/BlockMedia';
import { CallToActionLink } from '../../shared/CallToActionLink';
import { callToActionLink } from '../../shared/CallToActionLink.css';
import { presentCallsToAction } from '../../shared/callToAction';
import type { TwoColumnTileEntry } from './schema';
import * as styles from './TwoColumnTile.css';

/** The parsed entry (`twoColumnTileSchema.parse(entry)`), and where the tile sits. */
export type TwoColumnTileProps = TwoColumnTileEntry & {
  /**
   * The title's heading level. Default 2 (a block cannot know where it sits on a page); a row with a title of its
   * own gives its tiles 3.
   */
  headingLevel?: 2 | 3;
  /** Set by the row: the tile takes its column's width instead of a lone tile's. */
  inRow?: boolean;
};

/** How wide the picture shows: a column of two from 768 px, the page's width below. */
const SIZES = '(min-width: 768px) 50vw, 100vw';

/**
 * Two-column tile (spec 002 §2, §5). A server component: no hooks, no client JS.
 *
 * - The whole tile is one link to its `href` only when `tileIsClickable` says so (the href starts with `/` and at
 *   most one call to action is shown). Links never nest, so its call to action is then the link's button-looking
 *   text, not a link of its own; the tile's `href` is where it goes.
 * - Otherwise the tile is not a link and each call to action is a link of its own; `href` is not used.
 */
export function TwoColumnTile({
  image,
  imageAltText,
  title,
  text,
  href,
  callsToAction,
  headingLevel = 2,
  inRow = false,
}: TwoColumnTileProps) {
  const ctas = presentCallsToAction(callsToAction);
  const clickable = tileIsClickable(href, ctas.length);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const className = styles.tile({ clickable, standalone: !inRow });

  const content = (
    <>
      <BlockMedia media={image} alt={imageAltText} widths="card" sizes={SIZES} aspectRatio="4x5" />
      <div className={styles.words}>
        <Heading className={styles.title}>{title}</Heading>
        {text !== undefined && <p className={styles.text}>{text}</p>}
        {ctas.length > 0 && (
          <div className={styles.actions}>
            {clickable
              ? ctas.map((cta) => (
                  // The tile is the link (so it has at most this one): its call to action only looks like a button.
                  <span
                    key={cta.buttonLink}
                    id={cta.customId || undefined}
                    className={callToActionLink({ buttonStyle: cta.buttonStyle })}
                    data-button-style={cta.buttonStyle}
                  >
                    {cta.buttonText}
                  </span>
                ))
              : ctas.map((cta, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two buttons may share a link.
                  <CallToActionLink key={`${index}:${cta.buttonLink}`} cta={cta} />
                ))}
          </div>
        )}
      </div>
    </>
  );

  return clickable && href !== undefined ? (
    <a href={href} className={className} data-block="two-column-tile" data-clickable="">
      {content}
    </a>
  ) : (
    <div className={className} data-block="two-column-tile">
      {content}
    </div>
  );
}
