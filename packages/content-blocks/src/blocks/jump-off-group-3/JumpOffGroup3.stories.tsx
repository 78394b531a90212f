import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { expectGroupColumns } from '../jump-off-group-1/jumpOffGroup.testing';
import { jumpOffGroup3Fixtures as fixtures } from './fixtures';
import { JumpOffGroup3 } from './JumpOffGroup3';
import { jumpOffGroup3Schema } from './schema';

const entry = fixtureEntries(jumpOffGroup3Schema, fixtures);

/** The group's own list, not the lists in the tiles' markdown bodies. */
const tileList = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-block="jump-off-group-3"] > ul') as HTMLElement;

const meta = {
  title: 'Content blocks/Jump-off group 3',
  component: JumpOffGroup3,
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
          'Spec 002 §1, §9. A title and 2 to 4 jump-off tiles of type three, in as many columns as tiles on ' +
          'large screens (a group of four: two by two from 576 px, four across from 992 px); stacked on phones. ' +
          'A tile sets its picture beside its text only when its column is at least 36rem wide.',
      },
    },
  },
} satisfies Meta<typeof JumpOffGroup3>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two tiles: on a laptop each column is wide enough for the picture beside the text (left in the first tile,
 * right in the second); on a phone the pictures are on top.
 */
export const TwoTiles: Story = {
  args: entry('twoTiles'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = tileList(canvasElement);
    await expectGroupColumns(list, 2);
    const first = list.querySelector('[data-block="jump-off-tile-3"]') as HTMLElement;
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
    const picture = (first.querySelector('img') as HTMLElement).getBoundingClientRect();
    const heading = (first.querySelector('h3') as HTMLElement).getBoundingClientRect();
    if (first.getBoundingClientRect().width >= 36 * rem)
      await expect(picture.right).toBeLessThanOrEqual(heading.left);
    else await expect(picture.bottom).toBeLessThanOrEqual(heading.top);
    await expect(canvas.getByRole('link', { name: 'linen care guide' })).toHaveAttribute(
      'href',
      '/journal/linen-care',
    );
  },
};

/** Three tiles in narrow columns, every picture on top; the links are the bodies' and the complete buttons. */
export const ThreeTiles: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Stories and guides' });
    await expectTypography(title, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expectGroupColumns(tileList(canvasElement), 3);
    await expect(
      canvas.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Shop shoes', '/shoes'],
      ['silk scarf', '/journal/silk-scarf'],
      ['Find a store', '/shop-finder'],
    ]);
  },
};

/** Four tiles; the second has a markdown heading (h4 under its h3 title) and three buttons that wrap. */
export const FourTiles: Story = {
  args: entry('fourTiles'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectGroupColumns(tileList(canvasElement), 4);
    await expect(canvas.getByRole('heading', { level: 4, name: 'How it works' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gifts under £25' })).toHaveAttribute(
      'href',
      '/gifts/under-25',
    );
  },
};

/** A tile with an image position the tile does not know is left out (and logged): the other two stand. */
export const WithABrokenTile: Story = {
  name: 'With a broken tile',
  args: entry('withBrokenTile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Step into spring',
      'Visit a store',
    ]);
    await expectGroupColumns(tileList(canvasElement), 2);
  },
};
