import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyLoginError,
  formatValidUntil,
  greetingHeading,
  isLockedOut,
  isPreferenceTrue,
  LOCKOUT_MS,
  type LoginErrorKind,
  loginErrorMessage,
  MAX_SIDE_OFFERS,
  profileFormField,
  profileFormFields,
  registrationError,
  sideOffers,
} from './accounts';

describe('classifyLoginError', () => {
  it.each<[string, LoginErrorKind]>([
    [
      'The maximum number of invalid logins has been exceeded and to protect your details your account has been locked for 30 minutes.',
      'locked',
    ],
    ['You have exceeded the maximum number of invalid logins', 'locked'],
    ['Account locked', 'locked'],
    ['Your account is LOCKED.', 'locked'],
    ['Wrong email or password', 'invalid'],
    ['Login failed: Wrong email or password.', 'invalid'],
    ['Invalid credentials', 'invalid'],
    ['invalid credentials', 'invalid'],
    ['Wrong email or password; account locked', 'locked'],
    ['The password you entered was incorrect.', 'unknown'],
    ['Network error', 'unknown'],
    ['', 'unknown'],
  ])('%j is %s', (message, kind) => {
    expect(classifyLoginError(message)).toBe(kind);
  });

  it('is unknown for no message', () => {
    expect(classifyLoginError(undefined)).toBe('unknown');
    expect(classifyLoginError(null)).toBe('unknown');
  });
});

describe('loginErrorMessage', () => {
  it('gives the spec text for each kind, letter for letter', () => {
    expect(loginErrorMessage('invalid')).toBe(
      "Your email/password combination is incorrect. Please click 'Forgot your password?' below to reset your password.",
    );
    expect(loginErrorMessage('locked')).toBe(
      'The maximum number of invalid logins has been exceeded and to protect your details your account has been locked for 30 minutes.',
    );
    expect(loginErrorMessage('unknown')).toBe('An error occured. Please try again later.');
  });

  it('gives the unknown-error text for a kind that is not one of the three', () => {
    expect(loginErrorMessage('toString' as LoginErrorKind)).toBe('An error occured. Please try again later.');
    expect(loginErrorMessage('' as LoginErrorKind)).toBe('An error occured. Please try again later.');
  });

  it('turns the locked server message back into itself', () => {
    const locked = loginErrorMessage('locked');
    expect(loginErrorMessage(classifyLoginError(locked))).toBe(locked);
  });
});

describe('registrationError', () => {
  it('shows an existing-account message as it is and marks the email as used', () => {
    expect(registrationError('An account already exists for this email address')).toEqual({
      message: 'An account already exists for this email address',
      emailUsed: true,
    });
    const long = 'Error: An account already exists for this email address. Please sign in.';
    expect(registrationError(long)).toEqual({ message: long, emailUsed: true });
  });

  it('shows the generic text for any other error', () => {
    const generic = { message: 'An error occured. Please try again later.', emailUsed: false };
    expect(registrationError('Internal server error')).toEqual(generic);
    expect(registrationError('An account already exists for the email you used to checkout')).toEqual(
      generic,
    );
    expect(registrationError('an account already exists for this email address')).toEqual(generic);
    expect(registrationError('')).toEqual(generic);
    expect(registrationError(undefined)).toEqual(generic);
    expect(registrationError(null)).toEqual(generic);
  });
});

describe('isPreferenceTrue', () => {
  it.each(['yes', 'Yes', 'YES', 'Yes please', 'eyes'])('%j is true', (value) => {
    expect(isPreferenceTrue(value)).toBe(true);
  });

  it.each(['no', 'No', 'ye', 'y', 'true', ''])('%j is false', (value) => {
    expect(isPreferenceTrue(value)).toBe(false);
  });

  it('reads a list value by its strings', () => {
    expect(isPreferenceTrue(['Yes'])).toBe(true);
    expect(isPreferenceTrue(['No', 'yes'])).toBe(true);
    expect(isPreferenceTrue(['No'])).toBe(false);
    expect(isPreferenceTrue([])).toBe(false);
  });

  it('is false for values that are not text', () => {
    expect(isPreferenceTrue(undefined)).toBe(false);
    expect(isPreferenceTrue(null)).toBe(false);
    expect(isPreferenceTrue(true)).toBe(false);
    expect(isPreferenceTrue(1)).toBe(false);
  });

  it('is true exactly when the text contains yes in any case', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom('yes', 'YES', 'yEs'), (a, b, yes) => {
        expect(isPreferenceTrue(`${a}${yes}${b}`)).toBe(true);
        expect(isPreferenceTrue(a)).toBe(a.toLowerCase().includes('yes'));
      }),
    );
  });
});

describe('isLockedOut', () => {
  const lockedAt = Date.UTC(2025, 0, 1, 12, 0, 0);

  it('locks for 30 minutes', () => {
    expect(LOCKOUT_MS).toBe(30 * 60_000);
    expect(LOCKOUT_MS).toBe(1_800_000);
  });

  it('is locked from the moment of locking until just before 30 minutes', () => {
    expect(isLockedOut({ lockedAt, now: lockedAt })).toBe(true);
    expect(isLockedOut({ lockedAt, now: lockedAt + 29 * 60_000 })).toBe(true);
    expect(isLockedOut({ lockedAt, now: lockedAt + LOCKOUT_MS - 1 })).toBe(true);
  });

  it('is open again at exactly 30 minutes and after', () => {
    expect(isLockedOut({ lockedAt, now: lockedAt + LOCKOUT_MS })).toBe(false);
    expect(isLockedOut({ lockedAt, now: lockedAt + LOCKOUT_MS + 1 })).toBe(false);
  });

  it('is not locked without a lock time', () => {
    expect(isLockedOut({ now: lockedAt })).toBe(false);
    expect(isLockedOut({ lockedAt: undefined, now: lockedAt })).toBe(false);
    expect(isLockedOut({ lockedAt: null, now: lockedAt })).toBe(false);
    expect(isLockedOut({ lockedAt: Number.NaN, now: lockedAt })).toBe(false);
  });

  it('treats a lock time at 0 (the epoch) as a lock time', () => {
    expect(isLockedOut({ lockedAt: 0, now: 1000 })).toBe(true);
  });

  it('keeps a lock time in the future', () => {
    expect(isLockedOut({ lockedAt, now: lockedAt - 1000 })).toBe(true);
  });

  it('is locked exactly for elapsed times below 30 minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2e12 }),
        fc.integer({ min: 0, max: 2 * LOCKOUT_MS }),
        (at, elapsed) => {
          expect(isLockedOut({ lockedAt: at, now: at + elapsed })).toBe(elapsed < LOCKOUT_MS);
        },
      ),
    );
  });
});

describe('greetingHeading', () => {
  it("puts the first name into 'Hey {name}, what's good?'", () => {
    expect(greetingHeading("Hey {name}, what's good?", 'Jane')).toBe("Hey Jane, what's good?");
  });

  it('replaces every {name}', () => {
    expect(greetingHeading('{name}! Hi {name}.', 'Sam')).toBe('Sam! Hi Sam.');
  });

  it('leaves a template without {name} unchanged', () => {
    expect(greetingHeading('Good Stuff just for you', 'Sam')).toBe('Good Stuff just for you');
    expect(greetingHeading('', 'Sam')).toBe('');
  });

  it('inserts the name literally, trimmed, and nothing for no name', () => {
    expect(greetingHeading('Hey {name}', '$& $1')).toBe('Hey $& $1');
    expect(greetingHeading('Hey {name}', '  Jane ')).toBe('Hey Jane');
    expect(greetingHeading('Hey {name}!', undefined)).toBe('Hey !');
    expect(greetingHeading('Hey {name}!', null)).toBe('Hey !');
  });

  it('puts the name wherever the template had {name}, and leaves the rest alone', () => {
    const text = fc.stringMatching(/^[^{}]*$/);
    fc.assert(
      fc.property(fc.array(text, { minLength: 1 }), text, (parts, name) => {
        const heading = greetingHeading(parts.join('{name}'), name);
        expect(heading).not.toContain('{name}');
        expect(heading).toBe(parts.join(name.trim()));
      }),
    );
  });
});

describe('formatValidUntil', () => {
  it('writes DD-MM-YY in UTC from a Date, epoch ms or ISO string', () => {
    expect(formatValidUntil(new Date(Date.UTC(2025, 11, 31)))).toBe('31-12-25');
    expect(formatValidUntil(Date.UTC(2025, 0, 5))).toBe('05-01-25');
    expect(formatValidUntil('2025-03-09')).toBe('09-03-25');
    expect(formatValidUntil('2025-03-09T23:59:59.999Z')).toBe('09-03-25');
  });

  it('reads the day in UTC at both edges of it', () => {
    expect(formatValidUntil('2025-06-30T23:59:59Z')).toBe('30-06-25');
    expect(formatValidUntil('2025-07-01T00:00:00Z')).toBe('01-07-25');
    expect(formatValidUntil('2025-07-01T00:30:00+01:00')).toBe('30-06-25');
    expect(formatValidUntil('2025-06-30T23:30:00-01:00')).toBe('01-07-25');
  });

  it('reads an ISO string without an offset as UTC', () => {
    expect(formatValidUntil('2025-06-30T23:30')).toBe('30-06-25');
    expect(formatValidUntil('2025-06-30T23:30:00')).toBe('30-06-25');
  });

  it('writes the year as its last two digits', () => {
    expect(formatValidUntil('2000-01-01')).toBe('01-01-00');
    expect(formatValidUntil('2009-10-10')).toBe('10-10-09');
    expect(formatValidUntil(0)).toBe('01-01-70');
  });

  it('gives an empty string for a missing, unparseable or invalid date', () => {
    expect(formatValidUntil(undefined)).toBe('');
    expect(formatValidUntil(null)).toBe('');
    expect(formatValidUntil('')).toBe('');
    expect(formatValidUntil('next Tuesday')).toBe('');
    expect(formatValidUntil('31-12-25')).toBe('');
    expect(formatValidUntil('2025-13-01')).toBe('');
    expect(formatValidUntil('2025-02-30')).toBe('');
    expect(formatValidUntil('2025-02-29T10:00:00Z')).toBe('');
    expect(formatValidUntil('2024-02-29')).toBe('29-02-24');
    expect(formatValidUntil(new Date(Number.NaN))).toBe('');
    expect(formatValidUntil(Number.NaN)).toBe('');
    expect(formatValidUntil(9e15)).toBe('');
  });

  it('does not mutate a Date', () => {
    const date = new Date(Date.UTC(2025, 11, 31));
    formatValidUntil(date);
    expect(date.getTime()).toBe(Date.UTC(2025, 11, 31));
  });

  it('agrees for the three forms of the same moment', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(0), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true }),
        (d) => {
          const text = formatValidUntil(d);
          expect(text).toMatch(/^\d{2}-\d{2}-\d{2}$/);
          expect(formatValidUntil(d.getTime())).toBe(text);
          expect(formatValidUntil(d.toISOString())).toBe(text);
          const [dd, mm, yy] = text.split('-');
          expect(Number(dd)).toBe(d.getUTCDate());
          expect(Number(mm)).toBe(d.getUTCMonth() + 1);
          expect(Number(yy)).toBe(d.getUTCFullYear() % 100);
        },
      ),
    );
  });
});

describe('sideOffers', () => {
  const offer = (n: number) => ({ title: `Offer ${n}` });

  it('shows up to 3 offers', () => {
    expect(MAX_SIDE_OFFERS).toBe(3);
  });

  it('shows all of 2 offers', () => {
    expect(sideOffers([offer(1), offer(2)])).toEqual([offer(1), offer(2)]);
  });

  it('shows all of 3 offers', () => {
    expect(sideOffers([offer(1), offer(2), offer(3)])).toEqual([offer(1), offer(2), offer(3)]);
  });

  it('shows the first 3 of 4 offers', () => {
    expect(sideOffers([offer(1), offer(2), offer(3), offer(4)])).toEqual([offer(1), offer(2), offer(3)]);
  });

  it('shows nothing for no offers', () => {
    expect(sideOffers([])).toEqual([]);
    expect(sideOffers(undefined)).toEqual([]);
    expect(sideOffers(null)).toEqual([]);
  });

  it('does not mutate the list', () => {
    const offers = [offer(1), offer(2), offer(3), offer(4)];
    const shown = sideOffers(offers);
    expect(offers).toHaveLength(4);
    expect(shown).not.toBe(offers);
  });

  it('is a prefix of the offers, as long as it can be up to 3', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), (offers) => {
        const shown = sideOffers(offers);
        expect(shown.length).toBe(Math.min(offers.length, 3));
        shown.forEach((o, i) => {
          expect(o).toBe(offers[i]);
        });
      }),
    );
  });
});

describe('profileFormFields (spec 001 §4: replace or keep)', () => {
  it('writes only what the form sends: My Details keeps the preferences', () => {
    expect(profileFormFields({ title: 'Dr', dateOfBirth: '1990-03-27' })).toEqual([
      { name: 'Title', value: 'Dr' },
      { name: 'Date of Birth', value: '1990-03-27' },
    ]);
  });

  it('the marketing preferences keep the title and date, and say Yes or No', () => {
    expect(profileFormFields({ preferenceEmail: false, preferencePost: true })).toEqual([
      { name: 'Preference Email', value: 'No' },
      { name: 'Preference Post', value: 'Yes' },
    ]);
  });

  it('an empty title or date sent clears it; nothing sent writes nothing', () => {
    expect(profileFormFields({ title: ' ', dateOfBirth: '' })).toEqual([
      { name: 'Title', value: '' },
      { name: 'Date of Birth', value: '' },
    ]);
    expect(profileFormFields({})).toEqual([]);
  });

  it('reads a field back, empty when absent', () => {
    const fields = [{ name: 'Title', value: 'Ms' }];
    expect(profileFormField(fields, 'Title')).toBe('Ms');
    expect(profileFormField(fields, 'Date of Birth')).toBe('');
  });
});
