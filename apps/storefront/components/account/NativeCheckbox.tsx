import type { ReactNode } from 'react';
import styles from './CreateAccount.module.css';

/**
 * A labelled native checkbox for the account forms: the platform's own control, so the registration page ships
 * no checkbox script (react-aria's cost the page about 3 kB gzipped, past issue 20's script allowance). The label
 * wraps the box, so the whole row toggles it.
 */
export function NativeCheckbox({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.checkbox}>
      <input
        type="checkbox"
        name={name}
        className={styles.checkboxInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
