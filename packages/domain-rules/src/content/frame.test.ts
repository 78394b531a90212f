import { describe, expect, it } from 'vitest';
import { siteContentFailure } from './frame';

describe('siteContentFailure (spec 001 §8)', () => {
  it('shows the error page for a 5xx on desktop or mobile navigation', () => {
    expect(siteContentFailure('desktop-navigation', 500)).toBe('error-page');
    expect(siteContentFailure('mobile-navigation', 500)).toBe('error-page');
    expect(siteContentFailure('mobile-navigation', 503)).toBe('error-page');
  });

  it('gives empty content for a 404 on navigation and for any failure of the other entries', () => {
    expect(siteContentFailure('desktop-navigation', 404)).toBe('empty');
    expect(siteContentFailure('footer', 500)).toBe('empty');
    expect(siteContentFailure('locale-selector-image', 500)).toBe('empty');
    expect(siteContentFailure('benefit-bar', 503)).toBe('empty');
  });
});
