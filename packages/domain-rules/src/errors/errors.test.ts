import { describe, expect, it } from 'vitest';
import { normalizeError, parseChannelId } from './errors';

describe('parseChannelId', () => {
  it.each([
    [undefined, 1],
    [null, 1],
    ['', 1],
    ['0', 1],
    ['2', 2],
    ['3', 3],
  ])('%s → channel %s', (header, id) => {
    expect(parseChannelId(header)).toBe(id);
  });

  it.each(['abc', '1a', 'NaN', '--1'])('refuses %s with the spec message', (header) => {
    expect(() => parseChannelId(header)).toThrow('Channel id is not a number.');
  });
});

describe('normalizeError', () => {
  it('reads the status from statusCode, status, then response.status, default 500', () => {
    expect(normalizeError({ statusCode: 404, message: 'no product' })).toEqual({
      statusCode: 404,
      message: 'no product',
    });
    expect(normalizeError({ status: 422, message: 'x' }).statusCode).toBe(422);
    expect(normalizeError({ response: { status: 403 }, message: 'x' }).statusCode).toBe(403);
    expect(normalizeError(new Error('boom'))).toEqual({ statusCode: 500, message: 'boom' });
  });

  it('uses the string form when there is no message', () => {
    expect(normalizeError('plain failure')).toEqual({ statusCode: 500, message: 'plain failure' });
  });
});
