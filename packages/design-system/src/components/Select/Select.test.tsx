import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from './Select';

afterEach(cleanup);

function Sizes(props: Partial<Parameters<typeof Select>[0]>) {
  return (
    <Select label="Size" placeholder="Select Size" disabledKeys={['l']} {...props}>
      <SelectItem id="s">S</SelectItem>
      <SelectItem id="m">M</SelectItem>
      <SelectItem id="l">L</SelectItem>
      <SelectItem id="xl">XL</SelectItem>
    </Select>
  );
}

const trigger = () => screen.getByRole('button', { name: /Size/ });

describe('Select', () => {
  it('shows the placeholder and names its button by label and value', () => {
    render(<Sizes />);

    expect(trigger().textContent).toContain('Select Size');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens with a click, chooses an option and closes, reporting the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sizes onChange={onChange} />);

    await user.click(trigger());
    const listbox = screen.getByRole('listbox', { name: 'Size' });
    await user.click(within(listbox).getByRole('option', { name: 'M' }));

    expect(onChange).toHaveBeenLastCalledWith('m');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toBe('M');
  });

  it('works from the keyboard: open with Enter, arrows skip disabled options, Enter chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sizes defaultValue="m" onChange={onChange} />);

    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{Enter}');
    const listbox = screen.getByRole('listbox');
    expect(document.activeElement).toBe(within(listbox).getByRole('option', { name: 'M' }));

    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(within(listbox).getByRole('option', { name: 'XL' }));
    await user.keyboard('{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('xl');
    // react-aria restores focus once the popover has gone, a frame later.
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
  });

  it('closes on Escape without changing the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Sizes defaultValue="s" onChange={onChange} />);

    await user.click(trigger());
    await user.keyboard('{ArrowDown}{Escape}');

    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger().textContent).toBe('S');
  });

  it('exposes disabled options as disabled', async () => {
    const user = userEvent.setup();
    render(<Sizes />);

    await user.click(trigger());

    expect(screen.getByRole('option', { name: 'L' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('renders options from items', async () => {
    const user = userEvent.setup();
    const colours = [
      { id: 'black', name: 'Black' },
      { id: 'navy', name: 'Navy' },
    ];
    render(
      <Select label="Colour" items={colours}>
        {(colour) => <SelectItem id={colour.id}>{colour.name}</SelectItem>}
      </Select>,
    );

    await user.click(screen.getByRole('button', { name: /Colour/ }));

    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Black', 'Navy']);
  });

  it('shows its description and, when invalid, its error', () => {
    render(<Sizes description="Fits true to size" isInvalid errorMessage="Please select a size" />);

    expect(screen.getByText('Fits true to size')).toBeTruthy();
    expect(screen.getByText('Please select a size')).toBeTruthy();
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Sizes isDisabled />);

    await user.click(trigger());

    expect((trigger() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
