import type { Customer } from '@wardrobe/commerce-sdk';
import { localizePath, type Market, signInPath, USER_DATA_FAILED } from '@wardrobe/domain-rules';
import { redirect } from 'next/navigation';
import { commerceFor } from '../commerce';

/**
 * The signed-in customer of an account page, read on the server for this request. The proxy's guard has already
 * sent visitors without the login-state cookie to `/login`; a cookie whose session has gone is sent there too,
 * with the page as the target. A failing backend is the error page's ('Retrieving user data failed.').
 */
export async function accountCustomer(market: Market, inMarketPath: string): Promise<Customer> {
  let customer: Customer | undefined;
  try {
    customer = (await (await commerceFor(market)).getCustomers()).data[0];
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', event: 'account-load-failed', message: String(error) }));
    throw new Error(USER_DATA_FAILED);
  }
  if (!customer) {
    const here = localizePath(inMarketPath, market.code);
    redirect(signInPath(here, market.code));
  }
  return customer;
}
