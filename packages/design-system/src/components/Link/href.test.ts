import { describe, expect, it } from 'vitest';
import { isExternalHref, isSafeHref } from './href';

describe('isSafeHref', () => {
  it.each([
    '/womens',
    'https://www.instagram.com/wardrobe',
    'mailto:help@example.com',
    'tel:+441234567890',
    '#main',
    '?page=2',
  ])('allows %s', (href) => {
    expect(isSafeHref(href)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses %j', (href) => {
    expect(isSafeHref(href)).toBe(false);
  });
});

describe('isExternalHref', () => {
  it.each([
    'https://www.instagram.com/wardrobe',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    '//cdn.example.com/file.pdf',
  ])('treats %s as external', (href) => {
    expect(isExternalHref(href)).toBe(true);
  });

  it.each(['/womens', 'womens', '#top', 'mailto:help@example.com', 'tel:123', 'ftp-guide', '/https://x'])(
    'treats %s as internal',
    (href) => {
      expect(isExternalHref(href)).toBe(false);
    },
  );
});
