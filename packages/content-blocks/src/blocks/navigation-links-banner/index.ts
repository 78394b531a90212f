import { defineBlock } from '../../shared/defineBlock';
import { navigationLinksBannerFixtures } from './fixtures';
import { NavigationLinksBanner } from './NavigationLinksBanner';
import {
  NAVIGATION_LINKS_BANNER,
  navigationLinksBannerSchema,
  navigationLinksBannerSchemaId,
} from './schema';

export type { NavigationLinksBannerFixtureName } from './fixtures';
export type { NavigationLinksBannerProps } from './NavigationLinksBanner';
export { navigationBannerLinkColours } from './rules';
export type {
  NavigationBannerLink,
  NavigationLinksBannerEntry,
  NavigationLinksBannerInput,
  VerticalAlignment,
} from './schema';
export { VERTICAL_ALIGNMENTS, verticalAlignmentSchema } from './schema';
export {
  NavigationLinksBanner,
  NavigationLinksBanner as component,
  navigationLinksBannerFixtures,
  navigationLinksBannerFixtures as fixtures,
  navigationLinksBannerSchema,
  navigationLinksBannerSchema as schema,
  navigationLinksBannerSchemaId,
  navigationLinksBannerSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const navigationLinksBannerBlock = defineBlock({
  name: NAVIGATION_LINKS_BANNER,
  title: 'Navigation links banner',
  schemaId: navigationLinksBannerSchemaId,
  schema: navigationLinksBannerSchema,
  component: NavigationLinksBanner,
  fixtures: navigationLinksBannerFixtures,
});
