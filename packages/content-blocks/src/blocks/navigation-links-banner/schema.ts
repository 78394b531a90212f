import { z } from 'zod';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { hasLink } from '../../shared/links';
import { mediaLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const NAVIGATION_LINKS_BANNER = 'navigation-links-banner';
export const navigationLinksBannerSchemaId = blockSchemaId(NAVIGATION_LINKS_BANNER);

/**
 * Vertical alignment of the links beside the media (from 768 px). The spec names the field, not its values:
 * read as the vertical ones of its Positions (Top, Center, Bottom), spelt as there.
 */
export const VERTICAL_ALIGNMENTS = ['Top', 'Center', 'Bottom'] as const;
export const verticalAlignmentSchema = z.enum(VERTICAL_ALIGNMENTS);
export type VerticalAlignment = z.infer<typeof verticalAlignmentSchema>;

/**
 * One link of the banner (spec 002 §3 "links {buttonText, buttonLink, textColour, textHoverColour, customId}").
 * Shown only with text and a link (`navigationBannerLinkShown`): a half-filled link is left out, not an error.
 * Colours are CSS hex colours; one that reads under 4.5:1 on the banner's background is not applied.
 */
export const navigationBannerLinkSchema = z.object({
  buttonText: z.string().optional(),
  buttonLink: linkUrlSchema.optional(),
  /** The link's colour; falls back to black or white, whichever reads on `backgroundColour`. */
  textColour: hexColourSchema.optional(),
  /** Its colour on hover and keyboard focus; falls back to the link's own colour (the underline still thickens). */
  textHoverColour: hexColourSchema.optional(),
  /** A hook for analytics tags; rendered as the link's `id`. */
  customId: z.string().trim().optional(),
});
export type NavigationBannerLink = z.output<typeof navigationBannerLinkSchema>;

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/**
 * Spec 002 §3 "Navigation links banner": media for desktop/tablet/mobile, imageLink, imageLinkDescription,
 * backgroundColour, verticalAlignment, links, fiftyFifty, invisibleAreaLink and its aria label. Where the spec
 * describes a field without spelling it, the name is ours: `mediaDesktop`, `mediaTablet`, `mediaMobile` and
 * `invisibleAreaLinkAriaLabel`. §5 requires none of the fields; the readings below are ours (also in README.md).
 */
export const navigationLinksBannerSchema = z
  .object({
    _meta: entryMeta(navigationLinksBannerSchemaId),
    /**
     * The banner's picture (image or video) per breakpoint: mobile below 768 px, tablet from 768 px, desktop from
     * 992 px (the design system's `md` and `lg`). A missing one takes its neighbour's (tablet → desktop →
     * mobile), so one picture is enough. Navigation widths (spec §7); the box is reserved per breakpoint.
     */
    mediaDesktop: mediaLinkSchema.optional(),
    mediaTablet: mediaLinkSchema.optional(),
    mediaMobile: mediaLinkSchema.optional(),
    /** Makes the picture one link. Blank means the picture is not a link. */
    imageLink: linkUrlSchema.optional(),
    /**
     * Names the picture's link; without a link it is the picture's alt text. Falls back to the picture's own
     * alt (spec §5). A picture link with neither fails the parse: it would be a link without a name.
     */
    imageLinkDescription: z.string().trim().optional().describe(DISPLAY_RULES.altText),
    /** The banner's colour (default white); the links' colours must read on it. */
    backgroundColour: hexColourSchema.optional(),
    verticalAlignment: verticalAlignmentSchema.default('Center'),
    /** The banner's links, in the editor's order, beside the picture (below it on phones). */
    links: z.array(navigationBannerLinkSchema).default([]),
    /**
     * From 768 px the picture and the links take half the width each. Otherwise the picture takes two thirds and
     * the links one third. Below 768 px the picture is always above the links, full width.
     */
    fiftyFifty: z.boolean().default(false),
    /**
     * An extra link covering the banner's area behind its picture and links (for pointer users: a click on the
     * banner's empty space follows it). It is its own link, never around the others, last in the tab order,
     * named by `invisibleAreaLinkAriaLabel`, which shows as a label when it has keyboard focus.
     */
    invisibleAreaLink: linkUrlSchema.optional(),
    /** The invisible area link's name; required with the link. */
    invisibleAreaLinkAriaLabel: z.string().trim().optional(),
  })
  .superRefine((banner, context) => {
    const media = [banner.mediaDesktop, banner.mediaTablet, banner.mediaMobile];
    if (
      hasLink(banner.imageLink) &&
      blank(banner.imageLinkDescription) &&
      media.every((m) => blank(m?.alt))
    ) {
      context.addIssue({
        code: 'custom',
        path: ['imageLinkDescription'],
        message: 'A picture with a link needs imageLinkDescription (it names the link)',
      });
    }
    if (hasLink(banner.invisibleAreaLink) && blank(banner.invisibleAreaLinkAriaLabel)) {
      context.addIssue({
        code: 'custom',
        path: ['invisibleAreaLinkAriaLabel'],
        message: 'An invisible area link needs its aria label (it names the link)',
      });
    }
  });

/** What an editor may send (defaults not applied yet). */
export type NavigationLinksBannerInput = z.input<typeof navigationLinksBannerSchema>;
/** A parsed entry: the component's props. */
export type NavigationLinksBannerEntry = z.output<typeof navigationLinksBannerSchema>;
