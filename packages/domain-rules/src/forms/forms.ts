/**
 * Spec 000 §5 and spec 001 §5: letters, digits, plus, underscore, dot, hyphen, then @, then letters, digits, dot,
 * hyphen, any case. Self-contained on purpose: a client bundle of this rule alone stays under 1 kB.
 * Reading: the value is checked as typed (no trimming); anything but a string is not an email.
 */
export function isValidEmail(s: unknown): boolean {
  return typeof s === 'string' && /^[a-z0-9+_.-]+@[a-z0-9.-]+$/i.test(s);
}

/** Spec 001 §5: the helper variant also needs a dot in the domain and a final label of at least 2 letters. */
export function isValidEmailStrict(s: unknown): boolean {
  return typeof s === 'string' && /^[a-z0-9+_.-]+@[a-z0-9.-]+\.[a-z]{2,}$/i.test(s);
}

/** Spec 000 §5 and spec 001 §5: the two email messages. */
export const EMAIL_ERROR = 'Invalid email address';
export const EMAIL_FORMAT_ERROR = 'Invalid email address format';

/** Spec 001 §5: `'{field_name} cannot be empty'`. */
export function requiredMessage(fieldName: string): string {
  return `${fieldName} cannot be empty`;
}

/** Spec 001 §9: password minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Spec 001 §5 (account creation): at least 8 characters, letters and digits both present, no whitespace.
 * Reading: characters are counted as code points (an emoji is one); a letter is any Unicode letter, a digit 0–9.
 */
export function isValidPassword(s: unknown): boolean {
  return (
    typeof s === 'string' &&
    [...s].length >= PASSWORD_MIN_LENGTH &&
    /\p{L}/u.test(s) &&
    /\d/.test(s) &&
    !/\s/u.test(s)
  );
}

/** Spec 001 §3: the registration form's fields that are checked. */
export interface RegistrationForm {
  first_name?: string | null | undefined;
  last_name?: string | null | undefined;
  email?: string | null | undefined;
  password?: string | null | undefined;
  /** Only forms with a confirmation field pass it. */
  confirmPassword?: string | null | undefined;
}

export type RegistrationField = keyof RegistrationForm;
/** Field → message; empty when the form is valid. */
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

/** Spec 001 §5: first and last name at least 2 characters. */
export const NAME_MIN_LENGTH = 2;
/** Spec 001 §5. */
export const PASSWORDS_DIFFER_ERROR = 'Passwords need to be identical.';
/** Ours (contract): the spec gives the rule but no text. */
export const WEAK_PASSWORD_ERROR =
  'Password must be at least 8 characters and contain a letter and a number, with no spaces';

/**
 * Spec 001 §5: first_name, last_name, email, password required ('{field_name} cannot be empty', with the
 * contract's field names); names at least 2 characters (message ours); email valid ('Invalid email address');
 * password strong (message ours); 'Passwords need to be identical.' under `confirmPassword`.
 * One message per field, the first rule it breaks.
 * Reading: a name or email of only spaces is empty, and names are measured trimmed; the email itself is checked
 * as typed, since that is what is sent; a password of spaces is not empty but weak.
 * Reading: the confirmation is compared only when the form passes one (`undefined` means no such field).
 */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const firstName = nameError(form.first_name, 'First name');
  if (firstName) errors.first_name = firstName;
  const lastName = nameError(form.last_name, 'Last name');
  if (lastName) errors.last_name = lastName;

  const email = form.email ?? '';
  if (email.trim() === '') errors.email = requiredMessage('Email');
  else if (!isValidEmail(email)) errors.email = EMAIL_ERROR;

  const password = form.password ?? '';
  if (password === '') errors.password = requiredMessage('Password');
  else if (!isValidPassword(password)) errors.password = WEAK_PASSWORD_ERROR;

  if (form.confirmPassword !== undefined && (form.confirmPassword ?? '') !== password) {
    errors.confirmPassword = PASSWORDS_DIFFER_ERROR;
  }
  return errors;
}

function nameError(value: string | null | undefined, label: string): string | undefined {
  const name = (value ?? '').trim();
  if (name === '') return requiredMessage(label);
  if ([...name].length < NAME_MIN_LENGTH) return `${label} must be at least ${NAME_MIN_LENGTH} characters`;
  return undefined;
}

/**
 * Spec 001 §5: the postcode must be a valid UK format (e.g. SW9 6DE): outward code A9, A99, AA9, AA99, A9A or
 * AA9A with the letters the Royal Mail allows in each position, then inward code 9AA; also GIR 0AA.
 * Reading: any case; surrounding whitespace is ignored and at most one space may separate the two parts.
 */
export function isValidUkPostcode(s: unknown): boolean {
  return (
    typeof s === 'string' &&
    /^(?:GIR ?0AA|[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d[\dABEHMNPRV-Y]?|\d[A-HJKPS-UW]) ?\d[ABD-HJLNP-UW-Z]{2})$/i.test(
      s.trim(),
    )
  );
}
