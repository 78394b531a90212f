import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountFormsProvider, type AccountFormsValue } from '../../shared/accountForms';
import { goodStuffSignInFixtures as fixtures } from './fixtures';
import { GoodStuffSignIn as LazySignIn } from './GoodStuffSignIn';
import { GoodStuffSignInView as GoodStuffSignIn } from './GoodStuffSignInView';
import { goodStuffSignInSchema } from './schema';

function TestSignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        onSignedIn();
      }}
    >
      <label>
        Email
        <input type="email" name="email" />
      </label>
      <button type="submit">Sign In</button>
    </form>
  );
}

const renderEntry = (entry: unknown, value?: AccountFormsValue) => {
  const block = <GoodStuffSignIn {...goodStuffSignInSchema.parse(entry)} />;
  return render(value ? <AccountFormsProvider value={value}>{block}</AccountFormsProvider> : block);
};

afterEach(cleanup);

describe('goodStuffSignInSchema', () => {
  it('applies the defaults', () => {
    expect(goodStuffSignInSchema.parse(fixtures.defaultsOnly)).toEqual({
      _meta: fixtures.defaultsOnly._meta,
      title: 'Sign In To Get The Good Stuff',
      footerTitle: 'Not a member?',
      createAccountText: 'Create account',
    });
    expect(goodStuffSignInSchema.parse(fixtures.customTexts).createAccountText).toBe('Create account');
  });

  it.each([
    fixtures.invalidTitle,
    fixtures.invalidMessage,
    fixtures.invalidWrongSchema,
    fixtures.invalidMissingMeta,
  ])('refuses %#', (fixture) => {
    expect(goodStuffSignInSchema.safeParse(fixture).success).toBe(false);
  });
});

describe('GoodStuffSignIn', () => {
  it('shows the heading, the host’s login form, a divider, the footer title and Create account', () => {
    const { container } = renderEntry(fixtures.default, { SignInForm: TestSignInForm });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign In To Get The Good Stuff' })).toBeTruthy();
    expect(screen.getByText('Your offers and perks, all in one place.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('separator')).toBeTruthy();
    expect(screen.getByText('Not a member?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/create-account');
    expect(container.querySelector('[data-fallback]')).toBeNull();
  });

  it('renders nothing for a signed-in visitor', () => {
    const { container } = renderEntry(fixtures.default, { SignInForm: TestSignInForm, signedIn: true });
    expect(container.innerHTML).toBe('');
  });

  it('hides itself once its form reports a sign-in', () => {
    const { container } = renderEntry(fixtures.default, { SignInForm: TestSignInForm });
    act(() => {
      fireEvent.submit(screen.getByRole('form', { name: 'Sign in' }));
    });
    expect(container.innerHTML).toBe('');
  });

  it('without a provider links to /login instead of the form', () => {
    renderEntry(fixtures.default);
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/create-account');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('passes its links through localizeHref', () => {
    renderEntry(fixtures.customTexts, { localizeHref: (path) => `/us${path}` });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeTruthy();
    expect(screen.getByText('New here?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/us/login');
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/us/create-account',
    );
  });

  it('as the package exports it, loads its view on demand and renders the same block', async () => {
    render(<LazySignIn {...goodStuffSignInSchema.parse(fixtures.default)} />);
    expect(await screen.findByRole('link', { name: 'Create account' })).toBeTruthy();
  });
});
