import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { expectGroupColumns } from '../jump-off-group-1/jumpOffGroup.testing';
import { jumpOffGroup2Fixtures as fixtures } from './fixtures';
import { JumpOffGroup2 } from './JumpOffGroup2';
import { jumpOffGroup2Schema } from './schema';

const entry = fixtureEntries(jumpOffGroup2Schema, fixtures);

/** The group's own list (the tiles' bodies have none, but say which list is meant). */
const tileList = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-block="jump-off-group-2"] > ul') as HTMLElement;

const meta = {
  title: 'Content blocks/Jump-off group 2',
  component: JumpOffGroup2,
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
          'Spec 002 §1, §9. A title and 2 to 4 jump-off tiles of type two (text over the picture), in as many ' +
          'columns as tiles on large screens (a group of four: two by two from 576 px, four across from 992 px); ' +
          'stacked on phones. A broken tile is left out and logged, the group stands.',
      },
    },
  },
} satisfies Meta<typeof JumpOffGroup2>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two tiles, two columns from 768 px; a long text makes its tile taller and the row follows it. */
export const TwoTiles: Story = {
  args: entry('twoTiles'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectGroupColumns(tileList(canvasElement), 2);
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Shop swimwear',
      'Shop menswear',
    ]);
  },
};

/** Three tiles; the second's call to action has no link, so that tile shows no button and is not a link. */
export const ThreeTiles: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Make yourself at home' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expectGroupColumns(tileList(canvasElement), 3);
    const candles = within(canvas.getAllByRole('listitem')[1] as HTMLElement);
    await expect(candles.getByRole('heading', { level: 3, name: 'Candles' })).toBeVisible();
    await expect(candles.queryAllByRole('link')).toHaveLength(0);
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shop tableware', '/homewares/tableware'],
      ['Shop garden', '/homewares/garden'],
    ]);
  },
};

/** Four tiles; the last is a picture on its own, named by the image's own alt text. */
export const FourTiles: Story = {
  args: entry('fourTiles'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectGroupColumns(tileList(canvasElement), 4);
    await expect(canvas.getByRole('img', { name: 'A vase of dried flowers' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

/** A tile without a call to action is left out (and logged): the other two stand, two columns from 768 px. */
export const WithABrokenTile: Story = {
  name: 'With a broken tile',
  args: entry('withBrokenTile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Swimwear',
      'Garden',
    ]);
    await expectGroupColumns(tileList(canvasElement), 2);
  },
};
