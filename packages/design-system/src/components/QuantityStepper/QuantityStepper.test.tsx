import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

afterEach(cleanup);

const quantity = () => screen.getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
const decrease = () => screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
const increase = () => screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;

describe('QuantityStepper', () => {
  it('starts at 1, labelled Quantity, with the minus button disabled', () => {
    render(<QuantityStepper />);

    expect(quantity().value).toBe('1');
    expect(decrease().disabled).toBe(true);
    expect(increase().disabled).toBe(false);
  });

  it('steps with the buttons, calling onChange for each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper maxValue={5} onChange={onChange} />);

    await user.click(increase());
    await user.click(increase());
    await user.click(decrease());

    expect(onChange.mock.calls).toEqual([[2], [3], [2]]);
    expect(quantity().value).toBe('2');
  });

  it('stops at the stock: the plus button disables at the maximum', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper defaultValue={2} maxValue={3} onChange={onChange} />);

    await user.click(increase());
    expect(quantity().value).toBe('3');
    expect(increase().disabled).toBe(true);

    await user.click(increase());
    expect(onChange.mock.calls).toEqual([[3]]);
  });

  it('steps with the arrow keys in the input and stays within the bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper maxValue={2} onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(quantity());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(quantity().value).toBe('2');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(quantity().value).toBe('1');

    expect(onChange.mock.calls).toEqual([[2], [1]]);
  });

  it('clamps a typed quantity to the stock when the shopper leaves the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<QuantityStepper maxValue={4} onChange={onChange} />);

    await user.clear(quantity());
    await user.type(quantity(), '12');
    await user.tab();

    expect(quantity().value).toBe('4');
    expect(onChange).toHaveBeenLastCalledWith(4);
  });

  it('clamps a typed 0 up to the minimum', async () => {
    const user = userEvent.setup();
    render(<QuantityStepper defaultValue={3} />);

    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.tab();

    expect(quantity().value).toBe('1');
  });

  it('accepts whole numbers only: a decimal point cannot be typed', async () => {
    const user = userEvent.setup();
    render(<QuantityStepper maxValue={100} />);

    await user.clear(quantity());
    await user.type(quantity(), '2.5');
    expect(quantity().value).toBe('25');
    await user.tab();

    expect(quantity().value).toBe('25');
  });

  it('is disabled and shows 0 when sold out', () => {
    render(<QuantityStepper maxValue={0} />);

    expect(quantity().disabled).toBe(true);
    expect(quantity().value).toBe('0');
    expect(increase().disabled).toBe(true);
  });

  it('keeps a hidden label as the name and shows a description', () => {
    render(<QuantityStepper labelVisibility="hidden" description="There are less than 5 of these left" />);

    expect(quantity().getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('There are less than 5 of these left')).toBeTruthy();
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper value={2} maxValue={9} onChange={onChange} />);

    await user.click(increase());
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(quantity().value).toBe('2');

    rerender(<QuantityStepper value={3} maxValue={9} onChange={onChange} />);
    expect(quantity().value).toBe('3');
  });
});
