import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FilterFacet, FilterSidebar, type FilterSidebarProps, Filters } from './FilterSidebar';
import { EMPTY_FACETS, FACETS } from './fixtures';

afterEach(cleanup);

function Sidebar(props: Partial<FilterSidebarProps>) {
  return (
    <FilterSidebar
      facets={FACETS}
      currency="GBP"
      onToggle={() => {}}
      onRangeChange={() => {}}
      layout="inline"
      {...props}
    />
  );
}

describe('FilterSidebar', () => {
  it('groups each facet and labels its values with their product counts', () => {
    render(<Sidebar />);

    // The facet's collapsible section and its checkbox group are both named by the facet.
    const colour = screen.getAllByRole('group', { name: 'Colour' }).at(-1) as HTMLElement;
    const boxes = within(colour).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Black (12)',
      'Navy (8)',
      'Sage (5)',
      'Rust (3)',
      'Light Blue (1)',
    ]);
    expect(within(colour).getByRole('checkbox', { name: 'Navy (8)' })).toBeTruthy();
    expect(screen.getAllByRole('group', { name: 'Size' }).length).toBeGreaterThan(0);
  });

  it('makes each count machine-readable', () => {
    const { container } = render(<Sidebar />);

    const counted = [...container.querySelectorAll('[data-count]')].map((el) => [
      el.getAttribute('data-value'),
      Number(el.getAttribute('data-count')),
    ]);
    expect(counted).toContainEqual(['Black', 12]);
    expect(counted).toContainEqual(['M', 17]);
    expect(counted).toHaveLength(10);
  });

  it('shows selected values checked', () => {
    render(<Sidebar />);

    expect((screen.getByRole('checkbox', { name: 'Black (12)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'M (17)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Navy (8)' }) as HTMLInputElement).checked).toBe(false);
  });

  it('reports the facet and value the shopper checks or unchecks', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Sidebar onToggle={onToggle} />);

    await user.click(screen.getByRole('checkbox', { name: 'Navy (8)' }));
    expect(onToggle).toHaveBeenLastCalledWith('Colour', 'Navy');

    await user.click(screen.getByRole('checkbox', { name: 'M (17)' }));
    expect(onToggle).toHaveBeenLastCalledWith('Size', 'M');

    // Keyboard: Space on a focused box.
    screen.getByRole('checkbox', { name: 'XL (4)' }).focus();
    await user.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith('Size', 'XL');
    expect(onToggle).toHaveBeenCalledTimes(3);
  });

  it('applies a price range within the facet bounds', async () => {
    const user = userEvent.setup();
    const onRangeChange = vi.fn();
    render(<Sidebar onRangeChange={onRangeChange} />);

    const price = screen.getByRole('group', { name: 'Price' });
    const min = within(price).getByRole('textbox', { name: 'Min' });
    const max = within(price).getByRole('textbox', { name: 'Max' });
    expect((min as HTMLInputElement).value).toBe('£15');
    expect((max as HTMLInputElement).value).toBe('£120');

    await user.clear(min);
    await user.type(min, '20');
    await user.clear(max);
    await user.type(max, '80');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(onRangeChange).toHaveBeenCalledOnce();
    expect(onRangeChange).toHaveBeenCalledWith('Price', 20, 80);
  });

  it('applies with Enter, keeping values inside the bounds and in order', async () => {
    const user = userEvent.setup();
    const onRangeChange = vi.fn();
    render(<Sidebar onRangeChange={onRangeChange} />);

    const min = screen.getByRole('textbox', { name: 'Min' });
    const max = screen.getByRole('textbox', { name: 'Max' });
    await user.clear(max);
    await user.type(max, '5');
    await user.clear(min);
    await user.type(min, '500{Enter}');

    // 500 is clamped to 120 and 5 to 15; min > max is swapped.
    expect(onRangeChange).toHaveBeenLastCalledWith('Price', 15, 120);
  });

  it('starts the range fields from the selected range', () => {
    const facets: FilterFacet[] = [
      { type: 'price', name: 'Price', minPrice: 15, maxPrice: 120, selected: { minPrice: 30, maxPrice: 60 } },
    ];
    render(<Sidebar facets={facets} />);

    expect((screen.getByRole('textbox', { name: 'Min' }) as HTMLInputElement).value).toBe('£30');
    expect((screen.getByRole('textbox', { name: 'Max' }) as HTMLInputElement).value).toBe('£60');
  });

  it("says 'No filters are available now.' with no facets, or none with values", () => {
    const { rerender } = render(<Sidebar facets={[]} />);
    expect(screen.getByText('No filters are available now.')).toBeTruthy();

    rerender(<Sidebar facets={EMPTY_FACETS} />);
    expect(screen.getByText('No filters are available now.')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it("offers 'Clear all' while filters are on", async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn();
    const { rerender } = render(<Sidebar onClearAll={onClearAll} />);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onClearAll).toHaveBeenCalledOnce();

    rerender(<Sidebar onClearAll={onClearAll} selectedCount={0} />);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it("opens the filters in a left side panel titled 'Filter'; Escape closes it and focus returns", async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<Sidebar layout="panel" onToggle={onToggle} />);
    expect(screen.queryByRole('checkbox')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Filter' });
    expect(opener.textContent).toBe('Filter2');
    await user.click(opener);

    const panel = screen.getByRole('dialog', { name: 'Filter' });
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.click(within(panel).getByRole('checkbox', { name: 'Sage (5)' }));
    expect(onToggle).toHaveBeenCalledWith('Colour', 'Sage');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('renders both the inline sidebar and the panel opener in the responsive layout (CSS picks one)', () => {
    render(<Sidebar layout="responsive" />);

    expect(screen.getByRole('region', { name: 'Filter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter' })).toBeTruthy();
  });

  it('exports the inner Filters for other places', () => {
    render(<Filters facets={FACETS} currency="EUR" onToggle={() => {}} onRangeChange={() => {}} />);

    expect(screen.getByRole('checkbox', { name: 'Rust (3)' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Min' }) as HTMLInputElement).value).toBe('€15');
  });
});
