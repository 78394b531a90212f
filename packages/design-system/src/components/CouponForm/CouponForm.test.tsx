import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponForm, type CouponFormProps } from './CouponForm';

afterEach(cleanup);

const field = () => screen.getByRole('textbox', { name: 'Promo code' }) as HTMLInputElement;
const apply = () => screen.getByRole('button', { name: /Apply/ }) as HTMLButtonElement;
const liveRegion = () => screen.getByRole('status');

/** The texts an element's aria-describedby points at. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

const renderForm = (props: Partial<CouponFormProps> = {}) => {
  const onApply = vi.fn(props.onApply ?? (() => {}));
  const utils = render(<CouponForm {...props} onApply={onApply} />);
  const rerender = (next: Partial<CouponFormProps>) =>
    utils.rerender(<CouponForm {...props} {...next} onApply={onApply} />);
  return { ...utils, onApply, rerender };
};

describe('CouponForm', () => {
  it("has a 'Promo code' field, an 'Apply' button and an empty polite live region from the start", () => {
    renderForm();

    expect(field().value).toBe('');
    expect(apply().getAttribute('type')).toBe('submit');
    expect(liveRegion().textContent).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("refuses a blank code with 'Promo code cannot be empty' and focuses the field", async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm();

    await user.type(field(), '   ');
    await user.click(apply());

    expect(onApply).not.toHaveBeenCalled();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(description(field())).toBe('Promo code cannot be empty');
    expect(document.activeElement).toBe(field());

    await user.type(field(), 'W');
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it('applies the trimmed code with the button or Enter', async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm();

    await user.type(field(), '  welcome10 ');
    await user.click(apply());
    await user.type(field(), '{Enter}');

    expect(onApply.mock.calls).toEqual([['welcome10'], ['welcome10']]);
  });

  it("marks the field invalid for a rejected code, with 'Sorry, this code is not valid', and announces it", async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm();
    await user.type(field(), 'NOPE');
    await user.click(apply());

    rerender({ status: { kind: 'rejected', code: 'NOPE' } });

    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(description(field())).toBe('Sorry, this code is not valid');
    expect(liveRegion().textContent).toBe('Sorry, this code is not valid');

    // Editing the code clears the answer about the old one.
    await user.type(field(), 'X');
    expect(field().hasAttribute('aria-invalid')).toBe(false);
    expect(liveRegion().textContent).toBe('');
  });

  it("shows the engine's own message for a rejection when it gives one", async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm();
    await user.type(field(), 'old10');

    rerender({ status: { kind: 'rejected', code: 'OLD10', message: 'This code has expired' } });

    expect(description(field())).toBe('This code has expired');
  });

  it('announces an accepted code in the live region and empties the field', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm();
    const region = liveRegion();
    await user.type(field(), 'welcome10');
    await user.click(apply());

    rerender({ status: { kind: 'accepted', code: 'WELCOME10' } });

    // The same element, there before the message: screen readers announce the change.
    expect(liveRegion()).toBe(region);
    expect(region.textContent).toBe('Promo code WELCOME10 applied');
    expect(field().value).toBe('');
    expect(field().hasAttribute('aria-invalid')).toBe(false);
  });

  it("lists applied codes as 'CODE applied' with a Remove button named 'Remove coupon CODE'", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    renderForm({ appliedCodes: ['WELCOME10', 'FREESHIP'], onRemove });

    const list = screen.getByRole('list', { name: 'Applied promo codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual(['WELCOME10 applied', 'FREESHIP applied']);
    const remove = screen.getByRole('button', { name: 'Remove coupon FREESHIP' });
    expect(remove.textContent).toBe('Remove');

    await user.click(remove);
    expect(onRemove).toHaveBeenCalledWith('FREESHIP');
  });

  it('lists applied codes without Remove when there is no onRemove', () => {
    renderForm({ appliedCodes: ['WELCOME10'] });

    expect(screen.getByText('WELCOME10')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('keeps the accepted message for screen readers only when the code is also listed', () => {
    renderForm({ appliedCodes: ['WELCOME10'], status: { kind: 'accepted', code: 'welcome10' } });

    expect(liveRegion().textContent).toBe('Promo code welcome10 applied');
    expect(liveRegion().querySelector('svg')).toBeNull();
  });

  it('ignores Apply while pending', async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm({ isPending: true });

    await user.type(field(), 'WELCOME10');
    await user.click(apply());

    expect(apply().getAttribute('aria-disabled')).toBe('true');
    expect(onApply).not.toHaveBeenCalled();
  });

  it('shows Apply pending while the promise from onApply runs', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onApply = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm({ onApply });

    await user.type(field(), 'WELCOME10');
    await user.click(apply());
    expect(apply().getAttribute('aria-disabled')).toBe('true');

    await act(async () => finish());
    await waitFor(() => expect(apply().hasAttribute('aria-disabled')).toBe(false));
    expect(onApply).toHaveBeenCalledTimes(1);
  });
});
