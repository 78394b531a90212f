import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Design system/Layout/Box',
  component: Box,
  tags: ['autodocs'],
  args: {
    padding: 'small',
    background: 'muted',
    children: 'A box with Small (24 px) padding on the muted surface',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The layout primitive. Spacing, flex/grid and surface props come from sprinkles and take one value or ' +
          'one per breakpoint (`{ xs, sm, md, lg, xl, 2xl }`, mobile first). Renders any element with `as`.',
      },
    },
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/A box with/);
    await expect(getComputedStyle(box).paddingTop).toBe('24px');
  },
};

/** XS (12 px) padding on mobile, XL (60 px) from the 768 px breakpoint. */
export const ResponsivePadding: Story = {
  args: { padding: { xs: 'xs', md: 'xl' }, children: 'Resize me: 12 px below 768 px, 60 px from 768 px' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByText(/Resize me/);
    const wide = canvasElement.ownerDocument.defaultView?.matchMedia('(min-width: 768px)').matches;
    await expect(getComputedStyle(box).paddingTop).toBe(wide ? '60px' : '12px');
  },
};

/** The spacing scale, XXS 6 … XXL 72. */
export const SpacingScale: Story = {
  render: () => (
    <Box display="flex" flexDirection="column" gap="xs">
      {(['xxs', 'xs', 'small', 'medium', 'large', 'xl', 'xxl'] as const).map((space) => (
        <Box key={space} display="flex" alignItems="center" gap="small">
          <Box as="span" style={{ width: 64 }}>
            {space}
          </Box>
          <Box background="brand" paddingLeft={space} style={{ height: 16 }} />
        </Box>
      ))}
    </Box>
  ),
};

/** `as` keeps the semantics: a navigation list. */
export const AsList: Story = {
  render: () => (
    <Box as="nav" aria-label="Footer">
      <Box as="ul" display="flex" gap="small">
        <Box as="li">Delivery</Box>
        <Box as="li">Returns</Box>
        <Box as="li">Contact us</Box>
      </Box>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  },
};
