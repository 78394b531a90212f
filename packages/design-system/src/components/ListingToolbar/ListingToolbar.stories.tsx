import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SORT_OPTIONS } from './fixtures';
import { ListingToolbar, type ListingView } from './ListingToolbar';

/** The sort list opens in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Design system/ListingToolbar',
  component: ListingToolbar,
  tags: ['autodocs'],
  args: {
    count: 132,
    sortOptions: SORT_OPTIONS,
    sort: 'featured',
    view: 'grid',
    onSortChange: fn(),
    onViewChange: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['grid', 'list'] },
    sort: { control: 'select', options: SORT_OPTIONS.map((option) => option.value) },
  },
  // Stateful like the shop: the story keeps the chosen sort and view.
  render: function StatefulToolbar(args) {
    const [sort, setSort] = useState(args.sort);
    const [view, setView] = useState<ListingView>(args.view ?? 'grid');
    return (
      <ListingToolbar
        {...args}
        sort={sort}
        view={view}
        onSortChange={(value) => {
          args.onSortChange(value);
          setSort(value);
        }}
        onViewChange={(next) => {
          args.onViewChange(next);
          setView(next);
        }}
      />
    );
  },
  parameters: {
    docs: {
      description: {
        component:
          'Above a category or search listing: the result count, a sort select and the grid/list view toggle ' +
          '(spec 001 §4: "Grid or list category view, grid default"). Presentational: the storefront turns the ' +
          'callbacks into the URL (`sort=…`) and its view state.',
      },
    },
  },
} satisfies Meta<typeof ListingToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Choosing another sort reports its value. */
export const SortChange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('132 products');
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveTextContent('Recommended');

    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Sort by' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Price: high to low' }));

    await expect(args.onSortChange).toHaveBeenCalledWith('price-desc');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Price: high to low');
  },
};

/** Grid is on by default; List view switches (by pointer), and back with the keyboard. */
export const ViewToggle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('button', { name: 'Grid view' });
    const list = canvas.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(list).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(list);
    await expect(args.onViewChange).toHaveBeenLastCalledWith('list');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');

    grid.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('grid');
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
  },
};

/** One product: the count reads "1 product". */
export const SingleResult: Story = {
  args: { count: 1, view: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 product');
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  },
};
