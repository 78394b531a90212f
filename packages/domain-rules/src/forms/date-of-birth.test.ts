import { describe, expect, it } from 'vitest';
import {
  DATE_OF_BIRTH_ERROR,
  formatDateOfBirth,
  MIN_MEMBER_AGE,
  parseDateOfBirth,
  TOO_YOUNG_ERROR,
} from './date-of-birth';

const today = new Date(Date.UTC(2026, 10, 27));

describe('parseDateOfBirth', () => {
  it('reads DD/MM/YYYY (and D.M.YYYY) as an ISO date', () => {
    expect(parseDateOfBirth('27/03/1990', today)).toEqual({ iso: '1990-03-27' });
    expect(parseDateOfBirth(' 1.2.1985 ', today)).toEqual({ iso: '1985-02-01' });
  });

  it('is optional: an empty field is no answer and no error', () => {
    expect(parseDateOfBirth('  ', today)).toEqual({});
  });

  it('refuses what is not a calendar date in the past', () => {
    for (const text of ['31/02/1990', '1990-03-27', '27/13/1990', '01/01/1899', '28/11/2026', 'soon']) {
      expect(parseDateOfBirth(text, today)).toEqual({ error: DATE_OF_BIRTH_ERROR });
    }
  });

  it('counts the age to the day', () => {
    expect(parseDateOfBirth('27/11/2010', today)).toEqual({ iso: '2010-11-27' });
    expect(parseDateOfBirth('28/11/2010', today)).toEqual({ error: TOO_YOUNG_ERROR });
    // Written out (a template would bundle the age with every form rule); it must still say the same age.
    expect(TOO_YOUNG_ERROR).toContain(String(MIN_MEMBER_AGE));
  });
});

describe('formatDateOfBirth', () => {
  it('shows a stored date as DD/MM/YYYY, and anything else as it is', () => {
    expect(formatDateOfBirth('1990-03-27')).toBe('27/03/1990');
    expect(parseDateOfBirth(formatDateOfBirth('1990-03-27'), today)).toEqual({ iso: '1990-03-27' });
    expect(formatDateOfBirth('')).toBe('');
    expect(formatDateOfBirth('March 1990')).toBe('March 1990');
  });
});
