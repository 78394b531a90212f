import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@wardrobe/design-system';
import { expect, userEvent, within } from 'storybook/test';
import { ALIGNMENTS, FONT_OPTIONS } from '../../shared/enums';
import { blurActiveElement, fixtureEntries } from '../../shared/stories.testing';
import { expectTypography } from '../../shared/typography.testing';
import { shopTheLook1Fixtures as fixtures } from './fixtures';
import { ShopTheLook1 } from './ShopTheLook1';
import { shopTheLook1Schema } from './schema';
import { expectLinks, expectLookPlacement } from './shopTheLook.testing';

const entry = fixtureEntries(shopTheLook1Schema, fixtures);

const meta = {
  title: 'Content blocks/Shop the look 1',
  component: ShopTheLook1,
  tags: ['autodocs'],
  // No shared args: a fixture that leaves a field out must not inherit another fixture's value.
  argTypes: {
    title: { control: 'text' },
    titleFont: { control: 'inline-radio', options: [...FONT_OPTIONS] },
    titleBold: { control: 'boolean' },
    primaryBlockAlignment: { control: 'inline-radio', options: [...ALIGNMENTS] },
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
          'Spec 002 §3 "Shop the look", §5, §9. Type one: the look’s picture (linking to `primaryBlockUrl`) beside ' +
          'its left and right products from 768 px, at `primaryBlockAlignment` (Left, Center, Right); above them ' +
          'on phones. Each product is one link named by its title and price; prices in the store’s currency ' +
          '(the `currency` the page passes, GBP by default) with ‘.00’ removed. Title, font, bold flag and every ' +
          'product field are required.',
      },
    },
  },
} satisfies Meta<typeof ShopTheLook1>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The look on the left, one link named by its picture; the products’ links by title and price, in order. */
export const Default: Story = {
  args: entry('default'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 2, name: 'Shop the look: summer linen' });
    await expectTypography(title, {
      fontFamily: vars.font.quisas,
      fontSize: vars.fontSize.h3,
      fontWeight: vars.fontWeight.bold,
    });
    await expectLinks(canvasElement, [
      ['A woman in a linen shirt and wide-leg trousers on a terrace', '/edits/summer-linen'],
      ['Linen shirt, £45', '/womens/shirts/linen-shirt'],
      ['Wide-leg trousers, £59.50', '/womens/trousers/wide-leg-trousers'],
    ]);
    await expectLookPlacement(canvasElement, 'Left');
    await expectTypography(canvas.getByText('£45'), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.body,
      fontWeight: vars.fontWeight.bold,
    });

    // One Tab stop per link, in the reading order.
    blurActiveElement(canvasElement);
    for (const link of canvas.getAllByRole('link')) {
      await userEvent.tab();
      await expect(link).toHaveFocus();
    }
  },
};

/** The look between its two products; the title in Quisas-2 at medium weight. */
export const LookInTheCentre: Story = {
  args: entry('alignedCenter'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTypography(canvas.getByRole('heading', { level: 2, name: 'Wrap up warm' }), {
      fontFamily: vars.font.quisas2,
      fontSize: vars.fontSize.h3,
      fontWeight: vars.fontWeight.medium,
    });
    await expectLinks(canvasElement, [
      ['A man in a chunky knit and a wool scarf', '/edits/knitwear'],
      ['Chunky knit jumper, £65', '/womens/knitwear/chunky-knit'],
      ['Wool scarf, £25.99', '/accessories/scarves/wool-scarf'],
    ]);
    await expectLookPlacement(canvasElement, 'Center');
  },
};

/** The look after its products; the title in Athletics; a price in the thousands and one under a pound. */
export const LookOnTheRight: Story = {
  args: entry('alignedRight'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTypography(canvas.getByRole('heading', { level: 2, name: 'The living room edit' }), {
      fontFamily: vars.font.athletics,
      fontSize: vars.fontSize.h3,
      fontWeight: vars.fontWeight.bold,
    });
    await expectLinks(canvasElement, [
      ['A sofa with cushions and a throw', '/homewares/living-room'],
      ['Three-seater sofa, £1,234', '/homewares/sofas/three-seater'],
      ['Tealight, £0.99', '/homewares/candles/tealight'],
    ]);
    await expectLookPlacement(canvasElement, 'Right');
  },
};

/** The same look in a euro market: the page passes `currency="EUR"`. */
export const InEuros: Story = {
  args: { ...entry('default'), currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expectLinks(canvasElement, [
      ['A woman in a linen shirt and wide-leg trousers on a terrace', '/edits/summer-linen'],
      ['Linen shirt, €45', '/womens/shirts/linen-shirt'],
      ['Wide-leg trousers, €59.50', '/womens/trousers/wide-leg-trousers'],
    ]);
  },
};

/** The look’s picture has no alt text of its own: its link is named by the block’s title. */
export const LookWithoutAltText: Story = {
  args: entry('primaryWithoutAlt'),
  play: async ({ canvasElement }) => {
    await expectLinks(canvasElement, [
      ['Holiday packing', '/edits/holiday'],
      ['Linen shirt, £45', '/womens/shirts/linen-shirt'],
      ['Wide-leg trousers, £59.50', '/womens/trousers/wide-leg-trousers'],
    ]);
    await expectLookPlacement(canvasElement, 'Left');
  },
};

/** No `primaryBlockUrl`: the look is a picture only; the products are the links. */
export const LookNotLinked: Story = {
  args: entry('primaryNotLinked'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'A man in a chunky knit and a wool scarf' })).toBeVisible();
    await expectLinks(canvasElement, [
      ['Chunky knit jumper, £65', '/womens/knitwear/chunky-knit'],
      ['Wool scarf, £25.99', '/accessories/scarves/wool-scarf'],
    ]);
    await expectLookPlacement(canvasElement, 'Left');
  },
};

/** No look picture: the two products alone, side by side. */
export const ProductsOnly: Story = {
  args: entry('productsOnly'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-primary-block]')).toBeNull();
    await expectLinks(canvasElement, [
      ['Linen shirt, £45', '/womens/shirts/linen-shirt'],
      ['Wide-leg trousers, £59.50', '/womens/trousers/wide-leg-trousers'],
    ]);
    const [left, right] = within(canvasElement)
      .getAllByRole('link')
      .map((link) => link.getBoundingClientRect());
    await expect(Math.round(left?.top ?? 0)).toBe(Math.round(right?.top ?? -1));
  },
};

/** Long titles wrap inside their columns; 12.499 shows as £12.50 and 0 as £0. */
export const LongTitles: Story = {
  args: entry('longText'),
  play: async ({ canvasElement }) => {
    await expectLinks(canvasElement, [
      ['A family on a beach at sunset', 'https://journal.wardrobe.shop/seaside'],
      [
        'Extra-large striped cotton beach towel with a matching drawstring bag, £12.50',
        '/homewares/towels/striped-beach-towel',
      ],
      ['Free canvas tote, £0', '/accessories/bags/tote'],
    ]);
    await expectLookPlacement(canvasElement, 'Left');
    // Nothing spills sideways out of the block.
    const block = canvasElement.querySelector('[data-block="shop-the-look-1"]') as HTMLElement;
    await expect(block.scrollWidth).toBeLessThanOrEqual(block.clientWidth);
  },
};
