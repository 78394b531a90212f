import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_ERROR } from '@wardrobe/domain-rules';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GiftCardFields, type GiftCardFieldsProps } from './GiftCardFields';
import {
  charactersLeftText,
  EMPTY_GIFT_CARD,
  formatSendDate,
  GIFT_CARD_LABELS,
  type GiftCardValues,
  giftCardEmailsValid,
  giftCardModifierValues,
  isSendDateTooEarly,
  sendDateErrorText,
} from './giftCard';

afterEach(cleanup);

const FILLED: GiftCardValues = {
  recipientEmail: 'sam@example.com',
  recipientName: 'Sam',
  senderEmail: 'ada@example.com',
  senderName: 'Ada',
  sendDate: '2026-03-14',
  message: 'Happy birthday!',
};

/** The fields with their own state, as a product page holds them; `onChange` spies on every change. */
function Harness({
  initial = EMPTY_GIFT_CARD,
  onChange,
  ...props
}: Omit<GiftCardFieldsProps, 'value' | 'onChange'> & {
  initial?: GiftCardValues;
  onChange?: (next: GiftCardValues) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <GiftCardFields
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

describe('GiftCardFields', () => {
  it("is a fieldset named 'Gift card details' with the fields in the spec's order", () => {
    render(<Harness />);

    const group = screen.getByRole('group', { name: 'Gift card details' });
    expect(group.tagName).toBe('FIELDSET');
    expect(within(group).getAllByRole('textbox')).toHaveLength(5);
    expect(
      within(group)
        .getAllByRole('textbox')
        .map((input) => ((input as HTMLInputElement).labels?.[0]?.textContent ?? '').replace('*', '')),
    ).toEqual(['Recipient email', 'Recipient name', 'Your email', 'Your name', 'Your message']);
  });

  it('passes every change to onChange with the other answers kept', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);

    await user.type(box('Recipient email'), 'sam@example.com');
    await user.type(box('Recipient name'), 'Sam');
    await user.type(box('Your email'), 'ada@example.com');
    await user.type(box('Your name'), 'Ada');
    await user.type(box('Your message'), 'Happy{Enter}birthday');

    expect(onChange).toHaveBeenLastCalledWith({
      recipientEmail: 'sam@example.com',
      recipientName: 'Sam',
      senderEmail: 'ada@example.com',
      senderName: 'Ada',
      sendDate: '',
      message: 'Happy\nbirthday',
    });
  });

  it('is controlled: it shows the value it is given', () => {
    const onChange = vi.fn();
    render(<GiftCardFields value={FILLED} onChange={onChange} isDigital />);

    expect((box('Recipient email') as HTMLInputElement).value).toBe('sam@example.com');
    expect((box('Your message') as HTMLTextAreaElement).value).toBe('Happy birthday!');
    expect((screen.getByLabelText('Send date') as HTMLInputElement).value).toBe('2026-03-14');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses email inputs with the right autofill, and marks both emails and names required', () => {
    render(<Harness />);

    expect(box('Recipient email').getAttribute('type')).toBe('email');
    expect(box('Your email').getAttribute('type')).toBe('email');
    expect(box('Your email').getAttribute('autocomplete')).toBe('email');
    expect(box('Your name').getAttribute('autocomplete')).toBe('name');
    expect(box('Recipient email').getAttribute('autocomplete')).toBe('off');
    for (const name of ['Recipient email', 'Recipient name', 'Your email', 'Your name']) {
      expect((box(name) as HTMLInputElement).required).toBe(true);
    }
    expect((box('Your message') as HTMLTextAreaElement).required).toBe(false);
  });

  it("shows 'Invalid email address' only once the shopper leaves a bad email, linked to the input", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = box('Recipient email');

    await user.type(input, 'sam@example,com');
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    await user.tab();

    const error = screen.getByText(EMAIL_ERROR);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.parentElement?.id);
  });

  it('clears the error once the email is fixed and left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = box('Your email');

    await user.type(input, 'ada@');
    await user.tab();
    expect(screen.getByText(EMAIL_ERROR)).toBeTruthy();

    await user.type(input, 'example.com');
    await user.tab();
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('checks each email on its own', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.type(box('Recipient email'), 'sam@example.com');
    await user.tab();
    await user.type(box('Your email'), 'not an email');
    await user.tab();

    expect(screen.getAllByText(EMAIL_ERROR)).toHaveLength(1);
    expect(box('Recipient email').hasAttribute('aria-invalid')).toBe(false);
    expect(box('Your email').getAttribute('aria-invalid')).toBe('true');
  });

  it("says a required field emptied and left '… cannot be empty'", async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.type(box('Recipient name'), 'Sam');
    await user.tab();
    await user.type(box('Recipient email'), 'sam@example.com');
    await user.tab();
    expect(screen.queryByText(/cannot be empty/)).toBeNull();

    await user.clear(box('Recipient name'));
    await user.tab();
    await user.clear(box('Recipient email'));
    await user.tab();

    expect(screen.getByText('Recipient name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Recipient email cannot be empty')).toBeTruthy();
  });

  it('shows nothing when an empty field is only visited', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(box('Recipient email'));
    await user.tab();
    await user.tab();

    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    expect(screen.queryByText(/cannot be empty/)).toBeNull();
  });

  it('hides the send date unless the card is digital', () => {
    const { rerender } = render(<GiftCardFields value={FILLED} onChange={() => {}} />);
    expect(screen.queryByLabelText('Send date')).toBeNull();

    rerender(<GiftCardFields value={FILLED} onChange={() => {}} isDigital={false} />);
    expect(screen.queryByLabelText('Send date')).toBeNull();

    rerender(<GiftCardFields value={FILLED} onChange={() => {}} isDigital minSendDate="2026-03-01" />);
    const date = screen.getByLabelText('Send date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe('2026-03-01');
  });

  it('passes a picked send date to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} isDigital minSendDate="2026-03-01" />);

    await user.type(screen.getByLabelText('Send date'), '2026-03-20');

    expect(onChange).toHaveBeenLastCalledWith({ ...EMPTY_GIFT_CARD, sendDate: '2026-03-20' });
  });

  it('refuses a send date before the earliest one', async () => {
    const user = userEvent.setup();
    render(<Harness isDigital minSendDate="2026-03-01" />);
    const date = screen.getByLabelText('Send date');

    await user.type(date, '2026-02-27');
    await user.tab();

    expect(screen.getByText('Choose 1 March 2026 or a later date')).toBeTruthy();
    expect(date.getAttribute('aria-invalid')).toBe('true');
  });

  it('says how many characters the message has left and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<Harness messageMaxLength={10} />);
    const message = box('Your message') as HTMLTextAreaElement;

    expect(message).toHaveProperty('maxLength', 10);
    expect(message.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('10 characters left')).toBeTruthy();

    await user.type(message, 'Hi there!');
    expect(screen.getByText('1 character left')).toBeTruthy();

    await user.type(message, '!!!');
    expect(message.value).toBe('Hi there!!');
    expect(screen.getByText('0 characters left')).toBeTruthy();
  });

  it('defaults to 200 characters', () => {
    render(<Harness />);

    expect(screen.getByText('200 characters left')).toBeTruthy();
    expect((box('Your message') as HTMLTextAreaElement).maxLength).toBe(200);
  });

  it('disables every field', () => {
    render(<Harness isDisabled isDigital />);

    for (const input of screen.getAllByRole('textbox'))
      expect((input as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByLabelText('Send date') as HTMLInputElement).disabled).toBe(true);
  });

  it('keeps every answer typed before the page’s script arrived, and checks the emails left', async () => {
    // The server's HTML is in the page and the shopper fills it in; only then does React hydrate it.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    const typed: [string, string][] = [
      [GIFT_CARD_LABELS.recipientEmail, 'not-an-email'],
      [GIFT_CARD_LABELS.recipientName, 'Grace'],
      [GIFT_CARD_LABELS.senderEmail, 'ada@example.com'],
      [GIFT_CARD_LABELS.senderName, 'Ada'],
      [GIFT_CARD_LABELS.message, 'Happy birthday!'],
    ];
    for (const [label, text] of typed)
      (within(container).getByLabelText(label, { exact: false }) as HTMLInputElement).value = text;
    const onChange = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Harness onChange={onChange} />);
    });

    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_GIFT_CARD,
      recipientEmail: 'not-an-email',
      recipientName: 'Grace',
      senderEmail: 'ada@example.com',
      senderName: 'Ada',
      message: 'Happy birthday!',
    });
    for (const [label, text] of typed) expect((box(label) as HTMLInputElement).value).toBe(text);
    expect(screen.getAllByText(EMAIL_ERROR)).toHaveLength(1);
    expect(box(GIFT_CARD_LABELS.recipientEmail).getAttribute('aria-invalid')).toBe('true');
    act(() => root?.unmount());
    container.remove();
  });
});

describe('giftCardModifierValues', () => {
  it('keys the answers by the modifiers’ display names', () => {
    expect(giftCardModifierValues(FILLED)).toEqual({
      'Recipient email': 'sam@example.com',
      'Recipient name': 'Sam',
      'Your email': 'ada@example.com',
      'Your name': 'Ada',
      'Send date': '2026-03-14',
      'Your message': 'Happy birthday!',
    });
    expect(Object.keys(giftCardModifierValues(FILLED))).toEqual(Object.values(GIFT_CARD_LABELS));
  });

  it('leaves blank answers out', () => {
    expect(giftCardModifierValues({ ...FILLED, sendDate: '', message: '   ' })).toEqual({
      'Recipient email': 'sam@example.com',
      'Recipient name': 'Sam',
      'Your email': 'ada@example.com',
      'Your name': 'Ada',
    });
    expect(giftCardModifierValues(EMPTY_GIFT_CARD)).toEqual({});
  });
});

describe('giftCardEmailsValid', () => {
  it('needs both emails valid (spec 000 §4: add-to-bag disabled otherwise)', () => {
    expect(giftCardEmailsValid(FILLED)).toBe(true);
    expect(giftCardEmailsValid({ ...FILLED, recipientEmail: '' })).toBe(false);
    expect(giftCardEmailsValid({ ...FILLED, senderEmail: 'ada@example,com' })).toBe(false);
    expect(giftCardEmailsValid(EMPTY_GIFT_CARD)).toBe(false);
  });
});

describe('helpers', () => {
  it('counts characters left', () => {
    expect(charactersLeftText(200)).toBe('200 characters left');
    expect(charactersLeftText(1)).toBe('1 character left');
    expect(charactersLeftText(0)).toBe('0 characters left');
    expect(charactersLeftText(-3)).toBe('0 characters left');
  });

  it('formats and compares send dates without a clock', () => {
    expect(formatSendDate('2026-03-01')).toBe('1 March 2026');
    expect(formatSendDate('2026-02-30')).toBe('');
    expect(formatSendDate('')).toBe('');
    expect(sendDateErrorText('2026-12-25')).toBe('Choose 25 December 2026 or a later date');
    expect(isSendDateTooEarly('2026-02-28', '2026-03-01')).toBe(true);
    expect(isSendDateTooEarly('2026-03-01', '2026-03-01')).toBe(false);
    expect(isSendDateTooEarly('', '2026-03-01')).toBe(false);
    expect(isSendDateTooEarly('2020-01-01', undefined)).toBe(false);
  });

  it('starts empty', () => {
    expect(EMPTY_GIFT_CARD).toEqual({
      recipientEmail: '',
      recipientName: '',
      senderEmail: '',
      senderName: '',
      sendDate: '',
      message: '',
    });
  });
});
