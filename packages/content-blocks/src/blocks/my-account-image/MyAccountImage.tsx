import { BlockMedia } from '../../shared/BlockMedia';
import { hasLink } from '../../shared/links';
import * as styles from './MyAccountImage.css';
import type { MyAccountImageEntry } from './schema';

/** The parsed entry (`myAccountImageSchema.parse(entry)`), and the width it is shown at. */
export type MyAccountImageProps = MyAccountImageEntry & {
  /** What `sizes` announces: the width the picture takes on the My Account page. Defaults to the viewport's. */
  sizes?: string;
};

/**
 * The My Account page's picture (spec 002 §1 "my-account image"). A server component: no hooks, no client JS.
 * Card widths (spec 002 §7, an offer/card/text block), a 16:9 box so nothing shifts; alt text is `alt`, else the
 * image's own, else '' (decorative). With `link` the picture is one link, named by its alt text.
 */
export function MyAccountImage({ image, alt, link, sizes = '100vw' }: MyAccountImageProps) {
  const picture = <BlockMedia media={image} alt={alt} widths="card" sizes={sizes} aspectRatio="16/9" />;
  return (
    <div className={styles.block} data-block="my-account-image">
      {hasLink(link) ? (
        <a href={link} className={styles.link}>
          {picture}
        </a>
      ) : (
        picture
      )}
    </div>
  );
}
