import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BackInStockForm } from './BackInStockForm';
import { engagementService, PRODUCT_NAME, REFUSED_SKU, SOLD_OUT_SIZES } from './fixtures';

const meta = {
  title: 'Shopping/Product/BackInStockForm',
  component: BackInStockForm,
  tags: ['autodocs'],
  args: { productName: PRODUCT_NAME, sizes: SOLD_OUT_SIZES, onNotify: fn(engagementService()) },
  argTypes: { onNotify: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BackInStockForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: one line under the size picker, opened by keyboard or pointer. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByText("Email me when it's back")).toHaveFocus();
    // A native <summary> (Enter and Space open it in the browser; a synthetic key press does not, so: a click).
    await userEvent.click(canvas.getByText("Email me when it's back"));
    await expect(
      canvas.getByRole('form', { name: `Email me when it's back: ${PRODUCT_NAME}` }),
    ).toBeVisible();
  },
};

/** A guest: a bad email gets the spec's message; a good one is recorded and confirmed politely. */
export const Guest: Story = {
  args: { defaultOpen: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(canvas.getByText('Invalid email address')).toBeVisible();
    await expect(args.onNotify).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Email'), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByText("We'll email you when size 12 is back.")).toBeVisible();
    await expect(args.onNotify).toHaveBeenCalledWith({ sku: '300101-WHI-12', email: 'ada@example.com' });
  },
};

/** Signed in: no email field (the customer's own address is used); a refusal is shown in the shop's words. */
export const SignedInRefused: Story = {
  args: { defaultOpen: true, isSignedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Email')).toBeNull();
    await userEvent.selectOptions(canvas.getByLabelText('Sold-out size'), REFUSED_SKU);
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(await canvas.findByText('This size will not be back.')).toBeVisible();
  },
};
