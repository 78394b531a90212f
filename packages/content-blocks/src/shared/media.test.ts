import { describe, expect, it } from 'vitest';
import { fixtureImage, fixtureVideo } from '../site/fields';
import { imageLinkSchema, mediaLinkSchema } from './media';

describe('media links', () => {
  it('accept names and endpoints beyond ASCII, surrogate pairs included', () => {
    expect(imageLinkSchema.safeParse(fixtureImage('linen-edit-🌞-été')).success).toBe(true);
    expect(mediaLinkSchema.safeParse({ ...fixtureVideo('studio'), endpoint: 'wardrobe-日本' }).success).toBe(
      true,
    );
  });

  // Found by the property tests (src/safety): the image URL's `encodeURIComponent(name)` threw `URIError: URI
  // malformed` while the block rendered, and on the server that throw took the whole page down.
  it.each([
    ['name', 'Sale \udfff'],
    ['name', '\ud800'],
    ['endpoint', 'ward\udbffrobe'],
  ])('refuse a %s holding half of a surrogate pair', (field, value) => {
    const result = imageLinkSchema.safeParse({ ...fixtureImage('linen-edit'), [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      `The ${field} holds a broken character (half of a surrogate pair)`,
    );
  });
});
