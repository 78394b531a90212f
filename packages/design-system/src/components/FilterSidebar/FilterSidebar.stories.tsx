import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FilterSidebar } from './FilterSidebar';
import { EMPTY_FACETS, FACETS } from './fixtures';

/** The side panel renders in a portal on `<body>`, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Design system/FilterSidebar',
  component: FilterSidebar,
  tags: ['autodocs'],
  args: {
    facets: FACETS,
    currency: 'GBP',
    layout: 'inline',
    onToggle: fn(),
    onRangeChange: fn(),
    onClearAll: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['responsive', 'inline', 'panel'] },
    currency: { control: 'inline-radio', options: ['GBP', 'EUR', 'USD'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'The listing filters (spec 001 §2 "Side panels": colour and size values with product counts): each ' +
          'facet a collapsible group of checkboxes labelled "Black (12)", the price as Min and Max with Apply, ' +
          "and 'No filters are available now.' when there is nothing to filter by. Inline from the `lg` " +
          "breakpoint up; below it a 'Filter' button opens them in the left side panel (focus kept inside, " +
          'Escape closes). The callbacks report the choice; the storefront navigates.',
      },
    },
  },
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour and size values with their counts (the count also in `data-count`), selected ones checked. */
export const Facets: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Filter' })).toBeVisible();
    const black = canvas.getByRole('checkbox', { name: 'Black (12)' });
    await expect(black).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Navy (8)' })).not.toBeChecked();
    await expect(canvasElement.querySelector('[data-value="Sage"]')).toHaveAttribute('data-count', '5');
    await expect(canvas.getByRole('textbox', { name: 'Min' })).toHaveValue('£15');
    await expect(canvas.getByRole('textbox', { name: 'Max' })).toHaveValue('£120');
  },
};

/** Nothing to filter by: the spec's empty text. */
export const Empty: Story = {
  args: { facets: EMPTY_FACETS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No filters are available now.')).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** Checking a value (by pointer, then by keyboard) reports the facet and the value. */
export const ToggleValue: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Navy (8)' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('Colour', 'Navy');

    canvas.getByRole('checkbox', { name: 'L (11)' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenLastCalledWith('Size', 'L');

    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
  },
};

/** Typing a range and pressing Apply reports it, kept within the facet's bounds. */
export const ApplyRange: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Min' });
    const max = canvas.getByRole('textbox', { name: 'Max' });
    await userEvent.clear(min);
    await userEvent.type(min, '20');
    await userEvent.clear(max);
    await userEvent.type(max, '80');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('Price', 20, 80);

    // Past the top of the range, applied with Enter: held at the facet's maximum.
    await userEvent.clear(max);
    await userEvent.type(max, '500{Enter}');
    await expect(args.onRangeChange).toHaveBeenLastCalledWith('Price', 20, 120);
    await expect(max).toHaveValue('£120');
  },
};

/**
 * Below `lg` (as on a phone): the 'Filter' button, with the number of filters on, opens the filters in the left
 * side panel; focus moves in, Escape closes it and focus returns to the button.
 */
export const Mobile: Story = {
  args: { layout: 'panel' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Filter' });
    await expect(opener).toHaveAccessibleDescription('2 selected');
    await userEvent.click(opener);

    const panel = await page(canvasElement).findByRole('dialog', { name: 'Filter' });
    await waitFor(() => expect(panel.closest('[data-entering]')).toBeNull(), { timeout: 3000 });
    await expect(panel).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await expect(panel.parentElement?.getBoundingClientRect().left).toBe(0);

    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Rust (3)' }));
    await expect(args.onToggle).toHaveBeenLastCalledWith('Colour', 'Rust');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** The default layout: inline from 992 px up, the 'Filter' button below; CSS picks one at each width. */
export const Responsive: Story = {
  args: { layout: 'responsive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = canvasElement.ownerDocument.defaultView?.matchMedia('(min-width: 992px)').matches;
    if (wide) {
      await expect(canvas.getByRole('checkbox', { name: 'Black (12)' })).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Filter' })).toBeNull();
    } else {
      await expect(canvas.getByRole('button', { name: 'Filter' })).toBeVisible();
      await expect(canvas.queryByRole('checkbox', { name: 'Black (12)' })).toBeNull();
    }
  },
};
