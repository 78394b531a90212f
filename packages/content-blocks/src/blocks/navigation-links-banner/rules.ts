import { hasLink } from '../../shared/links';
import { inkOn, readableTextColour } from '../../site/shared/colour';

/** The banner's breakpoints (mobile below 768 px, tablet from 768 px, desktop from 992 px), narrowest first. */
export const BANNER_BREAKPOINTS = ['mobile', 'tablet', 'desktop'] as const;
export type BannerBreakpoint = (typeof BANNER_BREAKPOINTS)[number];

/**
 * A link of the banner is shown only with text (its name) and a link. Pure: it belongs in domain-rules beside
 * `hasCallToAction` (which also needs a style, a field these links do not have).
 */
export function navigationBannerLinkShown<
  Link extends { buttonText?: string | null | undefined; buttonLink?: string | null | undefined },
>(link: Link | null | undefined): link is Link & { buttonText: string; buttonLink: string } {
  return Boolean(link && hasLink(link.buttonText ?? undefined) && hasLink(link.buttonLink ?? undefined));
}

/**
 * The picture each breakpoint shows: its own, else the nearest one given (tablet, then desktop, then mobile for
 * the mobile picture; desktop then mobile for the tablet; tablet then mobile for the desktop).
 */
export function bannerMediaByBreakpoint<Media>(media: {
  mediaDesktop?: Media | undefined;
  mediaTablet?: Media | undefined;
  mediaMobile?: Media | undefined;
}): Record<BannerBreakpoint, Media | undefined> {
  const { mediaDesktop, mediaTablet, mediaMobile } = media;
  return {
    mobile: mediaMobile ?? mediaTablet ?? mediaDesktop,
    tablet: mediaTablet ?? mediaDesktop ?? mediaMobile,
    desktop: mediaDesktop ?? mediaTablet ?? mediaMobile,
  };
}

/**
 * One element per picture: neighbouring breakpoints that show the same picture share one element (so one
 * picture given is one `<img>`), in order from the narrowest.
 */
export function bannerMediaGroups<Media>(
  byBreakpoint: Record<BannerBreakpoint, Media | undefined>,
): { media: Media; breakpoints: BannerBreakpoint[] }[] {
  const groups: { media: Media; breakpoints: BannerBreakpoint[] }[] = [];
  for (const breakpoint of BANNER_BREAKPOINTS) {
    const media = byBreakpoint[breakpoint];
    if (media === undefined) continue;
    const last = groups.at(-1);
    const previous = BANNER_BREAKPOINTS[BANNER_BREAKPOINTS.indexOf(breakpoint) - 1];
    if (last && last.media === media && previous !== undefined && last.breakpoints.includes(previous)) {
      last.breakpoints.push(breakpoint);
    } else {
      groups.push({ media, breakpoints: [breakpoint] });
    }
  }
  return groups;
}

/**
 * A link's colours on the banner's background: its `textColour` if it reads at 4.5:1 there, else black or white
 * (`inkOn`); its `textHoverColour` on the same terms, else its own colour.
 */
export function navigationBannerLinkColours(
  link: { textColour?: string | undefined; textHoverColour?: string | undefined },
  background: string,
): { ink: string; hover: string } {
  const ink = readableTextColour(link.textColour, [background]) ?? inkOn(background);
  const hover = readableTextColour(link.textHoverColour, [background]) ?? ink;
  return { ink, hover };
}
