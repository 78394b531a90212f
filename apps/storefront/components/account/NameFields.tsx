'use client';

import { TextField } from '@wardrobe/design-system';
import { NativeSelect } from './NativeSelect';

/** Reading: the titles offered (spec 001 §3 stores a title as a form field; its choices are not given). */
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'] as const;

/** The optional title, as registration and My Details ask for it. */
export function TitleSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect id={id} name="title" label="Title (optional)" value={value} onChange={onChange}>
      <option value="">Choose a title</option>
      {TITLES.map((t) => (
        <option key={t} value={t}>
          {t}
        </option>
      ))}
    </NativeSelect>
  );
}

type NameField = 'first_name' | 'last_name';

/** First and last name, both required, as every account form asks for them. */
export function NameFields({
  values,
  onChange,
  errors,
}: {
  values: Record<NameField, string>;
  onChange: (name: NameField, value: string) => void;
  /** The errors shown now (after a submit). */
  errors: Partial<Record<NameField, string>>;
}) {
  const field = (name: NameField, label: string, autoComplete: string) => (
    <TextField
      label={label}
      name={name}
      autoComplete={autoComplete}
      isRequired
      value={values[name]}
      onChange={(value) => onChange(name, value)}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
    />
  );
  return (
    <>
      {field('first_name', 'First name', 'given-name')}
      {field('last_name', 'Last name', 'family-name')}
    </>
  );
}
