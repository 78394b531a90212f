import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BAG_QUANTITY_DEBOUNCE_MS,
  BAG_SOLD_OUT_MESSAGE,
  EMPTY_BAG_MESSAGE,
  LOW_STOCK_TEXT,
  QUANTITY_ADJUSTED_MESSAGE,
} from '@wardrobe/domain-rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ACCEPTED_CODE, useCouponEngine } from '../CouponForm/fixtures';
import { SidePanel } from '../SidePanel';
import { BagContents, type BagContentsProps } from './BagContents';
import {
  FREE_TOTE,
  LINEN_SHIRT,
  LOW_STOCK_TROUSERS,
  PLEATED_DRESS,
  SOLD_OUT_JUMPER,
  SOME_LINES,
  totalsFor,
} from './fixtures';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Overlays render in a portal on `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The bag with its coupon form wired to the stories' stand-in promotions engine (accepts WELCOME10). */
function WithCouponEngine(args: BagContentsProps) {
  const coupon = useCouponEngine(args.coupon ?? { onApply: () => {} });
  return <BagContents {...args} coupon={coupon} />;
}

const meta = {
  title: 'Shopping/Bag/BagContents',
  component: BagContents,
  tags: ['autodocs'],
  args: {
    lines: SOME_LINES,
    currency: 'GBP',
    totals: totalsFor(SOME_LINES),
    checkout: { onCheckout: fn() },
    onQuantityChange: fn(),
    onRemove: fn(),
  },
  argTypes: {
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    isBusy: { control: 'boolean' },
    linkAs: { control: false },
    wallet: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 460 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The whole bag body, used by the bag side panel and the /bag page: notices in an alert region, the ' +
          "lines ('Items in your bag'), the promo code form, the summary (Subtotal, Discounts, Total) and " +
          "Checkout, with a slot for the express wallet under it. Empty: only 'Your shopping bag is empty'. " +
          'Checkout is disabled while checkout login or promotions load (a spinner) and when a line is sold out ' +
          "('Sorry! Some products in your bag have sold out and will need to be removed before you can checkout', " +
          'linked to the button). Quantity changes reach `onQuantityChange(lineId, quantity)` once, 500 ms after ' +
          'the last change. Presentational: the storefront wires it to its bag store.',
      },
    },
  },
} satisfies Meta<typeof BagContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing in the bag: only 'Your shopping bag is empty', no checkout. */
export const Empty: Story = {
  args: { lines: [], totals: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(EMPTY_BAG_MESSAGE)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/**
 * Two lines. Three quick presses of plus on the shirt reach the bag once, 500 ms after the last, as
 * `onQuantityChange('line-shirt', 4)`; Remove on the dress calls `onRemove('line-dress')`; Checkout checks out.
 */
export const WithLines: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Items in your bag' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const shirt = canvas.getByRole('article', { name: 'Linen Shirt' });
    const increase = within(shirt).getByRole('button', { name: 'Increase quantity' });
    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(within(shirt).getByRole('textbox', { name: 'Quantity' })).toHaveValue('4');
    await expect(args.onQuantityChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onQuantityChange).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onQuantityChange).toHaveBeenCalledWith('line-shirt', 4);
    await wait(BAG_QUANTITY_DEBOUNCE_MS + 100);
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Pleated Shirt Dress' }));
    await expect(args.onRemove).toHaveBeenCalledWith('line-dress');

    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.checkout.onCheckout).toHaveBeenCalledTimes(1);
  },
};

/** A line with 3 left shows 'There are less than 5 of these left'; checkout is still open. */
export const LowStock: Story = {
  args: { lines: [LINEN_SHIRT, LOW_STOCK_TROUSERS], totals: totalsFor([LINEN_SHIRT, LOW_STOCK_TROUSERS]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trousers = canvas.getByRole('article', { name: 'Wide Leg Trousers' });
    await expect(within(trousers).getByText(LOW_STOCK_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};

/** A sold-out line: 'Sold Out' on the line, checkout disabled, and the message by the button describes it. */
export const SoldOutBlocksCheckout: Story = {
  args: { lines: [LINEN_SHIRT, SOLD_OUT_JUMPER], totals: totalsFor([LINEN_SHIRT, SOLD_OUT_JUMPER]) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const jumper = canvas.getByRole('article', { name: 'Cable Knit Jumper' });
    await expect(within(jumper).getByText('Sold Out')).toBeVisible();

    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(canvas.getByText(BAG_SOLD_OUT_MESSAGE)).toBeVisible();
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(BAG_SOLD_OUT_MESSAGE);
    await userEvent.click(checkout);
    await expect(args.checkout.onCheckout).not.toHaveBeenCalled();

    // Removing the sold-out line is still possible.
    await userEvent.click(within(jumper).getByRole('button', { name: 'Remove Cable Knit Jumper' }));
    await expect(args.onRemove).toHaveBeenCalledWith('line-jumper');
  },
};

/** A promotion's free gift: 'Free', no stepper and no Remove. */
export const FreeGift: Story = {
  args: { lines: [PLEATED_DRESS, FREE_TOTE], totals: totalsFor([PLEATED_DRESS, FREE_TOTE]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tote = canvas.getByRole('article', { name: 'Canvas Tote Bag' });
    await expect(within(tote).getByText('Free')).toBeVisible();
    await expect(within(tote).queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove Canvas Tote Bag' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remove Pleated Shirt Dress' })).toBeEnabled();
  },
};

/** WELCOME10 is accepted: announced as 'Promo code WELCOME10 applied' and listed; the summary has its discount. */
export const CouponAccepted: Story = {
  args: { coupon: { onApply: fn(), onRemove: fn() }, totals: totalsFor(SOME_LINES, 13.5) },
  render: (args) => <WithCouponEngine {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Promo code' });

    await userEvent.type(field, 'welcome10');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));

    await expect(args.coupon?.onApply).toHaveBeenCalledWith('welcome10');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(`Promo code ${ACCEPTED_CODE} applied`),
    );
    await expect(canvas.getByRole('list', { name: 'Applied promo codes' })).toHaveTextContent(
      `${ACCEPTED_CODE} applied`,
    );
    await expect(canvas.getByText('Discounts').nextElementSibling).toHaveTextContent('-£13.50');
  },
};

/** Any other code is rejected: the field is invalid with 'Sorry, this code is not valid'. */
export const CouponRejected: Story = {
  args: { coupon: { onApply: fn(), onRemove: fn() } },
  render: (args) => <WithCouponEngine {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Promo code' });

    await userEvent.type(field, 'NOPE20{Enter}');

    await waitFor(() => expect(field).toBeInvalid());
    await expect(field).toHaveAccessibleDescription('Sorry, this code is not valid');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sorry, this code is not valid');
  },
};

/** While promotions sync, Checkout shows its spinner and ignores presses. */
export const PromotionsLoading: Story = {
  args: { checkout: { onCheckout: fn(), isPromotionsLoading: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkout = canvas.getByRole('button', { name: 'Checkout' });
    await expect(checkout).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByTestId('button-spinner')).toBeVisible();

    await userEvent.click(checkout);
    await expect(args.checkout.onCheckout).not.toHaveBeenCalled();
  },
};

/** The bag changed a quantity to fit the stock: the notice shows at the top, in an alert region. */
export const QuantityAdjustedNotice: Story = {
  args: {
    notices: [QUANTITY_ADJUSTED_MESSAGE],
    lines: [LINEN_SHIRT, { ...LOW_STOCK_TROUSERS, quantity: 3 }],
    totals: totalsFor([LINEN_SHIRT, LOW_STOCK_TROUSERS]),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(QUANTITY_ADJUSTED_MESSAGE);
    await expect(alert.compareDocumentPosition(within(canvasElement).getByRole('list'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  },
};

/** In the bag side panel ('Your Bag', open): line names and the summary are level-3 headings under its h2. */
export const InSidePanel: Story = {
  args: {
    lines: [LINEN_SHIRT, PLEATED_DRESS, FREE_TOTE],
    totals: totalsFor([LINEN_SHIRT, PLEATED_DRESS, FREE_TOTE]),
    coupon: { onApply: fn(), onRemove: fn() },
    headingLevel: 3,
  },
  decorators: [(Story) => <Story />],
  render: (args) => (
    <SidePanel title="Your Bag" defaultOpen>
      <WithCouponEngine {...args} />
    </SidePanel>
  ),
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Your Bag' });
    // Wait out the 0.75 s slide, so checks and screenshots see it settled.
    await waitFor(() => expect(panel.closest('[data-entering]')).toBeNull(), { timeout: 3000 });

    const list = within(panel).getByRole('list', { name: 'Items in your bag' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Linen Shirt', 'Pleated Shirt Dress', 'Canvas Tote Bag', 'Order summary']);
    await expect(within(panel).getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
};
