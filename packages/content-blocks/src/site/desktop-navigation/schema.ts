import { MEGA_MENU_MAX_COLUMNS } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { requiredLink, requiredText } from '../fields';

export const desktopNavigationSchemaId = siteSchemaId('desktop-navigation');

/**
 * Reading: navigation text colours are CSS hex colours (a red "Sale" link), not the White/Black of banners: the
 * menu is drawn on its own background. Bold and underline are off unless set.
 */
const linkStyle = {
  textColour: hexColourSchema.optional(),
  textBold: z.boolean().default(false),
  underline: z.boolean().default(false),
};

/** Spec 002 §3 "Navigation top-level link": link {title, url, textColour, textBold, underline}. */
export const navigationTopLinkSchema = z.object({
  title: requiredText('A top-level link needs a title'),
  /** Reading: optional: a top-level link may only open its menu. */
  url: linkUrlSchema.optional(),
  ...linkStyle,
});

/** A group's link: {title, url, textBold, featuredText, underline, textColour, titleSuperscriptText}. */
export const navigationGroupLinkSchema = z.object({
  title: requiredText('A menu link needs a title'),
  url: requiredLink('A menu link needs a url'),
  ...linkStyle,
  /** Reading: a short highlight shown beside the title ("New in"). */
  featuredText: z.string().trim().optional(),
  /** Reading: small raised text after the title ("20% off"). */
  titleSuperscriptText: z.string().trim().optional(),
});

/** "Each group has a title and links". Reading: a group without links has nothing to show, so it fails. */
export const navigationLinkGroupSchema = z.object({
  title: requiredText('A link group needs a title'),
  links: z.array(navigationGroupLinkSchema).min(1, { error: 'A link group needs links' }),
});

/** "Jump-off: text, url, image, imageAltText, imageCaptionText". Reading: text, url and image are required. */
export const navigationJumpOffSchema = z.object({
  text: requiredText('A jump-off needs text'),
  url: requiredLink('A jump-off needs a url'),
  image: imageLinkSchema,
  imageAltText: z.string().trim().optional(),
  imageCaptionText: z.string().trim().optional(),
});

/** "Each column has a jumpOff or linkGroups". Reading: exactly one of the two. */
export const navigationColumnSchema = z
  .object({
    jumpOff: navigationJumpOffSchema.optional(),
    linkGroups: z.array(navigationLinkGroupSchema).min(1, { error: 'linkGroups needs a group' }).optional(),
  })
  .refine((column) => (column.jumpOff === undefined) !== (column.linkGroups === undefined), {
    error: 'A column has either a jumpOff or linkGroups',
  });

/** One item of the mega menu: its top-level link and the columns that open under it. */
export const navigationItemSchema = z.object({
  link: navigationTopLinkSchema,
  columns: z
    .array(navigationColumnSchema)
    .max(MEGA_MENU_MAX_COLUMNS, { error: `The mega menu has ${MEGA_MENU_MAX_COLUMNS} columns at most` })
    .default([]),
});

/**
 * The desktop mega menu (spec 001 §7 key `desktop-navigation`, spec 002 §3 "Navigation top-level link").
 * Reading: the entry holds its top-level links, in order, in `topLevelLinks` (the spec does not name the list).
 */
export const desktopNavigationSchema = z.object({
  _meta: entryMeta(desktopNavigationSchemaId),
  topLevelLinks: z.array(navigationItemSchema).min(1, { error: 'The navigation needs a top-level link' }),
});

export type DesktopNavigationInput = z.input<typeof desktopNavigationSchema>;
export type DesktopNavigationEntry = z.output<typeof desktopNavigationSchema>;
export type NavigationItem = z.output<typeof navigationItemSchema>;
