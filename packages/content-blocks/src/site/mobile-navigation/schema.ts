import { altMobileMenuCategories, MOBILE_MENU_LEVELS } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { requiredLink, requiredText } from '../fields';

export const mobileNavigationSchemaId = siteSchemaId('mobile-navigation');

export { MOBILE_MENU_LEVELS };

/** Each item: title, url, textColour, textBold, underline (colours read as CSS hex, as in the desktop menu). */
const itemFields = {
  title: requiredText('A menu item needs a title'),
  url: linkUrlSchema.optional(),
  textColour: hexColourSchema.optional(),
  textBold: z.boolean().default(false),
  underline: z.boolean().default(false),
};

/** Reading: an item is either a link or a way into its children; one with neither leads nowhere and fails. */
const leadsSomewhere = (item: { url?: string | undefined; children: readonly unknown[] }) =>
  (item.url !== undefined && item.url !== '') || item.children.length > 0;
const leadsNowhere = { error: 'A menu item needs a url or children' };

const levelThreeItemSchema = z.object({
  ...itemFields,
  url: requiredLink('A third-level menu item needs a url'),
  children: z
    .array(z.unknown())
    .max(0, { error: `The mobile menu nests ${MOBILE_MENU_LEVELS} levels at most` })
    .default([]),
});

const levelTwoItemSchema = z
  .object({ ...itemFields, children: z.array(levelThreeItemSchema).default([]) })
  .refine(leadsSomewhere, leadsNowhere);

/**
 * A top category. The alt menu (spec 002 §3) shows at most 12 top categories that have children, each with its
 * image and imageAltText: `altMobileMenuCategories` (domain-rules) picks them.
 */
export const mobileNavigationItemSchema = z
  .object({
    ...itemFields,
    image: imageLinkSchema.optional(),
    imageAltText: z.string().trim().optional(),
    children: z.array(levelTwoItemSchema).default([]),
  })
  .refine(leadsSomewhere, leadsNowhere);

/** The two mobile menus: Standard walks the levels (spec 002 §4 "Mobile menu"), Alternative is "Alt mobile menu". */
export const MOBILE_NAVIGATION_VARIANTS = ['Standard', 'Alternative'] as const;
export const mobileNavigationVariantSchema = z.enum(MOBILE_NAVIGATION_VARIANTS);
export type MobileNavigationVariant = z.output<typeof mobileNavigationVariantSchema>;

/**
 * Both mobile menus (spec 001 §7 key `mobile-navigation`): the first variant walks `children` level by level;
 * the alt variant uses the top categories with children and their images. Reading: one entry serves both.
 */
export const mobileNavigationSchema = z.object({
  _meta: entryMeta(mobileNavigationSchemaId),
  /**
   * Which of the two mobile menus a market shows (spec 002 §4 names both; "the site entry picks which variant a
   * market uses"). Reading: a field of the entry, Standard when absent, so existing entries keep the first menu.
   */
  variant: mobileNavigationVariantSchema.default('Standard'),
  children: z.array(mobileNavigationItemSchema).min(1, { error: 'The mobile menu needs an item' }),
});

export type MobileNavigationInput = z.input<typeof mobileNavigationSchema>;
export type MobileNavigationEntry = z.output<typeof mobileNavigationSchema>;
export type MobileNavigationItem = z.output<typeof mobileNavigationItemSchema>;

/** The alt menu's top categories: at most 12 of those with children, in order (spec 002 §3, §9). */
export function altMobileNavigationCategories(entry: MobileNavigationEntry): MobileNavigationItem[] {
  return altMobileMenuCategories(entry.children);
}
