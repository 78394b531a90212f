import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Stack } from './Stack';

const Placeholder = ({ label }: { label: string }) => (
  <Box background="muted" padding="xs">
    {label}
  </Box>
);

const meta = {
  title: 'Design system/Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: {
    space: 'small',
    children: [
      <Placeholder key="1" label="First" />,
      <Placeholder key="2" label="Second" />,
      <Placeholder key="3" label="Third" />,
    ],
  },
  parameters: {
    docs: {
      description: { component: 'Children in a column with even space between them, optionally divided.' },
    },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [first, second] = [
      within(canvasElement).getByText('First'),
      within(canvasElement).getByText('Second'),
    ];
    const gap = second.getBoundingClientRect().top - first.getBoundingClientRect().bottom;
    await expect(gap).toBe(24);
  },
};

export const WithDividers: Story = {
  args: { dividers: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('separator')).toHaveLength(2);
  },
};

export const Centred: Story = { args: { align: 'center', space: 'xs' } };

/** As a list: each child becomes a list item. */
export const AsList: Story = {
  args: { as: 'ul', space: 'xxs' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
  },
};
