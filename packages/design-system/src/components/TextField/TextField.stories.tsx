import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMAIL_ERROR, isValidEmail, requiredMessage } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

/** Spec 000 §5 / 001 §5: the email pattern and its message; an empty optional field is not checked. */
const validateEmail = (value: string) => (value === '' || isValidEmail(value) ? null : EMAIL_ERROR);

const meta = {
  title: 'Design system/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: {
    label: 'Email address',
    type: 'email',
    autoComplete: 'email',
    onChange: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    placeholder: { control: 'text' },
    labelVisibility: { control: 'inline-radio', options: ['visible', 'hidden'] },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    multiline: { control: 'boolean' },
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
          'A labelled text input built on react-aria-components `TextField` (`Label`, `Input` or `TextArea`, ' +
          '`Text slot="description"`, `FieldError`). Required fields show "*" and are `required`/`aria-required`. ' +
          'Errors show after the shopper leaves a changed field or submits the form, with an alert icon, and are ' +
          "linked to the input. Callers pass the spec's messages, e.g. 'Invalid email address'.",
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing calls `onChange` with the text. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });

    await userEvent.type(input, 'ada@example.com');

    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenLastCalledWith('ada@example.com');
  },
};

/** Help text under the field, read after the label. */
export const WithDescription: Story = {
  args: { description: 'We will send your order confirmation here.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });

    await expect(input).toHaveAccessibleDescription('We will send your order confirmation here.');
  },
};

/** Invalid as given by the caller: red, thicker border and the message with an alert icon. */
export const Invalid: Story = {
  args: { defaultValue: 'ada@example', isInvalid: true, errorMessage: EMAIL_ERROR },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });

    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(EMAIL_ERROR);
  },
};

/** An invalid email shows 'Invalid email address' once the shopper leaves the field; fixing it clears the error. */
export const ValidatesEmail: Story = {
  args: { validate: validateEmail },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    blurActiveElement(canvasElement);

    await userEvent.click(input);
    await userEvent.type(input, 'ada@example,com');
    await userEvent.tab();
    await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
    await expect(input).toBeInvalid();

    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.com');
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText(EMAIL_ERROR)).toBeNull());
    await expect(input).toBeValid();
  },
};

/** Required: "*" after the label; submitting the form empty shows the spec's message and focuses the field. */
export const Required: Story = {
  args: {
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    isRequired: true,
    errorMessage: requiredMessage('First name'),
  },
  render: (args) => (
    <form
      aria-label="Your details"
      onSubmit={(event) => event.preventDefault()}
      style={{ display: 'grid', gap: 16 }}
    >
      <TextField {...args} />
      <Button type="submit" style={{ justifySelf: 'start' }}>
        Continue
      </Button>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toBeRequired();

    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));

    await expect(await canvas.findByText('First name cannot be empty')).toBeVisible();
    await expect(input).toHaveFocus();
  },
};

/** Disabled: greyed, exposed as disabled and skipped by Tab. */
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email address' });
    blurActiveElement(canvasElement);

    await userEvent.tab();

    await expect(input).toBeDisabled();
    await expect(input).not.toHaveFocus();
  },
};

/** A multi-line field, e.g. a gift card's 'Your message'; Enter starts a new line. */
export const Multiline: Story = {
  args: { label: 'Your message', type: undefined, autoComplete: 'off', multiline: true, rows: 4 },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Your message' });

    await userEvent.type(area, 'Happy birthday!{Enter}Love, Sam');

    await expect(area).toHaveValue('Happy birthday!\nLove, Sam');
  },
};
