import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BagIconWithCount, HeartIcon, type IconName, icons, SearchIcon } from './Icon';

const meta = {
  title: 'Design system/Icon',
  component: HeartIcon,
  tags: ['autodocs'],
  args: { size: 'medium' },
  argTypes: { size: { control: 'inline-radio', options: ['small', 'medium', 'large'] } },
  parameters: {
    docs: {
      description: {
        component:
          'Line icons on a 24 px grid in `currentColor`. Decorative by default (`aria-hidden`); give `label` only ' +
          'when the icon stands alone and nothing else names it. `BagIconWithCount` draws the header bag count.',
      },
    },
  },
} satisfies Meta<typeof HeartIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every icon at the chosen size, with its name. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))',
        gap: 16,
        listStyle: 'none',
        padding: 0,
        margin: 0,
      }}
    >
      {(Object.keys(icons) as IconName[]).map((name) => {
        const IconComponent = icons[name];
        return (
          <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 6, fontSize: 14 }}>
            <IconComponent {...args} />
            {name}
          </li>
        );
      })}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    // Decorative icons stay out of the accessibility tree: no image roles at all.
    await expect(within(canvasElement).queryAllByRole('img')).toHaveLength(0);
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(
      Object.keys(icons).length,
    );
  },
};

/** Three sizes: 16, 24 and 32 px. */
export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <SearchIcon size="small" />
      <SearchIcon size="medium" />
      <SearchIcon size="large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('svg')].map((svg) => svg.getBoundingClientRect().width);
    await expect(widths).toEqual([16, 24, 32]);
  },
};

/** A standalone icon with a `label` is an image with that name. */
export const Labelled: Story = {
  args: { label: 'Wishlist' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Wishlist' })).toBeVisible();
  },
};

/** The header bag with 0, 3 and 120 items: nothing for an empty bag, "99+" above 99. */
export const BagWithCount: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 32, alignItems: 'center', padding: 8 }}>
      <BagIconWithCount count={0} />
      <BagIconWithCount count={3} />
      <BagIconWithCount count={120} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const counts = within(canvasElement).queryAllByTestId('bag-count');
    await expect(counts.map((c) => c.textContent)).toEqual(['3', '99+']);
  },
};
