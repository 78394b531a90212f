import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  averageRating,
  isReviewRating,
  REVIEW_ERRORS,
  REVIEW_MIN_LENGTH,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  validateReview,
} from './reviews';

describe('validateReview', () => {
  it('is empty when title and message have at least 3 characters', () => {
    expect(validateReview({ title: 'Fab', message: 'Yes' })).toEqual({});
    expect(validateReview({ title: 'Lovely dress', message: 'Fits well, true to size.' })).toEqual({});
    expect(validateReview({ rating: 5, title: 'Fab', message: 'Yes' })).toEqual({});
  });

  it('needs at least 3 characters in each, with its own message', () => {
    expect(validateReview({ title: 'Ok', message: 'No' })).toEqual({
      title: 'Title must be at least 3 characters',
      message: 'Message must be at least 3 characters',
    });
    expect(validateReview({ title: 'Fab', message: 'No' })).toEqual({
      message: 'Message must be at least 3 characters',
    });
  });

  it('does not count surrounding spaces, and treats missing text as empty', () => {
    expect(validateReview({ title: ' ab ', message: '   ' })).toEqual({
      title: 'Title must be at least 3 characters',
      message: 'Message must be at least 3 characters',
    });
    expect(validateReview({})).toEqual({
      title: 'Title must be at least 3 characters',
      message: 'Message must be at least 3 characters',
    });
    expect(validateReview({ title: null, message: ' Good ' })).toEqual({ title: REVIEW_ERRORS.title });
  });

  it('counts characters, not UTF-16 units: two emoji are two characters', () => {
    expect(validateReview({ title: '👍👍', message: '👍👍👍' })).toEqual({ title: REVIEW_ERRORS.title });
  });

  it('needs a whole rating from 1 to 5 when the form has one; null is a rating not chosen', () => {
    const text = { title: 'Fab', message: 'Yes' };
    for (const rating of [1, 2, 3, 4, 5]) expect(validateReview({ ...text, rating })).toEqual({});
    for (const rating of [null, 0, 6, 4.5, -1, Number.NaN]) {
      expect(validateReview({ ...text, rating })).toEqual({ rating: 'Please choose a rating from 1 to 5' });
    }
    expect(validateReview({ rating: null, title: 'a', message: 'b' })).toEqual({
      rating: REVIEW_ERRORS.rating,
      title: REVIEW_ERRORS.title,
      message: REVIEW_ERRORS.message,
    });
  });

  it('says the same numbers as the constants it checks', () => {
    expect(REVIEW_ERRORS.title).toContain(`${REVIEW_MIN_LENGTH} characters`);
    expect(REVIEW_ERRORS.message).toContain(`${REVIEW_MIN_LENGTH} characters`);
    expect(REVIEW_ERRORS.rating).toContain(`${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`);
  });

  it('accepts any text of 3 or more characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 3 }), (text) => {
        const long = [...text.trim()].length >= REVIEW_MIN_LENGTH;
        expect(validateReview({ title: text, message: text })).toEqual(
          long ? {} : { title: REVIEW_ERRORS.title, message: REVIEW_ERRORS.message },
        );
      }),
    );
  });
});

describe('isReviewRating', () => {
  it('is a whole number from 1 to 5', () => {
    expect([1, 2, 3, 4, 5].every(isReviewRating)).toBe(true);
    expect([0, 6, 2.5, '3', null, undefined, Number.POSITIVE_INFINITY].some(isReviewRating)).toBe(false);
  });
});

describe('averageRating', () => {
  it('is the mean rounded to one decimal', () => {
    expect(averageRating([5])).toBe(5);
    expect(averageRating([5, 4])).toBe(4.5);
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([1, 2, 2])).toBe(1.7);
  });

  it('rounds halves up, exactly', () => {
    // 87 / 20 = 4.35, which as a float times 10 is 43.49999…: the sum is taken in tenths first.
    expect(averageRating([...Array(13).fill(5), ...Array(2).fill(4), ...Array(5).fill(3)])).toBe(4.4);
    expect(averageRating([5, 4, 4, 4])).toBe(4.3);
  });

  it('is null with no ratings', () => {
    expect(averageRating([])).toBeNull();
  });

  it('stays within the lowest and highest rating, with at most one decimal', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const average = averageRating(ratings) as number;
        expect(average).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(average).toBeLessThanOrEqual(Math.max(...ratings));
        expect(Math.round(average * 10) / 10).toBe(average);
        const exact = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(Math.abs(average - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
