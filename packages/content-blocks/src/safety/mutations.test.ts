// @vitest-environment node
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { isSafeHref } from '../shared/links';
import {
  longString,
  mutatedEntry,
  nestedEntry,
  placesIn,
  removeAt,
  setAt,
  UNSAFE_LINKS,
  unknownSchemaId,
  unsafeLink,
} from './mutations';

const id = 'https://schema.wardrobe.shop/blocks/link-group';
const fixture = {
  _meta: { schema: id, deliveryKey: 'uk/links' },
  heading: 'Help',
  links: [{ text: 'Delivery', link: '/delivery' }],
};

/** How many entries (objects with `_meta`) sit inside one another, the outermost included. */
function entryDepth(value: unknown): number {
  if (Array.isArray(value)) return Math.max(0, ...value.map(entryDepth));
  if (value === null || typeof value !== 'object') return 0;
  const inner = Math.max(0, ...Object.values(value).map(entryDepth));
  return '_meta' in value ? inner + 1 : inner;
}

describe('paths', () => {
  it('lists every place, and sets and removes by path without touching the original', () => {
    expect(placesIn(fixture).map(({ path }) => path.join('.'))).toEqual([
      '_meta',
      '_meta.schema',
      '_meta.deliveryKey',
      'heading',
      'links',
      'links.0',
      'links.0.text',
      'links.0.link',
    ]);
    expect(setAt(fixture, ['links', 0, 'link'], 'x')).toMatchObject({
      links: [{ text: 'Delivery', link: 'x' }],
    });
    expect(removeAt(fixture, ['links', 0])).toMatchObject({ links: [] });
    expect(removeAt(fixture, ['_meta', 'schema'])).toMatchObject({ _meta: { deliveryKey: 'uk/links' } });
    expect(fixture.links[0]?.link).toBe('/delivery');
  });
});

describe('payloads', () => {
  it.prop([unsafeLink()])(
    'unsafe links are refused by the shop’s own link check, bare or in markdown',
    (link) => {
      const bare = /^\[Shop now\]\((.*)\)$/s.exec(link)?.[1] ?? link;
      if (bare.startsWith('[') || bare.startsWith('!') || bare.startsWith('<') || bare.includes('&')) return;
      expect(isSafeHref(bare.replace(/^[\u00a0\ufeff]/, ''))).toBe(false);
    },
  );

  it('covers each scheme', () => {
    for (const scheme of ['javascript', 'vbscript', 'data']) {
      expect(UNSAFE_LINKS.some((link) => link.toLowerCase().includes(`${scheme}:`))).toBe(true);
    }
  });

  it.prop([longString()])('long strings are 10,000 characters', (text) => {
    expect(text).toHaveLength(10_000);
  });

  it.prop([unknownSchemaId(id)])('unknown schema ids are never the entry’s own', (schema) => {
    expect(schema).not.toBe(id);
  });

  it.prop([nestedEntry([fixture])])('nested entries are ten deep', (entry) => {
    expect(entryDepth(entry)).toBe(10);
  });
});

describe('mutatedEntry', () => {
  it.prop([mutatedEntry(fixture)])('changes the fixture and leaves the original alone', (mutated) => {
    expect(mutated).not.toEqual(fixture);
    expect(fixture.links[0]?.link).toBe('/delivery');
  });

  it('reaches every kind of mutation', () => {
    const samples = fc
      .sample(mutatedEntry(fixture, { maxMutations: 1 }), 500)
      .map((value) => JSON.stringify(value));
    const seen = (predicate: (text: string) => boolean) =>
      samples.some((text) => text !== undefined && predicate(text));
    expect(seen((text) => !text.includes('"heading"'))).toBe(true);
    expect(seen((text) => text.length >= 10_000)).toBe(true);
    expect(seen((text) => /javascript|vbscript|data:/i.test(text))).toBe(true);
    expect(seen((text) => text.includes('<script>') || text.includes('onerror'))).toBe(true);
    expect(seen((text) => !text.includes(`"schema":"${id}"`))).toBe(true);
    expect(samples.some((text) => entryDepth(JSON.parse(text ?? 'null')) >= 10)).toBe(true);
  });
});
