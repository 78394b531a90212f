import type { Customer } from '@wardrobe/commerce-sdk';
import type { Market } from '@wardrobe/domain-rules';

/** What every account page is given: the market and the signed-in customer (read for this request). */
export interface AccountPageProps {
  market: Market;
  customer: Customer;
}
