import type { MyAccountPageName } from '@wardrobe/domain-rules';
import type { ComponentType } from 'react';
import { MarketingPreferences } from './MarketingPreferences';
import { MyDetails } from './MyDetails';
import { OrdersAndReturns } from './OrdersAndReturns';
import { SavedAddresses } from './SavedAddresses';
import type { AccountPageProps } from './types';
import { YourGoodStuff } from './YourGoodStuff';

export type { AccountPageProps } from './types';

/** The account pages by name (spec 001 §2 `/my-account/:pageName`): each a server component with its own h1. */
export const ACCOUNT_PAGES: Record<MyAccountPageName, ComponentType<AccountPageProps>> = {
  'my-profile': MyDetails,
  'saved-addresses': SavedAddresses,
  'order-history': OrdersAndReturns,
  'marketing-preferences': MarketingPreferences,
  'your-good-stuff': YourGoodStuff,
};
