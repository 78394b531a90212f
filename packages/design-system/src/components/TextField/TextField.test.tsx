import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_ERROR, isValidEmail, requiredMessage } from '@wardrobe/domain-rules';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

const validateEmail = (value: string) => (value === '' || isValidEmail(value) ? null : EMAIL_ERROR);

/** A controlled email and an uncontrolled message, as a form holds them. */
function GiftNote({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <TextField
        label="Recipient email"
        type="email"
        validate={validateEmail}
        errorMessage={EMAIL_ERROR}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <TextField label="Your message" multiline />
      <p>Answer: {value}</p>
    </>
  );
}

describe('TextField', () => {
  it('is a text box named by its label, with its description linked', () => {
    render(<TextField label="Email address" description="We will send your receipt here." type="email" />);

    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input.getAttribute('type')).toBe('email');
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('We will send your receipt here.');
  });

  it('passes typed text to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="First name" onChange={onChange} />);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');

    expect(onChange).toHaveBeenLastCalledWith('Ada');
  });

  it('marks a required field visibly and for assistive technology, without the marker in its name', () => {
    render(<TextField label="First name" isRequired />);

    const input = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the error with the spec text after an invalid email is left, and links it to the input', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email address" type="email" validate={validateEmail} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(input, 'not an email');
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    await user.tab();

    const error = screen.getByText(EMAIL_ERROR);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.parentElement?.id);
  });

  it('clears the error once the email is fixed', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email address" type="email" validate={validateEmail} />);
    const input = screen.getByRole('textbox', { name: 'Email address' });

    await user.type(input, 'ada@');
    await user.tab();
    expect(screen.getByText(EMAIL_ERROR)).toBeTruthy();

    await user.type(input, 'example.com');
    await user.tab();
    expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });

  it('shows a caller error at once when marked invalid', () => {
    render(<TextField label="Last name" isInvalid errorMessage={requiredMessage('Last name')} />);

    expect(screen.getByText('Last name cannot be empty')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('builds the error from the validation result when errorMessage is a function', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Nickname"
        validationBehavior="aria"
        validate={(value) => (value.length < 2 ? 'too short' : null)}
        errorMessage={(validation) => `Nickname is ${validation.validationErrors.join(', ')}`}
      />,
    );

    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'A');
    expect(screen.getByText('Nickname is too short')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Nickname' }), 'da');
    expect(screen.queryByText(/Nickname is/)).toBeNull();
  });

  it('reports an empty required field when its form is submitted, and focuses it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form aria-label="Sign up" onSubmit={onSubmit}>
        <TextField label="First name" isRequired errorMessage={requiredMessage('First name')} />
        <button type="submit">Join</button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Join' }));

    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('First name cannot be empty')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
  });

  it('renders a multi-line text area', async () => {
    const user = userEvent.setup();
    render(<TextField label="Your message" multiline rows={4} />);

    const area = screen.getByRole('textbox', { name: 'Your message' });
    expect(area.tagName).toBe('TEXTAREA');
    await user.type(area, 'Happy birthday{Enter}Love, Sam');
    expect((area as HTMLTextAreaElement).value).toBe('Happy birthday\nLove, Sam');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextField label="Promo code" labelVisibility="hidden" placeholder="Promo code" />);

    expect(screen.getByRole('textbox', { name: 'Promo code' })).toBeTruthy();
  });

  it('is disabled and skipped by Tab when disabled', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email address" isDisabled />);

    await user.tab();

    const input = screen.getByRole('textbox', { name: 'Email address' }) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(document.activeElement).not.toBe(input);
  });

  it('keeps a caller className next to its own', () => {
    const { container } = render(<TextField label="Town/City" className="checkout-city" />);

    const classes = (container.firstElementChild as HTMLElement).className.split(' ');
    expect(classes).toContain('checkout-city');
    expect(classes.length).toBeGreaterThan(1);
  });

  describe('text typed before the script arrived', () => {
    // The server's HTML is in the page, the shopper types into it, and only then does React hydrate it.
    const hydrated: { unmount: () => void; container: HTMLElement }[] = [];
    afterEach(() => {
      for (const { unmount, container } of hydrated.splice(0)) {
        act(unmount);
        container.remove();
      }
    });

    async function typeThenHydrate(typing: (container: HTMLElement) => void) {
      const onChange = vi.fn();
      const container = document.createElement('div');
      container.innerHTML = renderToString(<GiftNote onChange={() => {}} />);
      document.body.append(container);
      typing(container);
      await act(async () => {
        const root = hydrateRoot(container, <GiftNote onChange={onChange} />);
        hydrated.push({ unmount: () => root.unmount(), container });
      });
      return { container, onChange };
    }

    it('is kept, reported to onChange, and checked once the shopper has left the field', async () => {
      const { onChange } = await typeThenHydrate((container) => {
        const [email, message] = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
          'input, textarea',
        );
        if (!email || !message) throw new Error('The fields were not rendered');
        email.value = 'not-an-email';
        message.value = 'Happy birthday';
        message.focus();
      });

      const email = screen.getByRole('textbox', { name: 'Recipient email' }) as HTMLInputElement;
      expect(email.value).toBe('not-an-email');
      expect(onChange).toHaveBeenLastCalledWith('not-an-email');
      expect(screen.getByText('Answer: not-an-email')).toBeTruthy();
      expect(screen.getByText(EMAIL_ERROR)).toBeTruthy();
      // An uncontrolled field keeps its text as well.
      expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe(
        'Happy birthday',
      );
    });

    it('shows no error while the shopper is still in the field', async () => {
      const { onChange } = await typeThenHydrate((container) => {
        const email = container.querySelector('input');
        if (!email) throw new Error('The field was not rendered');
        email.value = 'ada@';
        email.focus();
      });

      expect(onChange).toHaveBeenLastCalledWith('ada@');
      expect(screen.queryByText(EMAIL_ERROR)).toBeNull();
    });

    it('changes nothing when nothing was typed', async () => {
      const { onChange } = await typeThenHydrate(() => {});

      expect(onChange).not.toHaveBeenCalled();
      expect((screen.getByRole('textbox', { name: 'Recipient email' }) as HTMLInputElement).value).toBe('');
    });
  });
});
