import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordField } from './PasswordField';

afterEach(cleanup);

/** A password input has no role; find it through its label (a required label also holds the "*"). */
const passwordInput = () => screen.getByLabelText(/^Password/) as HTMLInputElement;

describe('PasswordField', () => {
  it('hides the password by default and fills with current-password', () => {
    render(<PasswordField />);

    expect(passwordInput().type).toBe('password');
    expect(passwordInput().getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('asks password managers for a new password on sign-up', () => {
    render(<PasswordField autoComplete="new-password" />);

    expect(passwordInput().getAttribute('autocomplete')).toBe('new-password');
  });

  it('shows and hides the password, renaming the button and announcing the change', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput().type).toBe('text');
    expect(screen.getByRole('status').textContent).toBe('Your password is visible');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput().type).toBe('password');
    expect(screen.getByRole('status').textContent).toBe('Your password is hidden');
    expect(screen.getByRole('button', { name: 'Show password' }).getAttribute('aria-controls')).toBe(
      passwordInput().id,
    );
  });

  it('keeps focus and caret in the input when toggled with a pointer', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PasswordField onChange={onChange} />);

    await user.type(passwordInput(), 'secret12');
    passwordInput().setSelectionRange(3, 3);
    await user.click(screen.getByRole('button', { name: 'Show password' }));

    expect(document.activeElement).toBe(passwordInput());
    expect(passwordInput().selectionStart).toBe(3);
    await user.keyboard('X');
    expect(onChange).toHaveBeenLastCalledWith('secXret12');
  });

  it('can be toggled from the keyboard: Tab from the input, then Enter or Space', async () => {
    const user = userEvent.setup();
    render(<PasswordField />);

    await user.tab();
    expect(document.activeElement).toBe(passwordInput());
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show password' }));

    await user.keyboard('{Enter}');
    expect(passwordInput().type).toBe('text');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Hide password' }));
    await user.keyboard(' ');
    expect(passwordInput().type).toBe('password');
  });

  it('is required, shows its error, and keeps the value when shown', async () => {
    const user = userEvent.setup();
    render(<PasswordField isRequired isInvalid errorMessage="Password cannot be empty" />);

    expect(passwordInput().required).toBe(true);
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Password cannot be empty')).toBeTruthy();

    await user.type(passwordInput(), 'abc');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput().value).toBe('abc');
  });

  it('disables the toggle with the field', () => {
    render(<PasswordField isDisabled />);

    expect(passwordInput().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Show password' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('turns off spell-checking and auto-capitalisation', () => {
    render(<PasswordField label="Current password" />);

    const input = screen.getByLabelText('Current password');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('autocapitalize')).toBe('none');
  });
});
