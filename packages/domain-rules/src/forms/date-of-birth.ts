/** Ours: the spec names the field (full registration's `dateOfBirth`, My Details) but gives no rule or text. */
export const DATE_OF_BIRTH_ERROR = 'Please enter your date of birth as DD/MM/YYYY, for example 27/03/1990';
/** Reading: Good Stuff members are at least 16 (UK consent age for marketing); an older date is not checked. */
export const MIN_MEMBER_AGE = 16;
export const TOO_YOUNG_ERROR = 'You need to be at least 16 to join Good Stuff';

/**
 * A date of birth typed as DD/MM/YYYY (also D/M/YYYY, with '.', '-' or spaces between) → `YYYY-MM-DD`, the form
 * the backend stores; an error text for anything else: not a calendar date, before 1900, in the future, or
 * younger than `MIN_MEMBER_AGE` on `today`. An empty value is `{}` (the field is optional).
 */
export function parseDateOfBirth(text: string, today: Date): { iso?: string; error?: string } {
  const value = text.trim();
  if (value === '') return {};
  const match = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(value);
  if (!match) return { error: DATE_OF_BIRTH_ERROR };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1900 || date.getTime() > today.getTime()) return { error: DATE_OF_BIRTH_ERROR };
  const birthdayPassed =
    today.getUTCMonth() > month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() >= day);
  const age = today.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
  if (age < MIN_MEMBER_AGE) return { error: TOO_YOUNG_ERROR };
  const pad = (n: number) => String(n).padStart(2, '0');
  return { iso: `${year}-${pad(month)}-${pad(day)}` };
}

/** A stored date of birth (`YYYY-MM-DD`) as the form shows it (DD/MM/YYYY); anything else as it is. */
export function formatDateOfBirth(stored: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored.trim());
  return match ? `${match[3]}/${match[2]}/${match[1]}` : stored;
}
