import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Radio, RadioGroup } from './RadioGroup';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** Spec 001 §9 length codes: Petite, Regular, Long, Short. */
const lengths = (
  <>
    <Radio value="petite">Petite</Radio>
    <Radio value="regular">Regular</Radio>
    <Radio value="long">Long</Radio>
    <Radio value="short">Short</Radio>
  </>
);

const meta = {
  title: 'Design system/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Length',
    children: lengths,
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `RadioGroup` with `Radio` options (`RadioField` + `RadioButton`, each with an ' +
          'optional description). One Tab stop; the arrow keys move and choose. The chosen option shows a thick ' +
          'ring, so the state does not depend on colour. `orientation` is vertical (default) or horizontal.',
      },
    },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking an option's label chooses it and calls `onChange` with its value. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByText('Regular'));

    await expect(canvas.getByRole('radio', { name: 'Regular' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('regular');
  },
};

/** Keyboard: Tab enters on the chosen option; ArrowDown/ArrowUp move and choose, wrapping at the ends. */
export const ChooseWithArrowKeys: Story = {
  args: { defaultValue: 'regular' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Long' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('long');

    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Short' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Short' })).toHaveFocus();
  },
};

/** Horizontal: options in a row; ArrowRight/ArrowLeft move and choose. */
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'petite' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toBeChecked();

    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Petite' })).toBeChecked();
  },
};

/** Help text for the group and for single options, each linked to what it describes. */
export const WithDescription: Story = {
  args: {
    label: 'Delivery',
    description: 'Choose how you would like your order delivered.',
    defaultValue: 'standard',
    children: (
      <>
        <Radio value="standard" description="Usually 3 to 5 working days">
          Standard delivery
        </Radio>
        <Radio value="next" description="Order before 8pm">
          Next day delivery
        </Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await expect(canvas.getByRole('radiogroup', { name: 'Delivery' })).toHaveAccessibleDescription(
      'Choose how you would like your order delivered.',
    );
    // The option's own description comes first; RAC adds the group's after it.
    await expect(canvas.getByRole('radio', { name: 'Next day delivery' })).toHaveAccessibleDescription(
      /^Order before 8pm/,
    );
  },
};

/** Invalid: red circles and the group's error with an alert icon. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please select a length' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: 'Length' });

    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAccessibleDescription('Please select a length');
  },
};

/** Required: "*" after the label; submitting with nothing chosen shows the error, choosing clears it. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: 'Please select a length' },
  render: (args) => (
    <form
      aria-label="Choose a length"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 16 }}
    >
      <RadioGroup {...args} />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Add to Bag
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Length' })).toHaveAttribute('aria-required', 'true');

    await userEvent.click(canvas.getByRole('button', { name: 'Add to Bag' }));
    await expect(await canvas.findByText('Please select a length')).toBeVisible();

    await userEvent.click(canvas.getByText('Long'));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Bag' }));
    await expect(canvas.queryByText('Please select a length')).toBeNull();
  },
};

/** A disabled option (e.g. out of stock) is skipped by the arrow keys. */
export const DisabledOption: Story = {
  args: {
    defaultValue: 'regular',
    children: (
      <>
        <Radio value="petite">Petite</Radio>
        <Radio value="regular">Regular</Radio>
        <Radio value="long" isDisabled>
          Long
        </Radio>
        <Radio value="short">Short</Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');

    await expect(canvas.getByRole('radio', { name: 'Long' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Short' })).toBeChecked();
  },
};

/** Disabled group: every option disabled; clicks do nothing. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'regular' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByText('Long'));

    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Regular' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
