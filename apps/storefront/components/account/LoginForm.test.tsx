import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LOGIN_ERROR_MESSAGES } from '@wardrobe/domain-rules';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccount } from '../../lib/account/store';
import { LOGIN_FIELDS_REQUIRED, LoginForm } from './LoginForm';
import { signInTarget } from './SignInPage';

// The form as a shopper meets it on `/login`: the session store posts to the middleware with `fetch`, which these
// tests answer as the middleware would.
type Handler = (operation: string, args: unknown[]) => Response;
let handler: Handler;
let calls: string[];
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const customer = {
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '',
  date_created: '2026-01-01T00:00:00Z',
  accepts_product_review_abandoned_cart_emails: false,
  form_fields: [],
};

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const operation = String(input).split('/').pop() ?? '';
      calls.push(operation);
      return handler(operation, JSON.parse(String(init?.body ?? '[]')) as unknown[]);
    }),
  );
  useAccount.setState({
    market: { code: 'en', channelId: 1, currency: 'GBP' },
    customer: undefined,
    signedIn: false,
    errors: {},
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const email = () => screen.getByRole('textbox', { name: 'Email' });
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Sign In' });
const alert = () => screen.getByRole('alert');

function fill(address: string, secret: string) {
  fireEvent.change(email(), { target: { value: address } });
  fireEvent.change(password(), { target: { value: secret } });
}

async function press() {
  await act(async () => {
    fireEvent.click(submit());
  });
}

describe('LoginForm', () => {
  it('asks for both fields when both are empty, and sends nothing', async () => {
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={vi.fn()} />);
    await press();
    expect(alert().textContent).toBe(LOGIN_FIELDS_REQUIRED);
    expect(calls).toEqual([]);
  });

  it("shows each field's message: an invalid email, an empty password", async () => {
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={vi.fn()} />);
    fill('not-an-email', '');
    await press();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("shows the spec's text for a wrong password and stays signed out", async () => {
    handler = (operation) =>
      operation === 'loginCustomer'
        ? answer(200, { is_valid: false, errorMessage: 'Invalid credentials' })
        : answer(200, {});
    const onSignedIn = vi.fn();
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={onSignedIn} />);
    fill('ada@example.com', 'wrong-pass1');
    await press();
    await waitFor(() => expect(alert().textContent).toBe(LOGIN_ERROR_MESSAGES.invalid));
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(useAccount.getState().signedIn).toBe(false);
    // A guest's wrong password does not end a session nobody had (their bag stays theirs).
    expect(calls).toEqual(['loginCustomer']);
  });

  it('disables submit on a locked account until the email is edited', async () => {
    handler = () => answer(200, { is_valid: false, errorMessage: LOGIN_ERROR_MESSAGES.locked });
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={vi.fn()} />);
    fill('ada@example.com', 'wrong-pass1');
    await press();
    await waitFor(() => expect(alert().textContent).toBe(LOGIN_ERROR_MESSAGES.locked));
    expect(submit().hasAttribute('disabled') || submit().getAttribute('aria-disabled') === 'true').toBe(true);
    fireEvent.change(password(), { target: { value: 'another-pass1' } });
    expect(alert().textContent).toBe(LOGIN_ERROR_MESSAGES.locked);
    fireEvent.change(email(), { target: { value: 'ada.l@example.com' } });
    expect(alert().textContent).toBe('');
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('shows the server’s throttling answer as it words it', async () => {
    handler = () => answer(429, { message: 'Too many attempts. Try again in 60 seconds.', statusCode: 429 });
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={vi.fn()} />);
    fill('ada@example.com', 'GoodStuff123');
    await press();
    await waitFor(() => expect(alert().textContent).toBe('Too many attempts. Try again in 60 seconds.'));
  });

  it('shows the sandbox’s throttling text plainly, keeps the shopper signed out and lets them try again later', async () => {
    // The sandbox's answer (issue 20 item 11): 429, Retry-After, and how long to wait in words.
    const text = 'Too many sign-in attempts. Please wait 2 minutes and try again.';
    handler = () =>
      new Response(JSON.stringify({ message: text, statusCode: 429 }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '120' },
      });
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={vi.fn()} />);
    fill('ada@example.com', 'GoodStuff123');
    await press();
    await waitFor(() => expect(alert().textContent).toBe(text));
    expect(useAccount.getState()).toMatchObject({ signedIn: false, customer: undefined });
    // Not a lock: submit stays enabled, and the next try goes to the server.
    expect(submit().hasAttribute('disabled')).toBe(false);
    handler = () => answer(200, { is_valid: false, errorMessage: 'Invalid credentials' });
    await press();
    await waitFor(() => expect(alert().textContent).toBe(LOGIN_ERROR_MESSAGES.invalid));
    expect(calls.filter((c) => c === 'loginCustomer')).toHaveLength(2);
  });

  it('signs in: the customer is synced, `login` is pushed and the form hands the customer on', async () => {
    handler = (operation) => {
      if (operation === 'loginCustomer') {
        // biome-ignore lint/suspicious/noDocumentCookie: stands in for the middleware's Set-Cookie.
        document.cookie = 'wardrobe-logged-in=1; path=/';
        return answer(200, { is_valid: true });
      }
      if (operation === 'syncCustomer') return answer(200, { data: [customer] });
      return answer(200, {});
    };
    const dataLayer: unknown[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dataLayer;
    const onSignedIn = vi.fn();
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={onSignedIn} />);
    fill('ada@example.com', 'GoodStuff123');
    await press();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ id: 7, first_name: 'Ada' });
    expect(useAccount.getState()).toMatchObject({ signedIn: true, customer: { email: 'ada@example.com' } });
    expect(dataLayer).toContainEqual({ event: 'login', method: 'email' });
    expect(calls.slice(0, 2)).toEqual(['loginCustomer', 'syncCustomer']);
    // biome-ignore lint/suspicious/noDocumentCookie: signs the page out again for the next test.
    document.cookie = 'wardrobe-logged-in=0; path=/';
  });

  it('creates the loyalty profile of a customer who has none yet, before the bag becomes theirs', async () => {
    handler = (operation) => {
      if (operation === 'loginCustomer') {
        // biome-ignore lint/suspicious/noDocumentCookie: stands in for the middleware's Set-Cookie.
        document.cookie = 'wardrobe-logged-in=1; path=/';
        return answer(200, { is_valid: true });
      }
      if (operation === 'syncCustomer') return answer(200, { data: [customer] });
      if (operation === 'getCustomerProfile') return answer(404, { message: 'Not found', statusCode: 404 });
      return answer(200, {});
    };
    const onSignedIn = vi.fn();
    render(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={onSignedIn} />);
    fill('ada@example.com', 'GoodStuff123');
    await press();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(calls.slice(0, 4)).toEqual([
      'loginCustomer',
      'syncCustomer',
      'getCustomerProfile',
      'updateCustomerProfile',
    ]);
    // biome-ignore lint/suspicious/noDocumentCookie: signs the page out again for the next test.
    document.cookie = 'wardrobe-logged-in=0; path=/';
  });

  it('is not submittable in the server HTML: a press before the script runs cannot send the password in a GET', () => {
    const html = renderToString(<LoginForm forgotPasswordHref="/forgot-password" onSignedIn={vi.fn()} />);
    const button = new DOMParser()
      .parseFromString(html, 'text/html')
      .querySelector('button[type="submit"]') as HTMLButtonElement;
    expect(button.textContent).toBe('Sign In');
    expect(button.disabled).toBe(true);
  });

  it('links to the forgotten-password page', () => {
    render(<LoginForm forgotPasswordHref="/eu/forgot-password" onSignedIn={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/eu/forgot-password',
    );
  });

  it('in the sign-in panel, opens the forgot-password panel instead, unless the click asks for a new tab', () => {
    const onForgotPassword = vi.fn();
    render(
      <LoginForm
        forgotPasswordHref="/eu/forgot-password"
        onForgotPassword={onForgotPassword}
        onSignedIn={vi.fn()}
      />,
    );
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(fireEvent.click(link)).toBe(false);
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    expect(onForgotPassword).toHaveBeenCalledTimes(1);
  });
});

describe('signInTarget', () => {
  it("follows the guard's target in the same market, else goes to the account", () => {
    expect(signInTarget('?redirect=%2Fmy-account%2Forder-history', 'en')).toBe('/my-account/order-history');
    expect(signInTarget('?redirect=/eu/my-account', 'eu')).toBe('/eu/my-account');
    expect(signInTarget('', 'us')).toBe('/us/my-account');
  });

  it('refuses external and other-market targets', () => {
    expect(signInTarget('?redirect=https://evil.example/', 'en')).toBe('/my-account');
    expect(signInTarget('?redirect=//evil.example/', 'en')).toBe('/my-account');
    expect(signInTarget('?redirect=/%5Cevil.example', 'en')).toBe('/my-account');
    expect(signInTarget('?redirect=/eu/my-account', 'en')).toBe('/my-account');
  });
});
