import { describe, expect, it } from 'vitest';
import {
  assertPreviewDomain,
  contentStagingDomain,
  DEFAULT_CONTENT_STAGING_DOMAIN,
  GENERIC_ERROR_MESSAGE,
  normalizeError,
  PREVIEW_DOMAIN_ERROR,
  parseChannelId,
  shopperErrorMessage,
} from './errors';

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

describe('assertPreviewDomain', () => {
  const suffix = 'staging.bigcontent.io';

  it('returns a domain that ends with the staging suffix', () => {
    expect(assertPreviewDomain('1abc2def.staging.bigcontent.io', suffix)).toBe(
      '1abc2def.staging.bigcontent.io',
    );
    expect(assertPreviewDomain('hub-1.eu.staging.bigcontent.io', suffix)).toBe(
      'hub-1.eu.staging.bigcontent.io',
    );
    expect(assertPreviewDomain('staging.bigcontent.io', suffix)).toBe('staging.bigcontent.io');
    expect(assertPreviewDomain('HUB.Staging.BigContent.io', suffix)).toBe('HUB.Staging.BigContent.io');
    expect(assertPreviewDomain('hub.staging.bigcontent.io', '.staging.bigcontent.io')).toBe(
      'hub.staging.bigcontent.io',
    );
  });

  it('has the spec message letter for letter', () => {
    expect(PREVIEW_DOMAIN_ERROR).toBe('Invalid amplience staging domain');
  });

  it.each([
    'evil.test',
    'staging.bigcontent.io.evil.test',
    'bigcontent.io',
    'evilstaging.bigcontent.io',
    'evil.test/x.staging.bigcontent.io',
    'evil.test?x=.staging.bigcontent.io',
    'evil.test#.staging.bigcontent.io',
    'user@hub.staging.bigcontent.io',
    'evil.test:443.staging.bigcontent.io',
    ' hub.staging.bigcontent.io',
    '',
  ])('refuses %j with the spec message', (domain) => {
    expect(() => assertPreviewDomain(domain, suffix)).toThrow(new Error('Invalid amplience staging domain'));
  });

  it('allows nothing when no suffix is configured', () => {
    expect(() => assertPreviewDomain('hub.staging.bigcontent.io', '')).toThrow(
      'Invalid amplience staging domain',
    );
  });

  it('refuses a value that is not a string', () => {
    expect(() => assertPreviewDomain(undefined as unknown as string, suffix)).toThrow(
      'Invalid amplience staging domain',
    );
  });
});

describe('contentStagingDomain', () => {
  it('is the configured suffix, else the sandbox default', () => {
    expect(contentStagingDomain(' staging.bigcontent.io ')).toBe('staging.bigcontent.io');
    expect(contentStagingDomain(undefined)).toBe(DEFAULT_CONTENT_STAGING_DOMAIN);
    expect(contentStagingDomain('  ')).toBe('staging.wardrobe.test');
    expect(() => assertPreviewDomain('hub.staging.wardrobe.test', contentStagingDomain(null))).not.toThrow();
  });
});

describe('shopperErrorMessage', () => {
  it('shows a refusal in the shop’s own words, and the busy answer', () => {
    expect(shopperErrorMessage({ statusCode: 422, message: 'Currently unavailable.' })).toBe(
      'Currently unavailable.',
    );
    expect(shopperErrorMessage({ status: 503, message: 'The shop is busy right now.' })).toBe(
      'The shop is busy right now.',
    );
  });
  it('gives the spec’s generic text for a failure that is not for shoppers', () => {
    expect(shopperErrorMessage(new Error('ECONNRESET at socket.js:12'))).toBe(
      'An error occured, please try again later',
    );
    expect(shopperErrorMessage({ statusCode: 500, message: 'relation "carts" does not exist' })).toBe(
      GENERIC_ERROR_MESSAGE,
    );
  });
  it('shows the spec texts it is given as they are', () => {
    const noCart = 'There is no cart to clear.';
    expect(shopperErrorMessage(new Error(noCart), [noCart])).toBe(noCart);
  });
});
