import type { Meta, StoryObj } from '@storybook/react-vite';
import { isValidPassword, requiredMessage, WEAK_PASSWORD_ERROR } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PasswordField } from './PasswordField';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** A password input has no role; find it through its label (a required label also holds the "*"). */
const passwordInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText(/^Password/) as HTMLInputElement;

/** Spec 001 §5 (account creation): at least 8 characters, letters and digits, no whitespace. */
const PASSWORD_RULES = 'At least 8 characters, with a letter and a number, and no spaces.';

const meta = {
  title: 'Design system/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: {
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A password input with a show/hide button inside the field. The button is named ' +
          "'Show password' or 'Hide password' (what pressing does next), and a polite status message confirms " +
          'the change. Pressing it with a pointer leaves focus and caret in the input. `autoComplete` is ' +
          '`current-password` (sign-in) or `new-password` (sign-up).',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign-in: type, show the password (focus stays in the input), hide it again. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');

    await userEvent.type(input, 'goodstuff24');
    await expect(args.onChange).toHaveBeenLastCalledWith('goodstuff24');

    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Your password is visible');

    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveValue('goodstuff24');
  },
};

/** Keyboard: Tab from the input reaches the button; Enter and Space toggle it. */
export const ToggleByKeyboard: Story = {
  args: { defaultValue: 'goodstuff24' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('data-focus-visible');

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Sign-up: the spec's password rules as help text; a weak password shows the error when the field is left. */
export const NewPasswordWithDescription: Story = {
  args: {
    autoComplete: 'new-password',
    description: PASSWORD_RULES,
    validate: (value) => (value === '' || isValidPassword(value) ? null : WEAK_PASSWORD_ERROR),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = passwordInput(canvasElement);
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription(PASSWORD_RULES);

    await userEvent.type(input, 'letters');
    blurActiveElement(canvasElement);

    await expect(await canvas.findByText(WEAK_PASSWORD_ERROR)).toBeVisible();
    await expect(input).toBeInvalid();
  },
};

/** Invalid as given by the caller, with the spec's message. */
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Password cannot be empty' },
  play: async ({ canvasElement }) => {
    const input = passwordInput(canvasElement);

    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Password cannot be empty');
  },
};

/** Required: "*" after the label; submitting the form empty shows the spec's message. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: requiredMessage('Password') },
  render: (args) => (
    <form
      aria-label="Sign in"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 16 }}
    >
      <PasswordField {...args} />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Sign In
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(passwordInput(canvasElement)).toBeRequired();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));

    await expect(await canvas.findByText('Password cannot be empty')).toBeVisible();
    await expect(passwordInput(canvasElement)).toHaveFocus();
  },
};

/** Disabled: input and toggle are both disabled. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'goodstuff24' },
  play: async ({ canvasElement }) => {
    await expect(passwordInput(canvasElement)).toBeDisabled();
    await expect(within(canvasElement).getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
