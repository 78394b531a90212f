import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { cardItem, expectCardColumns } from '../offer-cards-two-columns/cards.testing';
import { tileCardsFixtures as fixtures } from './fixtures';
import { tileCardsSchema } from './schema';
import { TileCards } from './TileCards';

const entry = fixtureEntries(tileCardsSchema, fixtures);

const meta = {
  title: 'Content blocks/Tile cards',
  component: TileCards,
  tags: ['autodocs'],
  argTypes: {
    title: { control: 'text' },
    cards: { control: 'object' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §1, §3 "Tile card", §9. Square pictures with a title underlined in `underlineColor` (teal ' +
          '#64E6D6 by default) and a description. With a `link` the whole tile is one link, named by its title. ' +
          'One per row below 576 px, two from 576 px, three from 992 px with three or more tiles.',
      },
    },
  },
} satisfies Meta<typeof TileCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three linked tiles under a title, underlined in teal; three across from 992 px. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTypography(canvas.getByRole('heading', { level: 2, name: 'Shop by category' }), {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h3,
    });
    await expectCardColumns(canvas.getByRole('list'), 3, { threeFrom: 'lg' });
    const link = canvas.getByRole('link', { name: 'Dresses' });
    await expect(link).toHaveAttribute('href', '/womens/dresses');
    await expect(getComputedStyle(link).textDecorationColor).toBe('rgb(100, 230, 214)');
    await expectTypography(link, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h5 });
    await expectTypography(canvas.getByText(/^Linen, cotton and jersey/), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
  },
};

/** The whole tile is its link: a click on the picture follows it; one tab stop per tile, named by its title. */
export const WholeTileIsOneLink: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tile = cardItem(canvasElement, 'Knitwear');
    const picture = within(tile).getByRole('img', { name: 'A pile of wool jumpers' });
    picture.scrollIntoView({ block: 'center' });
    const box = picture.getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(
      box.left + box.width / 2,
      box.top + box.height / 2,
    );
    await expect(hit).toBe(within(tile).getByRole('link', { name: 'Knitwear' }));
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dresses' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Knitwear' })).toHaveFocus();
  },
};

/** Own underline colours and fonts; two tiles, two columns. */
export const UnderlineColoursAndFonts: Story = {
  args: entry('styled'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCardColumns(canvas.getByRole('list'), 2);
    const dresses = canvas.getByRole('link', { name: 'Dresses' });
    await expect(getComputedStyle(dresses).textDecorationColor).toBe('rgb(228, 0, 43)');
    await expectTypography(dresses, { fontFamily: vars.font.athletics });
    await expectTypography(canvas.getByRole('link', { name: 'Knitwear' }), { fontFamily: vars.font.quisas2 });
  },
};

/** Four tiles: three across from 992 px, two below. */
export const FourTiles: Story = {
  args: entry('fourTiles'),
  play: async ({ canvasElement }) => {
    await expectCardColumns(within(canvasElement).getByRole('list'), 3, { threeFrom: 'lg' });
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(4);
  },
};

/** Tiles without a link are not links; their titles keep the underline. */
export const NotLinked: Story = {
  args: entry('notLinked'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    const title = canvas.getByText('Made to last');
    await expect(getComputedStyle(title).textDecorationLine).toBe('underline');
  },
};

/** One tile keeps a column's width, centred. */
export const SingleTile: Story = {
  args: entry('singleTile'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Homewares' })).toBeVisible();
  },
};

/** Long titles and descriptions wrap inside their tiles. */
export const LongTexts: Story = {
  args: entry('longTexts'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectCardColumns(canvas.getByRole('list'), 3, { threeFrom: 'lg' });
    for (const link of canvas.getAllByRole('link')) {
      const tile = link.closest('li')?.getBoundingClientRect();
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual((tile?.right ?? 0) + 1);
    }
  },
};
