import {
  type BannerBreakpoint,
  bannerMediaByBreakpoint,
  bannerMediaGroups,
  imageAltText,
  navigationBannerLinkShown,
} from '@wardrobe/domain-rules';
import { BlockMedia } from '../../shared/BlockMedia';
import { inlineVars } from '../../shared/inlineVars';
import { hasLink, TEXT_COLOUR_VALUES } from '../../shared/links';
import { visuallyHidden } from '../../shared/visuallyHidden.css';
import { inkOn } from '../../site/shared/colour';
import * as styles from './NavigationLinksBanner.css';
import { navigationBannerLinkColours } from './rules';
import type { NavigationLinksBannerEntry } from './schema';

/** The parsed entry (`navigationLinksBannerSchema.parse(entry)`): defaults are applied by the schema. */
export type NavigationLinksBannerProps = NavigationLinksBannerEntry;

/** How wide the picture shows: the whole width on phones, then half or two thirds of it. */
const SIZES = {
  fiftyFifty: '(min-width: 768px) 50vw, 100vw',
  twoThirds: '(min-width: 768px) 67vw, 100vw',
} as const;

/** The box reserved per breakpoint (the picture is cropped to it): portrait on phones, square, then landscape. */
const ASPECT_RATIOS: Record<BannerBreakpoint, string> = { mobile: '4x5', tablet: '1x1', desktop: '4x3' };

/**
 * Navigation links banner (spec 002 §3). A server component: no hooks, no client JS.
 *
 * - A picture per breakpoint (mobile, tablet, desktop), navigation widths; `imageLink` makes it one link named
 *   by `imageLinkDescription`. The link covers the picture as its sibling, so a video's control never nests.
 * - The links, each in its own colour on `backgroundColour` (black or white when the colour fails 4.5:1), their
 *   hover colour on hover and keyboard focus, `customId` as their `id`.
 * - `fiftyFifty`: half and half from 768 px, else two thirds picture; the picture above the links on phones.
 * - `invisibleAreaLink`: a link under the picture and links, covering the banner, named by its aria label.
 */
export function NavigationLinksBanner(props: NavigationLinksBannerProps) {
  const {
    imageLink,
    imageLinkDescription,
    backgroundColour,
    verticalAlignment = 'Center',
    links,
    fiftyFifty = false,
    invisibleAreaLink,
    invisibleAreaLinkAriaLabel,
  } = props;
  const paper = backgroundColour ?? TEXT_COLOUR_VALUES.White;
  const ink = inkOn(paper);
  const byBreakpoint = bannerMediaByBreakpoint(props);
  const groups = bannerMediaGroups(byBreakpoint);
  const hasMedia = groups.length > 0;
  const shown = links.filter((link) => navigationBannerLinkShown(link));
  const pictureHref = hasMedia && hasLink(imageLink) ? imageLink : undefined;
  // The description, else the first own alt text of the pictures (desktop first), as the schema accepts it.
  const pictureName =
    [byBreakpoint.desktop, byBreakpoint.tablet, byBreakpoint.mobile]
      .map((media) => imageAltText(imageLinkDescription, media))
      .find((name) => name !== '') ?? '';
  const areaHref =
    hasLink(invisibleAreaLink) && hasLink(invisibleAreaLinkAriaLabel) ? invisibleAreaLink : undefined;
  const layout = !hasMedia ? 'linksOnly' : fiftyFifty ? 'fiftyFifty' : 'twoThirds';

  return (
    <div
      className={styles.banner({ layout })}
      style={inlineVars({ [styles.inkVar]: ink, [styles.paperVar]: paper })}
      data-block="navigation-links-banner"
    >
      {hasMedia && (
        <div className={styles.mediaBox}>
          {pictureHref !== undefined && (
            <a href={pictureHref} className={styles.pictureLink}>
              <span className={visuallyHidden}>{pictureName}</span>
            </a>
          )}
          {groups.map(({ media, breakpoints }) => (
            <BlockMedia
              key={breakpoints.join('-')}
              media={media}
              // A linked picture is named by its link; the picture keeps only its own alt text.
              alt={pictureHref === undefined ? imageLinkDescription : undefined}
              widths="hero"
              sizes={fiftyFifty ? SIZES.fiftyFifty : SIZES.twoThirds}
              aspectRatio={ASPECT_RATIOS[breakpoints[0] ?? 'desktop']}
              loop
              className={`${styles.media} ${styles.shownAt[breakpoints.join('-') as keyof typeof styles.shownAt]}`}
            />
          ))}
        </div>
      )}
      {shown.length > 0 && (
        <ul className={styles.links({ verticalAlignment })}>
          {shown.map((link, index) => {
            const colours = navigationBannerLinkColours(link, paper);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two links may share a target.
              <li key={`${index}:${link.buttonLink}`} className={styles.item}>
                <a
                  href={link.buttonLink}
                  id={link.customId || undefined}
                  className={styles.link}
                  style={inlineVars({
                    [styles.linkInkVar]: colours.ink,
                    [styles.linkHoverVar]: colours.hover,
                  })}
                >
                  {link.buttonText}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      {areaHref !== undefined && (
        <a href={areaHref} aria-label={invisibleAreaLinkAriaLabel} className={styles.areaLink}>
          {/* Shown while the link has keyboard focus, so a sighted keyboard user sees where it goes. */}
          <span className={styles.areaLabel} aria-hidden="true">
            {invisibleAreaLinkAriaLabel}
          </span>
        </a>
      )}
    </div>
  );
}
