import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SubmitCapture } from '../../testing/SubmitCapture';
import { FilterSidebar, type FilterSidebarProps } from './FilterSidebar';
import { EMPTY_FACETS, FACETS, SELECTED_PRICE_FACETS } from './fixtures';

/** The sidebar's props plus the query a submit would GET (a submit would navigate Storybook's iframe). */
type StoryArgs = FilterSidebarProps & { onSubmitQuery: (query: string) => void };

const ACTION = '/eu/browse/womens';

/** Submits on change and reports each submit's query (see `SubmitCapture`). */
const submitting: Decorator<StoryArgs> = (Story, { args }) => (
  <SubmitCapture style={{ maxWidth: 320 }} onSubmitQuery={args.onSubmitQuery}>
    <Story />
  </SubmitCapture>
);

const meta = {
  title: 'Design system/FilterSidebar',
  component: FilterSidebar,
  tags: ['autodocs'],
  args: {
    facets: FACETS,
    currency: 'GBP',
    action: ACTION,
    hidden: [['sort', 'newest']],
    layout: 'inline',
    onSubmitQuery: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['responsive', 'inline', 'panel'] },
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    action: { control: 'text' },
    clearHref: { control: 'text' },
    hidden: { control: 'object' },
  },
  decorators: [submitting],
  // The component has no `onSubmitQuery`; the decorator uses it.
  render: ({ onSubmitQuery: _onSubmitQuery, ...props }) => <FilterSidebar {...props} />,
  parameters: {
    docs: {
      description: {
        component:
          'The listing filters (spec 001 §2 "Side panels": colour and size values with product counts). ' +
          'Server-safe, with no client JS: one native GET form to `action` that keeps the rest of the query ' +
          '(`hidden`). Each facet is an open `<details>` over a fieldset; values are checkboxes ' +
          '`filters[Colour]=Black` labelled "Black (12)" and marked `data-auto-submit` (the storefront submits ' +
          'on change; without JavaScript an "Apply filters" button shows); the price is Min and Max number ' +
          "fields (`minPrice`, `maxPrice`) applied with 'Apply'; 'Clear all' is a link to `clearHref`. Inline " +
          "from the `lg` breakpoint up; below it a 'Filter' button opens them in a native modal `<dialog>` on " +
          'the left with the HTML invoker commands (focus kept inside, Escape closes, focus returns). In these ' +
          'stories a submit reports its query (`onSubmitQuery`) instead of navigating.',
      },
    },
  },
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<StoryArgs>;

/** Colour and size values with their counts (also in `data-count`), selected ones ticked, and the price range. */
export const Facets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filter' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Colour' })).toBeVisible();

    const colour = within(canvas.getByRole('group', { name: 'Colour' }));
    const names = colour.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    await expect(names).toEqual(['Black (12)', 'Navy (8)', 'Sage (5)', 'Rust (3)', 'Light Blue (1)']);
    await expect(colour.getByRole('checkbox', { name: 'Black (12)' })).toBeChecked();
    await expect(colour.getByRole('checkbox', { name: 'Navy (8)' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'M (17)' })).toBeChecked();
    await expect(canvasElement.querySelector('[data-value="Sage"]')).toHaveAttribute('data-count', '5');

    const price = within(canvas.getByRole('group', { name: 'Price' }));
    const min = price.getByRole('spinbutton', { name: 'Min' });
    const max = price.getByRole('spinbutton', { name: 'Max' });
    await expect(min).toHaveAttribute('placeholder', '15');
    await expect(max).toHaveAttribute('placeholder', '120');
    await expect(min).toHaveValue(null);
    // The range is said before the fields, and each field holds it as its min and max.
    await expect(price.getByText('£15 to £120')).toBeInTheDocument();
    await expect(min).toHaveAttribute('min', '15');
    await expect(max).toHaveAttribute('max', '120');
    await expect(price.getByRole('button', { name: 'Apply' })).toBeVisible();
  },
};

/** Ticking a value submits the form at once (the storefront's script), with the values already ticked. */
export const TickingAValueSubmits: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Navy (8)' }));

    await expect(args.onSubmitQuery).toHaveBeenCalledOnce();
    // The kept query first, then every ticked value (the empty price fields add `minPrice=&maxPrice=`, which
    // the storefront drops).
    await expect(args.onSubmitQuery).toHaveBeenLastCalledWith(
      expect.stringMatching(
        /^sort=newest&filters%5BColour%5D=Black&filters%5BColour%5D=Navy&filters%5BSize%5D=M&/,
      ),
    );
    await expect(args.onSubmitQuery).toHaveBeenLastCalledWith(
      expect.stringContaining('filters%5BColour%5D=Navy'),
    );

    // By keyboard: Space on a focused box.
    canvas.getByRole('checkbox', { name: 'L (11)' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onSubmitQuery).toHaveBeenLastCalledWith(expect.stringContaining('filters%5BSize%5D=L'));
  },
};

/** The price waits for 'Apply': typing does not submit; Apply sends the range with the ticked values. */
export const PriceApply: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('spinbutton', { name: 'Min' });
    const max = canvas.getByRole('spinbutton', { name: 'Max' });
    await userEvent.type(min, '20');
    await userEvent.type(max, '80');
    await expect(args.onSubmitQuery).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onSubmitQuery).toHaveBeenCalledOnce();
    await expect(args.onSubmitQuery).toHaveBeenLastCalledWith(
      expect.stringContaining('minPrice=20&maxPrice=80'),
    );
    await expect(args.onSubmitQuery).toHaveBeenLastCalledWith(
      expect.stringContaining('filters%5BColour%5D=Black'),
    );
  },
};

/** A range already set: the fields start from it, and the 'Filter' count includes it. */
export const SelectedRange: Story = {
  args: { facets: SELECTED_PRICE_FACETS, currency: 'EUR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('spinbutton', { name: 'Min' })).toHaveValue(30);
    await expect(canvas.getByRole('spinbutton', { name: 'Max' })).toHaveValue(60);
    await expect(canvas.getByText('€15 to €120')).toBeInTheDocument();
  },
};

/** While filters are on, 'Clear all' links to the listing without them. */
export const ClearAll: Story = {
  args: { clearHref: `${ACTION}?sort=newest` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Clear all' })).toHaveAttribute(
      'href',
      '/eu/browse/womens?sort=newest',
    );
  },
};

/** Nothing to filter by: the spec's empty text, and no form. */
export const Empty: Story = {
  args: { facets: EMPTY_FACETS, clearHref: ACTION },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No filters are available now.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Clear all' })).toBeNull();
    await expect(canvasElement.querySelector('form')).toBeNull();
  },
};

/**
 * Below `lg` (as on a phone): the 'Filter' button, with the number of filters on, opens the filters in a native
 * modal dialog on the left (HTML invoker commands, no script); focus moves in, Escape closes it and focus
 * returns to the button, as does the × button.
 */
export const Panel: Story = {
  args: { layout: 'panel' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Filter' });
    await expect(opener).toHaveAccessibleDescription('2 selected');
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(opener);
    const panel = await canvas.findByRole('dialog', { name: 'Filter' });
    const dialog = panel as HTMLDialogElement;
    await expect(dialog.open).toBe(true);
    await expect(panel).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0), { timeout: 3000 });

    // The filters inside work as inline: ticking submits.
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Rust (3)' }));
    await expect(args.onSubmitQuery).toHaveBeenLastCalledWith(
      expect.stringContaining('filters%5BColour%5D=Rust'),
    );

    // Escape is a close request. A script cannot press a trusted Escape, so when the synthetic key leaves the
    // dialog open, send the same close request the key would.
    await userEvent.keyboard('{Escape}');
    if (dialog.open) dialog.requestClose();
    await waitFor(() => expect(dialog.open).toBe(false));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await waitFor(() => expect(dialog.open).toBe(true));
    await userEvent.click(within(panel).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(dialog.open).toBe(false));
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The default layout: inline from 992 px up, the 'Filter' button below; CSS picks one at each width. */
export const Responsive: Story = {
  args: { layout: 'responsive' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = canvasElement.ownerDocument.defaultView?.matchMedia('(min-width: 992px)').matches;
    if (wide) {
      await expect(canvas.getByRole('region', { name: 'Filter' })).toBeVisible();
      await expect(canvas.getByRole('checkbox', { name: 'Black (12)' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Filter' })).toBeNull();
    } else {
      await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
      await expect(canvas.queryByRole('region', { name: 'Filter' })).toBeNull();
      await expect(canvas.queryByRole('checkbox', { name: 'Black (12)' })).toBeNull();
    }
  },
};
