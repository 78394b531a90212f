import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BAG_QUANTITY_DEBOUNCE_MS,
  LOW_STOCK_TEXT,
  QUANTITY_EXCEEDS_STOCK_MESSAGE,
  SOLD_OUT_TEXT,
} from '@wardrobe/domain-rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FREE_TOTE,
  GIFT_CARD,
  LINEN_SHIRT,
  LOW_STOCK_TROUSERS,
  PLEATED_DRESS,
  SOLD_OUT_JUMPER,
} from '../BagContents/fixtures';
import { BagLine } from './BagLine';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Shopping/Bag/BagLine',
  component: BagLine,
  tags: ['autodocs'],
  args: {
    line: LINEN_SHIRT,
    currency: 'GBP',
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  argTypes: {
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    isDisabled: { control: 'boolean' },
    errorMessage: { control: 'text' },
    linkAs: { control: false },
  },
  decorators: [
    // The bag renders each line inside an <li>.
    (Story) => (
      <ul style={{ maxWidth: 440, margin: 0, padding: 0, listStyle: 'none' }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One line of the bag: picture (96 × 128), the name linking to the product, options, the line price ' +
          "(was/now), the stock text ('Sold Out' at 0, 'There are less than 5 of these left' at 1–4), a quantity " +
          "stepper from 0 to the stock and 'Remove' (named 'Remove {name}'). The line debounces quantity changes: " +
          'the stepper shows the new value at once and `onQuantityChange` is called once, 500 ms after the last ' +
          "change, with the last value (0 means remove). Free gifts show 'Free', their quantity as text and no " +
          'Remove. Presentational: the storefront wires it to its bag store.',
      },
    },
  },
} satisfies Meta<typeof BagLine>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three quick presses of plus: the stepper shows 4 at once, and `onQuantityChange(4)` comes once, 500 ms later. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const increase = canvas.getByRole('button', { name: 'Increase quantity' });

    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);

    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQuantityChange).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onQuantityChange).toHaveBeenCalledWith(4);
    await wait(BAG_QUANTITY_DEBOUNCE_MS + 100);
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(1);
  },
};

/** Remove (visible text 'Remove', named 'Remove Linen Shirt') calls `onRemove`. */
export const Remove: Story = {
  play: async ({ args, canvasElement }) => {
    const remove = within(canvasElement).getByRole('button', { name: 'Remove Linen Shirt' });
    await expect(remove).toHaveTextContent('Remove');

    await userEvent.click(remove);

    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

/** Stepping down to 0 asks the bag to remove the line: `onQuantityChange(0)` after the debounce. */
export const DownToZero: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Decrease quantity' }));

    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveValue('0');
    await waitFor(() => expect(args.onQuantityChange).toHaveBeenCalledWith(0), { timeout: 2000 });
  },
};

/** On sale: the line total struck through and the price paid in sale red. */
export const OnSale: Story = {
  args: { line: PLEATED_DRESS },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article', { name: 'Pleated Shirt Dress' });
    await expect(line).toHaveTextContent('Was £120.00, now £90.00');
    await expect(line).toHaveTextContent('Length:Regular');
  },
};

/** Three left: the low-stock text, read with the stepper; plus stops at 3. */
export const LowStock: Story = {
  args: { line: { ...LOW_STOCK_TROUSERS, quantity: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(canvas.getByText(LOW_STOCK_TEXT)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(LOW_STOCK_TEXT);

    const increase = canvas.getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await expect(input).toHaveValue('3');
    await expect(increase).toBeDisabled();
  },
};

/** Sold out: 'Sold Out', the picture faded, the stepper disabled; Remove stays. */
export const SoldOut: Story = {
  args: { line: SOLD_OUT_JUMPER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SOLD_OUT_TEXT)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Cable Knit Jumper' })).toBeEnabled();
  },
};

/** A free gift: 'Free', quantity 1 as text, no stepper and no Remove. */
export const FreeGift: Story = {
  args: { line: FREE_TOTE },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Free')).toBeVisible();
    await expect(canvas.getByText('Quantity: 1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Remove/ })).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** A gift card: its recipient details as options; no stock tracked, so no stock text. */
export const GiftCard: Story = {
  args: { line: GIFT_CARD },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByRole('article', { name: 'Wardrobe E-Gift Card' });
    await expect(line).toHaveTextContent('Recipient email:sam@example.com');
    await expect(within(line).queryByText(LOW_STOCK_TEXT)).toBeNull();
  },
};

/** The bag refused a quantity: the error under the stepper, which is invalid. */
export const WithError: Story = {
  args: { line: { ...LOW_STOCK_TROUSERS, quantity: 5 }, errorMessage: QUANTITY_EXCEEDS_STOCK_MESSAGE },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveValue('5');
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(QUANTITY_EXCEEDS_STOCK_MESSAGE));
    await expect(input).toHaveAccessibleDescription(expect.stringContaining(LOW_STOCK_TEXT));
  },
};

/** While the bag saves: stepper and Remove disabled. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Linen Shirt' })).toBeDisabled();
  },
};
