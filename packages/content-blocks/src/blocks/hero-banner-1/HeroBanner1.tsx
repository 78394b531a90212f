import {
  HERO_BANNER_1_MAX_CALLS_TO_ACTION,
  heroBanner1LinkName,
  heroBanner1Texts,
  heroBannerIsLink,
  heroButtonsLayout,
  heroFontSizes,
  widestWordEm,
} from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import { BreakpointMedia } from '../../shared/BlockMedia';
import { CallToActionLink, ctaColours } from '../../shared/CallToActionLink';
import { presentCallsToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import * as styles from './HeroBanner1.css';
import type { HeroBanner1Entry } from './schema';

/** The parsed entry (`heroBanner1Schema.parse(entry)`): defaults are applied by the schema. */
export type HeroBanner1Props = HeroBanner1Entry;

type TextPart = 'topHeading' | 'heading' | 'subHeading';

/**
 * Hero banner 1 (spec 002 §3, §5, §9). A server component: the only interactive part is the background video's
 * Pause/Play control, which the design system's `Video` brings.
 *
 * - The background is a desktop/mobile pair (image or video), the first screen's largest picture: hero widths,
 *   loaded with priority, cropped to the banner's reserved 4:5 (mobile) or 16:9 (desktop) box.
 * - The texts sit over it in the editor's colours, fonts and sizes; the heading is an `h2`, the top heading and
 *   sub heading paragraphs. Nothing is laid over the picture to change their colours: that is the editor's pick.
 * - The whole banner is one link when it has a url and no call to action is shown (`heroBannerIsLink`); then no
 *   other link is inside it, and the video's control sits beside the link, not in it.
 * - Up to four calls to action, `buttonsLayout` of them side by side in 220 px containers with 1.5rem gaps.
 */
export function HeroBanner1(props: HeroBanner1Props) {
  const {
    url,
    contentPositionDesktop,
    contentPositionMobile,
    innerContentAlignmentDesktop,
    innerContentAlignmentMobile,
    callsToAction,
    backgroundDesktop,
    backgroundMobile,
    backgroundDesktopVideoLoop,
    backgroundMobileVideoLoop,
    backgroundDesktopAltText,
    backgroundMobileAltText,
    headingTextColour,
  } = props;
  const ctas = presentCallsToAction(callsToAction.callsToAction).slice(0, HERO_BANNER_1_MAX_CALLS_TO_ACTION);
  const linked = heroBannerIsLink(props);
  const layout = heroButtonsLayout(callsToAction.buttonsLayout, ctas.length);
  // The buttons are drawn in the heading's colour, on its opposite, so a primary button reads as the text does.
  const ink = TEXT_COLOUR_VALUES[headingTextColour];
  const paper = TEXT_COLOUR_VALUES[headingTextColour === 'White' ? 'Black' : 'White'];

  const renderText = (part: TextPart, Tag: 'p' | 'h2') => {
    const value = props[part];
    if (value === undefined || value.trim() === '') return null;
    const sizes = heroFontSizes(props[`${part}FontSizeDesktop`], props[`${part}FontSizeMobile`]);
    return (
      <Tag
        className={styles.text({ font: props[`${part}Font`], part, linked: linked && part === 'heading' })}
        style={inlineVars({
          [styles.textColourVar]: TEXT_COLOUR_VALUES[props[`${part}TextColour`]],
          [styles.fontSizeMobileVar]: sizes.mobile,
          [styles.fontSizeDesktopVar]: sizes.desktop,
          [styles.widestWordVar]: String(widestWordEm(value)),
        })}
        data-part={part}
      >
        {value}
      </Tag>
    );
  };

  const content = (
    <div
      className={styles.content({
        alignmentMobile: innerContentAlignmentMobile,
        alignmentDesktop: innerContentAlignmentDesktop,
      })}
    >
      {renderText('topHeading', 'p')}
      {renderText('heading', 'h2')}
      {renderText('subHeading', 'p')}
      {ctas.length > 0 && (
        <div
          className={styles.buttons({
            layout: `${layout}`,
            alignmentMobile: innerContentAlignmentMobile,
            alignmentDesktop: innerContentAlignmentDesktop,
          })}
          data-buttons-layout={layout}
        >
          {ctas.map((cta, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two buttons may share a link.
            <div key={`${index}:${cta.buttonLink}`} className={styles.buttonContainer}>
              <CallToActionLink cta={cta} className={styles.button} />
            </div>
          ))}
        </div>
      )}
    </div>
  );

  const areaClass = styles.contentArea({
    positionMobile: contentPositionMobile,
    positionDesktop: contentPositionDesktop,
    linked,
  });
  let area: ReactNode;
  if (linked) {
    // Named by its texts; a banner with none is named by its background's alt text (the schema refuses a
    // linking banner with neither).
    const label = heroBanner1Texts(props).length === 0 ? heroBanner1LinkName(props) : undefined;
    area = (
      <a href={url} className={areaClass} aria-label={label}>
        {content}
      </a>
    );
  } else {
    area = <div className={areaClass}>{content}</div>;
  }

  return (
    <div className={styles.banner} style={ctaColours(ink, paper)} data-block="hero-banner-1">
      <div className={styles.media}>
        <BreakpointMedia
          desktop={backgroundDesktop}
          mobile={backgroundMobile}
          desktopAlt={backgroundDesktopAltText}
          mobileAlt={backgroundMobileAltText}
          desktopLoop={backgroundDesktopVideoLoop}
          mobileLoop={backgroundMobileVideoLoop}
          desktopAspectRatio="16/9"
          mobileAspectRatio="4x5"
          widths="hero"
          sizes="100vw"
          priority
          className={styles.mediaItem}
        />
      </div>
      {area}
    </div>
  );
}
