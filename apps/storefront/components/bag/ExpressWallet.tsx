'use client';

import { Button, Dialog, TextField } from '@wardrobe/design-system';
import { formatPrice, normalizeError } from '@wardrobe/domain-rules';
import { useRouter } from 'next/navigation';
import { type FormEvent, useEffect, useState } from 'react';
import { reloadIfOnBag, useBag } from '../../lib/bag/store';
import {
  type WalletAddress,
  type WalletShippingOption,
  walletAuthorize,
  walletDismissed,
  walletShippingAddress,
  walletShippingOption,
  walletStart,
} from '../../lib/bag/wallet';
import { browserCommerce } from '../../lib/commerce-browser';
import type { ClientMarket } from '../frame/types';

/** The sandbox provider's payment method: a browser with a handler for it pays in its own sheet. */
const SANDBOX_PAYMENT_METHOD = 'https://wardrobe.invalid/pay';
/** The sandbox provider's wallet token for an approved payment (its test card). */
const SANDBOX_WALLET_TOKEN = 'tok_visa';

/**
 * Spec 001 §8: the wallet's failure alert is 'Apple Pay Error' with a reload link (the spec's wallet is Apple Pay:
 * its confirmation is `?checkoutsource=applepayexpress`). Reading: the title is the spec's, letter for letter; the
 * sentence after it is ours, so a shopper who pressed 'Express checkout' knows what failed and what to do.
 */
export const WALLET_FAILURE_TITLE = 'Apple Pay Error';
export const WALLET_FAILURE_TEXT = 'Sorry, express checkout is not working right now.';

type Sheet = 'payment-request' | 'sandbox';

/**
 * Spec 000 §4: the button mounts only when the payment provider reports availability. Reading: the sandbox
 * provider is always available; the Payment Request sheet is used when the browser can pay with the provider's
 * method, otherwise the sandbox's own sheet, which drives the same steps.
 */
async function availability(currency: string): Promise<Sheet> {
  if (typeof window !== 'undefined' && 'PaymentRequest' in window) {
    try {
      const request = new PaymentRequest([{ supportedMethods: SANDBOX_PAYMENT_METHOD }], {
        total: { label: 'Total', amount: { currency, value: '0.00' } },
      });
      if (await request.canMakePayment()) return 'payment-request';
    } catch {}
  }
  return 'sandbox';
}

const COUNTRIES = [
  ['GB', 'United Kingdom'],
  ['JE', 'Jersey'],
  ['GG', 'Guernsey'],
  ['IE', 'Ireland'],
  ['FR', 'France'],
  ['DE', 'Germany'],
  ['US', 'United States'],
] as const;

/** The express wallet button under the bag's checkout button (spec 000 §4 "Express wallet checkout"). */
export function ExpressWallet({ market }: { market: ClientMarket }) {
  const router = useRouter();
  const cart = useBag((s) => s.cart);
  const [sheet, setSheet] = useState<Sheet | undefined>();
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  // The button follows the bag's items (spec 000 §4: "updates when cart items change").
  const itemCount = cart ? cart.line_items.physical_items.length + cart.line_items.digital_items.length : 0;

  useEffect(() => {
    let live = true;
    void availability(market.currency).then((s) => {
      if (live) setSheet(s);
    });
    return () => {
      live = false;
    };
  }, [market.currency]);

  if (!sheet || !cart || itemCount === 0) return null;
  const client = browserCommerce(market.channelId);

  const fail = (error: unknown) => {
    console.error(
      JSON.stringify({ level: 'error', event: 'wallet-failed', message: normalizeError(error).message }),
    );
    setOpen(false);
    setFailed(true);
  };

  /** Spec 000 §4, §8: short stock, at the click or while authorising, goes to the bag (which re-checks it). */
  const goToBag = () => {
    setOpen(false);
    reloadIfOnBag(`${market.prefix}/bag`);
    router.push(`${market.prefix}/bag`);
  };

  const start = async () => {
    setFailed(false);
    try {
      const decision = await walletStart(client, cart, market.code);
      if (decision === 'abort') return;
      if (decision === 'go-to-bag') {
        goToBag();
        return;
      }
      if (sheet === 'payment-request') await payInBrowserSheet();
      else setOpen(true);
    } catch (error) {
      fail(error);
    }
  };

  /** The browser's own sheet: its events call the same steps as the sandbox sheet. */
  const payInBrowserSheet = async () => {
    let consignmentId = '';
    const request = new PaymentRequest(
      [{ supportedMethods: SANDBOX_PAYMENT_METHOD }],
      {
        total: { label: 'Total', amount: { currency: market.currency, value: cart.cart_amount.toFixed(2) } },
      },
      { requestShipping: true, requestPayerEmail: true, requestPayerName: true },
    );
    const toAddress = (a: PaymentAddress | null): WalletAddress => ({
      address1: a?.addressLine[0] ?? '',
      city: a?.city ?? '',
      postal_code: a?.postalCode ?? '',
      country_code: a?.country ?? '',
      ...(a?.region ? { state_or_province: a.region } : {}),
    });
    request.addEventListener('shippingaddresschange', (event) => {
      (event as PaymentRequestUpdateEvent).updateWith(
        walletShippingAddress(client, cart, market.code, toAddress(request.shippingAddress)).then(
          (answer) => {
            if ('error' in answer) return { error: answer.error, shippingOptions: [] };
            consignmentId = answer.consignmentId;
            return {
              shippingOptions: answer.options.map((o) => ({
                id: o.id,
                label: o.description,
                amount: { currency: market.currency, value: o.cost.toFixed(2) },
              })),
            };
          },
        ),
      );
    });
    request.addEventListener('shippingoptionchange', (event) => {
      (event as PaymentRequestUpdateEvent).updateWith(
        walletShippingOption(client, cart.id, consignmentId, request.shippingOption ?? '').then(
          (checkout) => ({
            total: {
              label: 'Total',
              amount: { currency: market.currency, value: checkout.grand_total.toFixed(2) },
            },
          }),
        ),
      );
    });
    let response: PaymentResponse;
    try {
      response = await request.show();
    } catch {
      await dismiss();
      return;
    }
    try {
      const shipping = { ...toAddress(response.shippingAddress), email: response.payerEmail ?? '' };
      const answer = await walletAuthorize(
        client,
        cart.id,
        consignmentId,
        shipping,
        shipping,
        String((response.details as { token?: string }).token ?? ''),
      );
      if (answer.outcome === 'go-to-bag') {
        await response.complete('fail');
        goToBag();
        return;
      }
      await response.complete('success');
      window.location.assign(`${market.prefix}${answer.redirect}`);
    } catch (error) {
      await response.complete('fail');
      fail(error);
    }
  };

  /** Spec 000 §4: dismissed by the shopper, the cart's promotions are removed and the cart reloaded. */
  const dismiss = async () => {
    setOpen(false);
    try {
      await walletDismissed(client, cart.id);
    } catch (error) {
      console.error(
        JSON.stringify({ level: 'error', event: 'wallet-dismiss-failed', message: String(error) }),
      );
    }
    await useBag.getState().reload();
  };

  return (
    <div className="express-wallet">
      <Button variant="secondary" onPress={start} className="express-wallet__button">
        Express checkout
      </Button>
      {failed && (
        <div role="alert" className="express-wallet__error">
          <strong>{WALLET_FAILURE_TITLE}</strong> {WALLET_FAILURE_TEXT}{' '}
          <a href={window.location.href}>Reload the page</a>
        </div>
      )}
      {open && (
        <WalletSheet
          market={market}
          onDismiss={dismiss}
          onFail={fail}
          onAddress={(address) => walletShippingAddress(client, cart, market.code, address)}
          onOption={(consignmentId, optionId) =>
            walletShippingOption(client, cart.id, consignmentId, optionId)
          }
          onPay={async (consignmentId, address) => {
            const answer = await walletAuthorize(
              client,
              cart.id,
              consignmentId,
              address,
              address,
              SANDBOX_WALLET_TOKEN,
            );
            if (answer.outcome === 'go-to-bag') goToBag();
            else window.location.assign(`${market.prefix}${answer.redirect}`);
          }}
        />
      )}
    </div>
  );
}

interface WalletSheetProps {
  market: ClientMarket;
  onDismiss: () => void;
  onFail: (error: unknown) => void;
  onAddress: (
    address: WalletAddress,
  ) => Promise<{ error: string } | { consignmentId: string; options: WalletShippingOption[] }>;
  onOption: (consignmentId: string, optionId: string) => Promise<{ grand_total: number }>;
  onPay: (consignmentId: string, address: WalletAddress) => Promise<void>;
}

/** The sandbox's wallet sheet: an address, a delivery method, then Pay, as a wallet's own sheet asks. */
function WalletSheet({ market, onDismiss, onFail, onAddress, onOption, onPay }: WalletSheetProps) {
  const [address, setAddress] = useState<WalletAddress & { name: string; email: string }>({
    name: '',
    email: '',
    address1: '',
    city: '',
    postal_code: '',
    country_code: market.currency === 'GBP' ? 'GB' : market.currency === 'USD' ? 'US' : 'IE',
  });
  const [error, setError] = useState<string | undefined>();
  const [shipping, setShipping] = useState<{ consignmentId: string; options: WalletShippingOption[] }>();
  const [option, setOption] = useState<string | undefined>();
  const [total, setTotal] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const field = (key: 'name' | 'email' | 'address1' | 'city' | 'postal_code') => ({
    value: address[key],
    onChange: (value: string) => setAddress((a) => ({ ...a, [key]: value })),
  });
  const [first = '', ...rest] = address.name.trim().split(/\s+/);
  const full: WalletAddress = {
    first_name: first,
    last_name: rest.join(' ') || first,
    email: address.email,
    address1: address.address1,
    city: address.city,
    postal_code: address.postal_code,
    country_code: address.country_code,
  };

  const submitAddress = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setShipping(undefined);
    setOption(undefined);
    try {
      const answer = await onAddress(full);
      if ('error' in answer) setError(answer.error);
      else setShipping(answer);
    } catch (e) {
      onFail(e);
    } finally {
      setBusy(false);
    }
  };

  const chooseOption = async (id: string) => {
    if (!shipping) return;
    setOption(id);
    setBusy(true);
    try {
      setTotal((await onOption(shipping.consignmentId, id)).grand_total);
    } catch (e) {
      onFail(e);
    } finally {
      setBusy(false);
    }
  };

  const pay = async () => {
    if (!shipping) return;
    setBusy(true);
    try {
      await onPay(shipping.consignmentId, full);
    } catch (e) {
      setBusy(false);
      onFail(e);
    }
  };

  return (
    <Dialog
      title="Express checkout"
      isOpen
      isDismissable
      onOpenChange={(isOpen) => {
        if (!isOpen) onDismiss();
      }}
    >
      <form className="wallet-sheet" onSubmit={submitAddress}>
        <TextField label="Full name" autoComplete="name" isRequired {...field('name')} />
        <TextField label="Email" type="email" autoComplete="email" isRequired {...field('email')} />
        <TextField label="Address" autoComplete="address-line1" isRequired {...field('address1')} />
        <TextField label="Town/city" autoComplete="address-level2" isRequired {...field('city')} />
        <TextField label="Postcode" autoComplete="postal-code" isRequired {...field('postal_code')} />
        <label className="wallet-sheet__country">
          Country
          <select
            value={address.country_code}
            autoComplete="country"
            onChange={(e) => setAddress((a) => ({ ...a, country_code: e.target.value }))}
          >
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="secondary" isPending={busy && !shipping}>
          Use this address
        </Button>
      </form>
      <p role="alert" className="wallet-sheet__error">
        {error}
      </p>
      {shipping && (
        <fieldset className="wallet-sheet__options">
          <legend>Delivery</legend>
          {shipping.options.map((o) => (
            <label key={o.id}>
              <input
                type="radio"
                name="wallet-shipping"
                value={o.id}
                checked={option === o.id}
                onChange={() => void chooseOption(o.id)}
              />{' '}
              {o.description} ({formatPrice(o.cost, market.currency)})
            </label>
          ))}
        </fieldset>
      )}
      {shipping && option && total !== undefined && (
        <Button variant="primary" onPress={pay} isPending={busy}>
          {`Pay ${formatPrice(total, market.currency)}`}
        </Button>
      )}
    </Dialog>
  );
}
