import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, within } from 'storybook/test';
import { FONT_OPTIONS } from '../../shared/enums';
import { fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { expectLinks, expectLookPlacement } from '../shop-the-look-1/shopTheLook.testing';
import { shopTheLook2Fixtures as fixtures } from './fixtures';
import { ShopTheLook2 } from './ShopTheLook2';
import { shopTheLook2Schema } from './schema';

const entry = fixtureEntries(shopTheLook2Schema, fixtures);

const meta = {
  title: 'Content blocks/Shop the look 2',
  component: ShopTheLook2,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    title: { control: 'text' },
    titleFont: { control: 'inline-radio', options: [...FONT_OPTIONS] },
    titleBold: { control: 'boolean' },
    primaryBlockUrl: { control: 'text' },
    primaryBlockBackground: { control: 'object' },
    leftProduct: { control: 'object' },
    rightProduct: { control: 'object' },
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
    _meta: { table: { disable: true } },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Spec 002 §3 "Shop the look", §5, §9. Type two: the look’s picture as a wide banner (linking to ' +
          '`primaryBlockUrl`), its left and right products side by side under it. No alignment (type one only). ' +
          'Each product is one link named by its title and price; prices in the store’s currency with ‘.00’ ' +
          'removed. Title, font, bold flag and every product field are required.',
      },
    },
  },
} satisfies Meta<typeof ShopTheLook2>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The look as a banner above its two products; the look’s link, then one link per product. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Shop the look: slow Sundays' });
    await expectTypography(title, {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h3,
      fontWeight: vars.fontWeight.bold,
    });
    await expectLinks(canvasElement, [
      ['A made bed with washed cotton bedding and a lamp', '/edits/bedroom'],
      ['Washed cotton duvet cover, £80', '/homewares/bedding/washed-cotton-duvet-cover'],
      ['Bedside lamp, £34.50', '/homewares/lighting/bedside-lamp'],
    ]);
    await expectLookPlacement(canvasElement, 'Above');
    await expectTypography(canvas.getByText('Bedside lamp'), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
    });
  },
};

/** The title in Athletics at medium weight; the alignment the entry carries is ignored (type one only). */
export const AthleticsTitle: Story = {
  args: entry('athleticsTitle'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTypography(canvas.getByRole('heading', { level: 2, name: 'Summer linen' }), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.h3,
      fontWeight: vars.fontWeight.medium,
    });
    await expectLinks(canvasElement, [
      ['A woman in a linen shirt and wide-leg trousers on a terrace', '/edits/summer-linen'],
      ['Linen shirt, £45', '/womens/shirts/linen-shirt'],
      ['Wide-leg trousers, £59.50', '/womens/trousers/wide-leg-trousers'],
    ]);
    await expectLookPlacement(canvasElement, 'Above');
  },
};

/** In a US market: the page passes `currency="USD"`. */
export const InDollars: Story = {
  args: { ...entry('default'), currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expectLinks(canvasElement, [
      ['A made bed with washed cotton bedding and a lamp', '/edits/bedroom'],
      ['Washed cotton duvet cover, $80', '/homewares/bedding/washed-cotton-duvet-cover'],
      ['Bedside lamp, $34.50', '/homewares/lighting/bedside-lamp'],
    ]);
  },
};

/** The look’s picture has no alt text of its own: its link is named by the title; the title in Quisas-2. */
export const LookWithoutAltText: Story = {
  args: entry('primaryWithoutAlt'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTypography(canvas.getByRole('heading', { level: 2, name: 'Sleep well' }), {
      fontFamily: vars.font.quisas2,
      fontSize: vars.fontSize.h3,
    });
    await expectLinks(canvasElement, [
      ['Sleep well', '/homewares/bedding'],
      ['Washed cotton duvet cover, £80', '/homewares/bedding/washed-cotton-duvet-cover'],
      ['Bedside lamp, £34.50', '/homewares/lighting/bedside-lamp'],
    ]);
  },
};

/** No look picture: the two products alone, side by side. */
export const ProductsOnly: Story = {
  args: entry('productsOnly'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-primary-block]')).toBeNull();
    await expectLinks(canvasElement, [
      ['Washed cotton duvet cover, £80', '/homewares/bedding/washed-cotton-duvet-cover'],
      ['Bedside lamp, £34.50', '/homewares/lighting/bedside-lamp'],
    ]);
  },
};
