import { decorativeTextRepeatsTitle, imageAltText } from '@wardrobe/domain-rules';
import { blockIdentity } from '../../logging';
import { BlockMedia } from '../../shared/BlockMedia';
import { CallToActionLink } from '../../shared/CallToActionLink';
import { isPresentCallToAction } from '../../shared/callToAction';
import { inlineVars } from '../../shared/inlineVars';
import { hasLink, TEXT_COLOUR_VALUES } from '../../shared/links';
import { RichText } from '../../shared/RichText';
import { visuallyHidden } from '../../shared/visuallyHidden.css';
import type { TallImageBlockEntry } from './schema';
import * as styles from './TallImageBlock.css';

/** The parsed entry (`tallImageBlockSchema.parse(entry)`): defaults are applied by the schema. */
export type TallImageBlockProps = TallImageBlockEntry;

/** How wide the image shows: the page's width below 768 px, its 28rem column from there. */
const SIZES = '(min-width: 768px) 448px, 100vw';

/**
 * Tall image block (spec 002 §2). A server component: no hooks, no client JS.
 *
 * - A tall image (5x7 or 4x5, reserved before it loads). With `imageLink` the whole image is one link, named by its
 *   alt text (the entry's, else the image's own) or, for a picture without one, by the title.
 * - The subtitle, the title (`h2`) and the call to action sit beside the image from 768 px, below it on mobile.
 *   Links never nest: the call to action is a link of its own, outside the image's link.
 * - The decorative text lies over the image's corner (outside the link, so it never renames it); it is hidden from
 *   assistive technology only when it repeats the title.
 */
export function TallImageBlock(props: TallImageBlockProps) {
  const {
    image,
    imageAltText: altText,
    imageLink,
    aspectRatio,
    subtitle,
    title,
    decorativeText,
    decorativeTextColour,
    callToAction,
  } = props;
  const alt = imageAltText(altText, image);
  const cta = isPresentCallToAction(callToAction) ? callToAction : undefined;
  const hasText = subtitle !== undefined || title !== undefined || cta !== undefined;
  const ink = TEXT_COLOUR_VALUES[decorativeTextColour];
  const paper = TEXT_COLOUR_VALUES[decorativeTextColour === 'White' ? 'Black' : 'White'];

  const picture = (
    <BlockMedia media={image} alt={alt} widths="card" sizes={SIZES} aspectRatio={aspectRatio} />
  );

  return (
    <div className={styles.block({ imageOnly: !hasText })} data-block="tall-image-block">
      <div className={styles.frame}>
        {hasLink(imageLink) ? (
          <a href={imageLink} className={styles.imageLink}>
            {picture}
            {/* A picture without alt text is decoration: the title names the link instead. */}
            {alt === '' && title !== undefined && <span className={visuallyHidden}>{title}</span>}
          </a>
        ) : (
          picture
        )}
        {decorativeText !== undefined && (
          <p
            className={styles.decorative}
            style={inlineVars({ [styles.inkVar]: ink, [styles.paperVar]: paper })}
            aria-hidden={decorativeTextRepeatsTitle(decorativeText, title) || undefined}
            data-decorative-text=""
          >
            <RichText
              text={decorativeText}
              wavyClassName={styles.wavyUnderline}
              doubleClassName={styles.doubleUnderline}
              identity={blockIdentity(props)}
            />
          </p>
        )}
      </div>
      {hasText && (
        <div className={styles.text}>
          {subtitle !== undefined && <p className={styles.subtitle}>{subtitle}</p>}
          {title !== undefined && <h2 className={styles.title}>{title}</h2>}
          {cta && (
            <div className={styles.actions}>
              <CallToActionLink cta={cta} />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
