'use client';

import { Button, PasswordField } from '@wardrobe/design-system';
import {
  isValidPassword,
  normalizeError,
  PASSWORDS_DIFFER_ERROR,
  REGISTRATION_ERROR_MESSAGE,
  requiredMessage,
  WEAK_PASSWORD_ERROR,
  WRONG_CURRENT_PASSWORD,
} from '@wardrobe/domain-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAccount } from '../../lib/account/store';
import type { ClientMarket } from '../frame/types';
import styles from './CreateAccount.module.css';
import { CURRENT_PASSWORD_LABEL } from './MyDetailsForm';
import { PASSWORD_RULE_DESCRIPTION } from './registration-texts';
import { useHydrated } from './useHydrated';

/** Ours: the spec names the change (update customer with the new password, spec 001 §7) but not its texts. */
export const PASSWORD_CHANGED = 'Your password has been changed. You have been signed out everywhere else.';
export const NEW_PASSWORD_LABEL = 'New password';
export const CONFIRM_NEW_PASSWORD_LABEL = 'Confirm new password';

type Field = 'current' | 'next' | 'confirm';
const NAMES: Record<Field, string> = {
  current: 'current_password_change',
  next: 'new_password',
  confirm: 'confirm_new_password',
};

/**
 * Spec 001 §7 "change password uses update customer": the current password, the new one with the spec's rule
 * (stated first) and its confirmation ('Passwords need to be identical.'). The backend ends the customer's other
 * sessions (issue 20 item 11), which the success message says.
 */
export function ChangePasswordForm(_props: { market: ClientMarket }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const updateCustomer = useAccount((s) => s.updateCustomer);
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const pendingRef = useRef(false);
  const [failure, setFailure] = useState<{ message: string; onCurrent: boolean }>();
  const [changed, setChanged] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setChanged(false);
    if (field === 'current' && failure?.onCurrent) setFailure(undefined);
  };

  const errors: Partial<Record<Field, string>> = {};
  if (values.current === '') errors.current = requiredMessage(CURRENT_PASSWORD_LABEL);
  if (values.next === '') errors.next = requiredMessage(NEW_PASSWORD_LABEL);
  else if (!isValidPassword(values.next)) errors.next = WEAK_PASSWORD_ERROR;
  if (values.confirm !== values.next) errors.confirm = PASSWORDS_DIFFER_ERROR;
  const shown: Partial<Record<Field, string>> = touched ? { ...errors } : {};
  if (failure?.onCurrent) shown.current = failure.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pendingRef.current) return;
    setTouched(true);
    setChanged(false);
    const firstInvalid = (['current', 'next', 'confirm'] as const).find((field) => errors[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${NAMES[firstInvalid]}"]`)?.focus();
      return;
    }
    pendingRef.current = true;
    setPending(true);
    setFailure(undefined);
    try {
      await updateCustomer({
        current_password: values.current,
        authentication: { new_password: values.next },
      });
      setValues({ current: '', next: '', confirm: '' });
      setTouched(false);
      setChanged(true);
    } catch (e) {
      const { message } = normalizeError(e);
      if (message === WRONG_CURRENT_PASSWORD) {
        setFailure({ message, onCurrent: true });
        formRef.current?.querySelector<HTMLElement>(`[name="${NAMES.current}"]`)?.focus();
      } else {
        setFailure({ message: REGISTRATION_ERROR_MESSAGE, onCurrent: false });
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
          Change password
        </legend>
        <PasswordField
          label={CURRENT_PASSWORD_LABEL}
          name={NAMES.current}
          isRequired
          value={values.current}
          onChange={set('current')}
          isInvalid={shown.current !== undefined}
          errorMessage={shown.current}
        />
        <PasswordField
          label={NEW_PASSWORD_LABEL}
          name={NAMES.next}
          autoComplete="new-password"
          isRequired
          description={PASSWORD_RULE_DESCRIPTION}
          value={values.next}
          onChange={set('next')}
          isInvalid={shown.next !== undefined}
          errorMessage={shown.next}
        />
        <PasswordField
          label={CONFIRM_NEW_PASSWORD_LABEL}
          name={NAMES.confirm}
          autoComplete="new-password"
          isRequired
          value={values.confirm}
          onChange={set('confirm')}
          isInvalid={shown.confirm !== undefined}
          errorMessage={shown.confirm}
        />
      </fieldset>
      <p role="alert" className={styles.failure}>
        {failure && !failure.onCurrent ? failure.message : ''}
      </p>
      <p role="status" className={styles.legal}>
        {changed ? PASSWORD_CHANGED : ''}
      </p>
      <Button type="submit" variant="secondary" isPending={pending} isDisabled={!hydrated}>
        Change Password
      </Button>
    </form>
  );
}
