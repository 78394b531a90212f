import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { REGISTRATION_ERROR_MESSAGE, WEAK_PASSWORD_ERROR } from '@wardrobe/domain-rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';
import { MARKETING_EMAIL_LABEL, PASSWORD_RULE_DESCRIPTION } from './registration-texts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EMAIL_USED = 'An account already exists for this email address.';

function setup(props: Partial<RegistrationFormProps> = {}) {
  const onRegister = vi.fn<RegistrationFormProps['onRegister']>(async () => {});
  const onRegistered = vi.fn();
  render(
    <RegistrationForm
      onRegister={onRegister}
      onRegistered={onRegistered}
      privacyPolicyHref="/privacy-policy"
      termsHref="/website-terms-of-use"
      {...props}
    />,
  );
  return { onRegister, onRegistered };
}

const firstName = () => screen.getByRole('textbox', { name: 'First name' });
const lastName = () => screen.getByRole('textbox', { name: 'Last name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const marketing = () => screen.getByRole('checkbox', { name: MARKETING_EMAIL_LABEL });
const submit = () => screen.getByRole('button', { name: 'Sign Up' });
const alert = () => screen.getByRole('alert');

function fill(values: { first?: string; last?: string; address?: string; secret?: string }) {
  if (values.first !== undefined) fireEvent.change(firstName(), { target: { value: values.first } });
  if (values.last !== undefined) fireEvent.change(lastName(), { target: { value: values.last } });
  if (values.address !== undefined) fireEvent.change(email(), { target: { value: values.address } });
  if (values.secret !== undefined) fireEvent.change(password(), { target: { value: values.secret } });
}

const valid = { first: 'Ada', last: 'Lovelace', address: 'ada@example.com', secret: 'GoodStuff123' };

async function press() {
  await act(async () => {
    fireEvent.click(submit());
  });
}

describe('RegistrationForm', () => {
  it('has the four fields, the password rule and the marketing box ticked from the start', () => {
    setup();
    expect(firstName()).toBeTruthy();
    expect(lastName()).toBeTruthy();
    expect(email().getAttribute('type')).toBe('email');
    expect(password().getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText(PASSWORD_RULE_DESCRIPTION)).toBeTruthy();
    expect((marketing() as HTMLInputElement).checked).toBe(true);
    expect(alert().textContent).toBe('');
  });

  it('asks for every field when all are empty, focuses the first and sends nothing', async () => {
    const { onRegister } = setup();
    await press();
    expect(screen.getByText('First name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Last name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Email cannot be empty')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(firstName().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(firstName());
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('treats names of only spaces as empty', async () => {
    const { onRegister } = setup();
    fill({ ...valid, first: '   ', last: ' ' });
    await press();
    expect(screen.getByText('First name cannot be empty')).toBeTruthy();
    expect(screen.getByText('Last name cannot be empty')).toBeTruthy();
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('shows no error before the first submit', () => {
    setup();
    fill({ first: 'A', address: 'nope' });
    expect(screen.queryByText('First name must be at least 2 characters')).toBeNull();
    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(firstName().getAttribute('aria-invalid')).toBeNull();
  });

  it('needs names of at least 2 characters', async () => {
    const { onRegister } = setup();
    fill({ ...valid, first: ' A ', last: 'L' });
    await press();
    expect(screen.getByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy();
    expect(document.activeElement).toBe(firstName());
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and focuses it', async () => {
    const { onRegister } = setup();
    fill({ ...valid, address: 'ada@exa mple.com' });
    await press();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email());
    expect(onRegister).not.toHaveBeenCalled();
  });

  it.each([
    ['too short', 'abc1234'],
    ['no digit', 'GoodStuffOnly'],
    ['no letter', '12345678'],
    ['a space', 'Good Stuff123'],
  ])('rejects a weak password (%s) and focuses it', async (_, secret) => {
    const { onRegister } = setup();
    fill({ ...valid, secret });
    await press();
    expect(screen.getByText(WEAK_PASSWORD_ERROR)).toBeTruthy();
    expect(document.activeElement).toBe(password());
    expect(onRegister).not.toHaveBeenCalled();
  });

  it('clears a message once the field is corrected', async () => {
    setup();
    fill({ ...valid, first: 'A' });
    await press();
    expect(screen.getByText('First name must be at least 2 characters')).toBeTruthy();
    fill({ first: 'Ad' });
    expect(screen.queryByText('First name must be at least 2 characters')).toBeNull();
  });

  it('sends trimmed names and email, the password as typed and the ticked box', async () => {
    const { onRegister, onRegistered } = setup();
    fill({ first: '  Ada ', last: ' Lovelace  ', address: ' ada@example.com ', secret: 'GoodStuff123' });
    await press();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(onRegister).toHaveBeenCalledWith({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'GoodStuff123',
      preferenceEmail: true,
    });
    expect(alert().textContent).toBe('');
  });

  it('sends preferenceEmail false when the box is unticked', async () => {
    const { onRegister } = setup();
    fill(valid);
    fireEvent.click(marketing());
    expect((marketing() as HTMLInputElement).checked).toBe(false);
    await press();
    await waitFor(() => expect(onRegister).toHaveBeenCalledTimes(1));
    expect(onRegister.mock.calls[0]?.[0]).toMatchObject({ preferenceEmail: false });
  });

  it('is pending while registering and ignores repeat submits', async () => {
    let finish: () => void = () => {};
    const onRegister = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { onRegistered } = setup({ onRegister });
    fill(valid);
    await press();
    await press();
    await act(async () => {
      fireEvent.submit(submit().closest('form') as HTMLFormElement);
    });
    expect(onRegister).toHaveBeenCalledTimes(1);
    expect(submit().getAttribute('aria-disabled') === 'true' || submit().hasAttribute('disabled')).toBe(true);
    expect(onRegistered).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(onRegistered).toHaveBeenCalledTimes(1);
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('shows the server’s used-email message and marks the email until it is edited', async () => {
    const onRegister = vi.fn(async () => {
      throw new Error(EMAIL_USED);
    });
    const { onRegistered } = setup({ onRegister });
    fill(valid);
    await press();
    await waitFor(() => expect(alert().textContent).toBe(EMAIL_USED));
    expect(email().getAttribute('aria-invalid')).toBe('true');
    // The message also sits on the field itself, linked to it.
    expect(email().getAttribute('aria-describedby')).toBeTruthy();
    const describedBy = (email().getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(describedBy).toContain(EMAIL_USED);
    expect(onRegistered).not.toHaveBeenCalled();

    // Editing another field keeps the mark.
    fill({ secret: 'GoodStuff1234' });
    expect(email().getAttribute('aria-invalid')).toBe('true');

    fill({ address: 'ada.l@example.com' });
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryAllByText(EMAIL_USED)).toHaveLength(0);
    expect(alert().textContent).toBe('');
  });

  it('shows the generic text for any other failure, and the email is not marked', async () => {
    const onRegister = vi.fn(async () => {
      throw new Error('Internal Server Error');
    });
    const { onRegistered } = setup({ onRegister });
    fill(valid);
    await press();
    await waitFor(() => expect(alert().textContent).toBe('An error occured. Please try again later.'));
    expect(REGISTRATION_ERROR_MESSAGE).toBe('An error occured. Please try again later.');
    expect(email().getAttribute('aria-invalid')).toBeNull();
    expect(onRegistered).not.toHaveBeenCalled();
  });

  it('can try again after a failure', async () => {
    const onRegister = vi
      .fn<RegistrationFormProps['onRegister']>()
      .mockRejectedValueOnce(new Error('Network down'))
      .mockResolvedValueOnce(undefined);
    const { onRegistered } = setup({ onRegister });
    fill(valid);
    await press();
    await waitFor(() => expect(alert().textContent).toBe(REGISTRATION_ERROR_MESSAGE));
    await press();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledTimes(1));
    expect(onRegister).toHaveBeenCalledTimes(2);
    expect(alert().textContent).toBe('');
  });

  it('uses the submit label it is given', () => {
    setup({ submitLabel: 'Join Now' });
    expect(screen.getByRole('button', { name: 'Join Now' })).toBeTruthy();
  });

  it('links to the terms and the privacy policy in a new tab, saying so', () => {
    setup({ privacyPolicyHref: '/eu/privacy-policy', termsHref: '/eu/website-terms-of-use' });
    const terms = screen.getByRole('link', { name: 'Website Terms of Use (opens in a new tab)' });
    const privacy = screen.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('/eu/website-terms-of-use');
    expect(privacy.getAttribute('href')).toBe('/eu/privacy-policy');
    for (const link of [terms, privacy]) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });
});
