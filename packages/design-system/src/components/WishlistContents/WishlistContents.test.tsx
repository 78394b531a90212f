import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENTLY_UNAVAILABLE_MESSAGE, wishlistTotal } from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  type WishlistContentsProps,
} from './WishlistContents';

afterEach(cleanup);

const addButton = (name: string) =>
  screen.getByRole('button', { name: addToBagLabel(name) }) as HTMLButtonElement;
const removeButton = (name: string) =>
  screen.getByRole('button', { name: removeFromWishlistLabel(name) }) as HTMLButtonElement;

function renderWishlist(props: Partial<WishlistContentsProps> = {}) {
  const handlers = { onAddToBag: vi.fn(), onRemove: vi.fn() };
  const utils = render(
    <WishlistContents
      items={SOME_WISHLIST_ITEMS}
      currency="GBP"
      onAddToBag={handlers.onAddToBag}
      onRemove={handlers.onRemove}
      {...props}
    />,
  );
  return { ...utils, ...handlers };
}

/** An app's router link, standing in for Next's `Link`. */
function AppLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} className={className} data-app-link="">
      {children}
    </a>
  );
}

describe('WishlistContents', () => {
  it('lists the items in a list named "Items in your wishlist", each an article with level-3 names', () => {
    renderWishlist();

    const list = screen.getByRole('list', { name: WISHLIST_ITEMS_LABEL });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(
      items.map((item) => within(item).getByRole('article').getAttribute('aria-labelledby')),
    ).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Floral Wrap Dress',
      'Tailored Wool Blazer',
      'Striped Breton Top',
    ]);
  });

  it('shows an item: picture (alt "", 96 × 128), name link, options as "Name: value" and its price', () => {
    renderWishlist({ items: [WRAP_DRESS] });

    const article = screen.getByRole('article', { name: 'Floral Wrap Dress' });
    const link = within(article).getByRole('link', { name: 'Floral Wrap Dress' });
    expect(link.getAttribute('href')).toBe(WRAP_DRESS.url);
    expect(link.closest('h3')).toBeTruthy();
    const image = article.querySelector('img') as HTMLImageElement;
    expect(image.getAttribute('alt')).toBe('');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['96', '128']);
    expect([...article.querySelectorAll('dl > div')].map((row) => row.textContent)).toEqual([
      'Colour: Green',
      'Size: 10',
      'Length: Regular',
    ]);
    expect(article.textContent).toContain('£79.00');
    expect(article.textContent).not.toContain('Was');
  });

  it('shows a valid sale price as was/now, and ignores a sale price that is 0 or not below the price', () => {
    const { rerender } = renderWishlist({ items: [WOOL_BLAZER] });
    const blazer = () => screen.getByRole('article', { name: 'Tailored Wool Blazer' });
    expect(blazer().textContent).toContain('Was £120.00, now £84.00');

    for (const salePrice of [0, 120, 150, Number.NaN]) {
      rerender(
        <WishlistContents
          items={[{ ...WOOL_BLAZER, salePrice }]}
          currency="GBP"
          onAddToBag={() => {}}
          onRemove={() => {}}
        />,
      );
      expect(blazer().textContent).toContain('£120.00');
      expect(blazer().textContent).not.toContain('Was');
    }
  });

  it("has 'Add to Bag' (named 'Add to Bag {name}', label in name) that passes the item id up", async () => {
    const user = userEvent.setup();
    const { onAddToBag } = renderWishlist();

    const add = addButton('Tailored Wool Blazer');
    expect(add.textContent).toBe('Add to Bag');
    expect(add.getAttribute('aria-label')).toBe('Add to Bag Tailored Wool Blazer');
    await user.click(add);

    expect(onAddToBag.mock.calls).toEqual([[WOOL_BLAZER.id]]);
  });

  it('adds from the keyboard (Tab to the button, Enter and Space)', async () => {
    const user = userEvent.setup();
    const { onAddToBag } = renderWishlist({ items: [{ ...STRIPED_TEE, url: undefined }] });

    await user.tab();
    expect(document.activeElement).toBe(addButton('Striped Breton Top'));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');

    expect(onAddToBag.mock.calls).toEqual([[STRIPED_TEE.id], [STRIPED_TEE.id]]);
  });

  it("has 'Remove' (named 'Remove {name} from wishlist') that passes the item id up", async () => {
    const user = userEvent.setup();
    const { onRemove } = renderWishlist();

    const remove = removeButton('Floral Wrap Dress');
    expect(remove.textContent).toBe('Remove');
    await user.click(remove);

    expect(onRemove.mock.calls).toEqual([[WRAP_DRESS.id]]);
  });

  it("disables Add to Bag for an item that is not purchasable and says 'Currently unavailable.'", async () => {
    const user = userEvent.setup();
    const { onAddToBag } = renderWishlist({ items: [WRAP_DRESS, UNAVAILABLE_BOOTS] });

    const boots = screen.getByRole('article', { name: 'Leather Ankle Boots' });
    expect(within(boots).getByText(CURRENTLY_UNAVAILABLE_MESSAGE)).toBeTruthy();
    const add = addButton('Leather Ankle Boots');
    expect(add.disabled).toBe(true);
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      CURRENTLY_UNAVAILABLE_MESSAGE,
    );
    await user.click(add);
    expect(onAddToBag).not.toHaveBeenCalled();

    // The other item is untouched, and the unavailable one can still be removed.
    expect(addButton('Floral Wrap Dress').disabled).toBe(false);
    expect(addButton('Floral Wrap Dress').hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getAllByText(CURRENTLY_UNAVAILABLE_MESSAGE)).toHaveLength(1);
    expect(removeButton('Leather Ankle Boots').disabled).toBe(false);
  });

  it('disables every Add to Bag while the cart loads, but not Remove', async () => {
    const user = userEvent.setup();
    const { onAddToBag } = renderWishlist({ isCartLoading: true });

    for (const item of SOME_WISHLIST_ITEMS) {
      expect(addButton(item.name).disabled).toBe(true);
      expect(removeButton(item.name).disabled).toBe(false);
    }
    await user.click(addButton('Floral Wrap Dress'));
    expect(onAddToBag).not.toHaveBeenCalled();
  });

  it('shows the item being added as pending (spinner, ignores presses); the others stay enabled', async () => {
    const user = userEvent.setup();
    const { onAddToBag } = renderWishlist({ addingItemId: WOOL_BLAZER.id });

    const adding = addButton('Tailored Wool Blazer');
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    expect(within(adding).getByTestId('button-spinner')).toBeTruthy();
    expect(screen.getAllByTestId('button-spinner')).toHaveLength(1);
    await user.click(adding);
    expect(onAddToBag).not.toHaveBeenCalled();

    await user.click(addButton('Floral Wrap Dress'));
    expect(onAddToBag.mock.calls).toEqual([[WRAP_DRESS.id]]);
  });

  it('keeps the item being added pending (not disabled) while the cart loads, so it keeps focus', () => {
    renderWishlist({ addingItemId: WOOL_BLAZER.id, isCartLoading: true });

    const adding = addButton('Tailored Wool Blazer');
    expect(adding.disabled).toBe(false);
    expect(adding.getAttribute('aria-disabled')).toBe('true');
    expect(addButton('Floral Wrap Dress').disabled).toBe(true);
  });

  it('shows Shipping and Total as a <dl> under the list when a total is given', () => {
    const { container, rerender } = renderWishlist({ total: wishlistTotalFor(SOME_WISHLIST_ITEMS, 4.95) });

    const rows = () =>
      [...container.querySelectorAll('dl:not(article dl) > div')].map((row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]);
    // 79 + 84 (the blazer's sale price) + 35 + 4.95 shipping.
    expect(rows()).toEqual([
      ['Shipping', '£4.95'],
      ['Total', '£202.95'],
    ]);
    const list = screen.getByRole('list', { name: WISHLIST_ITEMS_LABEL });
    const dl = container.querySelector('dl:not(article dl)') as HTMLElement;
    expect(list.compareDocumentPosition(dl) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    rerender(
      <WishlistContents
        items={SOME_WISHLIST_ITEMS}
        currency="EUR"
        total={{ amount: wishlistTotal([{ price: 10, sale_price: 8 }], 5), shipping: 5 }}
        onAddToBag={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(rows()).toEqual([
      ['Shipping', '€5.00'],
      ['Total', '€13.00'],
    ]);
  });

  it('has no Shipping or Total rows without a total', () => {
    const { container } = renderWishlist();

    expect(container.querySelector('dl:not(article dl)')).toBeNull();
    expect(screen.queryByText('Total')).toBeNull();
  });

  it("has a 'Clear wishlist' button only when onClear is given", async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    const { rerender } = renderWishlist();
    expect(screen.queryByRole('button', { name: 'Clear wishlist' })).toBeNull();

    rerender(
      <WishlistContents
        items={SOME_WISHLIST_ITEMS}
        currency="GBP"
        onAddToBag={() => {}}
        onRemove={() => {}}
        onClear={onClear}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear wishlist' }));

    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onClear.mock.calls[0]).toEqual([]);
  });

  it('shows only the empty text when empty: no list, total or buttons', () => {
    const { container } = renderWishlist({ items: [], total: wishlistTotalFor([]), onClear: vi.fn() });

    expect(container.textContent).toBe(WISHLIST_EMPTY_TEXT);
    expect(WISHLIST_EMPTY_TEXT).toBe('Your wishlist is empty');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('dl')).toBeNull();
  });

  it('takes its own empty text', () => {
    renderWishlist({ items: [], emptyText: 'Nothing saved yet' });

    expect(screen.getByText('Nothing saved yet')).toBeTruthy();
  });

  it('uses level-2 headings on a page', () => {
    renderWishlist({ headingLevel: 2, items: [WRAP_DRESS] });

    expect(screen.getByRole('heading', { level: 2, name: 'Floral Wrap Dress' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it("uses the app's link component, and no link for a missing or unsafe url or picture box without a picture", () => {
    const { rerender, container } = renderWishlist({ items: [WRAP_DRESS], linkAs: AppLink });
    expect(screen.getByRole('link', { name: 'Floral Wrap Dress' }).hasAttribute('data-app-link')).toBe(true);

    rerender(
      <WishlistContents
        items={[{ ...WRAP_DRESS, url: 'javascript:alert(1)', imageUrl: undefined }]}
        currency="GBP"
        onAddToBag={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Floral Wrap Dress' })).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });
});
