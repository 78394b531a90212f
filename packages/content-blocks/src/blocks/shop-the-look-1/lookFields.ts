import { z } from 'zod';
import { FONT_OPTIONS } from '../../shared/enums';
import { linkUrlSchema } from '../../shared/fields';
import { imageLinkSchema } from '../../shared/media';
import { requiredLink, requiredText } from '../../site/fields';

/**
 * Reading: a price is a plain number of the store's currency (spec 002 §3 "price (number)"), 0 or more and at most
 * a million. A string, a negative amount, NaN or Infinity fails the parse; the cap keeps a typing slip from
 * printing as a 20-digit amount. More than two decimals are rounded as every price is (`formatPrice`).
 */
export const SHOP_THE_LOOK_MAX_PRICE = 1_000_000;

export type ProductSide = 'left' | 'right';

/**
 * One of the look's two products (spec 002 §3 "For left and right products: background image, url, title, price
 * (number)"; §5 makes each of them required). The spec does not spell the field names; ours are `image` (the
 * spec's "background image"), `url`, `title` and `price`, in an object per side (`leftProduct`, `rightProduct`).
 *
 * - `image`: an image link (a video link fails). It sits inside the product's link next to the title, so it is
 *   decoration there: the link is named by the title and the price, not by the picture's alt text.
 * - `url`: required, any safe link (a path, an absolute URL); `javascript:`, `vbscript:` and `data:` fail.
 * - `title`: required text; blank counts as absent.
 * - `price`: required number, shown in the store's currency with '.00' removed (§9).
 */
export function productSchema(side: ProductSide) {
  const product = `the ${side} product`;
  const needsPrice = `Shop the look needs a price for ${product} (a number)`;
  return z.object(
    {
      image: z.object(imageLinkSchema.shape, { error: `Shop the look needs an image for ${product}` }),
      url: requiredLink(`Shop the look needs a url for ${product}`),
      title: requiredText(`Shop the look needs a title for ${product}`),
      price: z
        .number({ error: needsPrice })
        .min(0, { error: `The price of ${product} cannot be below 0` })
        .max(SHOP_THE_LOOK_MAX_PRICE, {
          error: `The price of ${product} is at most ${SHOP_THE_LOOK_MAX_PRICE}`,
        })
        // Spec 002 §9, in its words (the display rule Storybook's docs show beside the field).
        .describe("Shop the look prices are shown in the store currency with '.00' removed."),
    },
    { error: `Shop the look needs ${product} (${side}Product)` },
  );
}
export type ShopTheLookProduct = z.output<ReturnType<typeof productSchema>>;

/**
 * The fields both types of shop the look share (spec 002 §3 "Shop the look": title, titleFont, titleBold,
 * primaryBlockBackground, primaryBlockUrl; left and right products). Type one adds `primaryBlockAlignment`.
 * Names letter for letter where the spec gives them. Readings (also in README.md):
 *
 * - Required (§5 "title, fonts, bold flag, product images, urls, titles and prices"): `title`, `titleFont`,
 *   `titleBold` and every field of both products. A missing one fails the parse, naming the field. The spec has
 *   no default for them, so none is applied: an editor chooses the font and says whether the title is bold.
 * - `title` is the block's heading (an h2): a block cannot know where it sits on a page.
 * - `titleFont`: Quisas, Quisas-2 or Athletics. `titleBold`: true draws the title bold, false at medium weight.
 * - The primary block is the look itself: a picture (`primaryBlockBackground`, an image link) that links to
 *   `primaryBlockUrl`. §5 does not require them: without a picture there is no primary block (a url alone is
 *   not used), and without a url the picture is not a link. Blank url means no link; script links fail.
 * - The primary picture's alt text is the image's own (the spec gives the block no alt field). As a link it is
 *   named by that alt text, else by the block's title (visually hidden), so it always has a name.
 */
export const shopTheLookFields = {
  title: requiredText('Shop the look needs a title'),
  /** Font options: Quisas, Quisas-2, Athletics. Required (§5 "fonts"). */
  titleFont: z.enum(FONT_OPTIONS, {
    error: 'Shop the look needs a titleFont: Quisas, Quisas-2 or Athletics',
  }),
  /** Required (§5 "bold flag"): true or false. */
  titleBold: z.boolean({ error: 'Shop the look needs titleBold (true or false)' }),
  /** The look's picture; optional. Card widths (§7). A video link fails the parse. */
  primaryBlockBackground: z
    .object(imageLinkSchema.shape, { error: 'primaryBlockBackground is an image link' })
    .optional(),
  /** Where the look's picture links to; optional, blank means no link. */
  primaryBlockUrl: linkUrlSchema.optional(),
  leftProduct: productSchema('left'),
  rightProduct: productSchema('right'),
};
