import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { REGISTRATION_ERROR_MESSAGE } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccount } from '../../lib/account/store';
import { MARKETING_POST_LABEL } from './CreateAccountForm';
import { MarketingPreferencesForm, PREFERENCES_SAVED } from './MarketingPreferencesForm';
import { MARKETING_EMAIL_LABEL } from './registration-texts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  fetchMock = vi.fn(async () => answer(200, { data: [] }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await useAccount.getState().start({ code: 'en', channelId: 1, currency: 'GBP' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
  });
};
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => [
    String(url).split('/').at(-1),
    JSON.parse(String((init as RequestInit).body)),
  ]);

describe('MarketingPreferencesForm', () => {
  it('shows the stored choices, and saves both as form fields and with the engagement service', async () => {
    render(<MarketingPreferencesForm initial={{ email: true, post: false }} />);
    const email = screen.getByRole('checkbox', { name: MARKETING_EMAIL_LABEL }) as HTMLInputElement;
    const post = screen.getByRole('checkbox', { name: MARKETING_POST_LABEL }) as HTMLInputElement;
    expect([email.checked, post.checked]).toEqual([true, false]);
    fireEvent.click(email);
    fireEvent.click(post);
    await save();
    expect(calls()).toEqual([
      [
        'updateCustomerFormFields',
        [
          [
            { name: 'Preference Email', value: 'No' },
            { name: 'Preference Post', value: 'Yes' },
          ],
        ],
      ],
      ['updateEngagementPreferences', [{ preferences: { email: false, post: true } }]],
    ]);
    expect(screen.getByRole('status').textContent).toBe(PREFERENCES_SAVED);
  });

  it('a failure says so in general words and records its slot', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { message: 'x', statusCode: 500 }));
    render(<MarketingPreferencesForm initial={{ email: true, post: false }} />);
    await save();
    expect(screen.getByRole('alert').textContent).toBe(REGISTRATION_ERROR_MESSAGE);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(useAccount.getState().errors.updatePreferences).toBeTruthy();
  });
});
