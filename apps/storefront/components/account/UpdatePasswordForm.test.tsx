import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newPasswordErrors, UpdatePasswordForm } from './UpdatePasswordForm';

// The form as the reset mail's link opens it for a token the page found valid (UK: no prefix, channel 1).
const UK = { code: 'en', prefix: '', currency: 'GBP', channelId: 1 } as const;
const TOKEN = 'tok-abc_123';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

// Password inputs have no textbox role: found by their labels.
const password = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const confirm = () => screen.getByLabelText(/^Confirm new password/) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Change my password' });
const errorOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id))
    .filter((node) => node !== null && !/^At least/.test(node.textContent ?? ''))
    .map((node) => node?.textContent ?? '')
    .join(' ')
    .trim();

async function send(newPassword: string, confirmation: string) {
  fireEvent.change(password(), { target: { value: newPassword } });
  fireEvent.change(confirm(), { target: { value: confirmation } });
  await act(async () => {
    fireEvent.click(submit());
  });
}

describe('newPasswordErrors', () => {
  it('follows domain-rules: empty, weak, then identical', () => {
    expect(newPasswordErrors('', '')).toEqual({ password: 'Password cannot be empty' });
    expect(newPasswordErrors('short1', 'short1').password).toMatch(/^Password must be at least 8 characters/);
    expect(newPasswordErrors('GoodStuff123', 'GoodStuff12')).toEqual({
      confirm: 'Passwords need to be identical.',
    });
    expect(newPasswordErrors('GoodStuff123', 'GoodStuff123')).toEqual({});
  });
});

describe('UpdatePasswordForm', () => {
  it('refuses an empty password, a weak one and a different confirmation, and sends nothing', async () => {
    render(<UpdatePasswordForm market={UK} token={TOKEN} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Change password' })).toBeTruthy();

    await send('', '');
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(password())).toBe('Password cannot be empty');
    expect(document.activeElement).toBe(password());

    await send('password', 'password');
    expect(errorOf(password())).toBe(
      'Password must be at least 8 characters and contain a letter and a number, with no spaces',
    );

    await send('GoodStuff123', 'GoodStuff124');
    expect(password().hasAttribute('aria-invalid')).toBe(false);
    expect(confirm().getAttribute('aria-invalid')).toBe('true');
    expect(errorOf(confirm())).toBe('Passwords need to be identical.');
    expect(document.activeElement).toBe(confirm());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the new password with the token, then says so with a link to sign in', async () => {
    fetchMock.mockResolvedValue(answer(200, { is_valid: true }));
    render(<UpdatePasswordForm market={UK} token={TOKEN} />);
    await send('GoodStuff123', 'GoodStuff123');

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bigcommerce/resetPassword');
    expect(JSON.parse(String(init.body))).toEqual([{ token: TOKEN, password: 'GoodStuff123' }]);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('says the link is not valid when the token was used or expired meanwhile', async () => {
    fetchMock.mockResolvedValue(answer(200, { is_valid: false }));
    render(<UpdatePasswordForm market={UK} token={TOKEN} />);
    await send('GoodStuff123', 'GoodStuff123');
    expect(screen.getByText(/^The link you have clicked is not valid/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });

  it('keeps the form and shows the server error when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer(503, { message: 'busy', statusCode: 503 }));
    render(<UpdatePasswordForm market={UK} token={TOKEN} />);
    await send('GoodStuff123', 'GoodStuff123');
    expect(screen.getByRole('alert').textContent).toBe('Server error occurred, try again later');
    expect(password().value).toBe('GoodStuff123');
  });
});
