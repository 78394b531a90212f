import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BAG_QUANTITY_DEBOUNCE_MS,
  LOW_STOCK_TEXT,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  SOLD_OUT_TEXT,
} from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BagLine, type BagLineData, type BagLineProps } from './BagLine';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const SHIRT: BagLineData = {
  id: 'line-1',
  name: 'Linen Shirt',
  url: '/p/101/linen-shirt/White',
  imageUrl: '/images/products/300101-White-1.jpg',
  options: [
    { name: 'Color', value: 'White' },
    { name: 'Size', value: 'M' },
  ],
  quantity: 2,
  price: 90,
  wasPrice: 110,
  stock: 12,
};

const quantity = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const increase = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;
const removeButton = () => screen.getByRole('button', { name: 'Remove Linen Shirt' }) as HTMLButtonElement;

/** Fake timers that user-event can drive, so the 500 ms debounce can be stepped through. */
function fakeTimers() {
  // shouldAdvanceTime: Testing Library waits on real-looking timers between events; the clock then moves in
  // 20 ms steps on its own, so checks just before the deadline leave that much room.
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/** An app's router link, standing in for Next's `Link`. */
function AppLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} data-app-link="">
      {children}
    </a>
  );
}

const renderLine = (props: Partial<BagLineProps> & { line?: BagLineData } = {}) =>
  render(<BagLine currency="GBP" line={SHIRT} {...props} />);

describe('BagLine', () => {
  it('is an article named by the product, with its link, options, picture and was/now price', () => {
    const { container } = renderLine();

    const article = screen.getByRole('article', { name: 'Linen Shirt' });
    const link = screen.getByRole('link', { name: 'Linen Shirt' });
    expect(link.getAttribute('href')).toBe('/p/101/linen-shirt/White');
    expect(screen.getByRole('heading', { level: 3, name: 'Linen Shirt' })).toBeTruthy();
    expect([...article.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'Color:White',
      'Size:M',
    ]);
    const image = container.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['96', '128']);
    expect(article.textContent).toContain('Was £110.00, now £90.00');
    expect(quantity().value).toBe('2');
    expect(removeButton().textContent).toBe('Remove');
  });

  it('debounces quantity changes: three quick changes make one call with the last value after 500 ms', async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    renderLine({ onQuantityChange });

    await user.click(increase());
    await user.click(increase());
    await user.click(decrease());
    // The shopper's value shows at once, before the bag is told.
    expect(quantity().value).toBe('3');
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS - 100));
    expect(onQuantityChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(100));
    expect(onQuantityChange.mock.calls).toEqual([[3]]);
    act(() => vi.advanceTimersByTime(2000));
    expect(onQuantityChange).toHaveBeenCalledTimes(1);
  });

  it('sends a change once: saving it (disabled, then the new quantity) sends nothing more', async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    const { rerender } = render(<BagLine currency="GBP" line={SHIRT} onQuantityChange={onQuantityChange} />);
    await user.click(increase());
    await user.click(increase());
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS));
    const next = SHIRT.quantity + 2;
    expect(onQuantityChange.mock.calls).toEqual([[next]]);
    // The bag saves: the line is disabled, then comes back with the saved quantity.
    rerender(<BagLine currency="GBP" line={SHIRT} onQuantityChange={onQuantityChange} isDisabled />);
    act(() => vi.advanceTimersByTime(100));
    rerender(
      <BagLine currency="GBP" line={{ ...SHIRT, quantity: next }} onQuantityChange={onQuantityChange} />,
    );
    act(() => vi.advanceTimersByTime(2000));
    expect(onQuantityChange).toHaveBeenCalledTimes(1);
    expect(quantity().value).toBe(String(next));
  });

  it('restarts the wait on every change', async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    renderLine({ onQuantityChange });

    await user.click(increase());
    act(() => vi.advanceTimersByTime(400));
    await user.click(increase());
    act(() => vi.advanceTimersByTime(400));
    expect(onQuantityChange).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(100));
    expect(onQuantityChange.mock.calls).toEqual([[4]]);
  });

  it('calls onQuantityChange(0) when the shopper steps down to 0 (the bag removes the line)', async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    renderLine({ onQuantityChange, line: { ...SHIRT, quantity: 1 } });

    await user.click(decrease());
    expect(quantity().value).toBe('0');
    expect(decrease().disabled).toBe(true);
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS));

    expect(onQuantityChange.mock.calls).toEqual([[0]]);
  });

  it('calls nothing when the shopper ends where the line already is', async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    renderLine({ onQuantityChange });

    await user.click(increase());
    await user.click(decrease());
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS));

    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it("keeps the shopper's value until the bag answers with the new quantity", async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    const { rerender } = renderLine({ onQuantityChange });

    await user.click(increase());
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS));
    expect(quantity().value).toBe('3');

    // The bag saved something else (e.g. it adjusted the quantity): its value wins.
    rerender(<BagLine currency="GBP" line={{ ...SHIRT, quantity: 1 }} onQuantityChange={onQuantityChange} />);
    expect(quantity().value).toBe('1');
  });

  it('shows the saved quantity again when saving ends without a change', async () => {
    const user = fakeTimers();
    const { rerender } = renderLine({ onQuantityChange: vi.fn() });

    await user.click(increase());
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS));
    rerender(<BagLine currency="GBP" line={SHIRT} isDisabled />);
    expect(quantity().value).toBe('3');

    rerender(<BagLine currency="GBP" line={SHIRT} />);
    expect(quantity().value).toBe('2');
  });

  it('calls at once with debounceMs 0 (for a caller that debounces itself)', async () => {
    const user = userEvent.setup();
    const onQuantityChange = vi.fn();
    renderLine({ onQuantityChange, debounceMs: 0 });

    await user.click(increase());
    await user.click(increase());

    expect(onQuantityChange.mock.calls).toEqual([[3], [4]]);
  });

  it('sends a waiting change when it unmounts, so closing the bag does not lose it', async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    const { unmount } = renderLine({ onQuantityChange });

    await user.click(increase());
    unmount();

    expect(onQuantityChange.mock.calls).toEqual([[3]]);
  });

  it('Remove calls onRemove and drops a waiting quantity change', async () => {
    const user = fakeTimers();
    const onQuantityChange = vi.fn();
    const onRemove = vi.fn();
    const { unmount } = renderLine({ onQuantityChange, onRemove });

    await user.click(increase());
    await user.click(removeButton());
    act(() => vi.advanceTimersByTime(BAG_QUANTITY_DEBOUNCE_MS));
    unmount();

    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onQuantityChange).not.toHaveBeenCalled();
  });

  it("shows 'Sold Out' at stock 0: marked, stepper disabled at the line's quantity, Remove still there", () => {
    renderLine({ line: { ...SHIRT, stock: 0 } });

    const article = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(screen.getByText(SOLD_OUT_TEXT)).toBeTruthy();
    expect(article.hasAttribute('data-sold-out')).toBe(true);
    expect(quantity().disabled).toBe(true);
    expect(quantity().value).toBe('2');
    expect(removeButton().disabled).toBe(false);
  });

  it('counts negative stock as sold out', () => {
    renderLine({ line: { ...SHIRT, stock: -2 } });

    expect(screen.getByText(SOLD_OUT_TEXT)).toBeTruthy();
  });

  it.each([1, 4])(
    'shows the low-stock text at stock %i, linked to the stepper, which stops at the stock',
    (stock) => {
      renderLine({ line: { ...SHIRT, quantity: 1, stock } });

      expect(screen.getByText(LOW_STOCK_TEXT)).toBeTruthy();
      expect(quantity().getAttribute('aria-describedby')).toBe(
        screen.getByText(LOW_STOCK_TEXT).parentElement?.id,
      );
      expect(screen.getByRole('article').hasAttribute('data-low-stock')).toBe(true);
      expect(increase().disabled).toBe(stock === 1);
    },
  );

  it.each([
    ['5 left', 5],
    ['unknown stock', undefined],
  ])('shows no stock text with %s', (_, stock) => {
    renderLine({ line: { ...SHIRT, stock } });

    expect(screen.queryByText(SOLD_OUT_TEXT)).toBeNull();
    expect(screen.queryByText(LOW_STOCK_TEXT)).toBeNull();
    expect(quantity().hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows a quantity above the stock as it is, with plus disabled', () => {
    renderLine({ line: { ...SHIRT, quantity: 5, stock: 3 } });

    expect(quantity().value).toBe('5');
    expect(increase().disabled).toBe(true);
  });

  it("shows a free gift as 'Free', its quantity as text, and no stepper or Remove", () => {
    renderLine({ line: { ...SHIRT, quantity: 1, price: 0, wasPrice: undefined, isFreeGift: true } });

    const article = screen.getByRole('article', { name: 'Linen Shirt' });
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.getByText('Quantity: 1')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(article.textContent).not.toContain('£');
  });

  it('disables the stepper and Remove while the bag saves', () => {
    renderLine({ isDisabled: true });

    expect(quantity().disabled).toBe(true);
    expect(removeButton().disabled).toBe(true);
  });

  it('shows an error under the stepper, which turns invalid', () => {
    renderLine({ errorMessage: QUANTITY_EXCEEDS_STOCK_MESSAGE });

    expect(quantity().getAttribute('aria-invalid')).toBe('true');
    const describedBy = quantity().getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(description).toContain(QUANTITY_EXCEEDS_STOCK_MESSAGE);
  });

  it("uses the app's link component, and no link for a missing or unsafe url", () => {
    const { rerender } = renderLine({ linkAs: AppLink });
    expect(screen.getByRole('link', { name: 'Linen Shirt' }).hasAttribute('data-app-link')).toBe(true);

    rerender(<BagLine currency="GBP" line={{ ...SHIRT, url: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Linen Shirt' })).toBeTruthy();
  });

  it('takes the heading level it is given and reserves the picture box without a picture', () => {
    const { container } = renderLine({ headingLevel: 2, line: { ...SHIRT, imageUrl: undefined } });

    expect(screen.getByRole('heading', { level: 2, name: 'Linen Shirt' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
