import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Inline } from './Inline';

const chips = ['Knitwear', 'Dresses', 'Candles', 'Gifts', 'Homewares', 'Accessories'].map((label) => (
  <Box key={label} background="muted" paddingX="xs" paddingY="xxs">
    {label}
  </Box>
));

const meta = {
  title: 'Design system/Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { space: 'xs', children: chips },
  parameters: {
    docs: {
      description: { component: 'Children in a wrapping row; `collapseBelow` stacks them on small screens.' },
    },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = [within(canvasElement).getByText('Knitwear'), within(canvasElement).getByText('Dresses')];
    await expect(b.getBoundingClientRect().left - a.getBoundingClientRect().right).toBe(12);
  },
};

export const Centred: Story = { args: { align: 'center' } };

/** A column below 768 px, a row from 768 px. */
export const CollapseBelowMobileBreakpoint: Story = {
  args: { collapseBelow: 'md', space: 'small' },
  play: async ({ canvasElement }) => {
    const [a, b] = [within(canvasElement).getByText('Knitwear'), within(canvasElement).getByText('Dresses')];
    const wide = canvasElement.ownerDocument.defaultView?.matchMedia('(min-width: 768px)').matches;
    const sameRow = a.getBoundingClientRect().top === b.getBoundingClientRect().top;
    await expect(sameRow).toBe(Boolean(wide));
  },
};
