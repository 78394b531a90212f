import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Select, SelectItem } from './Select';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** The list opens in a portal, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Spec 000 §5: the XS–XXXL size family. */
const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];

const sizeItems = sizes.map((size) => (
  <SelectItem key={size} id={size}>
    {size}
  </SelectItem>
));

const meta = {
  title: 'Design system/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Size',
    placeholder: 'Select Size',
    children: sizeItems,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    placeholder: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    children: { control: false },
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
          'react-aria-components `Select`: a button showing the chosen option (or the placeholder) that opens a ' +
          '`ListBox` in a `Popover` (above sticky headers: `zIndex.modal`). Keyboard: Enter, Space or arrows open ' +
          'it; arrows move, typing jumps, Enter chooses, Escape closes; focus returns to the button. Disabled ' +
          'options (e.g. sold-out sizes) are struck through and skipped.',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click to open, click an option: the list closes and the button shows the choice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Size/ });
    await expect(trigger).toHaveTextContent('Select Size');

    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Size' });
    await userEvent.click(within(listbox).getByRole('option', { name: 'M' }));

    await expect(args.onChange).toHaveBeenLastCalledWith('M');
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('M');
  },
};

/** Keyboard: Tab to the button, ArrowDown opens, ArrowDown moves, Enter chooses; focus returns to the button. */
export const ChooseByKeyboard: Story = {
  args: { defaultValue: 'S' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Size/ });
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'S' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'L' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onChange).toHaveBeenLastCalledWith('L');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('L');
  },
};

/** Escape closes the list without changing the choice. */
export const CloseWithEscape: Story = {
  args: { defaultValue: 'XL' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Size/ });

    await userEvent.click(trigger);
    await page(canvasElement).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');

    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('XL');
  },
};

/** Sold-out options are disabled: struck through, skipped by the arrow keys, not clickable. */
export const DisabledOptions: Story = {
  args: { disabledKeys: ['M', 'L'], defaultValue: 'S' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Size/ });
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'M' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'S' })).toHaveFocus());

    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'XL' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onChange).toHaveBeenLastCalledWith('XL');
    await expect(trigger).toHaveTextContent('XL');
  },
};

/** Help text under the button. */
export const WithDescription: Story = {
  args: { description: 'This style fits true to size.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Size/ })).toHaveAccessibleDescription(
      'This style fits true to size.',
    );
  },
};

/** Invalid: red, thicker border and the error with an alert icon. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a size' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await expect(canvas.getByText('Please select a size')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Size/ })).toHaveAccessibleDescription(
      'Please select a size',
    );
  },
};

/** Required: "*" after the label; submitting with nothing chosen shows the error, choosing clears it. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Please select a size' },
  render: (args) => (
    <form
      aria-label="Quick add"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 16 }}
    >
      <Select {...args} />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Add to Bag
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Add to Bag' }));
    await expect(await canvas.findByText('Please select a size')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Size/ }));
    const listbox = await page(canvasElement).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'XS' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('listbox')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Bag' }));
    await waitFor(() => expect(canvas.queryByText('Please select a size')).toBeNull());
  },
};

/** Disabled: the button is disabled and does not open. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'M' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Size/ });

    await userEvent.click(trigger);

    await expect(trigger).toBeDisabled();
    await expect(page(canvasElement).queryByRole('listbox')).toBeNull();
  },
};

/** Options from data, rendered by a function; an option's content can be richer than its text. */
export const FromItems: Story = {
  args: {
    label: 'Colour',
    placeholder: 'Select Colour',
    items: [
      { id: 'black', name: 'Black' },
      { id: 'navy', name: 'Navy' },
      { id: 'oatmeal', name: 'Oatmeal' },
    ],
    children: (item: object) => {
      const colour = item as { id: string; name: string };
      return <SelectItem id={colour.id}>{colour.name}</SelectItem>;
    },
  },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Colour/ });

    await userEvent.click(trigger);
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Navy' }));

    await expect(args.onChange).toHaveBeenLastCalledWith('navy');
    await expect(trigger).toHaveTextContent('Navy');
  },
};
