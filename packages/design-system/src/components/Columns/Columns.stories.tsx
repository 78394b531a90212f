import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box';
import { Columns } from './Columns';

const meta = {
  title: 'Design system/Layout/Columns',
  component: Columns,
  tags: ['autodocs'],
  args: {
    columns: { xs: 1, sm: 2, lg: 3 },
    space: 'small',
    children: [
      'Welcome treat',
      'Members 15%',
      'Free delivery',
      'Birthday gift',
      'Early access',
      'Events',
    ].map((label) => (
      <Box key={label} background="muted" padding="small">
        {label}
      </Box>
    )),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Equal columns by breakpoint. The default story is the spec's offer grid: one column on phones, two from " +
          'the small breakpoint (576 px), three from large (992 px).',
      },
    },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OfferGrid: Story = {
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView as Window;
    const expected = view.matchMedia('(min-width: 992px)').matches
      ? 3
      : view.matchMedia('(min-width: 576px)').matches
        ? 2
        : 1;
    const tops = ['Welcome treat', 'Members 15%', 'Free delivery'].map(
      (t) => within(canvasElement).getByText(t).getBoundingClientRect().top,
    );
    await expect(tops.filter((top) => top === tops[0])).toHaveLength(expected);
  },
};

export const FourUp: Story = { args: { columns: { xs: 2, lg: 4 }, space: 'xs' } };
