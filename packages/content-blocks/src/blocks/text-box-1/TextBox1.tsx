import { BreakpointMedia, isVideoLink } from '../../shared/BlockMedia';
import { ctaColours } from '../../shared/CallToActionLink';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import type { TextBox1Entry } from './schema';
import * as styles from './TextBox1.css';
import { TextBoxText } from './TextBoxText';

/** The parsed entry (`textBox1Schema.parse(entry)`): defaults are applied by the schema. */
export type TextBox1Props = TextBox1Entry;

/**
 * Text box 1 (spec 002 §1, §2). A server component: no hooks, no client JS of its own (a video background brings
 * the design system's Pause/Play control).
 *
 * - The background (image or video) fills the block: the mobile variant below 768 px, the desktop one from there.
 * - Reading of "type one": the words sit in a solid box over the background at every width, the text colour on its
 *   opposite. The box is at the bottom on mobile; from 768 px it is centred vertically and `textAlignment` places
 *   it (left, middle, right) as well as aligning its text.
 * - The call to action is its own link inside the box (no whole-block link, so nothing nests).
 */
export function TextBox1(props: TextBox1Props) {
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
    <div className={styles.block({ alignment: textAlignment, video })} data-block="text-box-1">
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
      <div
        className={styles.box({ alignment: textAlignment })}
        style={{
          ...inlineVars({ [styles.inkVar]: ink, [styles.paperVar]: paper }),
          ...ctaColours(ink, paper),
        }}
      >
        <TextBoxText
          entry={props}
          classNames={{ title: styles.title, body: styles.body, actions: styles.actions }}
        />
      </div>
    </div>
  );
}
