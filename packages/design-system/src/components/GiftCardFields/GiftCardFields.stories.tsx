import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMAIL_ERROR } from '@wardrobe/domain-rules';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { GiftCardFields, type GiftCardFieldsProps } from './GiftCardFields';
import { EMPTY_GIFT_CARD, type GiftCardValues, giftCardEmailsValid } from './giftCard';

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const FILLED: GiftCardValues = {
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam Taylor',
  senderEmail: 'ada@example.com',
  senderName: 'Ada',
  sendDate: '',
  message: 'Happy birthday! Treat yourself.',
};

/** A fixed "today" for the stories (the caller passes the real one): screenshots stay the same every day. */
const TODAY = '2026-03-01';

/**
 * The fields as a product page holds them: its own state, and add-to-bag disabled until both emails are valid
 * (spec 000 §4, `giftCardEmailsValid`). `onChange` is the story's spy.
 */
function StatefulGiftCard({ value: initial, onChange, ...props }: GiftCardFieldsProps) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <GiftCardFields
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <Button isDisabled={props.isDisabled || !giftCardEmailsValid(value)} style={{ justifySelf: 'start' }}>
        Add to bag
      </Button>
    </div>
  );
}

const meta = {
  title: 'Shopping/GiftCardFields',
  component: GiftCardFields,
  tags: ['autodocs'],
  args: { value: EMPTY_GIFT_CARD, onChange: fn(), isDigital: false, messageMaxLength: 200 },
  argTypes: {
    isDigital: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    minSendDate: { control: 'text' },
    messageMaxLength: { control: 'number' },
  },
  render: (args) => <StatefulGiftCard {...args} />,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A gift card's fields on the product page (spec 000 §2–3), in a fieldset 'Gift card details': " +
          'Recipient email, Recipient name, Your email, Your name, a send date for e-gift cards, and Your ' +
          "message (limited, with 'N characters left'). Controlled (`value`/`onChange`), built on `TextField`. " +
          "An email that is not valid shows 'Invalid email address' once the shopper leaves the field; the " +
          'page keeps add-to-bag disabled until both emails are valid (`giftCardEmailsValid`). ' +
          '`giftCardModifierValues` gives the answers keyed by the modifiers’ names.',
      },
    },
  },
} satisfies Meta<typeof GiftCardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing entered: no errors yet, add-to-bag disabled; typing reaches `onChange`. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Gift card details' });
    await expect(within(group).getAllByRole('textbox')).toHaveLength(5);
    await expect(canvas.queryByLabelText('Send date')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add to bag' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      '200 characters left',
    );

    const name = canvas.getByRole('textbox', { name: 'Recipient name' });
    await userEvent.type(name, 'Sam');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_GIFT_CARD, recipientName: 'Sam' });
    await userEvent.clear(name);
    blurActiveElement(canvasElement);
  },
};

/** Every answer valid: add-to-bag is enabled. */
export const Filled: Story = {
  args: { value: FILLED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Recipient email' })).toHaveValue('sam@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Your email' })).toHaveValue('ada@example.com');
    await expect(canvas.queryByText(EMAIL_ERROR)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      `${200 - FILLED.message.length} characters left`,
    );
  },
};

/**
 * A bad email shows 'Invalid email address' once the shopper leaves the field, not while they type; the input
 * is marked invalid and described by the message, and add-to-bag stays disabled.
 */
export const InvalidEmails: Story = {
  args: { value: { ...FILLED, senderEmail: '' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Your email' });
    blurActiveElement(canvasElement);

    await userEvent.click(input);
    await userEvent.type(input, 'ada@example,com');
    await expect(canvas.queryByText(EMAIL_ERROR)).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');

    await userEvent.tab();

    await expect(await canvas.findByText(EMAIL_ERROR)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(EMAIL_ERROR);
    await expect(canvas.getByRole('button', { name: 'Add to bag' })).toBeDisabled();

    // The recipient's email too.
    const recipient = canvas.getByRole('textbox', { name: 'Recipient email' });
    await userEvent.clear(recipient);
    await userEvent.type(recipient, 'sam.example.com');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getAllByText(EMAIL_ERROR)).toHaveLength(2));
    await expect(recipient).toHaveAttribute('aria-invalid', 'true');
    blurActiveElement(canvasElement);
  },
};

/** An e-gift card: the send date shows, from today on (the caller passes today). */
export const EGiftCard: Story = {
  args: { value: { ...FILLED, sendDate: '2026-03-14' }, isDigital: true, minSendDate: TODAY },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const date = canvas.getByLabelText('Send date');
    await expect(date).toHaveAttribute('type', 'date');
    await expect(date).toHaveAttribute('min', TODAY);
    await expect(date).toHaveValue('2026-03-14');
    await expect(canvas.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
  },
};

/** Disabled while the page is busy: every field greyed and skipped by Tab. */
export const Disabled: Story = {
  args: { value: FILLED, isDigital: true, minSendDate: TODAY, isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
    await expect(canvas.getByLabelText('Send date')).toBeDisabled();
  },
};
