import { heroBannerIsLink } from '@wardrobe/domain-rules';
import { BlockMedia, isVideoLink } from '../../shared/BlockMedia';
import { CallToActionLink, ctaColours } from '../../shared/CallToActionLink';
import { presentCallsToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';
import * as styles from './ScrollableCard.css';
import { type ScrollableCardEntry, scrollableCardLinkName } from './schema';

/** The parsed entry (`scrollableCardSchema.parse(entry)`), and where the card sits. */
export type ScrollableCardProps = ScrollableCardEntry & {
  /** The heading's level: 2 on its own (a block cannot know where it sits on a page), 3 under a group's title. */
  headingLevel?: 2 | 3;
  /** How wide the media shows (`sizes`); on its own, 24rem from 768 px and the page's width below. */
  sizes?: string;
  /** Set by the group: the card fills its slide instead of a lone card's width. */
  grouped?: boolean;
};

const STANDALONE_SIZES = '(min-width: 768px) 384px, 100vw';

/** The card's colours: the words (ink), the card (paper), and the shade behind the words over media. */
export function scrollableCardColours({
  textColour,
  backgroundColour,
  overMedia,
}: Pick<ScrollableCardEntry, 'textColour' | 'backgroundColour'> & { overMedia: boolean }) {
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES.White;
  const chosen = textColour === undefined ? undefined : TEXT_COLOUR_VALUES[textColour];
  // Over media the editor's colour stands (White when absent): the shade of its opposite makes it read. On a plain
  // colour it must read at 4.5:1 there.
  const ink = overMedia
    ? (chosen ?? TEXT_COLOUR_VALUES.White)
    : (readableTextColour(chosen, [paper]) ?? inkOn(paper));
  const shade = overMedia ? inkOn(ink) : paper;
  return { ink, paper, shade };
}

/**
 * Scrollable card (spec 002 §3 "Scrollable card and group"). A server component: the only interactive part is a
 * background video's Pause/Play control.
 *
 * - The media fills a 4:5 card; the subheading, heading and calls to action sit at its foot, over a shade of the
 *   text colour's opposite when there is media.
 * - The whole card is one link to `link` only when no call to action is shown (`heroBannerIsLink`): links never
 *   nest. The link is named by its texts (else the media's alt text). The media is the link's sibling, so a video's
 *   control is never inside it. Otherwise each call to action is its own link and `link` is not used.
 */
export function ScrollableCard(props: ScrollableCardProps) {
  const {
    backgroundMedia,
    backgroundColour,
    subheading,
    heading,
    textColour,
    link,
    callsToAction,
    headingLevel = 2,
    sizes = STANDALONE_SIZES,
    grouped = false,
  } = props;
  const overMedia = backgroundMedia !== undefined;
  const video = isVideoLink(backgroundMedia);
  const colours = scrollableCardColours({ textColour, backgroundColour, overMedia });
  const ctas = presentCallsToAction(callsToAction);
  const linked = link !== undefined && heroBannerIsLink({ url: link, callsToAction });
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const hasTexts = subheading !== undefined || heading !== undefined;
  const content = styles.content({ linked, video });

  const panel =
    hasTexts || (!linked && ctas.length > 0) ? (
      <div className={styles.panel({ shaded: overMedia })}>
        {subheading !== undefined && <p className={styles.subheading}>{subheading}</p>}
        {heading !== undefined && <Heading className={styles.heading}>{heading}</Heading>}
        {!linked && ctas.length > 0 && (
          <div className={styles.actions}>
            {ctas.map((cta, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two buttons may share a link.
              <CallToActionLink key={`${index}:${cta.buttonLink}`} cta={cta} />
            ))}
          </div>
        )}
      </div>
    ) : null;

  return (
    <div
      className={styles.card({ standalone: !grouped })}
      style={{
        ...inlineVars({
          [styles.inkVar]: colours.ink,
          [styles.paperVar]: colours.paper,
          [styles.shadeVar]: colours.shade,
        }),
        ...ctaColours(colours.ink, colours.shade),
      }}
      data-block="scrollable-card"
    >
      {linked ? (
        // Named by its words; a card with none by its media's alt text (the schema refuses a link with neither).
        <a href={link} className={content} aria-label={hasTexts ? undefined : scrollableCardLinkName(props)}>
          {panel}
        </a>
      ) : (
        panel && <div className={content}>{panel}</div>
      )}
      {/* After the card's own link or words in the tab order (a video's control), under them on screen. */}
      <BlockMedia
        media={backgroundMedia}
        widths="card"
        sizes={sizes}
        aspectRatio="4x5"
        loop
        className={styles.media}
      />
    </div>
  );
}
