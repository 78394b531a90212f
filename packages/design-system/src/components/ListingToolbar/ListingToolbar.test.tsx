import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SORT_OPTIONS } from './fixtures';
import {
  ListingToolbar,
  type ListingToolbarProps,
  type ListingView,
  resultCountText,
} from './ListingToolbar';

afterEach(cleanup);

function Toolbar(props: Partial<ListingToolbarProps>) {
  return (
    <ListingToolbar
      count={48}
      sortOptions={SORT_OPTIONS}
      sort="featured"
      onSortChange={() => {}}
      onViewChange={() => {}}
      {...props}
    />
  );
}

function Controlled({ onViewChange }: { onViewChange: (view: ListingView) => void }) {
  const [view, setView] = useState<ListingView>('grid');
  return (
    <Toolbar
      view={view}
      onViewChange={(next) => {
        onViewChange(next);
        setView(next);
      }}
    />
  );
}

describe('ListingToolbar', () => {
  it('says how many products there are', () => {
    const { rerender } = render(<Toolbar count={132} />);
    expect(screen.getByRole('status').textContent).toBe('132 products');

    rerender(<Toolbar count={1} />);
    expect(screen.getByRole('status').textContent).toBe('1 product');
    expect(resultCountText(0)).toBe('0 products');
    expect(resultCountText(1250)).toBe('1,250 products');
  });

  it('shows the chosen sort and reports a new one', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(<Toolbar onSortChange={onSortChange} />);

    const trigger = screen.getByRole('button', { name: /Sort by/ });
    expect(trigger.textContent).toBe('Recommended');

    await user.click(trigger);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Price: low to high' }));

    expect(onSortChange).toHaveBeenCalledOnce();
    expect(onSortChange).toHaveBeenCalledWith('price-asc');
  });

  it('shows grid view pressed by default and switches to list', async () => {
    const user = userEvent.setup();
    const onViewChange = vi.fn();
    render(<Controlled onViewChange={onViewChange} />);
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(list.getAttribute('aria-pressed')).toBe('false');

    await user.click(list);
    expect(onViewChange).toHaveBeenLastCalledWith('list');
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(grid.getAttribute('aria-pressed')).toBe('false');

    // Pressing the view that is on keeps it on.
    await user.click(list);
    expect(onViewChange).toHaveBeenLastCalledWith('list');
    expect(list.getAttribute('aria-pressed')).toBe('true');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    const onViewChange = vi.fn();
    render(<Toolbar view="list" onSortChange={onSortChange} onViewChange={onViewChange} />);

    await user.tab();
    const sort = screen.getByRole('button', { name: /Sort by/ });
    expect(document.activeElement).toBe(sort);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSortChange).toHaveBeenCalledWith('newest');
    // react-aria restores focus once the popover has gone, a frame later.
    await waitFor(() => expect(document.activeElement).toBe(sort));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Grid view' }));
    await user.keyboard(' ');
    expect(onViewChange).toHaveBeenCalledWith('grid');
  });
});
