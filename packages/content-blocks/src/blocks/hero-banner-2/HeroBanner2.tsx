import { callsToActionHeightPx, heroBanner2IsLink, widestWordEm } from '@wardrobe/domain-rules';
import { BreakpointMedia } from '../../shared/BlockMedia';
import { CallToActionLink, ctaColours } from '../../shared/CallToActionLink';
import { callToActionLink } from '../../shared/CallToActionLink.css';
import { type PresentCallToAction, presentCallsToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import * as styles from './HeroBanner2.css';
import { heroBanner2Colours } from './rules';
import type { HeroBanner2Entry } from './schema';

/** The parsed entry (`heroBanner2Schema.parse(entry)`): defaults are applied by the schema. */
export type HeroBanner2Props = HeroBanner2Entry;

/**
 * Hero banner 2 (spec 002 §3, §5). A server component: the only interactive part is the background video's
 * Pause/Play control, which the design system's `Video` brings.
 *
 * - A background colour, and over it an optional desktop/mobile media (image or video; hero widths, loaded with
 *   priority, cropped to the banner's reserved 4:5 or 16:9 box).
 * - The title (`h2`), sub title and calls to action, placed per width and aligned; the Quisas box in a corner.
 * - Exactly one call to action shown (`heroBanner2IsLink`): the whole banner is one link to it, and the call to
 *   action shows as the link's button-looking text, not a link of its own. Otherwise each call to action is a
 *   link. The video's control always sits beside the link, not in it.
 */
export function HeroBanner2(props: HeroBanner2Props) {
  const {
    mainTitle,
    subTitle,
    quisasBoxText,
    quisasBoxPosition,
    textColour,
    textContentAlignment,
    backgroundColour,
    backgroundMediaDesktop,
    backgroundMediaMobile,
    callsToAction,
    callsToActionHeight,
    callsToActionColumn,
    contentPositionDesktop,
    contentPositionMobile,
  } = props;
  const ctas = presentCallsToAction(callsToAction);
  const linkedTo: PresentCallToAction | undefined = heroBanner2IsLink(callsToAction) ? ctas[0] : undefined;
  const hasMedia = backgroundMediaDesktop !== undefined || backgroundMediaMobile !== undefined;
  const { ink, background, paper } = heroBanner2Colours({ textColour, backgroundColour, hasMedia });

  const content = (
    <div
      className={styles.content({
        positionMobile: contentPositionMobile,
        positionDesktop: contentPositionDesktop,
        alignment: textContentAlignment,
      })}
    >
      {mainTitle !== undefined && (
        <h2
          className={styles.title}
          style={inlineVars({ [styles.widestWordVar]: String(widestWordEm(mainTitle)) })}
        >
          {mainTitle}
        </h2>
      )}
      {subTitle !== undefined && <p className={styles.subTitle}>{subTitle}</p>}
      {ctas.length > 0 && (
        <div
          className={styles.buttons({ column: callsToActionColumn, alignment: textContentAlignment })}
          style={inlineVars({ [styles.buttonHeightVar]: `${callsToActionHeightPx(callsToActionHeight)}px` })}
          data-calls-to-action-column={callsToActionColumn}
        >
          {linkedTo ? (
            // Inside the whole-banner link: the call to action's look, not a second link.
            <span className={styles.buttonContainer}>
              <span
                className={`${callToActionLink({ buttonStyle: linkedTo.buttonStyle })} ${styles.button}`}
                data-button-style={linkedTo.buttonStyle}
              >
                {linkedTo.buttonText}
              </span>
            </span>
          ) : (
            ctas.map((cta, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two buttons may share a link.
              <div key={`${index}:${cta.buttonLink}`} className={styles.buttonContainer}>
                <CallToActionLink cta={cta} className={styles.button} />
              </div>
            ))
          )}
        </div>
      )}
    </div>
  );

  const quisasBox = quisasBoxText !== undefined && (
    <div
      className={styles.quisasBox({ position: quisasBoxPosition })}
      data-quisas-position={quisasBoxPosition}
    >
      <p className={styles.quisasText}>{quisasBoxText}</p>
    </div>
  );

  const areaClass = styles.contentArea({ linked: linkedTo !== undefined });
  const area = linkedTo ? (
    <a href={linkedTo.buttonLink} id={linkedTo.customId || undefined} className={areaClass}>
      {quisasBox}
      {content}
    </a>
  ) : (
    <div className={areaClass}>
      {quisasBox}
      {content}
    </div>
  );

  return (
    <div
      className={styles.banner}
      style={{
        ...inlineVars({ [styles.inkVar]: ink, [styles.backgroundVar]: background }),
        ...ctaColours(ink, paper),
      }}
      data-block="hero-banner-2"
    >
      {hasMedia && (
        <div className={styles.media}>
          <BreakpointMedia
            desktop={backgroundMediaDesktop}
            mobile={backgroundMediaMobile}
            desktopLoop
            mobileLoop
            desktopAspectRatio="16/9"
            mobileAspectRatio="4x5"
            widths="hero"
            sizes="100vw"
            priority
            className={styles.mediaItem}
          />
        </div>
      )}
      {area}
    </div>
  );
}
