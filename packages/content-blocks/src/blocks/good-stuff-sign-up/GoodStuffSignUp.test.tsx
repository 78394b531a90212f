import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { signUpCallToActionShown } from '@wardrobe/domain-rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountFormsProvider, type AccountFormsValue } from '../../shared/accountForms';
import { goodStuffSignUpFixtures as fixtures } from './fixtures';
import { GoodStuffSignUp as LazySignUp } from './GoodStuffSignUp';
import { GoodStuffSignUpView as GoodStuffSignUp } from './GoodStuffSignUpView';
import { goodStuffSignUpSchema } from './schema';

/** A registration form as a host would pass it: an email field and a submit button. */
function TestSignUpForm({ onRegistered }: { onRegistered: () => void }) {
  return (
    <form
      aria-label="Join Good Stuff"
      onSubmit={(event) => {
        event.preventDefault();
        onRegistered();
      }}
    >
      <label>
        Email
        <input type="email" name="email" />
      </label>
      <button type="submit">Join</button>
    </form>
  );
}

const renderEntry = (entry: unknown, value?: AccountFormsValue) => {
  const block = <GoodStuffSignUp {...goodStuffSignUpSchema.parse(entry)} />;
  return render(value ? <AccountFormsProvider value={value}>{block}</AccountFormsProvider> : block);
};

const register = () => {
  act(() => {
    fireEvent.submit(screen.getByRole('form', { name: 'Join Good Stuff' }));
  });
};

/** Emulates `prefers-reduced-motion`; jsdom has no matchMedia of its own. */
function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((media: string) => ({
      matches: reduce && media.includes('prefers-reduced-motion: reduce'),
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

const scrollIntoView = vi.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('goodStuffSignUpSchema', () => {
  it('applies the spec’s defaults: title, teal background, button styles and links', () => {
    const entry = goodStuffSignUpSchema.parse(fixtures.defaultsOnly);
    expect(entry.title).toBe('Sign Up, Get Good Stuff');
    expect(entry.signInHeading).toBe('Sign In To Get The Good Stuff');
    expect(entry.containerBackgroundColor).toBe('#64E6D6');
    expect(entry.thankYouCTA).toEqual({ buttonLink: '/womens', buttonStyle: 'primary' });
    expect(entry.optionalCTA).toEqual({ buttonLink: '/browse', buttonStyle: 'primary' });
    expect(entry.signInCTA).toEqual({ buttonStyle: 'tertiary' });
  });

  it('keeps the editor’s texts and takes a default for blank ones', () => {
    const entry = goodStuffSignUpSchema.parse({ ...fixtures.default, title: '  ' });
    expect(entry.title).toBe('Sign Up, Get Good Stuff');
    expect(entry.thankYouCTA).toEqual({
      buttonText: 'Shop Womens',
      buttonLink: '/womens',
      buttonStyle: 'primary',
    });
  });

  it.each([
    ['a named colour', fixtures.invalidNamedBackground],
    ['an unknown button style', fixtures.invalidButtonStyle],
    ['a script link', fixtures.invalidScriptLink],
    ['a broken image', fixtures.invalidImage],
    ['another content type', fixtures.invalidWrongSchema],
  ])('refuses %s', (_what, fixture) => {
    expect(goodStuffSignUpSchema.safeParse(fixture).success).toBe(false);
  });
});

describe('GoodStuffSignUp', () => {
  it('shows the title, the host’s form and the members’ prompt first', () => {
    const { container } = renderEntry(fixtures.default, { SignUpForm: TestSignUpForm });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign Up, Get Good Stuff' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Join Good Stuff' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Sign In To Get The Good Stuff' })).toBeTruthy();
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe('/login');
    expect(signIn.dataset.buttonStyle).toBe('tertiary');
    expect(screen.queryByText('Thanks for signing up')).toBeNull();
    expect(container.querySelector('[data-block="good-stuff-sign-up"]')?.getAttribute('data-view')).toBe(
      'form',
    );
  });

  it('on registration hides the form, shows the thank-you view, scrolls smoothly to the block and focuses its heading', () => {
    mockReducedMotion(false);
    const { container } = renderEntry(fixtures.default, { SignUpForm: TestSignUpForm });
    register();
    expect(screen.queryByRole('form')).toBeNull();
    const heading = screen.getByRole('heading', { level: 2, name: 'Thanks for signing up' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByText('Your welcome treat is waiting in your account.')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(
      links.map((link) => [link.textContent, link.getAttribute('href'), link.dataset.buttonStyle]),
    ).toEqual([
      ['Shop Womens', '/womens', 'primary'],
      ['Browse everything', '/browse', 'primary'],
    ]);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(
      container.querySelector('[data-block="good-stuff-sign-up"]'),
    );
    // The members' prompt belongs to the form view.
    expect(screen.queryByRole('heading', { name: 'Sign In To Get The Good Stuff' })).toBeNull();
  });

  it('jumps without animation under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderEntry(fixtures.default, { SignUpForm: TestSignUpForm });
    register();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('neither scrolls nor takes focus on first render', () => {
    renderEntry(fixtures.default, { SignUpForm: TestSignUpForm });
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows a button only with text and link (spec 002 §5)', () => {
    expect(signUpCallToActionShown({ buttonText: 'Sign In' })).toBe(false);
    renderEntry(fixtures.ctaWithoutLink, { SignUpForm: TestSignUpForm });
    // signInCTA has text but no link: no button, and no prompt around it.
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Sign In To Get The Good Stuff' })).toBeNull();
    register();
    // thankYouCTA is shown; optionalCTA has its default link but no text, so it is not.
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop Womens']);
  });

  it('shows no buttons when no call to action has text', () => {
    renderEntry(fixtures.noCtas, { SignUpForm: TestSignUpForm });
    register();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(screen.getByText('We will be in touch soon.')).toBeTruthy();
  });

  it('shows the picture at a width set with its intrinsic size; alt falls back to the image’s own', () => {
    renderEntry(fixtures.default);
    const img = screen.getByRole('img', { name: 'Good Stuff members’ perks' });
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('600');
    expect(img.getAttribute('srcset')).toMatch(/ 415w, .* 1536w$/);
    cleanup();
    renderEntry(fixtures.imageOwnAlt);
    expect(screen.getByRole('img', { name: 'A stack of folded jumpers' })).toBeTruthy();
    cleanup();
    const { container } = renderEntry(fixtures.noImage);
    expect(container.querySelector('img')).toBeNull();
  });

  it('sets the background and a text colour that reads on it', () => {
    const { container: teal } = renderEntry(fixtures.default);
    expect(teal.firstElementChild?.getAttribute('style')).toMatch(/:\s*#000000;.*:\s*#64E6D6;?$/);
    cleanup();
    const { container: navy } = renderEntry(fixtures.darkBackground);
    expect(navy.firstElementChild?.getAttribute('style')).toMatch(/:\s*#FFFFFF;.*:\s*#1B3A4B;?$/);
  });

  it('without a provider links to /create-account instead of the form', () => {
    renderEntry(fixtures.default);
    const join = screen.getByRole('link', { name: 'Join Good Stuff' });
    expect(join.getAttribute('href')).toBe('/create-account');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('passes the fallback link through localizeHref, not the editor’s links', () => {
    renderEntry(fixtures.default, { localizeHref: (path) => `/eu${path}` });
    expect(screen.getByRole('link', { name: 'Join Good Stuff' }).getAttribute('href')).toBe(
      '/eu/create-account',
    );
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });

  it('as the package exports it, loads its view on demand and renders the same block', async () => {
    render(<LazySignUp {...goodStuffSignUpSchema.parse(fixtures.default)} />);
    expect(await screen.findByRole('link', { name: 'Join Good Stuff' })).toBeTruthy();
  });
});
