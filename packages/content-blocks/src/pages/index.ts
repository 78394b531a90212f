// Pages and slots that hold blocks: each block is validated when it is rendered, not with the page.
import { type ContentModel, contentModel } from '../site/model';
import { categoryListingFixtures } from './category-listing/fixtures';
import { categoryListingSchema, categoryListingSchemaId } from './category-listing/schema';
import { contentPageFixtures } from './content-page/fixtures';
import { contentPageSchema, contentPageSchemaId } from './content-page/schema';
import { homePageFixtures } from './home/fixtures';
import { homePageSchema, homePageSchemaId } from './home/schema';

export * from './category-listing/fixtures';
export * from './category-listing/schema';
export * from './content-page/fixtures';
export * from './content-page/schema';
export * from './home/fixtures';
export * from './home/schema';
export { pageBlockSchema, pageBlocksSchema } from './shared';

/** Every page model. */
export const pageModels: readonly ContentModel[] = [
  contentModel(homePageSchemaId, homePageSchema, homePageFixtures),
  contentModel(contentPageSchemaId, contentPageSchema, contentPageFixtures),
  contentModel(categoryListingSchemaId, categoryListingSchema, categoryListingFixtures),
];
