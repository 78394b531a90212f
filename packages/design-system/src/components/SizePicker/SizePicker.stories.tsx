import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SizePicker } from './SizePicker';
import type { SizeOption } from './sizes';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** The radio of a size by id: no accessible-name computation, so repeated focus checks stay quick. */
const sizeInput = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`input[value="${id}"]`) as HTMLInputElement;

const DRESS_SIZES: SizeOption[] = [
  { id: 'sku-6', label: '6', stock: 12 },
  { id: 'sku-8', label: '8', stock: 3 },
  { id: 'sku-10', label: '10', stock: 0 },
  { id: 'sku-12', label: '12', stock: 9 },
  { id: 'sku-14', label: '14', stock: 15 },
  { id: 'sku-16', label: '16', stock: 0 },
  { id: 'sku-18', label: '18', stock: 4 },
];

const LETTER_SIZES: SizeOption[] = [
  { id: 'l', label: 'L', stock: 6 },
  { id: 'xs', label: 'XS', stock: 0 },
  { id: 'xl', label: 'XL', stock: 2 },
  { id: 's', label: 'S', stock: 10 },
  { id: 'm', label: 'M', stock: 7 },
];

const meta = {
  title: 'Design system/SizePicker',
  component: SizePicker,
  tags: ['autodocs'],
  args: { sizes: DRESS_SIZES, onChange: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Choose one size: native radios in a `radiogroup` (one Tab stop, arrow keys move and select; no ' +
          'react-aria, so the product page ships none). Sold-out sizes ' +
          '(stock 0) are disabled, struck through and named "10, Sold Out": disabled radios stay in the ' +
          'accessibility tree, so screen-reader browse mode still reads them; Tab and arrows pass over them. ' +
          "Low stock (fewer than 5) is described as 'There are less than 5 of these left' and shown once chosen. " +
          'A product with one size has it selected automatically. Sizes follow the shop size order (`sortSizes`).',
      },
    },
  },
} satisfies Meta<typeof SizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking a size selects it and reports its id. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Size' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(7);

    await userEvent.click(canvas.getByText('12'));

    await expect(canvas.getByRole('radio', { name: '12' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('sku-12');
    // A click is not the keyboard: no focus ring.
    await expect(canvas.getByText('12').closest('label')).not.toHaveAttribute('data-focus-visible');
  },
};

/** Tab into the group, then arrow keys move and select; sold-out 10 and 16 are passed over. */
export const KeyboardSelection: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Size' })).toBeVisible();
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(sizeInput(canvasElement, 'sku-6')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(sizeInput(canvasElement, 'sku-8')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('sku-8');

    // 10 is sold out: the next arrow lands on 12.
    await userEvent.keyboard('{ArrowRight}');
    await expect(sizeInput(canvasElement, 'sku-12')).toHaveFocus();
    await expect(sizeInput(canvasElement, 'sku-12')).toBeChecked();
    await expect(sizeInput(canvasElement, 'sku-12').closest('label')).toHaveAttribute('data-focus-visible');

    // Back past 10 again.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(sizeInput(canvasElement, 'sku-8')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('sku-8');
  },
};

/** Sold-out sizes are disabled, named with 'Sold Out', and cannot be chosen by click or keyboard. */
export const SoldOutSkipped: Story = {
  args: { defaultValue: 'sku-14' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const soldOut = canvas.getByRole('radio', { name: '16, Sold Out' });
    await expect(soldOut).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: '10, Sold Out' })).toBeDisabled();

    await userEvent.click(canvas.getByText('16'));
    await expect(soldOut).not.toBeChecked();

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(sizeInput(canvasElement, 'sku-14')).toHaveFocus();
    // From 14 the next size, 16, is sold out: the arrow goes on to 18.
    await userEvent.keyboard('{ArrowRight}');
    await expect(sizeInput(canvasElement, 'sku-18')).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('sku-18');
    await expect(args.onChange).not.toHaveBeenCalledWith('sku-16');
  },
};

/** A chosen size with fewer than 5 left shows the low-stock text. */
export const LowStockChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const eight = canvas.getByRole('radio', { name: '8' });
    await expect(eight).toHaveAccessibleDescription('There are less than 5 of these left');
    await expect(canvas.queryByText('There are less than 5 of these left', { selector: 'p' })).toBeNull();

    await userEvent.click(canvas.getByText('8'));

    await waitFor(() =>
      expect(canvas.getByText('There are less than 5 of these left', { selector: 'p' })).toBeVisible(),
    );
  },
};

/** Letter sizes, given out of order, are shown XS to XL; XS is sold out. */
export const LetterSizes: Story = {
  args: { sizes: LETTER_SIZES },
  play: async ({ canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);
    await expect(radios[0]).toHaveAccessibleName('XS, Sold Out');
  },
};

/** One size only: it is selected without the shopper doing anything (spec 000 §4). */
export const SingleSize: Story = {
  args: { sizes: [{ id: 'one-size', label: 'One Size', stock: 20 }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'One Size' })).toBeChecked();
  },
};

/** The only size is sold out: nothing is selected and it cannot be. */
export const SingleSizeSoldOut: Story = {
  args: { sizes: [{ id: 'one-size', label: 'One Size', stock: 0 }] },
  play: async ({ canvasElement }) => {
    const radio = within(canvasElement).getByRole('radio', { name: 'One Size, Sold Out' });
    await expect(radio).not.toBeChecked();
    await expect(radio).toBeDisabled();
  },
};

/** A size unavailable for another reason reads that reason. */
export const CustomReason: Story = {
  args: {
    sizes: [
      { id: 's', label: 'S', stock: 3 },
      { id: 'm', label: 'M', isSoldOut: true, reason: 'Back in stock soon' },
      { id: 'l', label: 'L', stock: 8 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'M, Back in stock soon' })).toBeDisabled();
  },
};

/** Add to bag pressed with no size: the group is invalid and says why. Choosing a size is still possible. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a size', description: 'UK sizes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Size' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Please select a size')).toBeVisible();

    await userEvent.click(canvas.getByText('14'));
    await expect(canvas.getByRole('radio', { name: '14' })).toBeChecked();
  },
};

/**
 * The product page's length picker (spec 000 §2: Length beside Size, for trousers and jeans): the same picker
 * labelled 'Length', in the catalogue's order (no size sorting); a length with nothing left is disabled.
 */
export const LengthPicker: Story = {
  args: {
    label: 'Length',
    sortSizes: false,
    sizes: [
      { id: 'Regular', label: 'Regular' },
      { id: 'Long', label: 'Long' },
      { id: 'Short', label: 'Short', isSoldOut: true },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Length' });
    await expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Regular', 'Long', 'Short']);
    await expect(canvas.getByRole('radio', { name: /^Short/ })).toBeDisabled();
    await userEvent.click(canvas.getByText('Long'));
    await expect(canvas.getByRole('radio', { name: 'Long' })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('Long');
  },
};
