import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { jumpOffGroup1Fixtures as fixtures } from './fixtures';
import { JumpOffGroup1 } from './JumpOffGroup1';
import { expectGroupColumns } from './jumpOffGroup.testing';
import { jumpOffGroup1Schema } from './schema';

const entry = fixtureEntries(jumpOffGroup1Schema, fixtures);

const meta = {
  title: 'Content blocks/Jump-off group 1',
  component: JumpOffGroup1,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    tiles: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1, §9. A title and 2 to 4 jump-off tiles of type one, in as many columns as tiles on large ' +
          'screens (a group of four: two by two from 576 px, four across from 992 px); stacked on phones. Each ' +
          'tile is parsed with its own schema: a broken tile is left out and logged, the group stands.',
      },
    },
  },
} satisfies Meta<typeof JumpOffGroup1>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tiles, two columns from 768 px; the buttons line up at the tiles' feet. */
export const TwoTiles: Story = {
  args: entry('twoTiles'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectGroupColumns(canvas.getByRole('list'), 2);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Shop dresses',
      'Shop all gifts',
    ]);
  },
};

/** Three tiles under the group's title (h2), their titles h3; one link per tile, named by its button. */
export const ThreeTiles: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Shop the summer edit' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expectGroupColumns(canvas.getByRole('list'), 3);
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shop dresses', '/womens/dresses'],
      ['Shop knitwear', '/womens/knitwear'],
      ['Shop accessories', '/accessories'],
    ]);
  },
};

/** Four tiles; the third's call to action has no style, so it shows no button and is not a link. */
export const FourTiles: Story = {
  args: entry('fourTiles'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expectGroupColumns(list, 4);
    const homewares = within(canvas.getAllByRole('listitem')[2] as HTMLElement);
    await expect(homewares.getByRole('heading', { level: 3, name: 'Homewares' })).toBeVisible();
    await expect(homewares.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** No title: the tiles' own titles are the headings (h2). */
export const WithoutATitle: Story = {
  name: 'Without a title',
  args: entry('noTitle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Knitwear',
      'Accessories',
    ]);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await expectGroupColumns(canvas.getByRole('list'), 2);
  },
};

/** A tile without a picture and a tile of another type are left out (and logged): the other two stand. */
export const WithABrokenTile: Story = {
  name: 'With a broken tile',
  args: entry('withBrokenTile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Linen dresses',
      'Accessories',
    ]);
    await expectGroupColumns(canvas.getByRole('list'), 2);
  },
};

/** Only one tile is valid: it shows on its own, as wide as a tile in a group of two. */
export const OneValidTile: Story = {
  name: 'One valid tile',
  args: entry('oneValidTile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Shop dresses' })).toHaveAttribute(
      'href',
      '/womens/dresses',
    );
  },
};
