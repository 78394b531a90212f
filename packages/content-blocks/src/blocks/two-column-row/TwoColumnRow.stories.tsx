import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { twoColumnRowFixtures as fixtures } from './fixtures';
import { twoColumnRowSchema } from './schema';
import { TwoColumnRow } from './TwoColumnRow';

const entry = fixtureEntries(twoColumnRowSchema, fixtures);

/** From 768 px the tiles stand side by side (same top), below it one under the other. */
async function expectColumns(canvasElement: HTMLElement) {
  const items = within(canvasElement).getAllByRole('listitem');
  const [first, second] = items.map((item) => item.getBoundingClientRect());
  if (!first || !second) throw new Error('The row needs two tiles here');
  if (window.matchMedia('(min-width: 768px)').matches) {
    await expect(Math.round(second.top)).toBe(Math.round(first.top));
    await expect(Math.round(second.width)).toBe(Math.round(first.width));
  } else {
    await expect(second.top).toBeGreaterThanOrEqual(first.bottom);
  }
}

const meta = {
  title: 'Content blocks/Two-column row',
  component: TwoColumnRow,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    _meta: { table: { disable: true } },
    tiles: { table: { disable: true } },
    leftOutTiles: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1. Two two-column tiles side by side from 768 px, stacked below. Its tiles come inlined ' +
          'and are parsed with the tile’s schema: a tile that fails is left out (and logged), the row stands. ' +
          'Each tile follows the clickable-tile rule on its own.',
      },
    },
  },
} satisfies Meta<typeof TwoColumnRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled row: a whole-tile link beside a tile whose two calls to action are its links. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Fresh for the season' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h2 });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/women/dresses',
      '/home/bedding',
      '/home/cushions',
    ]);
    await expect(canvas.getByRole('link', { name: /Dresses for every day/ })).toHaveAttribute(
      'data-clickable',
    );
    await expectColumns(canvasElement);
  },
};

/** No title: the tiles' titles are the headings; both tiles are whole links, the longer one's words wrap. */
export const WithoutTitle: Story = {
  args: entry('withoutTitle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/women/knitwear',
      '/women/swimwear',
    ]);
    await expectColumns(canvasElement);
  },
};

/** One tile keeps a column's width, centred. */
export const OneTile: Story = {
  args: entry('oneTile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Shop gifts' })).toHaveAttribute('href', '/gifts');
  },
};

/** The second tile has no title: it is left out (and logged), the first stands. */
export const WithInvalidTile: Story = {
  args: entry('withInvalidTile'),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'From the journal' })).toBeVisible();
    await expect(args.leftOutTiles.map((failure) => failure.deliveryKey)).toEqual([
      'uk/broken-two-column-tile-title',
    ]);
  },
};
