import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BAG_QUANTITY_DEBOUNCE_MS,
  BAG_SOLD_OUT_MESSAGE,
  EMPTY_BAG_MESSAGE,
  QUANTITY_ADJUSTED_MESSAGE,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
} from '@wardrobe/domain-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagContents, type BagContentsProps } from './BagContents';
import {
  FREE_TOTE,
  LINEN_SHIRT,
  LOW_STOCK_TROUSERS,
  PLEATED_DRESS,
  SOLD_OUT_JUMPER,
  SOME_LINES,
  totalsFor,
} from './fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const checkoutButton = () => screen.getByRole('button', { name: /Checkout/ }) as HTMLButtonElement;

function renderBag(props: Partial<BagContentsProps> = {}) {
  const handlers = {
    onQuantityChange: vi.fn(),
    onRemove: vi.fn(),
    onCheckout: vi.fn(),
  };
  const utils = render(
    <BagContents
      lines={SOME_LINES}
      currency="GBP"
      totals={totalsFor(SOME_LINES)}
      onQuantityChange={handlers.onQuantityChange}
      onRemove={handlers.onRemove}
      {...props}
      checkout={{ onCheckout: handlers.onCheckout, ...props.checkout }}
    />,
  );
  return { ...utils, ...handlers };
}

describe('BagContents', () => {
  it('lists the lines in a list named "Items in your bag", each an article', () => {
    renderBag();

    const list = screen.getByRole('list', { name: 'Items in your bag' });
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((item) => within(item).getByRole('article').getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(list).getByRole('article', { name: 'Linen Shirt' })).toBeTruthy();
    expect(within(list).getByRole('article', { name: 'Pleated Shirt Dress' })).toBeTruthy();
    // Line names and the summary heading sit under the panel's <h2> by default.
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Linen Shirt',
      'Pleated Shirt Dress',
      'Order summary',
    ]);
  });

  it('shows the summary as a <dl>: Subtotal, Discounts (as -£5.00, only above 0) and Total', () => {
    const { container, rerender } = renderBag({ totals: { subtotal: 135, discount: 5, total: 130 } });

    const rows = () =>
      [...container.querySelectorAll('dl:not(article dl) > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]);
    expect(rows()).toEqual([
      ['Subtotal', '£135.00'],
      ['Discounts', '-£5.00'],
      ['Total', '£130.00'],
    ]);
    expect(screen.getByRole('region', { name: 'Order summary' })).toBeTruthy();

    rerender(
      <BagContents
        lines={SOME_LINES}
        currency="EUR"
        totals={{ subtotal: 135, discount: 0, total: 135 }}
        checkout={{ onCheckout: () => {} }}
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(rows()).toEqual([
      ['Subtotal', '€135.00'],
      ['Total', '€135.00'],
    ]);
  });

  it("shows only 'Your shopping bag is empty' when empty: no list, summary, coupon form or checkout", () => {
    renderBag({ lines: [], coupon: { onApply: vi.fn() } });

    expect(screen.getByText(EMPTY_BAG_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it('passes a settled quantity up with the line id, once, after the 500 ms debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onQuantityChange } = renderBag();
    const shirt = screen.getByRole('article', { name: 'Linen Shirt' });
    const increase = within(shirt).getByRole('button', { name: 'Increase quantity' });

    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(onQuantityChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS));

    expect(onQuantityChange.mock.calls).toEqual([['line-shirt', 4]]);
  });

  it('passes Remove up with the line id', async () => {
    const user = userEvent.setup();
    const { onRemove } = renderBag();

    await user.click(screen.getByRole('button', { name: 'Remove Pleated Shirt Dress' }));

    expect(onRemove).toHaveBeenCalledWith('line-dress');
  });

  it('checks out when nothing blocks it', async () => {
    const user = userEvent.setup();
    const { onCheckout } = renderBag();

    expect(checkoutButton().textContent).toBe('Checkout');
    await user.click(checkoutButton());

    expect(onCheckout).toHaveBeenCalledTimes(1);
  });

  it('takes its own checkout label', () => {
    renderBag({ checkout: { onCheckout: vi.fn(), label: 'Checkout securely' } });

    expect(checkoutButton().textContent).toBe('Checkout securely');
  });

  it.each([
    ['checkout login loads', { isLoading: true }],
    ['promotions load', { isPromotionsLoading: true }],
  ])('shows checkout pending (spinner, ignores presses) while %s', async (_, flags) => {
    const user = userEvent.setup();
    const onCheckout = vi.fn();
    renderBag({ checkout: { onCheckout, ...flags } });

    expect(checkoutButton().getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('button-spinner')).toBeTruthy();
    await user.click(checkoutButton());

    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('disables checkout when a line is sold out and says why, linked to the button', async () => {
    const user = userEvent.setup();
    const { onCheckout } = renderBag({ lines: [LINEN_SHIRT, SOLD_OUT_JUMPER] });

    const button = checkoutButton();
    expect(button.disabled).toBe(true);
    const message = screen.getByText(BAG_SOLD_OUT_MESSAGE).parentElement as HTMLElement;
    expect(button.getAttribute('aria-describedby')).toBe(message.id);
    await user.click(button);
    expect(onCheckout).not.toHaveBeenCalled();
  });

  it('counts negative stock as sold out, but not unknown stock or low stock', () => {
    const { rerender } = renderBag({ lines: [{ ...LINEN_SHIRT, stock: -1 }] });
    expect(checkoutButton().disabled).toBe(true);

    const props = {
      currency: 'GBP' as const,
      checkout: { onCheckout: () => {} },
      onQuantityChange: () => {},
      onRemove: () => {},
    };
    rerender(<BagContents {...props} lines={[{ ...LINEN_SHIRT, stock: undefined }, LOW_STOCK_TROUSERS]} />);
    expect(checkoutButton().disabled).toBe(false);
    expect(screen.queryByText(BAG_SOLD_OUT_MESSAGE)).toBeNull();
    expect(checkoutButton().hasAttribute('aria-describedby')).toBe(false);
  });

  it('stays disabled (not pending) when a line is sold out while promotions load', () => {
    renderBag({ lines: [SOLD_OUT_JUMPER], checkout: { onCheckout: vi.fn(), isPromotionsLoading: true } });

    expect(checkoutButton().disabled).toBe(true);
    expect(screen.queryByTestId('button-spinner')).toBeNull();
  });

  it('shows a free gift without Remove', () => {
    renderBag({ lines: [LINEN_SHIRT, FREE_TOTE] });

    const gift = screen.getByRole('article', { name: 'Canvas Tote Bag' });
    expect(within(gift).getByText('Free')).toBeTruthy();
    expect(within(gift).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Linen Shirt' })).toBeTruthy();
  });

  it('shows notices in an alert region at the top, which is there before any notice', () => {
    const { rerender, container } = renderBag();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('');
    expect(container.firstElementChild?.firstElementChild).toBe(alert);

    rerender(
      <BagContents
        lines={SOME_LINES}
        currency="GBP"
        notices={[QUANTITY_ADJUSTED_MESSAGE, QUANTITY_ADJUSTED_MESSAGE]}
        checkout={{ onCheckout: () => {} }}
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toBe(alert);
    expect(alert.textContent).toBe(QUANTITY_ADJUSTED_MESSAGE);
  });

  it("shows a line's error under its stepper", () => {
    renderBag({ lineErrors: { 'line-dress': QUANTITY_EXCEEDS_STOCK_MESSAGE } });

    const dress = screen.getByRole('article', { name: 'Pleated Shirt Dress' });
    expect(within(dress).getByText(QUANTITY_EXCEEDS_STOCK_MESSAGE)).toBeTruthy();
    expect(within(dress).getByRole('textbox', { name: 'Quantity' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    const shirt = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(within(shirt).getByRole('textbox', { name: 'Quantity' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('disables the line controls while busy, but not checkout', () => {
    renderBag({ isBusy: true });

    for (const input of screen.getAllByRole('textbox', { name: 'Quantity' })) {
      expect((input as HTMLInputElement).disabled).toBe(true);
    }
    expect((screen.getByRole('button', { name: 'Remove Linen Shirt' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(checkoutButton().disabled).toBe(false);
  });

  it('shows the coupon form when given, and the wallet under the checkout button', () => {
    renderBag({ coupon: { onApply: vi.fn() }, wallet: <button type="button">Pay with wallet</button> });

    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeTruthy();
    const wallet = screen.getByRole('button', { name: 'Pay with wallet' });
    expect(checkoutButton().compareDocumentPosition(wallet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no coupon form without the coupon prop', () => {
    renderBag();

    expect(screen.queryByRole('textbox', { name: 'Promo code' })).toBeNull();
  });

  it('uses level 2 headings on the bag page', () => {
    renderBag({ headingLevel: 2, lines: [PLEATED_DRESS] });

    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Pleated Shirt Dress',
      'Order summary',
    ]);
  });
});
