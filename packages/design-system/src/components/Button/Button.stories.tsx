import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const meta = {
  title: 'Design system/Button',
  component: Button,
  tags: ['autodocs'],
  args: {
    children: 'Add to bag',
    onPress: fn(),
    variant: 'primary',
    size: 'medium',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'tertiary'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    isDisabled: { control: 'boolean' },
    children: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'react-aria-components `Button` with brand styling. Primary is black on teal; secondary is outlined; ' +
          'tertiary is underlined text. The focus ring shows for keyboard focus only.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking calls `onPress` once. */
export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Add to bag' });

    await userEvent.click(button);

    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Tab reaches the button (with a visible focus ring); Enter and Space each press it. */
export const Secondary: Story = {
  args: { variant: 'secondary', children: 'View all offers' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'View all offers' });
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);

    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Text-style button; clicking calls `onPress`. */
export const Tertiary: Story = {
  args: { variant: 'tertiary', children: 'Sign in' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });

    await userEvent.click(button);

    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: exposed as disabled, skipped by Tab, and neither click nor keys call `onPress`. */
export const Disabled: Story = {
  args: { isDisabled: true, children: 'Sold out' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sold out' });
    await expect(button).toBeDisabled();

    await userEvent.click(button);
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter} ');

    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Every variant at every size, for visual review. */
export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, justifyItems: 'start' }}>
      {(['primary', 'secondary', 'tertiary'] as const).map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          {(['small', 'medium', 'large'] as const).map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {`${variant} ${size}`}
            </Button>
          ))}
          <Button {...args} variant={variant} isDisabled>
            {`${variant} disabled`}
          </Button>
        </div>
      ))}
    </div>
  ),
};

/** Loading: a spinner before the label; the button keeps focus but ignores presses until the work is done. */
export const Loading: Story = {
  args: { isPending: true, children: 'Adding to bag' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Adding to bag/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(canvasElement).getByTestId('button-spinner')).toBeVisible();

    await userEvent.click(button);
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A call to action that navigates is a link styled as a button ("Shop now"). */
export const AsLink: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <ButtonLink href="#offers">View All Offers</ButtonLink>
      <ButtonLink href="#new-in" variant="secondary">
        Shop new in
      </ButtonLink>
      <ButtonLink href="#sign-in" variant="tertiary">
        Sign In
      </ButtonLink>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View All Offers' });
    await expect(link).toHaveAttribute('href', '#offers');
    blurActiveElement(canvasElement);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible');
  },
};
