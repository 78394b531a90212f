import { localizePath } from '@wardrobe/domain-rules';
import { currentMarket } from '../../../../lib/market';
import styles from './checkout.module.css';

/**
 * A checkout link whose cart is missing (never created, another market's, already ordered, or another
 * customer's): a clear message and the way back to the bag, answered with status 404.
 */
export default async function CheckoutNotFound() {
  const market = await currentMarket();
  return (
    <main id="main" className={styles.page}>
      <h1>We could not find this checkout</h1>
      <div className={styles.message}>
        <p>
          The checkout link may be out of date, or the order has already been placed. Your bag has the items
          you are buying.
        </p>
        <a className="button-link" href={localizePath('/bag', market.code)}>
          Go to your bag
        </a>
      </div>
    </main>
  );
}
