import { BreakpointMedia, isVideoLink } from '../../shared/BlockMedia';
import { ctaColours } from '../../shared/CallToActionLink';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { TextBoxText } from '../text-box-1/TextBoxText';
import type { TextBox2Entry } from './schema';
import * as styles from './TextBox2.css';

/** The parsed entry (`textBox2Schema.parse(entry)`): defaults are applied by the schema. */
export type TextBox2Props = TextBox2Entry;

/**
 * Text box 2 (spec 002 §1, §2). A server component: no hooks, no client JS of its own (a video background brings
 * the design system's Pause/Play control).
 *
 * - The background (image or video): the mobile variant below 768 px, the desktop one from there.
 * - Reading of "type two": from 768 px the words sit straight on the background, at its foot, on a shade of the
 *   opposite colour that fades upwards (so they read on any picture); below 768 px the background comes first and
 *   the words follow in a panel of that colour (a small screen has no room for both on top of each other).
 * - `textAlignment` aligns the words and the call to action; the call to action is its own link.
 */
export function TextBox2(props: TextBox2Props) {
  const {
    textColour,
    textAlignment,
    backgroundDesktop,
    backgroundMobile,
    backgroundDesktopAltText,
    backgroundMobileAltText,
    backgroundDesktopLoop,
    backgroundMobileLoop,
  } = props;
  const ink = TEXT_COLOUR_VALUES[textColour];
  const paper = TEXT_COLOUR_VALUES[textColour === 'White' ? 'Black' : 'White'];
  const video = isVideoLink(backgroundDesktop) || isVideoLink(backgroundMobile);

  return (
    <div
      className={styles.block({ alignment: textAlignment })}
      style={{ ...inlineVars({ [styles.inkVar]: ink, [styles.paperVar]: paper }), ...ctaColours(ink, paper) }}
      data-block="text-box-2"
    >
      <div className={styles.media}>
        <BreakpointMedia
          desktop={backgroundDesktop}
          mobile={backgroundMobile}
          desktopAlt={backgroundDesktopAltText}
          mobileAlt={backgroundMobileAltText}
          desktopLoop={backgroundDesktopLoop}
          mobileLoop={backgroundMobileLoop}
          desktopAspectRatio="16/9"
          mobileAspectRatio="4x5"
          widths="card"
          sizes="100vw"
        />
      </div>
      <div className={styles.content({ video })}>
        <TextBoxText
          entry={props}
          classNames={{ title: styles.title, body: styles.body, actions: styles.actions }}
        />
      </div>
    </div>
  );
}
