import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitCapture } from '../../testing/SubmitCapture';
import { LISTING_ACTION, SORT_HIDDEN, SORT_OPTIONS, VIEW_HIDDEN } from './fixtures';
import { ListingToolbar, type ListingToolbarProps } from './ListingToolbar';

/** The toolbar's props plus the query a submit would GET (a submit would navigate Storybook's iframe). */
type ListingToolbarStoryArgs = ListingToolbarProps & { onSubmitQuery: (query: string) => void };

const meta = {
  title: 'Design system/ListingToolbar',
  component: ListingToolbar,
  tags: ['autodocs'],
  args: {
    count: 132,
    sortOptions: SORT_OPTIONS,
    sort: 'price-asc',
    view: 'grid',
    action: LISTING_ACTION,
    sortHidden: SORT_HIDDEN,
    viewHidden: VIEW_HIDDEN,
    onSubmitQuery: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['grid', 'list'] },
    sort: { control: 'select', options: SORT_OPTIONS.map((option) => option.value) },
    action: { control: 'text' },
    sortHidden: { control: 'object' },
    viewHidden: { control: 'object' },
  },
  // A submit reports its query instead of navigating (see `SubmitCapture`).
  render: ({ onSubmitQuery, ...args }) => (
    <SubmitCapture onSubmitQuery={onSubmitQuery}>
      <ListingToolbar {...args} />
    </SubmitCapture>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Above a category or search listing: the result count, a sort select and the grid/list view toggle ' +
          '(spec 001 §4: "Grid or list category view, grid default"). Server-safe, no client JS: two native GET ' +
          'forms to `action` that keep the rest of the query as hidden inputs (`sortHidden`, `viewHidden`). The ' +
          'select carries `data-auto-submit` (the storefront submits on change; without JavaScript a "Sort" ' +
          'button shows); the view buttons are submit buttons `name="view"` with `aria-pressed`. In these ' +
          'stories a submit reports its query (`onSubmitQuery`) instead of navigating.',
      },
    },
  },
} satisfies Meta<ListingToolbarStoryArgs>;

export default meta;
type Story = StoryObj<ListingToolbarStoryArgs>;

/** The count, the chosen sort in the 'Sort by' select, and grid view on. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('132 products');
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveValue('price-asc');
    await expect(select).toHaveDisplayValue('Price: low to high');
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Choosing another sort submits the sort form: the kept filters, then the new sort. */
export const ChangingSortSubmits: Story = {
  args: { sort: 'featured' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Recommended');

    await userEvent.selectOptions(select, 'Price: low to high');

    await expect(args.onSubmitQuery).toHaveBeenCalledOnce();
    await expect(args.onSubmitQuery).toHaveBeenCalledWith('filters%5BColour%5D=Black&sort=price-asc');
    await expect(select).toHaveDisplayValue('Price: low to high');
  },
};

/** Pressing 'List view' submits the view form: the kept pairs, then `view=list`. */
export const ListViewSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));

    await expect(args.onSubmitQuery).toHaveBeenCalledOnce();
    await expect(args.onSubmitQuery).toHaveBeenCalledWith(
      'filters%5BColour%5D=Black&page=2&sort=price-asc&view=list',
    );
  },
};

/** The list view: 'List view' is pressed. */
export const ListView: Story = {
  args: { view: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** One product: the count reads "1 product". */
export const SingleProduct: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('1 product');
  },
};
