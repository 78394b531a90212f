import type { Meta, StoryObj } from '@storybook/react-vite';
import { CURRENTLY_UNAVAILABLE_MESSAGE } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SidePanel } from '../SidePanel';
import {
  SOME_WISHLIST_ITEMS,
  STRIPED_TEE,
  UNAVAILABLE_BOOTS,
  WOOL_BLAZER,
  WRAP_DRESS,
  wishlistTotalFor,
} from './fixtures';
import {
  addToBagLabel,
  removeFromWishlistLabel,
  WISHLIST_EMPTY_TEXT,
  WISHLIST_ITEMS_LABEL,
  WishlistContents,
} from './WishlistContents';

/** Overlays render in a portal on `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Shopping/Wishlist/WishlistContents',
  component: WishlistContents,
  tags: ['autodocs'],
  args: {
    items: SOME_WISHLIST_ITEMS,
    currency: 'GBP',
    total: wishlistTotalFor(SOME_WISHLIST_ITEMS),
    onAddToBag: fn(),
    onRemove: fn(),
    onClear: fn(),
  },
  argTypes: {
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
    headingLevel: { control: 'inline-radio', options: [2, 3] },
    isCartLoading: { control: 'boolean' },
    addingItemId: { control: 'text' },
    emptyText: { control: 'text' },
    linkAs: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 460 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The wishlist body, for the wishlist side panel ('Your Wishlist'): the items ('Items in your " +
          "wishlist'), each with its picture, name, options, price (was/now on sale), 'Add to Bag' (named " +
          "'Add to Bag {name}': it starts with the visible text, WCAG 2.5.3) and 'Remove' (named 'Remove {name} from wishlist'); under them Shipping and " +
          "Total, and 'Clear wishlist'. Add to Bag is disabled while the cart loads and for an item that is not " +
          "purchasable ('Currently unavailable.'); the item being added shows a spinner. Empty: only 'Your " +
          "wishlist is empty'. Presentational: the storefront wires it to the guest or server list.",
      },
    },
  },
} satisfies Meta<typeof WishlistContents>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved: only 'Your wishlist is empty', no list, total or buttons. */
export const Empty: Story = {
  args: { items: [], total: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(WISHLIST_EMPTY_TEXT)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

/**
 * Three items, the blazer on sale. Add to Bag on the dress calls `onAddToBag('201_3101')`, Remove on the top
 * calls `onRemove('88')`, and 'Clear wishlist' calls `onClear`.
 */
export const WithItems: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: WISHLIST_ITEMS_LABEL });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const blazer = canvas.getByRole('article', { name: WOOL_BLAZER.name });
    await expect(blazer).toHaveTextContent('Was £120.00, now £84.00');
    await expect(blazer).toHaveTextContent('Size: 12');
    // 79 + 84 + 35 + 4.95 shipping.
    await expect(canvas.getByText('Shipping').nextElementSibling).toHaveTextContent('£4.95');
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('£202.95');

    const add = canvas.getByRole('button', { name: addToBagLabel(WRAP_DRESS.name) });
    await expect(add).toHaveTextContent('Add to Bag');
    await userEvent.click(add);
    await expect(args.onAddToBag).toHaveBeenCalledWith(WRAP_DRESS.id);

    const remove = canvas.getByRole('button', { name: removeFromWishlistLabel(STRIPED_TEE.name) });
    await expect(remove).toHaveTextContent('Remove');
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledWith(STRIPED_TEE.id);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear wishlist' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** An item that cannot be bought: 'Currently unavailable.', Add to Bag disabled and described by it; Remove stays. */
export const NotPurchasable: Story = {
  args: {
    items: [WRAP_DRESS, UNAVAILABLE_BOOTS],
    total: wishlistTotalFor([WRAP_DRESS, UNAVAILABLE_BOOTS]),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const boots = canvas.getByRole('article', { name: UNAVAILABLE_BOOTS.name });
    await expect(within(boots).getByText(CURRENTLY_UNAVAILABLE_MESSAGE)).toBeVisible();

    const add = canvas.getByRole('button', { name: addToBagLabel(UNAVAILABLE_BOOTS.name) });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(CURRENTLY_UNAVAILABLE_MESSAGE);
    await userEvent.click(add);
    await expect(args.onAddToBag).not.toHaveBeenCalled();

    await expect(canvas.getByRole('button', { name: addToBagLabel(WRAP_DRESS.name) })).toBeEnabled();
    await userEvent.click(
      canvas.getByRole('button', { name: removeFromWishlistLabel(UNAVAILABLE_BOOTS.name) }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith(UNAVAILABLE_BOOTS.id);
  },
};

/** While the cart loads every Add to Bag is disabled (spec 000 §4); Remove and Clear still work. */
export const CartLoading: Story = {
  args: { isCartLoading: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const item of SOME_WISHLIST_ITEMS) {
      await expect(canvas.getByRole('button', { name: addToBagLabel(item.name) })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: removeFromWishlistLabel(item.name) })).toBeEnabled();
    }
    await userEvent.click(canvas.getByRole('button', { name: addToBagLabel(WRAP_DRESS.name) }));
    await expect(args.onAddToBag).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear wishlist' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

/** The blazer is being added: its Add to Bag shows a spinner and ignores presses; the others still add. */
export const Adding: Story = {
  args: { addingItemId: WOOL_BLAZER.id },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const adding = canvas.getByRole('button', { name: addToBagLabel(WOOL_BLAZER.name) });
    await expect(adding).toHaveAttribute('aria-disabled', 'true');
    await expect(within(adding).getByTestId('button-spinner')).toBeVisible();
    await userEvent.click(adding);
    await expect(args.onAddToBag).not.toHaveBeenCalled();

    // Keyboard: Enter on the next item's Add to Bag.
    const next = canvas.getByRole('button', { name: addToBagLabel(STRIPED_TEE.name) });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToBag).toHaveBeenCalledWith(STRIPED_TEE.id);
  },
};

/** In the wishlist side panel ('Your Wishlist', open): item names are level-3 headings under its h2. */
export const InSidePanel: Story = {
  args: { headingLevel: 3 },
  decorators: [(Story) => <Story />],
  render: (args) => (
    <SidePanel title="Your Wishlist" defaultOpen>
      <WishlistContents {...args} />
    </SidePanel>
  ),
  play: async ({ canvasElement }) => {
    const panel = await page(canvasElement).findByRole('dialog', { name: 'Your Wishlist' });
    // Wait out the 0.75 s slide, so checks and screenshots see it settled.
    await waitFor(() => expect(panel.closest('[data-entering]')).toBeNull(), { timeout: 3000 });

    await expect(within(panel).getByRole('heading', { level: 2, name: 'Your Wishlist' })).toBeVisible();
    const list = within(panel).getByRole('list', { name: WISHLIST_ITEMS_LABEL });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(SOME_WISHLIST_ITEMS.map((item) => item.name));
    await expect(within(panel).getByRole('button', { name: addToBagLabel(WRAP_DRESS.name) })).toBeEnabled();
  },
};
