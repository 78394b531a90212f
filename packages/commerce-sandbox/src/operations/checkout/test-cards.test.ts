import { describe, expect, it } from 'vitest';
import { testCardToken } from './test-cards';

describe('testCardToken', () => {
  it.each([
    ['4242424242424242', 'tok_visa'],
    ['4242 4242 4242 4242', 'tok_visa'],
    [' 4242-4242-4242-4242 ', 'tok_visa'],
    ['4000 0000 0000 0002', 'tok_declined'],
    ['4000000000000002', 'tok_declined'],
  ])('%s is %s', (number, token) => {
    expect(testCardToken(number)).toBe(token);
  });

  it.each([
    '',
    '4242',
    '4242 4242 4242 4241',
    '5555 5555 5555 4444',
    '4242424242424242x',
    'toString',
    '__proto__',
  ])('%j is not a test card', (number) => {
    expect(testCardToken(number)).toBeUndefined();
  });
});
