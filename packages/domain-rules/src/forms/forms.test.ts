import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_ERROR,
  EMAIL_FORMAT_ERROR,
  isValidEmail,
  isValidEmailStrict,
  isValidPassword,
  isValidUkPostcode,
  requiredMessage,
  validateRegistration,
} from './forms';

const localChar = fc.constantFrom(...'abcXYZ019+_.-');
const domainChar = fc.constantFrom(...'abcXYZ019.-');

describe('isValidEmail', () => {
  it.each(['jane@example.com', 'Jane.Doe+shop@Example.CO.UK', 'a_b-c@d', 'x@localhost', '1@2', 'a..b@c..d'])(
    'accepts %s',
    (s) => {
      expect(isValidEmail(s)).toBe(true);
    },
  );

  it.each([
    '',
    '@example.com',
    'jane@',
    'jane',
    'jane@@example.com',
    'ja ne@example.com',
    ' jane@example.com',
    'jane@example.com ',
    'jane@exa_mple.com',
    "o'brien@example.com",
    'jané@example.com',
    'jane@exam+ple.com',
  ])('rejects %j', (s) => {
    expect(isValidEmail(s)).toBe(false);
  });

  it('rejects anything but a string', () => {
    expect(isValidEmail(undefined)).toBe(false);
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(42)).toBe(false);
    expect(isValidEmail(['a@b'])).toBe(false);
  });

  it('accepts exactly the pattern local@domain of the allowed characters', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: localChar, minLength: 1 }),
        fc.string({ unit: domainChar, minLength: 1 }),
        (local, domain) => isValidEmail(`${local}@${domain}`),
      ),
    );
    fc.assert(fc.property(fc.string(), (s) => isValidEmail(s) === /^[a-z0-9+_.-]+@[a-z0-9.-]+$/i.test(s)));
  });
});

describe('isValidEmailStrict', () => {
  it.each(['jane@example.com', 'Jane+x@mail.example.CO.UK', 'a@b.io'])('accepts %s', (s) => {
    expect(isValidEmailStrict(s)).toBe(true);
  });

  it.each([
    ['no dot in the domain', 'jane@localhost'],
    ['a one-letter final label', 'jane@example.c'],
    ['a final label with a digit', 'jane@example.c0m'],
    ['a trailing dot', 'jane@example.com.'],
    ['nothing before the dot', 'jane@.com'],
    ['not an email at all', 'jane.example.com'],
    ['empty', ''],
  ])('rejects %s', (_, s) => {
    expect(isValidEmailStrict(s)).toBe(false);
  });

  it('rejects anything but a string', () => {
    expect(isValidEmailStrict(undefined)).toBe(false);
  });

  it('only accepts what isValidEmail accepts', () => {
    fc.assert(fc.property(fc.string(), (s) => !isValidEmailStrict(s) || isValidEmail(s)));
    fc.assert(
      fc.property(
        fc.string({ unit: localChar, minLength: 1 }),
        fc.string({ unit: domainChar, minLength: 1 }),
        (local, domain) => !isValidEmailStrict(`${local}@${domain}`) || isValidEmail(`${local}@${domain}`),
      ),
    );
  });
});

describe('email messages', () => {
  it('are the spec texts', () => {
    expect(EMAIL_ERROR).toBe('Invalid email address');
    expect(EMAIL_FORMAT_ERROR).toBe('Invalid email address format');
  });
});

describe('requiredMessage', () => {
  it("is '{field_name} cannot be empty'", () => {
    expect(requiredMessage('Email')).toBe('Email cannot be empty');
    expect(requiredMessage('Password')).toBe('Password cannot be empty');
    expect(requiredMessage('Email address')).toBe('Email address cannot be empty');
    expect(requiredMessage('')).toBe(' cannot be empty');
  });
});

describe('isValidPassword', () => {
  it.each(['abcdefg1', 'Password1', '12345678a', 'pässwört9', 'a1!@#$%^&*'])('accepts %s', (s) => {
    expect(isValidPassword(s)).toBe(true);
  });

  it.each([
    ['7 characters', 'abcdef1'],
    ['no digit', 'abcdefgh'],
    ['no letter', '12345678'],
    ['a space', 'abcd efg1'],
    ['a tab', 'abcdefg1\t'],
    ['a newline', 'abcdefg1\n'],
    ['a non-breaking space', 'abcdefg1\u00a0'],
    ['empty', ''],
  ])('rejects %s', (_, s) => {
    expect(isValidPassword(s)).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isValidPassword('a1😀😀😀😀😀😀')).toBe(true);
    expect(isValidPassword('a1😀😀😀😀😀')).toBe(false);
  });

  it('rejects anything but a string', () => {
    expect(isValidPassword(undefined)).toBe(false);
    expect(isValidPassword(12345678)).toBe(false);
  });

  it('holds exactly at 8 characters and more', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abXY0189!#'), minLength: 6, maxLength: 30 }),
        (rest) => {
          expect(isValidPassword(`a1${rest}`)).toBe(true);
          expect(isValidPassword(`a1${rest} `)).toBe(false);
        },
      ),
    );
  });
});

describe('validateRegistration', () => {
  const valid = {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'jane@example.com',
    password: 'abcdefg1',
    confirmPassword: 'abcdefg1',
  };

  it('is empty for a valid form', () => {
    expect(validateRegistration(valid)).toEqual({});
    const { confirmPassword: _, ...withoutConfirmation } = valid;
    expect(validateRegistration(withoutConfirmation)).toEqual({});
  });

  it('names every empty field', () => {
    expect(validateRegistration({ first_name: '', last_name: '', email: '', password: '' })).toEqual({
      first_name: 'First name cannot be empty',
      last_name: 'Last name cannot be empty',
      email: 'Email cannot be empty',
      password: 'Password cannot be empty',
    });
    expect(validateRegistration({})).toEqual({
      first_name: 'First name cannot be empty',
      last_name: 'Last name cannot be empty',
      email: 'Email cannot be empty',
      password: 'Password cannot be empty',
    });
  });

  it('treats names and email of only spaces as empty', () => {
    expect(validateRegistration({ ...valid, first_name: '  ', last_name: '\t', email: ' ' })).toEqual({
      first_name: 'First name cannot be empty',
      last_name: 'Last name cannot be empty',
      email: 'Email cannot be empty',
    });
  });

  it('needs names of at least 2 characters', () => {
    expect(validateRegistration({ ...valid, first_name: 'J', last_name: 'D' })).toEqual({
      first_name: 'First name must be at least 2 characters',
      last_name: 'Last name must be at least 2 characters',
    });
    expect(validateRegistration({ ...valid, first_name: 'Jo', last_name: 'Li' })).toEqual({});
    expect(validateRegistration({ ...valid, first_name: ' J ' }).first_name).toBe(
      'First name must be at least 2 characters',
    );
  });

  it('needs a valid email', () => {
    expect(validateRegistration({ ...valid, email: 'jane@' })).toEqual({ email: 'Invalid email address' });
    expect(validateRegistration({ ...valid, email: ' jane@example.com' })).toEqual({ email: EMAIL_ERROR });
  });

  it('needs a strong password', () => {
    const weak = 'Password must be at least 8 characters and contain a letter and a number, with no spaces';
    expect(validateRegistration({ ...valid, password: 'abcdef1', confirmPassword: 'abcdef1' })).toEqual({
      password: weak,
    });
    expect(validateRegistration({ ...valid, password: '        ', confirmPassword: '        ' })).toEqual({
      password: weak,
    });
  });

  it('needs identical passwords when the form has a confirmation', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'abcdefg2' })).toEqual({
      confirmPassword: 'Passwords need to be identical.',
    });
    expect(validateRegistration({ ...valid, confirmPassword: '' })).toEqual({
      confirmPassword: 'Passwords need to be identical.',
    });
    expect(validateRegistration({ ...valid, password: '', confirmPassword: '' })).toEqual({
      password: 'Password cannot be empty',
    });
  });

  it('does not mutate the form', () => {
    const form = { ...valid, email: 'bad' };
    validateRegistration(form);
    expect(form).toEqual({ ...valid, email: 'bad' });
  });
});

describe('isValidUkPostcode', () => {
  it.each([
    'SW9 6DE',
    'sw96de',
    'EC1A 1BB',
    'W1A 0AX',
    'M1 1AE',
    'B33 8TH',
    'GIR 0AA',
    'gir0aa',
    'CR2 6XH',
    'DN55 1PT',
    'SW1A 1AA',
    'N1C 4AG',
    ' SW9 6DE ',
  ])('accepts %j', (s) => {
    expect(isValidUkPostcode(s)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['outward code only', 'SW9'],
    ['two spaces', 'SW9  6DE'],
    ['no digit in the outward code', 'SWA 6DE'],
    ['a letter first in the inward code', 'SW9 D6E'],
    ['Q first', 'QA1 1AA'],
    ['C in the inward code', 'SW9 6CE'],
    ['too long', 'SW99A 6DE'],
    ['a US zip code', '90210'],
    ['extra text', 'SW9 6DE UK'],
  ])('rejects %s', (_, s) => {
    expect(isValidUkPostcode(s)).toBe(false);
  });

  it('rejects anything but a string', () => {
    expect(isValidUkPostcode(undefined)).toBe(false);
    expect(isValidUkPostcode(96)).toBe(false);
  });

  it('does not depend on case or the optional space', () => {
    const samples = fc.constantFrom('SW9 6DE', 'EC1A 1BB', 'W1A 0AX', 'M1 1AE', 'B33 8TH', 'GIR 0AA');
    fc.assert(
      fc.property(samples, fc.boolean(), (postcode, lower) => {
        const written = lower ? postcode.toLowerCase() : postcode;
        expect(isValidUkPostcode(written.replace(' ', ''))).toBe(true);
        expect(isValidUkPostcode(written)).toBe(true);
      }),
    );
  });
});
