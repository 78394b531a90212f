'use client';

import { Button, Checkbox } from '@wardrobe/design-system';
import { REGISTRATION_ERROR_MESSAGE } from '@wardrobe/domain-rules';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useAccount } from '../../lib/account/store';
import styles from './CreateAccount.module.css';
import { MARKETING_POST_LABEL } from './CreateAccountForm';
import { MARKETING_EMAIL_LABEL } from './registration-texts';
import { useHydrated } from './useHydrated';

/** Ours: the spec gives no texts for the page beyond its name. */
export const PREFERENCES_INTRO =
  'Choose how you would like to hear about Good Stuff. You can change this at any time.';
export const PREFERENCES_SAVED = 'Your preferences have been saved.';

/**
 * The marketing preferences (spec 001 §1, §3: email and post): the same labels as registration, saved together by
 * the store's `updatePreferences` (form fields and the engagement service; its own error slot, spec 001 §8).
 */
export function MarketingPreferencesForm({ initial }: { initial: { email: boolean; post: boolean } }) {
  const id = useId();
  const updatePreferences = useAccount((s) => s.updatePreferences);
  const [email, setEmail] = useState(initial.email);
  const [post, setPost] = useState(initial.post);
  const [pending, setPending] = useState(false);
  const hydrated = useHydrated();
  const pendingRef = useRef(false);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setFailed(false);
    setSaved(false);
    try {
      await updatePreferences({ email, post });
      setSaved(true);
    } catch {
      setFailed(true);
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <fieldset className={styles.group}>
        <legend className={styles.legend} id={`${id}-title`}>
          How we contact you
        </legend>
        <p className={styles.legal}>{PREFERENCES_INTRO}</p>
        <Checkbox
          name="preferenceEmail"
          isSelected={email}
          onChange={(v) => {
            setEmail(v);
            setSaved(false);
          }}
        >
          {MARKETING_EMAIL_LABEL}
        </Checkbox>
        <Checkbox
          name="preferencePost"
          isSelected={post}
          onChange={(v) => {
            setPost(v);
            setSaved(false);
          }}
        >
          {MARKETING_POST_LABEL}
        </Checkbox>
      </fieldset>
      <p role="alert" className={styles.failure}>
        {failed ? REGISTRATION_ERROR_MESSAGE : ''}
      </p>
      <p role="status" className={styles.legal}>
        {saved ? PREFERENCES_SAVED : ''}
      </p>
      <Button type="submit" variant="primary" isPending={pending} isDisabled={!hydrated}>
        Save Preferences
      </Button>
    </form>
  );
}
