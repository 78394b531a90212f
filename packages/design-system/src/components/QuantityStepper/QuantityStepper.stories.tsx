import type { Meta, StoryObj } from '@storybook/react-vite';
import { LOW_STOCK_TEXT } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from './QuantityStepper';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const parts = (canvasElement: HTMLElement, name = 'Quantity') => {
  const canvas = within(canvasElement);
  return {
    input: canvas.getByRole('textbox', { name }),
    decrease: canvas.getByRole('button', { name: 'Decrease quantity' }),
    increase: canvas.getByRole('button', { name: 'Increase quantity' }),
  };
};

const meta = {
  title: 'Design system/QuantityStepper',
  component: QuantityStepper,
  tags: ['autodocs'],
  args: {
    maxValue: 10,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
    minValue: { control: 'number' },
    maxValue: { control: 'number' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `NumberField` as a quantity: whole numbers from `minValue` (1) to `maxValue` ' +
          "(the stock), with 'Decrease quantity' / 'Increase quantity' buttons that disable at the bounds. " +
          'In the input, ArrowUp/ArrowDown step; a typed number is clamped when the shopper leaves the field. ' +
          "`onChange` fires per change; the bag's 500 ms debounce is the bag's job.",
      },
    },
  },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Starts at 1 with minus disabled; the buttons step by one and call `onChange` each time. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const { input, decrease, increase } = parts(canvasElement);
    await expect(input).toHaveValue('1');
    await expect(decrease).toBeDisabled();

    await userEvent.click(increase);
    await userEvent.click(increase);
    await userEvent.click(decrease);

    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Keyboard: Tab to the number, ArrowUp/ArrowDown step; the bounds hold. */
export const StepWithArrowKeys: Story = {
  args: { maxValue: 3 },
  play: async ({ args, canvasElement }) => {
    const { input, increase } = parts(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await expect(increase).toBeDisabled();
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** Low stock: plus disables at the stock, with the spec's low-stock line as description. */
export const HittingTheMaximum: Story = {
  args: { maxValue: 3, defaultValue: 2, description: LOW_STOCK_TEXT },
  play: async ({ args, canvasElement }) => {
    const { input, increase } = parts(canvasElement);
    await expect(input).toHaveAccessibleDescription(LOW_STOCK_TEXT);

    await userEvent.click(increase);
    await expect(input).toHaveValue('3');
    await expect(increase).toBeDisabled();

    await userEvent.click(increase);
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Typing more than the stock clamps to the stock when the shopper leaves the field. */
export const TypingClamps: Story = {
  args: { maxValue: 4 },
  play: async ({ args, canvasElement }) => {
    const { input } = parts(canvasElement);

    await userEvent.clear(input);
    await userEvent.type(input, '12');
    blurActiveElement(canvasElement);

    await expect(input).toHaveValue('4');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

/** On a bag line: the label is for screen readers only. */
export const HiddenLabel: Story = {
  args: { labelVisibility: 'hidden', defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);

    await expect(input).toHaveValue('2');
  },
};

/** Invalid: red, thicker border and the error with an alert icon. */
export const Invalid: Story = {
  args: { defaultValue: 3, isInvalid: true, errorMessage: 'The selected quantity exceeds available stock.' },
  play: async ({ canvasElement }) => {
    const { input } = parts(canvasElement);

    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('The selected quantity exceeds available stock.');
  },
};

/** Required: "*" after the label and the input is required. */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(parts(canvasElement).input).toBeRequired();
  },
};

/** Disabled: input and both buttons disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 2 },
  play: async ({ canvasElement }) => {
    const { input, decrease, increase } = parts(canvasElement);

    await expect(input).toBeDisabled();
    await expect(decrease).toBeDisabled();
    await expect(increase).toBeDisabled();
  },
};

/** Sold out (stock 0): nothing can be chosen, so the stepper is disabled. */
export const SoldOut: Story = {
  args: { maxValue: 0, description: 'Sold Out' },
  play: async ({ canvasElement }) => {
    const { input, increase } = parts(canvasElement);

    await expect(input).toHaveValue('0');
    await expect(input).toBeDisabled();
    await expect(increase).toBeDisabled();
  },
};
