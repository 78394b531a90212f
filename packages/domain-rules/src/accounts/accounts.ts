/** Spec 001 §4: the three kinds of login error. */
export type LoginErrorKind = 'locked' | 'invalid' | 'unknown';

/**
 * Spec 001 §4 and §8: a server message about the maximum number of invalid logins, or a locked account, is
 * `locked`; one containing 'Wrong email or password' or 'Invalid credentials' is `invalid`; anything else `unknown`.
 * Reading: the message is matched in any case, and locked wins when a message says both.
 */
export function classifyLoginError(serverMessage: string | null | undefined): LoginErrorKind {
  const message = serverMessage ?? '';
  if (/maximum number of invalid logins|locked/i.test(message)) return 'locked';
  if (/wrong email or password|invalid credentials/i.test(message)) return 'invalid';
  return 'unknown';
}

/** Spec 001 §8: the text shown for each kind of login error, letter for letter ('occured' included). */
export const LOGIN_ERROR_MESSAGES = {
  invalid:
    "Your email/password combination is incorrect. Please click 'Forgot your password?' below to reset your password.",
  locked:
    'The maximum number of invalid logins has been exceeded and to protect your details your account has been locked for 30 minutes.',
  unknown: 'An error occured. Please try again later.',
} as const satisfies Record<LoginErrorKind, string>;

/**
 * Spec 001 §8: the login error text for a kind. Reading: a kind that is not one of the three (bad input) gets
 * the unknown-error text.
 */
export function loginErrorMessage(kind: LoginErrorKind): string {
  return Object.hasOwn(LOGIN_ERROR_MESSAGES, kind)
    ? LOGIN_ERROR_MESSAGES[kind]
    : LOGIN_ERROR_MESSAGES.unknown;
}

/** Spec 001 §8: an account page's or the session's load failure. */
export const USER_DATA_FAILED = 'Retrieving user data failed.';
/** Spec 001 §5: the full registration's billing address is required. */
export const BILLING_ADDRESS_REQUIRED = 'Billing address is required';
/**
 * Reading: a wrong current password when changing details or the password (spec 001 §4 "changing them needs the
 * current password"); the backend answers it and the form shows it on the field.
 */
export const WRONG_CURRENT_PASSWORD = 'The password you entered was incorrect.';

/** Spec 001 §8: the generic text for a failed registration ('occured' as the spec spells it). */
export const REGISTRATION_ERROR_MESSAGE = 'An error occured. Please try again later.';
const EMAIL_USED_MARKER = 'An account already exists for this email address';

/** What the registration form shows after a failed registration. */
export interface RegistrationFailure {
  message: string;
  /** The email belongs to an existing account (spec 001 §8: "marks the email as used"). */
  emailUsed: boolean;
}

/**
 * Spec 001 §8: a server message containing 'An account already exists for this email address' is shown as it is
 * and marks the email as used; any other error shows 'An error occured. Please try again later.'.
 * Reading: the marker is matched case-sensitively, as the spec quotes it.
 */
export function registrationError(serverMessage: string | null | undefined): RegistrationFailure {
  if (typeof serverMessage === 'string' && serverMessage.includes(EMAIL_USED_MARKER)) {
    return { message: serverMessage, emailUsed: true };
  }
  return { message: REGISTRATION_ERROR_MESSAGE, emailUsed: false };
}

/**
 * Spec 001 §3: a preference form field (Preference Email, Preference Post) counts as true when its value contains
 * 'yes', any case. Reading: a list value (checkbox fields) counts when one of its strings does; values that are
 * not text (booleans, numbers, nothing) are false.
 */
export function isPreferenceTrue(value: unknown): boolean {
  const values = Array.isArray(value) ? value : [value];
  return values.some((v) => typeof v === 'string' && /yes/i.test(v));
}

/** Spec 001 §4 and §9: after too many invalid logins the account is locked for 30 minutes. */
// 30 minutes, written out: esbuild keeps a top-level `30 * 60_000` in a bundle even when nothing uses it.
export const LOCKOUT_MS = 1_800_000;

/** When the account was locked, and the time to judge at (both epoch ms). */
export interface LockoutState {
  lockedAt?: number | null | undefined;
  now: number;
}

/**
 * Spec 001 §4 and §9: locked for 30 minutes from `lockedAt`; at exactly 30 minutes it is open again.
 * Reading: a lock time in the future counts as locked (the clocks disagree; the lock stands).
 */
export function isLockedOut({ lockedAt, now }: LockoutState): boolean {
  return typeof lockedAt === 'number' && now - lockedAt < LOCKOUT_MS;
}

/**
 * Spec 001 §2 and spec 002 §5: the greeting shows the first name in place of every `{name}` in the heading
 * (default heading 'Hey {name}, what's good?': `GREETING_DEFAULTS.headerTitle` of the content module).
 * Reading: the first name is trimmed and inserted literally (no `$&`-style replacement patterns); a missing name
 * is inserted as ''.
 */
export function greetingHeading(template: string, firstName: string | null | undefined): string {
  return template.split('{name}').join((firstName ?? '').trim());
}

/** A date as content holds it: a `Date`, epoch milliseconds, or an ISO 8601 string. */
export type ValidUntilDate = Date | number | string;

/**
 * Spec 001 §9 and spec 002 §9: an offer's valid-until date is shown DD-MM-YY, read in UTC so every visitor sees
 * the same day. Reading: a Date, epoch ms or ISO 8601 string is accepted; an ISO string without an offset
 * (date-only or date-time) is read as UTC, so the result never depends on the runtime's time zone; other strings
 * and invalid or missing dates give '' (nothing to show).
 */
export function formatValidUntil(date: ValidUntilDate | null | undefined): string {
  const d = new Date(validUntilTime(date));
  if (Number.isNaN(d.getTime())) return '';
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(d.getUTCDate())}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCFullYear())}`;
}

function validUntilTime(date: ValidUntilDate | null | undefined): number {
  if (date instanceof Date) return date.getTime();
  if (typeof date === 'number') return Number.isFinite(date) ? date : Number.NaN;
  if (typeof date !== 'string') return Number.NaN;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:\d{2})?)?$/i.exec(
    date.trim(),
  );
  if (!iso) return Number.NaN;
  const [, day = '', time, offset] = iso;
  // Date.parse rolls an impossible day over (2025-02-30 → 2 March); such a date is not a date.
  const midnight = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnight.getTime()) || !midnight.toISOString().startsWith(day)) return Number.NaN;
  return time ? Date.parse(`${day}T${time}${offset ?? 'Z'}`) : midnight.getTime();
}

/** Spec 001 §2 and §9: the offers panel shows up to 3 offers. */
export const MAX_SIDE_OFFERS = 3;

/** Spec 001 §2 and §9: the offers the side panel shows: the first 3, in their order. */
export function sideOffers<Offer>(offers: readonly Offer[] | null | undefined): Offer[] {
  return (offers ?? []).slice(0, MAX_SIDE_OFFERS);
}

/** Spec 001 §3 form-field names of the customer's profile (as the SDK's `CUSTOMER_FORM_FIELD` spells them). */
export const PROFILE_FORM_FIELDS = {
  title: 'Title',
  dateOfBirth: 'Date of Birth',
  preferenceEmail: 'Preference Email',
  preferencePost: 'Preference Post',
} as const;

export interface ProfileUpdate {
  title?: string | undefined;
  dateOfBirth?: string | undefined;
  preferenceEmail?: boolean | undefined;
  preferencePost?: boolean | undefined;
}

/**
 * Spec 001 §4 "Customer update: title, date of birth and both preferences together decide whether existing form
 * fields are replaced or kept." Reading: each of the four a form sends replaces the customer's field of that name
 * (an empty title or date clears it; a preference is 'Yes' or 'No'); each it does not send keeps its value, as do
 * fields that are none of the four (the saved cart's id). So My Details (title, date of birth) keeps the
 * preferences, and the marketing preferences keep the title and date. The answer is the form fields to write, for
 * an update that replaces the named fields and keeps the others (BigCommerce's form-field values).
 */
export function profileFormFields(update: ProfileUpdate): { name: string; value: string }[] {
  const fields: { name: string; value: string }[] = [];
  if (update.title !== undefined)
    fields.push({ name: PROFILE_FORM_FIELDS.title, value: update.title.trim() });
  if (update.dateOfBirth !== undefined) {
    fields.push({ name: PROFILE_FORM_FIELDS.dateOfBirth, value: update.dateOfBirth.trim() });
  }
  if (update.preferenceEmail !== undefined) {
    fields.push({ name: PROFILE_FORM_FIELDS.preferenceEmail, value: update.preferenceEmail ? 'Yes' : 'No' });
  }
  if (update.preferencePost !== undefined) {
    fields.push({ name: PROFILE_FORM_FIELDS.preferencePost, value: update.preferencePost ? 'Yes' : 'No' });
  }
  return fields;
}

/** A profile form field's value from a customer's form fields ('' when absent). */
export function profileFormField(
  fields: readonly { name: string; value: string }[],
  name: (typeof PROFILE_FORM_FIELDS)[keyof typeof PROFILE_FORM_FIELDS],
): string {
  return fields.find((field) => field.name === name)?.value ?? '';
}
