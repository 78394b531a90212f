import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PRODUCTS, SEARCH_SUGGESTIONS } from './fixtures';
import { SearchBar, type SearchBarProps, type SearchBarResults } from './SearchBar';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const advance = async (ms: number) => {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
};
const everything: SearchBarResults = { products: SEARCH_PRODUCTS, suggestions: SEARCH_SUGGESTIONS };

/** A header with a search button that opens the bar, as the storefront wires it. */
function Header(props: Partial<SearchBarProps>) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <SearchBar
        isOpen={isOpen}
        onOpenChange={(open) => {
          props.onOpenChange?.(open);
          setOpen(open);
        }}
        fetchResults={props.fetchResults ?? (async () => everything)}
        onSubmit={props.onSubmit ?? (() => {})}
        currency="GBP"
        debounceMs={props.debounceMs}
      />
    </>
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search' });

describe('SearchBar', () => {
  it("is a dialog named 'Search' with its field focused", () => {
    render(<Header />);

    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(dialog.contains(input())).toBe(true);
    expect(document.activeElement).toBe(input());
  });

  it('fetches only after 200 ms of quiet, once, with the text as typed', async () => {
    const user = setup();
    const fetchResults = vi.fn(async () => everything);
    render(<Header fetchResults={fetchResults} />);

    await user.type(input(), ' Dress');
    await advance(150);
    expect(fetchResults).not.toHaveBeenCalled();

    await advance(50);
    expect(fetchResults).toHaveBeenCalledOnce();
    expect(fetchResults).toHaveBeenCalledWith(' Dress', expect.any(AbortSignal));
  });

  it('restarts the wait on each key press', async () => {
    const user = setup();
    const fetchResults = vi.fn(async () => everything);
    render(<Header fetchResults={fetchResults} />);

    await user.type(input(), 'dr');
    await advance(150);
    await user.type(input(), 'e');
    await advance(150);
    expect(fetchResults).not.toHaveBeenCalled();
    await advance(50);
    expect(fetchResults).toHaveBeenCalledOnce();
    expect(fetchResults).toHaveBeenCalledWith('dre', expect.any(AbortSignal));
  });

  it('fetches nothing for blank or whitespace-only text', async () => {
    const user = setup();
    const fetchResults = vi.fn(async () => everything);
    render(<Header fetchResults={fetchResults} />);

    await user.type(input(), '   ');
    await advance(1000);
    expect(fetchResults).not.toHaveBeenCalled();
  });

  it('aborts a stale request and never shows its results', async () => {
    const user = setup();
    const pending: { term: string; signal: AbortSignal; resolve: (r: SearchBarResults) => void }[] = [];
    const fetchResults = vi.fn(
      (term: string, signal: AbortSignal) =>
        new Promise<SearchBarResults>((resolve) => {
          pending.push({ term, signal, resolve });
        }),
    );
    render(<Header fetchResults={fetchResults} />);

    await user.type(input(), 'jumper');
    await advance(200);
    await user.type(input(), ' dress');
    await advance(200);

    expect(pending.map((p) => p.term)).toEqual(['jumper', 'jumper dress']);
    expect(pending[0]?.signal.aborted).toBe(true);
    expect(pending[1]?.signal.aborted).toBe(false);

    await act(async () => {
      pending[0]?.resolve({ products: SEARCH_PRODUCTS.slice(0, 1), suggestions: ['stale'] });
    });
    expect(screen.queryByRole('button', { name: 'stale' })).toBeNull();

    await act(async () => {
      pending[1]?.resolve({ products: SEARCH_PRODUCTS.slice(7, 8), suggestions: ['jumper dress'] });
    });
    expect(screen.getByRole('link', { name: 'Knitted Jumper Dress' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'jumper dress' })).toBeTruthy();
  });

  it('aborts the request in flight when the bar closes', async () => {
    const user = setup();
    let signal: AbortSignal | undefined;
    const fetchResults = vi.fn((_term: string, s: AbortSignal) => {
      signal = s;
      return new Promise<SearchBarResults>(() => {});
    });
    render(<Header fetchResults={fetchResults} />);

    await user.type(input(), 'dress');
    await advance(200);
    await user.keyboard('{Escape}');

    expect(signal?.aborted).toBe(true);
  });

  it('shows at most 10 products and 5 suggestions', async () => {
    const user = setup();
    render(<Header />);

    await user.type(input(), 'dress');
    await advance(200);

    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getAllByRole('link')).toHaveLength(10);
    const suggestions = screen.getByRole('region', { name: 'Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(SEARCH_SUGGESTIONS.slice(0, 5));
    expect(screen.getByRole('status').textContent).toBe('10 products');
  });

  it('shows each product with its 320 px image, link, was/now price and colour', async () => {
    const user = setup();
    const product = {
      id: '1',
      name: 'Linen Midi Dress',
      url: '/product/linen-midi-dress/Sage',
      image: 'https://cdn.example/i/shop/linen?fmt=auto&w=992',
      price: 30,
      originalPrice: 40,
      colour: 'Sage',
    };
    render(<Header fetchResults={async () => ({ products: [product], suggestions: [] })} />);

    await user.type(input(), 'linen');
    await advance(200);

    const link = screen.getByRole('link', { name: 'Linen Midi Dress' });
    expect(link.getAttribute('href')).toBe('/product/linen-midi-dress/Sage');
    expect(link.querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/i/shop/linen?fmt=auto&w=320',
    );
    const item = link.closest('li') as HTMLElement;
    expect(item.textContent).toContain('Was £40.00, now £30.00');
    expect(item.textContent).toContain('Sage');
  });

  it('shows the no-results text only for a term longer than 3 characters', async () => {
    const user = setup();
    render(<Header fetchResults={async () => ({ products: [], suggestions: [] })} />);

    await user.type(input(), ' xyz ');
    await advance(200);
    expect(screen.queryByText('No products found matching your search criteria.')).toBeNull();

    await user.clear(input());
    await user.type(input(), 'xyzq');
    await advance(200);
    expect(screen.getByRole('status').textContent).toBe('No products found matching your search criteria.');
  });

  it('submits the trimmed term with Enter or the Search button, then closes', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    const onOpenChange = vi.fn();
    const { unmount } = render(<Header onSubmit={onSubmit} onOpenChange={onOpenChange} />);

    await user.type(input(), '  linen dress  {Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledWith('linen dress');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    render(<Header onSubmit={onSubmit} />);
    await user.type(input(), ' midi ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenLastCalledWith('midi');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('ignores a blank submit and stays open', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    render(<Header onSubmit={onSubmit} />);

    await user.type(input(), '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeTruthy();
  });

  it('searches for a suggestion when it is chosen', async () => {
    const user = setup();
    const onSubmit = vi.fn();
    render(<Header onSubmit={onSubmit} />);

    await user.type(input(), 'dress');
    await advance(200);
    await user.click(screen.getByRole('button', { name: 'dress midi' }));

    expect(onSubmit).toHaveBeenCalledWith('dress midi');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape (even with text), returning focus to the opener', async () => {
    const user = setup();
    const onOpenChange = vi.fn();
    render(<Header onOpenChange={onOpenChange} />);
    // While open, the page behind is hidden from assistive technology; close, then open from the header.
    await user.keyboard('{Escape}');
    const opener = screen.getByRole('button', { name: 'Open search' });
    await user.click(opener);

    await user.type(input(), 'dress');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("closes with the 'Close search' button and a click on the backdrop", async () => {
    const user = setup();
    const onOpenChange = vi.fn();
    render(<Header onOpenChange={onOpenChange} />);

    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Open search' }));
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    // The dialog sits in the bar (Modal), which sits in the scrim (ModalOverlay).
    await user.click(dialog.parentElement?.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });
});
