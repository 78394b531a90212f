import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordForm } from './ForgotPasswordForm';

// The form as a shopper meets it on /eu/forgot-password: the browser's commerce client posts to the middleware
// with `fetch`, which these tests stand in for.
const EU = { code: 'eu', prefix: '/eu', currency: 'EUR', channelId: 2 } as const;

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

const email = () => screen.getByRole('textbox', { name: /^Email address/ }) as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Reset my password' });
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function send(value: string) {
  fireEvent.change(email(), { target: { value } });
  await act(async () => {
    fireEvent.click(submit());
  });
}

describe('ForgotPasswordForm', () => {
  it('shows the heading, a required email field, the button and the Customer Care link of the market', () => {
    render(<ForgotPasswordForm market={EU} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeTruthy();
    expect(email().getAttribute('aria-required')).toBe('true');
    expect(email().type).toBe('email');
    expect(submit()).toBeTruthy();
    const care = screen.getByRole('link', { name: 'Contact our Customer Care Team' });
    expect(care.getAttribute('href')).toBe('/eu/contact-us');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('asks for the email address, then for a valid one, and sends nothing until it is', async () => {
    render(<ForgotPasswordForm market={EU} />);
    await send('');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(description(email())).toBe('Email address cannot be empty');
    expect(document.activeElement).toBe(email());

    await send('not-an-email');
    expect(description(email())).toBe('Invalid email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the EU channel to send the reset mail, then says the request was received', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    render(<ForgotPasswordForm market={EU} />);
    await send('  alex@example.com ');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/bigcommerce/requestResetPassword');
    expect(JSON.parse(String(init.body))).toEqual([{ email: 'alex@example.com' }]);
    expect(new Headers(init.headers).get('x-bigcommerce-channel-id')).toBe('2');

    const heading = await screen.findByRole('heading', { level: 1, name: 'We have received your request' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/may take up to 10 minutes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/eu');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the form and shows the server error in an alert when the request fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(answer(500, { message: 'boom', statusCode: 500 }));
    render(<ForgotPasswordForm market={EU} />);
    await send('alex@example.com');

    expect(screen.getByRole('alert').textContent).toBe('Server error occurred, try again later');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgotten your password?' })).toBeTruthy();
    expect(email().value).toBe('alex@example.com');
    expect(screen.queryByText('We have received your request')).toBeNull();

    // A falsy answer is a failure too (spec 001 §7 "truthy/falsy").
    fetchMock.mockResolvedValue(answer(200, { success: false }));
    await send('alex@example.com');
    expect(screen.getByRole('alert').textContent).toBe('Server error occurred, try again later');
  });

  it('in the side panel: no heading of its own, then the answer under the panel title, and Continue Shopping closes it', async () => {
    fetchMock.mockResolvedValue(answer(200, { success: true }));
    const onContinue = vi.fn();
    render(<ForgotPasswordForm market={EU} onContinue={onContinue} />);
    expect(screen.queryByRole('heading')).toBeNull();
    await send('alex@example.com');

    const heading = await screen.findByRole('heading', { level: 3, name: 'We have received your request' });
    expect(document.activeElement).toBe(heading);
    const home = screen.getByRole('link', { name: 'Continue Shopping' });
    expect(home.getAttribute('href')).toBe('/eu');
    // A plain click is the link's own navigation: jsdom does not navigate, the panel's close is what is seen here.
    home.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(home);
    expect(onContinue).toHaveBeenCalledTimes(1);
  });
});
