'use client';

import { Button, Checkbox, Link, PasswordField, TextField } from '@wardrobe/design-system';
import {
  normalizeError,
  type RegistrationErrors,
  type RegistrationFailure,
  registrationError,
  validateRegistration,
} from '@wardrobe/domain-rules';
import { type FormEvent, useRef, useState } from 'react';
import { MARKETING_EMAIL_LABEL, PASSWORD_RULE_DESCRIPTION } from './registration-texts';
import { useHydrated } from './useHydrated';

/** What the form sends: names and email trimmed, the password as typed. */
export interface RegistrationValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  preferenceEmail: boolean;
}

export interface RegistrationFormProps {
  /** Registers (and signs in); rejects with an Error whose message is the server's message. */
  onRegister: (values: RegistrationValues) => Promise<void>;
  /** After a successful registration (e.g. the sign-in panel's thank-you view). */
  onRegistered?: () => void;
  /** The submit button's text. */
  submitLabel?: string;
  /** The market's privacy policy (`/privacy-policy`), opened in a new tab (spec 001 §2). */
  privacyPolicyHref: string;
  /** The market's website terms (`/website-terms-of-use`), opened in a new tab (spec 001 §2). */
  termsHref: string;
}

type Field = 'first_name' | 'last_name' | 'email' | 'password';
const FIELD_ORDER: readonly Field[] = ['first_name', 'last_name', 'email', 'password'];

/**
 * Spec 001 §4 "Registration (three variants: full, simple, v2)": the simple variant, used by the sign-in panel's
 * sign-up view and the Good Stuff sign-up block. First and last name, email and password, checked on submit with
 * `validateRegistration` (spec 001 §5; no confirmation field); the marketing email box is ticked from the start.
 * A server message containing 'An account already exists for this email address' is shown as it is and marks the
 * email as used until the email is edited; any other failure shows 'An error occured. Please try again later.'
 * (spec 001 §8). The error is announced (role="alert") and sits above the button.
 */
export function RegistrationForm({
  onRegister,
  onRegistered,
  submitLabel = 'Sign Up',
  privacyPolicyHref,
  termsHref,
}: RegistrationFormProps) {
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [preferenceEmail, setPreferenceEmail] = useState(true);
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  // A ref as well as state: two presses before React re-renders must still send only once.
  const pendingRef = useRef(false);
  const [error, setError] = useState<RegistrationFailure>();

  const firstNameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const lastNameRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const passwordRef = useRef<HTMLDivElement>(null);

  const errors: RegistrationErrors = validateRegistration({
    first_name: firstName,
    last_name: lastName,
    email,
    password,
  });
  const shown: RegistrationErrors = touched ? errors : {};
  // Spec 001 §8 "marks the email as used": the server's message on the email field until it is edited.
  const emailError = shown.email ?? (error?.emailUsed ? error.message : undefined);

  const focusField = (field: Field) => {
    if (field === 'first_name') firstNameRef.current?.focus();
    else if (field === 'last_name') lastNameRef.current?.focus();
    else if (field === 'email') emailRef.current?.focus();
    else passwordRef.current?.querySelector('input')?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pendingRef.current) return;
    setTouched(true);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field] !== undefined);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    pendingRef.current = true;
    setPending(true);
    setError(undefined);
    try {
      await onRegister({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        email: email.trim(),
        password,
        preferenceEmail,
      });
      onRegistered?.();
    } catch (e) {
      setError(registrationError(normalizeError(e).message));
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return (
    <form
      className="login-form registration-form"
      onSubmit={submit}
      noValidate
      aria-label="Create an account"
    >
      <TextField
        label="First name"
        autoComplete="given-name"
        inputRef={firstNameRef}
        value={firstName}
        onChange={setFirstName}
        isInvalid={shown.first_name !== undefined}
        errorMessage={shown.first_name}
      />
      <TextField
        label="Last name"
        autoComplete="family-name"
        inputRef={lastNameRef}
        value={lastName}
        onChange={setLastName}
        isInvalid={shown.last_name !== undefined}
        errorMessage={shown.last_name}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputRef={emailRef}
        value={email}
        onChange={(value) => {
          setEmail(value);
          // Another address may not be taken: the used-email error goes with the edit.
          if (error?.emailUsed) setError(undefined);
        }}
        isInvalid={emailError !== undefined}
        errorMessage={emailError}
      />
      <PasswordField
        ref={passwordRef}
        autoComplete="new-password"
        description={PASSWORD_RULE_DESCRIPTION}
        value={password}
        onChange={setPassword}
        isInvalid={shown.password !== undefined}
        errorMessage={shown.password}
      />
      <Checkbox isSelected={preferenceEmail} onChange={setPreferenceEmail}>
        {MARKETING_EMAIL_LABEL}
      </Checkbox>
      <p className="registration-form__legal">
        By joining you agree to our{' '}
        <Link href={termsHref} target="_blank">
          Website Terms of Use
        </Link>{' '}
        and{' '}
        <Link href={privacyPolicyHref} target="_blank">
          Privacy Policy
        </Link>
        .
      </p>
      <p role="alert" className="login-form__error">
        {error?.message}
      </p>
      <Button type="submit" variant="primary" isPending={pending} isDisabled={!hydrated}>
        {submitLabel}
      </Button>
    </form>
  );
}
