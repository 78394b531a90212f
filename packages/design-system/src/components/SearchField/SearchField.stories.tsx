import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const meta = {
  title: 'Design system/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    placeholder: 'Search for products',
    onSubmit: fn(),
    onChange: fn(),
    onClear: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
    placeholder: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `SearchField` with a magnifier, the input and a `Clear search` button (shown ' +
          'while there is text). Enter calls `onSubmit` with the trimmed term, only when it is not empty (spec ' +
          '001: "Submitting a non-empty trimmed term goes to /search?query=…"). Escape clears the text; on an ' +
          'empty field it lets Escape through, so a search bar can close.',
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing then Enter submits the trimmed term once. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });

    await userEvent.type(input, '  linen dress ');
    await expect(args.onChange).toHaveBeenLastCalledWith('  linen dress ');
    await userEvent.keyboard('{Enter}');

    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('linen dress');
  },
};

/** The header search bar: label for screen readers only. An empty or blank term is not submitted. */
export const HiddenLabel: Story = {
  args: { labelVisibility: 'hidden' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search' });

    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await userEvent.type(input, '   {Enter}');

    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The Clear search button empties the field and keeps focus in it; Escape clears from the keyboard. */
export const Clearing: Story = {
  args: { defaultValue: 'knitwear' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search' });

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);

    await userEvent.type(input, 'coats');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
    blurActiveElement(canvasElement);
  },
};

/** Help text under the field. */
export const WithDescription: Story = {
  args: { description: 'Search by product name, colour or style code.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox')).toHaveAccessibleDescription(
      'Search by product name, colour or style code.',
    );
  },
};

/** Invalid: red, thicker border around icon, input and button, with the error below. */
export const Invalid: Story = {
  args: { defaultValue: '%%', isInvalid: true, errorMessage: 'Use letters or numbers to search' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');

    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Use letters or numbers to search');
  },
};

/** Required: "*" after the label and the input is required. */
export const Required: Story = {
  args: { label: 'Postcode or town', placeholder: undefined, isRequired: true },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Postcode or town' });
    await expect(input).toBeRequired();

    await userEvent.type(input, 'SW9 6DE{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('SW9 6DE');
  },
};

/** Disabled: skipped by Tab; Enter does nothing. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'shirts' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox');
    blurActiveElement(canvasElement);

    await userEvent.tab();

    await expect(input).toBeDisabled();
    await expect(input).not.toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
