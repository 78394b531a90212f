import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, type HeadingSize } from './Heading';

const meta = {
  title: 'Design system/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { level: 2, children: 'Gifts for everyone' },
  argTypes: {
    level: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
    size: { control: 'select', options: ['h1', 'h2', 'h3', 'h4', 'h5', 'title1', 'title2'] },
    font: { control: 'inline-radio', options: ['quisas', 'quisas2', 'athletics'] },
    weight: { control: 'inline-radio', options: ['medium', 'bold', 'extraBold'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "Headings with the spec's size names (H1–H5, Title 1, Title 2) chosen separately from the outline level " +
          '(the editor\'s "heading style" H1, H2, H3). Quisas Bold by default.',
      },
    },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Gifts for everyone' }),
    ).toBeVisible();
  },
};

const sizes: HeadingSize[] = ['title1', 'title2', 'h1', 'h2', 'h3', 'h4', 'h5'];
const sizeNames: Record<HeadingSize, string> = {
  title1: 'Title 1',
  title2: 'Title 2',
  h1: 'H1',
  h2: 'H2',
  h3: 'H3',
  h4: 'H4',
  h5: 'H5',
};

/** Every size name, largest first, all at level 2: size never changes the outline. */
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {sizes.map((size) => (
        <Heading key={size} {...args} level={2} size={size}>
          {sizeNames[size]}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    const px = headings.map((h) => Number.parseFloat(getComputedStyle(h).fontSize));
    await expect(px).toEqual([...px].sort((a, b) => b - a));
    await expect(new Set(px).size).toBe(sizes.length);
  },
};

/** Quisas, Quisas-2 and Athletics. */
export const Fonts: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading {...args} font="quisas">
        Quisas
      </Heading>
      <Heading {...args} font="quisas2">
        Quisas-2
      </Heading>
      <Heading {...args} font="athletics">
        Athletics
      </Heading>
    </div>
  ),
};

/** Medium, Bold and Extra Bold. */
export const Weights: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Heading {...args} weight="medium" size="h3">
        Medium
      </Heading>
      <Heading {...args} weight="bold" size="h3">
        Bold
      </Heading>
      <Heading {...args} weight="extraBold" size="h3">
        Extra Bold
      </Heading>
    </div>
  ),
};

/** An editor's Title 1 rendered as the page's `h1`. */
export const TitleAsPageHeading: Story = {
  args: { level: 1, size: 'title1', children: 'The Good Stuff', align: 'center' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'The Good Stuff',
    );
  },
};
