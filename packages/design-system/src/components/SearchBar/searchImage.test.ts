import { describe, expect, it } from 'vitest';
import { searchImageUrl } from './searchImage';

describe('searchImageUrl', () => {
  it('replaces the width with 320', () => {
    expect(searchImageUrl('https://cdn.example/i/shop/dress?fmt=auto&qlt=default&w=992')).toBe(
      'https://cdn.example/i/shop/dress?fmt=auto&qlt=default&w=320',
    );
  });

  it('adds it when missing, keeping other parameters and the fragment', () => {
    expect(searchImageUrl('https://cdn.example/dress.jpg')).toBe('https://cdn.example/dress.jpg?w=320');
    expect(searchImageUrl('/images/dress.jpg?fmt=auto#top')).toBe('/images/dress.jpg?fmt=auto&w=320#top');
    expect(searchImageUrl('/dress.jpg?width=10&w=1&w=2')).toBe('/dress.jpg?width=10&w=320');
  });

  it('leaves data URLs and empty strings alone', () => {
    expect(searchImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe('data:image/svg+xml,%3Csvg%3E');
    expect(searchImageUrl('')).toBe('');
  });
});
