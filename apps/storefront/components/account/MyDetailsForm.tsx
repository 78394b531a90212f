'use client';

import { Button, PasswordField, TextField } from '@wardrobe/design-system';
import {
  formatDateOfBirth,
  isValidPhone,
  normalizeError,
  PHONE_ERROR,
  parseDateOfBirth,
  profileFormFields,
  REGISTRATION_ERROR_MESSAGE,
  registrationError,
  requiredMessage,
  validateRegistration,
  WRONG_CURRENT_PASSWORD,
} from '@wardrobe/domain-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAccount } from '../../lib/account/store';
import type { ClientMarket } from '../frame/types';
import styles from './CreateAccount.module.css';
import { NameFields, TitleSelect } from './NameFields';
import { useHydrated } from './useHydrated';

/** Ours: the spec gives no texts for these. */
export const DETAILS_SAVED = 'Your details have been saved.';
export const CURRENT_PASSWORD_LABEL = 'Current password';
export const CURRENT_PASSWORD_DESCRIPTION = 'To keep your account safe, enter your password to save changes.';

export interface MyDetailsValues {
  title: string;
  first_name: string;
  last_name: string;
  /** As stored: `YYYY-MM-DD`, or empty. */
  dateOfBirth: string;
  email: string;
  phone: string;
}

type Field = 'first_name' | 'last_name' | 'email' | 'dateOfBirth' | 'phone' | 'current_password';
const FIELD_ORDER: readonly Field[] = [
  'first_name',
  'last_name',
  'dateOfBirth',
  'email',
  'phone',
  'current_password',
];

/**
 * Spec 001 §2 "My Details" and §5 "Changing personal details requires the current password": title, names, date
 * of birth, email and phone, saved with the current password (the store's `updateCustomer`). The title and date
 * travel as form fields and the preferences are kept (spec 001 §4, domain-rules `profileFormFields`). A wrong
 * password shows 'The password you entered was incorrect.' on its field; an email in use the server's message on
 * the email field; anything else 'An error occured. Please try again later.'. Success is announced politely and the
 * password field is emptied.
 */
export function MyDetailsForm({ initial }: { market: ClientMarket; initial: MyDetailsValues }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const updateCustomer = useAccount((s) => s.updateCustomer);
  const [values, setValues] = useState({
    ...initial,
    dateOfBirth: formatDateOfBirth(initial.dateOfBirth),
    current_password: '',
  });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const pendingRef = useRef(false);
  const [failure, setFailure] = useState<{ message: string; field?: 'email' | 'current_password' }>();
  const [saved, setSaved] = useState(false);

  const set = (name: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setSaved(false);
    if (failure?.field === name) setFailure(undefined);
  };

  const errors: Partial<Record<Field, string>> = {};
  const person = validateRegistration(values);
  if (person.first_name) errors.first_name = person.first_name;
  if (person.last_name) errors.last_name = person.last_name;
  if (person.email) errors.email = person.email;
  const dateOfBirth = parseDateOfBirth(values.dateOfBirth, new Date());
  if (dateOfBirth.error) errors.dateOfBirth = dateOfBirth.error;
  if (values.phone.trim() !== '' && !isValidPhone(values.phone)) errors.phone = PHONE_ERROR;
  if (values.current_password === '') errors.current_password = requiredMessage(CURRENT_PASSWORD_LABEL);
  const shown: Partial<Record<Field, string>> = touched ? { ...errors } : {};
  if (failure?.field) shown[failure.field] = failure.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pendingRef.current) return;
    setTouched(true);
    setSaved(false);
    const firstInvalid = FIELD_ORDER.find((field) => errors[field] !== undefined);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    pendingRef.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await updateCustomer({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        current_password: values.current_password,
        form_fields: profileFormFields({ title: values.title, dateOfBirth: dateOfBirth.iso ?? '' }),
      });
      setValues((v) => ({ ...v, current_password: '' }));
      setTouched(false);
      setSaved(true);
    } catch (e) {
      const { message } = normalizeError(e);
      if (message === WRONG_CURRENT_PASSWORD) {
        setFailure({ message, field: 'current_password' });
        formRef.current?.querySelector<HTMLElement>('[name="current_password"]')?.focus();
      } else {
        const classified = registrationError(message);
        setFailure(
          classified.emailUsed
            ? { message: classified.message, field: 'email' }
            : { message: REGISTRATION_ERROR_MESSAGE },
        );
      }
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <fieldset className={styles.group}>
        <legend className={styles.legend} id={`${id}-title`}>
          Your details
        </legend>
        <TitleSelect id={`${id}-t`} value={values.title} onChange={set('title')} />
        <NameFields values={values} onChange={(name, value) => set(name)(value)} errors={shown} />
        <TextField
          label="Date of birth (optional)"
          name="dateOfBirth"
          description="DD/MM/YYYY"
          autoComplete="bday"
          inputMode="numeric"
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
          isInvalid={shown.dateOfBirth !== undefined}
          errorMessage={shown.dateOfBirth}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          isRequired
          value={values.email}
          onChange={set('email')}
          isInvalid={shown.email !== undefined}
          errorMessage={shown.email}
        />
        <TextField
          label="Phone (optional)"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={set('phone')}
          isInvalid={shown.phone !== undefined}
          errorMessage={shown.phone}
        />
        <PasswordField
          label={CURRENT_PASSWORD_LABEL}
          name="current_password"
          isRequired
          description={CURRENT_PASSWORD_DESCRIPTION}
          value={values.current_password}
          onChange={set('current_password')}
          isInvalid={shown.current_password !== undefined}
          errorMessage={shown.current_password}
        />
      </fieldset>
      <p role="alert" className={styles.failure}>
        {failure && !failure.field ? failure.message : ''}
      </p>
      <p role="status" className={styles.legal}>
        {saved ? DETAILS_SAVED : ''}
      </p>
      <Button type="submit" variant="primary" isPending={pending} isDisabled={!hydrated}>
        Save Changes
      </Button>
    </form>
  );
}
