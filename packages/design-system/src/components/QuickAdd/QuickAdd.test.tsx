import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuickAddOption } from '@wardrobe/domain-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chosenOption, lengthChoices, sizeChoices } from './choices';
import { SIZES_AND_LENGTHS, SIZES_ONLY, SOME_SOLD_OUT } from './fixtures';
import { QuickAdd, type QuickAddProps } from './QuickAdd';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(props: Partial<QuickAddProps> = {}, options: QuickAddOption[] = SIZES_ONLY) {
  const user = userEvent.setup();
  const loadOptions = vi.fn(async () => options);
  const onAdd = vi.fn(async (_option: QuickAddOption) => {});
  const onOpen = vi.fn();
  render(
    <QuickAdd productName="Linen Shirt" loadOptions={loadOptions} onAdd={onAdd} onOpen={onOpen} {...props} />,
  );
  return { user, loadOptions, onAdd, onOpen };
}

const trigger = (name = 'Linen Shirt') => screen.getByRole('button', { name: `Quick add ${name}` });
const addButton = () =>
  screen.getByRole('button', { name: /^(Select Size|Select Size And Fit|Add to Bag)$/ }) as HTMLButtonElement;
const radio = (name: string) => screen.getByRole('radio', { name }) as HTMLInputElement;
const sizeGroup = () => screen.getByRole('radiogroup', { name: 'Size' });

async function openPanel(user: ReturnType<typeof userEvent.setup>, name?: string) {
  await user.click(trigger(name));
  await screen.findByRole('radiogroup', { name: 'Size' });
}

describe('QuickAdd', () => {
  it("is a 'Quick add' button named with the product, controlling a closed panel", () => {
    setup();

    const button = trigger();
    expect(button.textContent).toBe('Quick add');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(true);
  });

  it('opens: loads the options, shows a loading state, then the sizes', async () => {
    let resolve: (options: QuickAddOption[]) => void = () => {};
    const loadOptions = vi.fn(() => new Promise<QuickAddOption[]>((done) => (resolve = done)));
    const { user, onOpen } = setup({ loadOptions });

    await user.click(trigger());

    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Loading sizes');
    expect(screen.getByRole('group', { name: 'Quick add Linen Shirt' }).getAttribute('aria-busy')).toBe(
      'true',
    );

    await act(async () => resolve(SIZES_ONLY));
    // Spec 000 §9: the loading state, once shown, stays at least 200 ms (it never flashes).
    expect(screen.getByRole('status').textContent).toBe('Loading sizes');
    await waitFor(() => expect(screen.queryByText('Loading sizes')).toBeNull());

    expect(
      within(sizeGroup())
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['6', '8', '10', '12', '14', '16']);
    expect(screen.queryByText('Loading sizes')).toBeNull();
  });

  it("reads 'Select Size', disabled, until a size is chosen, then 'Add to Bag'", async () => {
    const { user } = setup();
    await openPanel(user);

    expect(addButton().textContent).toBe('Select Size');
    expect(addButton().disabled).toBe(true);

    await user.click(screen.getByText('12'));

    expect(addButton().textContent).toBe('Add to Bag');
    expect(addButton().disabled).toBe(false);
  });

  it("reads 'Select Size And Fit' until both a size and a length are chosen", async () => {
    const { user } = setup({}, SIZES_AND_LENGTHS);
    await openPanel(user);

    expect(addButton().textContent).toBe('Select Size And Fit');
    await user.click(screen.getByText('10'));
    expect(addButton().textContent).toBe('Select Size And Fit');
    expect(addButton().disabled).toBe(true);

    await user.click(screen.getByText('Regular'));
    expect(addButton().textContent).toBe('Add to Bag');
    expect(addButton().disabled).toBe(false);
  });

  it('shows a length picker only when the options have lengths', async () => {
    const { user } = setup();
    await openPanel(user);
    expect(screen.queryByRole('radiogroup', { name: 'Length' })).toBeNull();
    cleanup();

    const second = setup({}, SIZES_AND_LENGTHS);
    await openPanel(second.user);
    const lengths = screen.getByRole('radiogroup', { name: 'Length' });
    expect(
      within(lengths)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Regular', 'Long', 'Short']);
  });

  it('disables sizes with no stock, named Sold Out', async () => {
    const { user } = setup({}, SOME_SOLD_OUT);
    await openPanel(user);

    expect(radio('10, Sold Out').disabled).toBe(true);
    expect(radio('14, Sold Out').disabled).toBe(true);
    expect(radio('16, Sold Out').disabled).toBe(true);
    expect(radio('12').disabled).toBe(false);

    await user.click(radio('10, Sold Out'));
    expect(addButton().textContent).toBe('Select Size');
  });

  it('disables the lengths sold out in the chosen size, and drops a length the new size lacks', async () => {
    const { user } = setup({}, SIZES_AND_LENGTHS);
    await openPanel(user);

    await user.click(screen.getByText('10'));
    expect(radio('Long, Sold Out').disabled).toBe(true);
    expect(radio('Short').disabled).toBe(false);

    await user.click(screen.getByText('Short'));
    expect(addButton().textContent).toBe('Add to Bag');

    // 12 has no Short in stock: the length is cleared.
    await user.click(screen.getByText('12'));
    expect(radio('Short, Sold Out').disabled).toBe(true);
    expect(radio('Short, Sold Out').checked).toBe(false);
    expect(addButton().textContent).toBe('Select Size And Fit');

    await user.click(screen.getByText('14'));
    expect(radio('Long, Sold Out').disabled).toBe(true);
    expect(radio('Regular').disabled).toBe(false);
  });

  it('adds the chosen size and length, then closes and gives focus back to the trigger', async () => {
    const { user, onAdd } = setup({}, SIZES_AND_LENGTHS);
    await openPanel(user);

    await user.click(screen.getByText('12'));
    await user.click(screen.getByText('Long'));
    await user.click(addButton());

    const expected = SIZES_AND_LENGTHS.find((o) => o.size_option === '12' && o.length_option === 'Long');
    expect(onAdd).toHaveBeenCalledTimes(1);
    expect(onAdd).toHaveBeenCalledWith(expected);
    await waitFor(() => expect(trigger().getAttribute('aria-expanded')).toBe('false'));
    expect(document.activeElement).toBe(trigger());
  });

  it('shows a pending state while adding', async () => {
    let finish: () => void = () => {};
    const onAdd = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const { user } = setup({ onAdd });
    await openPanel(user);
    await user.click(screen.getByText('8'));

    await user.click(addButton());

    expect(screen.getByTestId('button-spinner')).toBeTruthy();
    expect(onAdd).toHaveBeenCalledWith(SIZES_ONLY[1]);
    await user.click(addButton());
    expect(onAdd).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('logs a failed add and stays open, without throwing', async () => {
    const error = new Error('Out of stock');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onAdd = vi.fn(async () => {
      throw error;
    });
    const { user } = setup({ onAdd });
    await openPanel(user);
    await user.click(screen.getByText('6'));

    await user.click(addButton());

    await waitFor(() => expect(logged).toHaveBeenCalledWith(expect.stringContaining('Linen Shirt'), error));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(addButton().textContent).toBe('Add to Bag');
    expect(addButton().disabled).toBe(false);
    expect(screen.queryByTestId('button-spinner')).toBeNull();
  });

  it("logs a failed load and says 'Currently unavailable.'", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup({ loadOptions: vi.fn(async () => Promise.reject(new Error('503'))) });

    await user.click(trigger());

    expect(await screen.findByText('Currently unavailable.')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });

  it('keeps one panel open at a time', async () => {
    const user = userEvent.setup();
    const loadOptions = async () => SIZES_ONLY;
    const onAdd = async () => {};
    render(
      <>
        <QuickAdd productName="Linen Shirt" loadOptions={loadOptions} onAdd={onAdd} />
        <QuickAdd productName="Wrap Dress" loadOptions={loadOptions} onAdd={onAdd} />
      </>,
    );

    await openPanel(user, 'Linen Shirt');
    await openPanel(user, 'Wrap Dress');

    expect(trigger('Linen Shirt').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Wrap Dress').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('radiogroup', { name: 'Size' })).toHaveLength(1);

    await user.click(trigger('Wrap Dress'));
    expect(trigger('Wrap Dress').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a pointer-down outside, not inside', async () => {
    const { user } = setup();
    render(<p>Elsewhere</p>);
    await openPanel(user);

    await user.click(screen.getByText('12'));
    expect(trigger().getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByText('Elsewhere'));
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user } = setup();

    await user.tab();
    expect(document.activeElement).toBe(trigger());
    await user.keyboard('{Enter}');
    await screen.findByRole('radiogroup', { name: 'Size' });
    await user.tab();
    expect(sizeGroup().contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');

    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger());
  });

  it('with defaultOpen, opens and loads on mount with focus on its trigger', async () => {
    const { loadOptions, onOpen } = setup({ defaultOpen: true });

    await screen.findByRole('radiogroup', { name: 'Size' });
    expect(loadOptions).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(trigger());
  });

  it('loads again and clears the selection each time it opens', async () => {
    const { user, loadOptions } = setup();
    await openPanel(user);
    await user.click(screen.getByText('12'));
    expect(addButton().textContent).toBe('Add to Bag');

    await user.click(trigger());
    await openPanel(user);

    expect(loadOptions).toHaveBeenCalledTimes(2);
    expect(addButton().textContent).toBe('Select Size');
    expect(radio('12').checked).toBe(false);
  });
});

describe('quick add choices', () => {
  it('gives distinct sizes, sold out only when no length is in stock', () => {
    expect(sizeChoices(SIZES_AND_LENGTHS)).toEqual([
      { id: '8', label: '8', stock: 12 },
      { id: '10', label: '10', stock: 13 },
      { id: '12', label: '12', stock: 14 },
      { id: '14', label: '14', stock: 9 },
    ]);
    expect(sizeChoices(SOME_SOLD_OUT).map((s) => s.stock)).toEqual([12, 3, 0, 15, 0, 0]);
  });

  it("gives each length's stock in the chosen size", () => {
    expect(lengthChoices(SIZES_AND_LENGTHS, '14')).toEqual([
      { id: 'Short', label: 'Short', stock: 0 },
      { id: 'Regular', label: 'Regular', stock: 9 },
      { id: 'Long', label: 'Long', stock: 0 },
    ]);
    expect(lengthChoices(SIZES_ONLY, null)).toEqual([]);
  });

  it('picks the option of the size and length, never one out of stock', () => {
    expect(chosenOption(SIZES_AND_LENGTHS, '12', 'Long')?.sku_id).toBe('300101-BLK-12-L');
    expect(chosenOption(SIZES_AND_LENGTHS, '12', null)).toBeUndefined();
    expect(chosenOption(SIZES_ONLY, '8', null)?.inventory).toBe(3);
    expect(chosenOption(SOME_SOLD_OUT, '10', null)).toBeUndefined();
  });
});
