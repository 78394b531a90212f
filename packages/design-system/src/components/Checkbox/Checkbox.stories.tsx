import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox, CheckboxGroup } from './Checkbox';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const meta = {
  title: 'Design system/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: {
    children: 'Email me about offers and new arrivals',
    onChange: fn(),
  },
  argTypes: {
    children: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    isSelected: { control: 'boolean' },
    isIndeterminate: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `CheckboxField` + `CheckboxButton` with a drawn 24 px box: a check mark when ' +
          'ticked, a minus when indeterminate. The whole 44 px row (box and label) toggles it; Space toggles it ' +
          'from the keyboard. `CheckboxGroup` labels a set of checkboxes and holds their values.',
      },
    },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking the label ticks the box and calls `onChange(true)`; again unticks it. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me about offers and new arrivals' });

    await userEvent.click(canvas.getByText('Email me about offers and new arrivals'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Ticked from the start (the registration form preselects the marketing email box, spec 001 §5). */
export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

/** Keyboard: Tab focuses it with a visible ring; Space toggles. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');

    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Help text under the label, linked to the checkbox. */
export const WithDescription: Story = {
  args: { description: 'You can unsubscribe at any time.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toHaveAccessibleDescription(
      'You can unsubscribe at any time.',
    );
  },
};

/** Invalid: red box border and the error with an alert icon. */
export const Invalid: Story = {
  args: {
    children: 'I accept the terms and conditions',
    isInvalid: true,
    errorMessage: 'Please accept the terms and conditions',
  },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');

    await expect(checkbox).toBeInvalid();
    await expect(checkbox).toHaveAccessibleDescription('Please accept the terms and conditions');
  },
};

/** Required: "*" after the label; submitting the form unticked shows the error, ticking it clears it. */
export const Required: Story = {
  args: {
    children: 'I accept the terms and conditions',
    isRequired: true,
    errorMessage: 'Please accept the terms and conditions',
  },
  render: (args) => (
    <form
      aria-label="Create account"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 16 }}
    >
      <Checkbox {...args} />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Join Now
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    await expect(checkbox).toBeRequired();

    await userEvent.click(canvas.getByRole('button', { name: 'Join Now' }));
    await expect(await canvas.findByText('Please accept the terms and conditions')).toBeVisible();

    await userEvent.click(checkbox);
    await userEvent.click(canvas.getByRole('button', { name: 'Join Now' }));
    await expect(canvas.queryByText('Please accept the terms and conditions')).toBeNull();
  },
};

/** Disabled, unticked and ticked: exposed as disabled; clicks do nothing. */
export const Disabled: Story = {
  args: { isDisabled: true },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args}>Gift wrap (unavailable)</Checkbox>
      <Checkbox {...args} defaultSelected>
        Standard delivery
      </Checkbox>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const giftWrap = canvas.getByRole('checkbox', { name: 'Gift wrap (unavailable)' });

    await userEvent.click(canvas.getByText('Gift wrap (unavailable)'));

    await expect(giftWrap).toBeDisabled();
    await expect(giftWrap).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

const sizes = ['S', 'M', 'L'] as const;

/** "All sizes" is indeterminate while some sizes are ticked; ticking it ticks them all. */
export const Indeterminate: Story = {
  render: function IndeterminateStory() {
    const [ticked, setTicked] = useState<string[]>(['M']);
    const all = ticked.length === sizes.length;
    return (
      <div style={{ display: 'grid' }}>
        <Checkbox
          isSelected={all}
          isIndeterminate={ticked.length > 0 && !all}
          onChange={(selected) => setTicked(selected ? [...sizes] : [])}
        >
          All sizes
        </Checkbox>
        <div style={{ paddingInlineStart: 36 }}>
          <CheckboxGroup label="Sizes" labelVisibility="hidden" value={ticked} onChange={setTicked}>
            {sizes.map((size) => (
              <Checkbox key={size} value={size}>
                {size}
              </Checkbox>
            ))}
          </CheckboxGroup>
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const allSizes = canvas.getByRole('checkbox', { name: 'All sizes' }) as HTMLInputElement;
    await expect(allSizes.indeterminate).toBe(true);

    await userEvent.click(allSizes);
    await expect(allSizes).toBeChecked();
    await expect(allSizes.indeterminate).toBe(false);
    for (const size of sizes) await expect(canvas.getByRole('checkbox', { name: size })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'L' }));
    await expect(allSizes.indeterminate).toBe(true);
  },
};

/** A labelled group (e.g. a size filter); its value lists the ticked boxes. Horizontal layout shown too. */
export const Group: Story = {
  render: function GroupStory() {
    const [value, setValue] = useState<string[]>([]);
    return (
      <div style={{ display: 'grid', gap: 24 }}>
        <CheckboxGroup
          label="Size"
          description="Choose all that fit."
          value={value}
          onChange={setValue}
          orientation="horizontal"
        >
          {['XS', 'S', 'M', 'L', 'XL'].map((size) => (
            <Checkbox key={size} value={size} isDisabled={size === 'XS'}>
              {size}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <output aria-label="Chosen sizes">{value.join(', ')}</output>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Size' });

    await userEvent.click(within(group).getByRole('checkbox', { name: 'M' }));
    await userEvent.click(within(group).getByRole('checkbox', { name: 'XL' }));

    await expect(canvas.getByLabelText('Chosen sizes')).toHaveTextContent('M, XL');
    await expect(within(group).getByRole('checkbox', { name: 'XS' })).toBeDisabled();
  },
};

/** A required group: submitting with nothing ticked shows one error for the group. */
export const GroupInvalid: Story = {
  render: () => (
    <form
      aria-label="Preferences"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 16 }}
    >
      <CheckboxGroup label="Contact me by" isRequired errorMessage="Choose at least one way to contact you">
        <Checkbox value="email">Email</Checkbox>
        <Checkbox value="post">Post</Checkbox>
      </CheckboxGroup>
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Save
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));

    await expect(await canvas.findByText('Choose at least one way to contact you')).toBeVisible();
  },
};
