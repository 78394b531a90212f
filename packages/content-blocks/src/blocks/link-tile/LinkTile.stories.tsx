import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { MOBILE_BREAKPOINT, vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { linkTileFixtures as fixtures } from './fixtures';
import { LinkTile } from './LinkTile';
import { linkTileSchema } from './schema';

const entry = fixtureEntries(linkTileSchema, fixtures);

/** Below 768 px `mobileOrder` applies. CSS decides, so a play function asks the window it runs in. */
const isSmallScreen = (canvasElement: HTMLElement) =>
  (canvasElement.ownerDocument.defaultView?.innerWidth ?? MOBILE_BREAKPOINT) < MOBILE_BREAKPOINT;

const headlineOf = (link: HTMLElement) => {
  const headline = link.firstElementChild;
  if (!(headline instanceof HTMLElement)) throw new Error('The link has no headline');
  return headline;
};

/** One tile on its own is as wide as a tile in a row of three. */
const narrow: Decorator[] = [
  (Story) => (
    <div style={{ maxWidth: 360 }}>
      <Story />
    </div>
  ),
];

const meta = {
  title: 'Content blocks/Link tile',
  component: LinkTile,
  tags: ['autodocs'],
  argTypes: {
    headline: { control: 'text' },
    fontColour: { control: 'color' },
    tileColour: { control: 'color' },
    underlineColour: { control: 'color' },
    headlineDropShadow: { control: 'boolean' },
    link: { control: 'text' },
    mobileOrder: { control: 'number' },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3. A 4:5 tile that is one link to `link`, named by its headline. The headline takes ' +
          '`fontColour` when it reads at 4.5:1 on `tileColour`, else black or white; over media the editor’s ' +
          'colour, lifted by the drop shadow. `mobileOrder` is the tile’s CSS order below 768 px.',
      },
    },
  },
} satisfies Meta<typeof LinkTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** White on navy with a teal underline; one link, one Tab stop. */
export const Default: Story = {
  args: entry('default'),
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'The linen edit' });
    await expect(link).toHaveAttribute('href', '/womens/linen');
    const headline = headlineOf(link);
    await expectTypography(headline, { fontFamily: vars.font.quisas, fontSize: vars.fontSize.h3 });
    await expect(getComputedStyle(headline).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(headline).textDecorationColor).toBe('rgb(100, 230, 214)');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** A picture behind the headline: its own alt text, outside the link; the drop shadow lifts the white text. */
export const WithImage: Story = {
  args: entry('withImage'),
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Summer knits' });
    const image = canvas.getByRole('img', { name: 'A cropped cotton knit in sage green' });
    await expect(link.contains(image)).toBe(false);
    await expect(getComputedStyle(headlineOf(link)).textShadow).not.toBe('none');
  },
};

/** A background video: Tab reaches the tile's link, then the video's own control, which is not in the link. */
export const WithVideo: Story = {
  args: entry('withVideo'),
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Watch the new season' });
    const control = canvas.getByRole('button');
    await expect(link.contains(control)).toBe(false);
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    await expect(control).toHaveFocus();
  },
};

/** Teal on cream fails 4.5:1, so the headline is black; the underline keeps the editor's teal. */
export const ContrastFallback: Story = {
  args: entry('contrastFallback'),
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const headline = headlineOf(within(canvasElement).getByRole('link', { name: 'Gifts for him' }));
    await expect(getComputedStyle(headline).color).toBe('rgb(0, 0, 0)');
    await expect(getComputedStyle(headline).textDecorationColor).toBe('rgb(100, 230, 214)');
  },
};

/**
 * Three tiles in a row, as a page lays them out: from 768 px in the editor's order; below it each tile's
 * `mobileOrder` (the long headline, 1, comes first). Each tile is its own link.
 */
export const RowWithMobileOrder: Story = {
  args: entry('default'),
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: 16,
      }}
    >
      <LinkTile {...entry('default')} />
      <LinkTile {...entry('withImage')} />
      <LinkTile {...entry('longHeadline')} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/womens/linen',
      '/womens/knitwear',
      '/weekend-away',
    ]);
    const tiles = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-block="link-tile"]'));
    const orders = tiles.map((tile) => getComputedStyle(tile).order);
    const tops = tiles.map((tile) => tile.getBoundingClientRect().top);
    if (isSmallScreen(canvasElement)) {
      await expect(orders).toEqual(['2', '3', '1']);
      // Stacked by mobileOrder: the third tile in the markup is on top.
      await expect(tops[2]).toBeLessThan(tops[0] as number);
      await expect(tops[0]).toBeLessThan(tops[1] as number);
    } else {
      await expect(orders).toEqual(['0', '0', '0']);
    }
  },
};

/** A blank alt text: the picture's own alt text stands in. */
export const PictureWithItsOwnAltText: Story = {
  name: 'Picture with its own alt text',
  args: entry('imageOwnAlt'),
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Three amber glass candles on a shelf' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Candles' })).toHaveAttribute('href', '/home/candles');
  },
};

/** A long headline wraps inside the tile, never spilling out. */
export const LongHeadline: Story = {
  name: 'Long headline',
  args: entry('longHeadline'),
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'Everything you need for a long weekend away in the countryside, from boots to blankets',
    });
    const headline = headlineOf(link);
    await expect(headline.scrollWidth).toBeLessThanOrEqual(headline.clientWidth + 1);
    const tile = link.getBoundingClientRect();
    const box = headline.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(tile.right + 0.5);
    await expect(box.bottom).toBeLessThanOrEqual(tile.bottom + 0.5);
  },
};

/** No link: the tile shows its headline and is not a link. */
export const WithoutALink: Story = {
  name: 'Without a link',
  args: entry('noLink'),
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
