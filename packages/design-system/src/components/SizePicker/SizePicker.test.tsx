import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SizePicker } from './SizePicker';
import type { SizeOption } from './sizes';

afterEach(cleanup);

const SIZES: SizeOption[] = [
  { id: 'sku-12', label: '12', stock: 8 },
  { id: 'sku-8', label: '8', stock: 3 },
  { id: 'sku-10', label: '10', stock: 0 },
  { id: 'sku-14', label: '14', stock: 20 },
  { id: 'sku-16', label: '16', isSoldOut: true, reason: 'Back soon' },
];

/** A product page holding the chosen size in state. */
function Controlled({ onChange }: { onChange: (id: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SizePicker
      sizes={[{ id: 'one', label: 'One Size' }]}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

const radio = (name: string | RegExp) => screen.getByRole('radio', { name });
/** The radio of a size, found cheaply (no accessible-name computation) for repeated focus checks. */
const sizeInput = (id: string) => document.querySelector(`input[value="${id}"]`);

describe('SizePicker', () => {
  it('is a radio group named Size, with the sizes in size order', () => {
    render(<SizePicker sizes={SIZES} />);

    const group = screen.getByRole('radiogroup', { name: 'Size' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((input) => input.closest('label')?.textContent)).toEqual(['8', '10', '12', '14', '16']);
    expect(radios.map((input) => input.getAttribute('value'))).toEqual([
      'sku-8',
      'sku-10',
      'sku-12',
      'sku-14',
      'sku-16',
    ]);
  });

  it('keeps the given order when asked', () => {
    render(<SizePicker sizes={SIZES} sortSizes={false} />);

    expect(screen.getAllByRole('radio').map((input) => input.getAttribute('value'))).toEqual(
      SIZES.map(({ id }) => id),
    );
  });

  it('names sold-out sizes with their reason and disables them', () => {
    render(<SizePicker sizes={SIZES} />);

    expect((radio('10, Sold Out') as HTMLInputElement).disabled).toBe(true);
    expect((radio('16, Back soon') as HTMLInputElement).disabled).toBe(true);
    expect((radio('12') as HTMLInputElement).disabled).toBe(false);
  });

  it('does not select a sold-out size on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SizePicker sizes={SIZES} onChange={onChange} />);

    await user.click(radio('10, Sold Out'));

    expect(onChange).not.toHaveBeenCalled();
    expect((radio('10, Sold Out') as HTMLInputElement).checked).toBe(false);
  });

  it('selects a size on click and reports its id', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SizePicker sizes={SIZES} onChange={onChange} />);

    await user.click(screen.getByText('14'));

    expect(onChange).toHaveBeenCalledWith('sku-14');
    expect((radio('14') as HTMLInputElement).checked).toBe(true);
  });

  it('moves and selects with the arrow keys, skipping sold-out sizes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SizePicker sizes={SIZES} onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(sizeInput('sku-8'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(sizeInput('sku-12'));
    expect(onChange).toHaveBeenLastCalledWith('sku-12');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    // Past 14, 16 is sold out: wraps round to 8.
    expect(document.activeElement).toBe(sizeInput('sku-8'));

    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(sizeInput('sku-14'));
    expect(onChange).toHaveBeenLastCalledWith('sku-14');
  });

  it('describes a low-stock size and shows the hint once it is chosen', async () => {
    const user = userEvent.setup();
    render(<SizePicker sizes={SIZES} />);

    expect(radio('8').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByRole('radio', { description: 'There are less than 5 of these left' })).toBe(
      radio('8'),
    );
    expect(screen.queryByText('There are less than 5 of these left', { selector: 'p' })).toBeNull();

    await user.click(screen.getByText('8'));

    expect(screen.getByText('There are less than 5 of these left', { selector: 'p' })).toBeTruthy();
  });

  it('selects a single size automatically', () => {
    render(<SizePicker sizes={[{ id: 'one', label: 'One Size', stock: 2 }]} />);

    expect((radio('One Size') as HTMLInputElement).checked).toBe(true);
  });

  it('reports the automatic choice when controlled', () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);

    expect(onChange).toHaveBeenCalledWith('one');
    expect((radio('One Size') as HTMLInputElement).checked).toBe(true);
  });

  it('leaves a single sold-out size unselected', () => {
    render(<SizePicker sizes={[{ id: 'one', label: 'One Size', stock: 0 }]} />);

    expect((radio('One Size, Sold Out') as HTMLInputElement).checked).toBe(false);
  });

  it('shows the error message when invalid', () => {
    render(<SizePicker sizes={SIZES} isInvalid errorMessage="Please select a size" />);

    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please select a size')).toBeTruthy();
  });

  it('submits the chosen size with its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Add to bag" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SizePicker sizes={SIZES} name="size" />
        <button type="submit">Add to bag</button>
      </form>,
    );

    await user.click(screen.getByText('12'));
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    const form = screen.getByRole('form', { name: 'Add to bag' }) as HTMLFormElement;
    expect(new FormData(form).get('size')).toBe('sku-12');
  });
  it('stops its form while required and empty, says why, and clears the message once a size is chosen', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Add to bag" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <SizePicker sizes={SIZES} name="size" isRequired errorMessage="Please select a size" />
        <button type="submit">Add to bag</button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('radiogroup', { name: 'Size' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please select a size').id).toBe(group.getAttribute('aria-describedby'));

    await user.click(screen.getByText('12'));
    expect(screen.queryByText('Please select a size')).toBeNull();
    expect(group.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('disables every size while disabled, without striking the ones in stock through', () => {
    render(<SizePicker sizes={SIZES} isDisabled />);

    for (const input of screen.getAllByRole('radio')) expect((input as HTMLInputElement).disabled).toBe(true);
    expect(radio('12').closest('label')?.hasAttribute('data-sold-out')).toBe(false);
    expect(radio('10, Sold Out').closest('label')?.hasAttribute('data-sold-out')).toBe(true);
  });
  it('rings the focused size only when focus came from the keyboard', async () => {
    const user = userEvent.setup();
    render(<SizePicker sizes={SIZES} />);
    const box = (id: string) => sizeInput(id)?.closest('label');

    await user.click(screen.getByText('12'));
    expect(document.activeElement).toBe(sizeInput('sku-12'));
    expect(box('sku-12')?.hasAttribute('data-focus-visible')).toBe(false);

    await user.keyboard('{ArrowRight}');
    expect(box('sku-14')?.hasAttribute('data-focus-visible')).toBe(true);
    expect(box('sku-12')?.hasAttribute('data-focus-visible')).toBe(false);
  });
});
