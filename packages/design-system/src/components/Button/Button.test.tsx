import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';
import { ButtonLink } from './ButtonLink';

afterEach(cleanup);

describe('Button', () => {
  it('is a button named by its text', () => {
    render(<Button>Add to bag</Button>);

    const button = screen.getByRole('button', { name: 'Add to bag' });
    expect(button.getAttribute('type')).toBe('button');
  });

  it('calls onPress when clicked', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add to bag</Button>);

    await user.click(screen.getByRole('button', { name: 'Add to bag' }));

    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('can be reached with Tab and pressed with Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Add to bag</Button>);
    const button = screen.getByRole('button', { name: 'Add to bag' });

    await user.tab();
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('data-focus-visible')).toBe(true);

    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);

    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('is exposed as disabled and ignores presses when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Add to bag
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to bag' }) as HTMLButtonElement;

    expect(button.disabled).toBe(true);
    await user.click(button);
    await user.tab();
    await user.keyboard('{Enter} ');

    expect(document.activeElement).not.toBe(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('styles each variant differently, primary by default', () => {
    render(
      <>
        <Button>Default</Button>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="tertiary">Tertiary</Button>
      </>,
    );
    const classOf = (name: string) => screen.getByRole('button', { name }).className;

    expect(classOf('Default')).toBe(classOf('Primary'));
    expect(new Set([classOf('Primary'), classOf('Secondary'), classOf('Tertiary')]).size).toBe(3);
    expect(classOf('Primary')).not.toBe('');
  });

  it('keeps a caller className next to its own', () => {
    render(<Button className="hero-cta">Shop now</Button>);

    const classes = screen.getByRole('button', { name: 'Shop now' }).className.split(' ');
    expect(classes).toContain('hero-cta');
    expect(classes.length).toBeGreaterThan(1);
  });

  it('passes through type, aria-* and form submission', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Sign up" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <p id="hint">We will email you a code.</p>
        <Button type="submit" aria-describedby="hint">
          Sign up
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Sign up' });

    expect(button.getAttribute('aria-describedby')).toBe('hint');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner and ignores presses while pending, and stops a submit button submitting', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form aria-label="Bag" onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" isPending onPress={onPress}>
          Checkout
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: /Checkout/ });

    await user.click(button);

    expect(screen.getByTestId('button-spinner').getAttribute('aria-hidden')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Button, gone while its pending announcement is on its way', () => {
  it('takes away an announcement naming it that arrives long after it went (no unnamed image left)', async () => {
    const { unmount } = render(<Button isPending>Sign Up</Button>);
    const id = screen.getByRole('button').id;
    unmount();
    // react-aria's live announcer, as it writes a pending button's message: an image named by the button's id.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const announcer = document.createElement('div');
    announcer.setAttribute('data-live-announcer', 'true');
    announcer.innerHTML = `<div aria-live="polite"><div role="img" aria-labelledby="${id}"></div></div>`;
    document.body.append(announcer);
    await vi.waitFor(() => expect(announcer.querySelector('[role="img"]')).toBeNull());
    // One naming a button still there stays.
    render(<Button>Kept</Button>);
    const kept = document.createElement('div');
    kept.setAttribute('role', 'img');
    kept.setAttribute('aria-labelledby', screen.getByRole('button', { name: 'Kept' }).id);
    announcer.append(kept);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(kept.isConnected).toBe(true);
    announcer.remove();
  });
});

describe('ButtonLink', () => {
  it('takes its pending announcement with it when it goes away', async () => {
    const user = userEvent.setup();
    const { rerender, unmount } = render(<Button>Use this address</Button>);
    await user.tab();
    rerender(<Button isPending>Use this address</Button>);
    const messages = () => document.querySelectorAll('[data-live-announcer] [role="img"]');
    await vi.waitFor(() => expect(messages().length).toBeGreaterThan(0));
    const id = screen.getByRole('button').id;
    expect(messages()[0]?.getAttribute('aria-labelledby')).toContain(id);

    unmount();
    expect(messages()).toHaveLength(0);
  });

  it('is a link with the button look of its variant', () => {
    render(
      <>
        <ButtonLink href="/offers">Offers</ButtonLink>
        <Button>Same look</Button>
        <ButtonLink href="/new" variant="secondary">
          New
        </ButtonLink>
      </>,
    );
    const link = screen.getByRole('link', { name: 'Offers' });
    expect(link.getAttribute('href')).toBe('/offers');
    expect(link.className).toBe(screen.getByRole('button', { name: 'Same look' }).className);
    expect(screen.getByRole('link', { name: 'New' }).className).not.toBe(link.className);
  });
});
