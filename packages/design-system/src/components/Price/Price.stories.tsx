import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Design system/Price',
  component: Price,
  tags: ['autodocs'],
  args: { amount: 45, currency: 'GBP', size: 'medium' },
  argTypes: {
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A price formatted by `formatPrice` (symbol first, two decimals, thousands grouped). With a higher ' +
          '`wasAmount` the old price is struck through and the sale price is red; screen readers hear ' +
          '"Was £40.00, now £30.00". Server-safe.',
      },
    },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.querySelector('[class]') as HTMLElement;

/** The plain price. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement)).toHaveTextContent('£45.00');
    await expect(canvasElement.querySelector('s')).toBeNull();
  },
};

/** On sale: was price struck through, now price in sale red, read as "Was …, now …". */
export const Sale: Story = {
  args: { amount: 30, wasAmount: 40 },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).textContent).toBe('Was £40.00, now £30.00');
    const was = canvasElement.querySelector('s') as HTMLElement;
    await expect(getComputedStyle(was).textDecorationLine).toContain('line-through');
    // The visible text leaves out the screen-reader words.
    await expect(within(canvasElement).getByText('£40.00')).toBeVisible();
  },
};

/** Small, for cards and the bag. */
export const SmallSale: Story = {
  args: { amount: 1199.5, wasAmount: 1499, size: 'small' },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).textContent).toBe('Was £1,499.00, now £1,199.50');
  },
};

/** A was price that is not higher is no sale. */
export const NotASale: Story = {
  args: { amount: 30, wasAmount: 30 },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).textContent).toBe('£30.00');
  },
};

/** Shop the look (spec 002 §9): '.00' removed. */
export const ShopTheLook: Story = {
  args: { amount: 12, wasAmount: 20, trimZeroMinor: true },
  play: async ({ canvasElement }) => {
    await expect(root(canvasElement).textContent).toBe('Was £20, now £12');
  },
};

/** Each market's currency. */
export const Currencies: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Price {...args} currency="GBP" />
      <Price {...args} currency="EUR" />
      <Price {...args} currency="USD" wasAmount={60} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toContain('£45.00');
    await expect(canvasElement.textContent).toContain('€45.00');
    await expect(canvasElement.textContent).toContain('Was $60.00, now $45.00');
  },
};
