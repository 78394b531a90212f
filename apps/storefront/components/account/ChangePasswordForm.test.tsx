import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PASSWORDS_DIFFER_ERROR, WEAK_PASSWORD_ERROR, WRONG_CURRENT_PASSWORD } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAccount } from '../../lib/account/store';
import { ChangePasswordForm, PASSWORD_CHANGED } from './ChangePasswordForm';

const market = { code: 'en', prefix: '', currency: 'GBP', channelId: 1 } as const;
const customer = {
  id: 7,
  email: 'a@example.com',
  first_name: 'Ada',
  last_name: 'L',
  phone: '',
  form_fields: [],
};
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  fetchMock = vi.fn(async () => answer(200, { data: [customer] }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await useAccount.getState().start({ code: 'en', channelId: 1, currency: 'GBP' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const change = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  });
};

describe('ChangePasswordForm', () => {
  it("holds the new password to the spec's rule and its confirmation, sending nothing", async () => {
    render(<ChangePasswordForm market={market} />);
    type(/^Current password/, 'GoodStuff123');
    type(/^New password/, 'short');
    type(/^Confirm new password/, 'shorter');
    await change();
    expect(screen.getByText(WEAK_PASSWORD_ERROR)).toBeTruthy();
    expect(screen.getByText(PASSWORDS_DIFFER_ERROR)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^New password/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes it with the current password, then empties the fields and says so', async () => {
    render(<ChangePasswordForm market={market} />);
    type(/^Current password/, 'GoodStuff123');
    type(/^New password/, 'BetterStuff456');
    type(/^Confirm new password/, 'BetterStuff456');
    await change();
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual([
      { current_password: 'GoodStuff123', authentication: { new_password: 'BetterStuff456' } },
    ]);
    expect(screen.getByText(PASSWORD_CHANGED).getAttribute('role')).toBe('status');
    expect(field(/^New password/).value).toBe('');
  });

  it('a wrong current password shows on its field', async () => {
    fetchMock.mockResolvedValueOnce(answer(400, { message: WRONG_CURRENT_PASSWORD, statusCode: 400 }));
    render(<ChangePasswordForm market={market} />);
    type(/^Current password/, 'NotIt123');
    type(/^New password/, 'BetterStuff456');
    type(/^Confirm new password/, 'BetterStuff456');
    await change();
    expect(screen.getByText(WRONG_CURRENT_PASSWORD)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Current password/));
  });
});
