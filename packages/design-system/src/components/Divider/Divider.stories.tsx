import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Divider } from './Divider';

const meta = {
  title: 'Design system/Divider',
  component: Divider,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component: 'A separator: an `<hr>`, marked `aria-orientation="vertical"` between items in a row.',
      },
    },
  },
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator').tagName).toBe('HR');
  },
};

export const Strong: Story = { args: { weight: 'strong' } };

export const Vertical: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', height: 24 }}>
      <span>Delivery</span>
      <Divider orientation="vertical" />
      <span>Returns</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
  },
};
