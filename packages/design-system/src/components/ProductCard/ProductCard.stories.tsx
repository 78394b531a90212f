import type { Meta, StoryObj } from '@storybook/react-vite';
import { type SwatchBreakpoint, visibleSwatches } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { announcementsNameSomething } from '../../testing/announcements';
import { breakpoints } from '../../tokens/breakpoints';
import { SWATCH_BREAKPOINTS } from '../ColourSwatches/swatches';
import { loadAfter, SIZES_ONLY } from '../QuickAdd/fixtures';
import { QuickAdd } from '../QuickAdd/QuickAdd';
import { BADGE_LINK_CARD, BADGED_CARD, BASE_CARD, GIFT_CARD, MANY_COLOURS_CARD, SALE_CARD } from './fixtures';
import { ProductCard } from './ProductCard';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const isShown = (element: Element) => element.getClientRects().length > 0;

/** The breakpoint the story's viewport is in, as the CSS sees it. */
function currentBreakpoint(canvasElement: HTMLElement): SwatchBreakpoint {
  const view = canvasElement.ownerDocument.defaultView as Window;
  return SWATCH_BREAKPOINTS.filter((bp) => view.matchMedia(`(min-width: ${breakpoints[bp]}px)`).matches).at(
    -1,
  ) as SwatchBreakpoint;
}

/** Quick add's bag call in the slot story: a spy, resolved at once. */
const addToBag = fn();

const meta = {
  title: 'Design system/ProductCard',
  component: ProductCard,
  tags: ['autodocs'],
  args: BASE_CARD,
  argTypes: {
    view: { control: 'inline-radio', options: ['grid', 'list'] },
    priority: { control: 'boolean' },
    quickAdd: { control: false },
    onSelect: { control: false },
  },
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.view === 'list' ? 640 : 280, paddingBlockEnd: 24 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A product on a listing page (spec 000 §3 "Product card props"), server-safe: no hooks and no client ' +
          'JS, so a page renders its 48 cards as server components. The name is the one product link (its box ' +
          'stretches over the image, so one Tab stop), carrying `data-select-item` and the product data for ' +
          '`select_item` analytics by event delegation. The 4x5 image asks for 580 px instead of 992 (spec 000 ' +
          '§9) with a `srcset` at 200, 453, 768 and 1517 px, lazy unless `priority`; the second view fades in on ' +
          'hover or focus, in CSS. Price with was/now, the promo beside it, the product badge over the image, ' +
          "colour swatches (3, 4, 6, 6, 8, 9 by breakpoint, then '+N more') and a `quickAdd` slot for the client " +
          '`QuickAdd`, never shown for gift cards.',
      },
    },
  },
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the product link once; focus shows the second view of the product. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: args.name });
    await expect(link).toHaveAttribute('href', args.url);
    await expect(link).toHaveAttribute('data-select-item');
    await expect(link).toHaveAttribute('data-product-id', String(args.productId));

    const second = canvasElement.querySelector('img[data-secondary-image]') as HTMLImageElement;
    await expect(second).toHaveAttribute('loading', 'lazy');
    await waitFor(() => expect(getComputedStyle(second).opacity).toBe('0'));

    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(getComputedStyle(second).opacity).toBe('1'));

    // Both swatches are links of their own, after the product link.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Navy' })).toHaveFocus();
  },
};

/** Was £60.00 struck through, now £45.00 in sale red, and the promo's '20% off' with its price. */
export const OnSale: Story = {
  args: SALE_CARD,
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveTextContent('Was £60.00, now £45.00');
    await expect(within(article).getByText('£60.00').closest('s')).not.toBeNull();
    await expect(canvasElement.querySelector('[data-promo]')).toHaveTextContent('20% off £36.00');
  },
};

/** A product badge from badge data, over the image. */
export const WithProductBadge: Story = {
  args: BADGED_CARD,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('New in')).toBeVisible();
  },
};

/** A badge with a link: its own stop in the tab order, leading to its collection rather than the product. */
export const WithBadgeLink: Story = {
  args: BADGE_LINK_CARD,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByRole('link', { name: 'New In' });
    await expect(badge).toHaveAttribute('href', '/browse/collection/new-in');
    // The card's own link still leads to the product.
    await expect(canvas.getAllByRole('link').some((l) => l.getAttribute('href') === BASE_CARD.url)).toBe(
      true,
    );
    badge.focus();
    await expect(badge).toHaveFocus();
  },
};

/** Twelve colours: the swatches and '+N more' shown match the spec table at the story's width. */
export const ManyColours: Story = {
  args: MANY_COLOURS_CARD,
  play: async ({ args, canvasElement }) => {
    const { shown, more } = visibleSwatches(12, currentBreakpoint(canvasElement));
    const list = within(canvasElement).getByRole('list', { name: `Colours: ${args.name}` });
    await expect([...list.querySelectorAll('li')].filter(isShown)).toHaveLength(shown);
    const moreLinks = [...canvasElement.querySelectorAll('a[data-more]')].filter(isShown);
    await expect(moreLinks).toHaveLength(1);
    await expect(moreLinks[0]).toHaveAccessibleName(`+${more} more colours`);
    await expect(moreLinks[0]).toHaveAttribute('href', args.url);
    await expect(within(list).getByRole('link', { name: 'Navy' })).toHaveAttribute('aria-current', 'true');
  },
};

/** List view: the image on the left, the details on the right. */
export const ListView: Story = {
  args: { ...SALE_CARD, view: 'list' },
  play: async ({ args, canvasElement }) => {
    const image = canvasElement.querySelector('img') as HTMLImageElement;
    const link = within(canvasElement).getByRole('link', { name: args.name });
    await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      image.getBoundingClientRect().right,
    );
    await expect(link.getBoundingClientRect().top).toBeLessThan(image.getBoundingClientRect().bottom);
  },
};

/** A gift card: quick add is never offered, even if a slot is passed. */
export const GiftCard: Story = {
  args: {
    ...GIFT_CARD,
    quickAdd: <QuickAdd productName={GIFT_CARD.name} loadOptions={loadAfter(SIZES_ONLY)} onAdd={addToBag} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Wardrobe E-Gift Card' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Quick add/ })).toBeNull();
  },
};

/** The client QuickAdd in the slot: open it, choose a size, add to bag. The product link is not followed. */
export const WithQuickAdd: Story = {
  args: {
    quickAdd: <QuickAdd productName={BASE_CARD.name} loadOptions={loadAfter(SIZES_ONLY)} onAdd={addToBag} />,
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 760 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: `Quick add ${args.name}` });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');

    const sizes = await canvas.findByRole('radiogroup', { name: 'Size' });
    await userEvent.click(within(sizes).getByText('12'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Bag' }));

    await expect(addToBag).toHaveBeenCalledWith(SIZES_ONLY[3]);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvasElement.ownerDocument.location.pathname).not.toContain('/p/101');
    await announcementsNameSomething(canvasElement);
  },
};

/** A client parent's `onSelect` runs on a click of the product link (here a link within the page). */
export const SelectItem: Story = {
  args: { url: '#pleated-shirt-dress', onSelect: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: args.name }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
  },
};
