import {
  EMPTY_BAG_MESSAGE,
  formatPrice,
  localizePath,
  type Market,
  normalizeError,
} from '@wardrobe/domain-rules';
import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { commerceFor } from '../../../../lib/commerce';
import { countriesFor } from '../../../../lib/countries';
import { marketFromParam } from '../../../../lib/market';
import { pageMetadata } from '../../../../lib/seo';
import { chooseDelivery, pay, submitDetails } from './actions';
import styles from './checkout.module.css';
import { deliveryField } from './form-state';
import { DeliveryForm, DetailsForm, PaymentForm, StepHeading } from './forms';
import { decodePending, pendingCookieName } from './pending';
import { CARD_LABELS, DETAILS_LABELS, DETAILS_MAX_LENGTH } from './validation';
import { type CheckoutView, openStep, type StepName, viewOfCheckout, viewOfPending } from './view';

// Reads the sandbox database and the shopper's cookies: never rendered at build time.
export const dynamic = 'force-dynamic';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ market: string }>;
}): Promise<Metadata> {
  return {
    title: 'Checkout',
    robots: { index: false, follow: false },
    ...pageMetadata(marketFromParam((await params).market), '/checkout'),
  };
}

type Props = {
  params: Promise<{ market: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The checkout of the cart, or, when the cart is gone because its order was created and the payment was declined,
 * that order's snapshot (pending.ts). A missing cart, another channel's, another customer's or a malformed id:
 * the checkout's not-found page (404, with a link to the bag).
 */
async function loadView(market: Market, cartId: string): Promise<CheckoutView> {
  try {
    const { data } = await (await commerceFor(market)).getCheckout({ cartId });
    return viewOfCheckout(data, (n) => formatPrice(n, data.cart.currency.code));
  } catch (error) {
    const { statusCode } = normalizeError(error);
    if (statusCode !== 400 && statusCode !== 403 && statusCode !== 404) throw error;
  }
  const pending = decodePending((await cookies()).get(pendingCookieName(market.channelId))?.value);
  if (pending?.cart === cartId) return viewOfPending(pending);
  notFound();
}

/**
 * The sandbox's hosted checkout (contract, "The sandbox, concretely"): an address, a delivery option and a test
 * card create the order and land on the order confirmation. One page whose open step follows the checkout's
 * state; every step is a plain form posting to a server action, so it works without client JS.
 */
export default async function CheckoutPage({ params, searchParams }: Props) {
  const market = marketFromParam((await params).market);
  const query = await searchParams;
  const cartId = single(query.cart)?.trim();
  if (!cartId) notFound();
  const view = await loadView(market, cartId);
  const money = (amount: number) => formatPrice(amount, view.currency);
  const bagHref = localizePath('/bag', market.code);
  const checkoutHref = `${localizePath('/checkout', market.code)}?cart=${encodeURIComponent(cartId)}`;

  if (view.empty) {
    return (
      <main id="main" className={styles.page}>
        <h1>Checkout</h1>
        <div className={styles.message}>
          <p>{EMPTY_BAG_MESSAGE}</p>
          <a className="button-link" href={bagHref}>
            Go to your bag
          </a>
        </div>
      </main>
    );
  }

  const open = openStep(view, single(query.step));
  const placed = view.pendingOrder !== null;
  const paymentNumber = view.needsShipping ? 3 : 2;
  const change = (step: StepName, what: string) =>
    placed ? null : (
      <a className={styles.change} href={`${checkoutHref}&step=${step}#${step}`}>
        Change<span className="visually-hidden"> {what}</span>
      </a>
    );

  return (
    <main id="main" className={styles.page}>
      <h1>Checkout</h1>
      <div className={styles.layout}>
        <div className={styles.steps}>
          <section id="details" aria-labelledby="details-heading" className={styles.step}>
            <StepHeading step="details" id="details-heading" className={styles.stepHeading}>
              1. Your details
            </StepHeading>
            {open === 'details' ? (
              <DetailsForm
                action={submitDetails.bind(null, market.code, cartId)}
                defaults={view.detailsDefaults}
                countries={countriesFor(market)}
                scope={view.needsShipping ? 'shipping' : 'billing'}
                labels={DETAILS_LABELS}
                maxLengths={DETAILS_MAX_LENGTH}
                submitLabel={view.needsShipping ? 'Continue to delivery' : 'Continue to payment'}
                bagHref={bagHref}
              />
            ) : (
              <div className={styles.done}>
                <div>
                  <p className={styles.address}>{view.details?.email}</p>
                  <address className={styles.address}>
                    {view.details?.address.map((line, i) => (
                      // Lines may repeat (a town named like the street): the position tells them apart.
                      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
                      <p key={i}>{line}</p>
                    ))}
                  </address>
                </div>
                {change('details', 'your details')}
              </div>
            )}
          </section>

          {view.needsShipping && (
            <section id="delivery" aria-labelledby="delivery-heading" className={styles.step}>
              <StepHeading step="delivery" id="delivery-heading" className={styles.stepHeading}>
                2. Delivery
              </StepHeading>
              {open === 'delivery' ? (
                <DeliveryForm
                  action={chooseDelivery.bind(null, market.code, cartId)}
                  bagHref={bagHref}
                  groups={view.consignments.map((consignment, i) => ({
                    field: deliveryField(consignment.id),
                    legend:
                      view.consignments.length > 1
                        ? `Delivery options for parcel ${i + 1} (${consignment.address.join(', ')})`
                        : 'Delivery options',
                    selected: consignment.selected,
                    options: consignment.options.map((option) => ({
                      id: option.id,
                      label: option.description,
                      price: option.cost === 0 ? 'Free' : money(option.cost),
                      description: option.additional_description,
                    })),
                  }))}
                />
              ) : view.detailsDone && view.deliveryDone ? (
                <div className={styles.done}>
                  <p className={styles.address}>{view.delivery}</p>
                  {change('delivery', 'your delivery option')}
                </div>
              ) : (
                <p className={styles.stepWaiting}>Enter your details first.</p>
              )}
            </section>
          )}

          <section id="payment" aria-labelledby="payment-heading" className={styles.step}>
            <StepHeading step="payment" id="payment-heading" className={styles.stepHeading}>
              {paymentNumber}. Payment
            </StepHeading>
            {placed && (
              <p className={styles.notice}>
                Your order {view.pendingOrder} has been placed and is waiting for payment. Please pay with
                another card.
              </p>
            )}
            {open === 'payment' ? (
              <PaymentForm
                action={pay.bind(null, market.code, cartId)}
                labels={CARD_LABELS}
                payLabel={`Pay ${money(view.total)}`}
                bagHref={bagHref}
              />
            ) : (
              <p className={styles.stepWaiting}>
                {view.detailsDone ? 'Choose your delivery option first.' : 'Enter your details first.'}
              </p>
            )}
          </section>
        </div>

        <aside aria-labelledby="summary-heading" className={styles.summary}>
          <h2 id="summary-heading">Order summary</h2>
          {view.lines.length > 0 ? (
            <ul className={styles.lines}>
              {view.lines.map((line) => (
                <li key={line.key} className={styles.line}>
                  <span className={styles.lineName}>{line.name}</span>
                  <span className={styles.lineDetails}>
                    {line.options ? `${line.options}, ` : ''}Quantity: {line.quantity}
                  </span>
                  <span className={styles.linePrice}>{money(line.total)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>The items of order {view.pendingOrder}.</p>
          )}
          <dl className={styles.totals}>
            <dt>Subtotal</dt>
            <dd>{money(view.subtotal)}</dd>
            {view.needsShipping && (
              <>
                <dt>Delivery</dt>
                <dd>{view.shipping === null ? 'Not chosen yet' : money(view.shipping)}</dd>
              </>
            )}
            <dt className={styles.grandTotal}>Total</dt>
            <dd className={styles.grandTotal}>{money(view.total)}</dd>
          </dl>
        </aside>
      </div>
    </main>
  );
}
