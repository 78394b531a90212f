import type { ReactNode } from 'react';
import styles from './CreateAccount.module.css';

export interface NativeSelectProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  autoComplete?: string;
  children: ReactNode;
}

/**
 * A labelled native select: the platform's own picker on phones, no script to open it, and it keeps the form's
 * field look through the account forms' styles (CreateAccount.module.css). Its error, when given, is linked to it.
 */
export function NativeSelect({
  id,
  name,
  label,
  value,
  onChange,
  error,
  autoComplete,
  children,
}: NativeSelectProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
