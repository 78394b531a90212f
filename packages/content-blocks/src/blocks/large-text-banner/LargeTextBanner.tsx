import { blockIdentity } from '../../logging';
import { CallToActionLink } from '../../shared/CallToActionLink';
import { presentCallsToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import { hasLink, TEXT_COLOUR_VALUES } from '../../shared/links';
import { RichText } from '../../shared/RichText';
import * as styles from './LargeTextBanner.css';
import type { LargeTextBannerEntry } from './schema';

/** The parsed entry (`largeTextBannerSchema.parse(entry)`): defaults are applied by the schema. */
export type LargeTextBannerProps = LargeTextBannerEntry;

/**
 * Large text banner (spec 002 §3). A server component: no hooks, no client JS.
 *
 * - The whole banner is one link when `bannerLinkUrl` is set and no call to action is shown (no nested
 *   interactive elements); otherwise `bannerLinkUrl` is ignored.
 * - A call to action is shown only with buttonText, buttonLink and buttonStyle (`hasCallToAction`).
 * - Colours come from the entry as inline CSS variables; the text is rich text with wavy/double underlines.
 */
export function LargeTextBanner(props: LargeTextBannerProps) {
  const {
    text,
    textAlignmentDesktop = 'Left',
    fontWeight = 'Bold',
    bannerType = 'Standard',
    textColour = 'Black',
    backgroundColour,
    bannerLinkUrl,
    callsToAction,
    dividers = false,
  } = props;
  const ctas = presentCallsToAction(callsToAction);
  const href = ctas.length === 0 && hasLink(bannerLinkUrl) ? bannerLinkUrl : undefined;
  const ink = TEXT_COLOUR_VALUES[textColour];
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES[textColour === 'White' ? 'Black' : 'White'];
  const style = inlineVars({ [styles.inkVar]: ink, [styles.paperVar]: paper });
  const className = styles.banner({
    alignment: textAlignmentDesktop,
    bannerType,
    linked: href !== undefined,
  });

  const content = (
    <>
      <p className={styles.text({ bannerType, fontWeight, dividers })}>
        <RichText
          text={text}
          wavyClassName={styles.wavyUnderline}
          doubleClassName={styles.doubleUnderline}
          identity={blockIdentity(props)}
        />
      </p>
      {ctas.length > 0 && (
        <div className={styles.actions}>
          {ctas.map((cta, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two buttons may share a link.
            <CallToActionLink key={`${index}:${cta.buttonLink}`} cta={cta} />
          ))}
        </div>
      )}
    </>
  );

  return href !== undefined ? (
    <a href={href} className={className} style={style} data-block="large-text-banner">
      {content}
    </a>
  ) : (
    <div className={className} style={style} data-block="large-text-banner">
      {content}
    </div>
  );
}
