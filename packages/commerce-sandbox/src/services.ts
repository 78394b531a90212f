import type {
  AddressFinderService,
  ContentDelivery,
  LiveShoppingService,
  ProductReviewsService,
  PromoBadgeService,
  PromotionsEngine,
  SearchService,
  SizeFitService,
  StylingService,
} from '@wardrobe/commerce-sdk';
import type { Kysely } from 'kysely';
import { createSandboxAddressFinder } from './address-finder';
import { createContentService } from './content';
import type { SandboxDatabase } from './db/schema';
import { createSandboxLiveShopping } from './live-shopping';
import { createSandboxPromotions } from './promotions/engine';
import { createSandboxReviews } from './reviews';
import { createSandboxSearch } from './search';
import { createSandboxSizeFit } from './size-fit';
import { createSandboxStyling } from './styling';

/**
 * The sandbox's outside services, each behind its `@wardrobe/commerce-sdk` interface (Talon.One, Constructor,
 * Amplience semantics). A production adapter replaces one by passing its own implementation instead.
 */
export interface SandboxServices {
  promotions?: PromotionsEngine | undefined;
  badges?: PromoBadgeService | undefined;
  search?: SearchService | undefined;
  content?: ContentDelivery | undefined;
  reviews?: ProductReviewsService | undefined;
  styling?: StylingService | undefined;
  sizeFit?: SizeFitService | undefined;
  addressFinder?: AddressFinderService | undefined;
  liveShopping?: LiveShoppingService | undefined;
}

export interface SandboxServicesOptions {
  contentDir?: string | undefined;
}

export function createSandboxServices(
  db: Kysely<SandboxDatabase>,
  { contentDir }: SandboxServicesOptions = {},
): SandboxServices {
  void db;
  const promotions = createSandboxPromotions(db);
  return {
    promotions: promotions.engine,
    badges: promotions.badges,
    search: createSandboxSearch(db),
    content: createContentService({ directory: contentDir }),
    reviews: createSandboxReviews(db),
    styling: createSandboxStyling(db),
    sizeFit: createSandboxSizeFit(db),
    addressFinder: createSandboxAddressFinder(),
    liveShopping: createSandboxLiveShopping(),
  };
}
