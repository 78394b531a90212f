import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup';

afterEach(cleanup);

const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;

function Lengths(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Length" {...props}>
      <Radio value="petite">Petite</Radio>
      <Radio value="regular">Regular</Radio>
      <Radio value="long" isDisabled>
        Long
      </Radio>
      <Radio value="tall">Tall</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radio group named by its label', () => {
    render(<Lengths />);

    expect(screen.getByRole('radiogroup', { name: 'Length' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
  });

  it('chooses an option on click and reports its value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Lengths onChange={onChange} />);

    await user.click(screen.getByText('Regular'));

    expect(radio('Regular').checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith('regular');
  });

  it('moves and chooses with arrow keys, skipping disabled options and wrapping', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Lengths defaultValue="regular" onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(radio('Regular'));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(radio('Tall'));
    expect(onChange).toHaveBeenLastCalledWith('tall');

    await user.keyboard('{ArrowDown}');
    expect(radio('Petite').checked).toBe(true);

    await user.keyboard('{ArrowUp}');
    expect(radio('Tall').checked).toBe(true);
  });

  it('uses the right and left arrows in a horizontal group', async () => {
    const user = userEvent.setup();
    render(<Lengths orientation="horizontal" defaultValue="petite" />);

    expect(screen.getByRole('radiogroup').getAttribute('aria-orientation')).toBe('horizontal');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(radio('Regular').checked).toBe(true);
    await user.keyboard('{ArrowLeft}');
    expect(radio('Petite').checked).toBe(true);
  });

  it('has one Tab stop', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Lengths defaultValue="petite" />
        <button type="button">Add to bag</button>
      </>,
    );

    await user.tab();
    await user.tab();

    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add to bag' }));
  });

  it('links group and option descriptions, and shows the error when invalid', () => {
    render(
      <RadioGroup
        label="Delivery"
        description="Choose how to get your order."
        isInvalid
        errorMessage="Choose a delivery option"
      >
        <Radio value="standard" description="3 to 5 working days">
          Standard
        </Radio>
      </RadioGroup>,
    );

    const group = screen.getByRole('radiogroup', { name: 'Delivery' });
    const describe = (element: Element) =>
      (element.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent);
    expect(describe(group)).toEqual(['Choose how to get your order.', 'Choose a delivery option']);
    expect(describe(radio('Standard'))).toContain('3 to 5 working days');
    expect(group.getAttribute('aria-invalid')).toBe('true');
  });

  it('marks a required group for assistive technology and visibly', () => {
    render(<Lengths isRequired />);

    expect(screen.getByRole('radiogroup').getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('ignores clicks when the group is disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Lengths isDisabled onChange={onChange} />);

    await user.click(screen.getByText('Petite'));

    expect(onChange).not.toHaveBeenCalled();
    expect(radio('Petite').disabled).toBe(true);
  });
});
