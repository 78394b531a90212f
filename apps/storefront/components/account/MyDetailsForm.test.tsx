import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { REGISTRATION_ERROR_MESSAGE, WRONG_CURRENT_PASSWORD } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccount } from '../../lib/account/store';
import { DETAILS_SAVED, MyDetailsForm } from './MyDetailsForm';

// My Details as the customer uses it: the store's updateCustomer posts to the middleware with `fetch`, answered
// here as the middleware would.
const customer = {
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone: '',
  form_fields: [],
};
const initial = {
  title: 'Dr',
  first_name: 'Ada',
  last_name: 'Lovelace',
  dateOfBirth: '1990-03-27',
  email: 'ada@example.com',
  phone: '',
};
const market = { code: 'en', prefix: '', currency: 'GBP', channelId: 1 } as const;

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
beforeEach(async () => {
  fetchMock = vi.fn(async () => answer(200, { data: [{ ...customer, first_name: 'Augusta' }] }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await useAccount.getState().start({ code: 'en', channelId: 1, currency: 'GBP' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const textbox = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const current = () => screen.getByLabelText(/^Current password/, { selector: 'input' }) as HTMLInputElement;
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  });
};
const sent = () => JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body))[0];

describe('MyDetailsForm', () => {
  it('shows the details, the stored date as DD/MM/YYYY and the title chosen', () => {
    render(<MyDetailsForm market={market} initial={initial} />);
    expect(textbox(/^First name/).value).toBe('Ada');
    expect(textbox(/^Date of birth/).value).toBe('27/03/1990');
    expect((screen.getByRole('combobox', { name: 'Title (optional)' }) as HTMLSelectElement).value).toBe(
      'Dr',
    );
  });

  it('needs the current password to save, and sends nothing without it', async () => {
    render(<MyDetailsForm market={market} initial={initial} />);
    await save();
    expect(screen.getByText('Current password cannot be empty')).toBeTruthy();
    expect(document.activeElement).toBe(current());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves names, email and phone with the password; the title and date travel as form fields only', async () => {
    render(<MyDetailsForm market={market} initial={initial} />);
    fireEvent.change(textbox(/^First name/), { target: { value: 'Augusta' } });
    fireEvent.change(current(), { target: { value: 'GoodStuff123' } });
    await save();
    expect(String(fetchMock.mock.calls[0]?.[0])).toMatch(/\/updateCustomer$/);
    expect(sent()).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      current_password: 'GoodStuff123',
      form_fields: [
        { name: 'Title', value: 'Dr' },
        { name: 'Date of Birth', value: '1990-03-27' },
      ],
    });
    expect(screen.getByText(DETAILS_SAVED).getAttribute('role')).toBe('status');
    expect(current().value).toBe('');
    expect(useAccount.getState().customer?.first_name).toBe('Augusta');
  });

  it('a wrong password shows on its field; another failure in general words, in its error slot', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(400, { message: WRONG_CURRENT_PASSWORD, statusCode: 400 }))
      .mockResolvedValueOnce(
        answer(500, { message: 'An error occured. Please try again later.', statusCode: 500 }),
      );
    render(<MyDetailsForm market={market} initial={initial} />);
    fireEvent.change(current(), { target: { value: 'wrong-one-1' } });
    await save();
    expect(screen.getByText(WRONG_CURRENT_PASSWORD)).toBeTruthy();
    expect(current().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(current(), { target: { value: 'GoodStuff123' } });
    await save();
    expect(screen.getByRole('alert').textContent).toBe(REGISTRATION_ERROR_MESSAGE);
    expect(useAccount.getState().errors.updateCustomer).toBeTruthy();
  });
});
