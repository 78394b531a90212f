import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Design system/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['autodocs'],
  parameters: {
    docs: { description: { component: 'Text read by screen readers and hidden on screen.' } },
  },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The link is named "Delivery information (opens in a new tab)" but shows only "Delivery information". */
export const HintInALink: Story = {
  args: { children: ' (opens in a new tab)' },
  render: (args) => (
    <a href="https://example.com/delivery" target="_blank" rel="noopener noreferrer">
      Delivery information
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Delivery information (opens in a new tab)',
    });
    const hint = within(link).getByText('(opens in a new tab)');
    await expect(hint.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
