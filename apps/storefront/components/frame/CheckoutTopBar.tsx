import { localizePath, type Market } from '@wardrobe/domain-rules';

/**
 * Spec 001 §2 "Checkout: top bar, header, …". The spec names the bar only; reading: the reassurance a buyer
 * looks for while paying (a secure checkout, free returns) and the way back to the bag.
 */
export function CheckoutTopBar({ market }: { market: Market }) {
  return (
    <aside className="checkout-top-bar" aria-label="Checkout">
      <p>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M7 10V7a5 5 0 0 1 10 0v3M5 10h14v10H5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
          />
        </svg>
        Secure checkout
      </p>
      <a href={localizePath('/bag', market.code)}>Back to bag</a>
    </aside>
  );
}
