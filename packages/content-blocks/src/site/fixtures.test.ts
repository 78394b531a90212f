import { describe, expect, it } from 'vitest';
import { pageModels } from '../pages';
import { blockRegistry } from '../registry';
import { contentSchemas, SITE_CONTENT_KEYS, validateContentEntry } from '../schemas';
import { SCHEMA_BASE } from '../shared/meta';
import { siteModels } from '.';

/**
 * Site entries and pages have no component, so the generic block test does not see them: their fixtures are
 * checked here the same way (valid ones parse, `invalid*` ones are refused), through `validateContentEntry`,
 * which is what the content service applies.
 */
const models = [...siteModels, ...pageModels];

describe.each(models)('fixtures of $schemaId', ({ schemaId, fixtures }) => {
  const named = Object.entries(fixtures);
  const valid = named.filter(([name]) => !name.startsWith('invalid'));
  const invalid = named.filter(([name]) => name.startsWith('invalid'));

  it('include a default and at least one invalid fixture', () => {
    expect(Object.keys(fixtures)).toContain('default');
    expect(invalid.length).toBeGreaterThan(0);
  });

  it.each(valid)('%s is valid and names this content type', (_name, fixture) => {
    const result = validateContentEntry(fixture);
    expect(result).toMatchObject({ ok: true });
    expect((result as { entry: { _meta: { schema: string } } }).entry._meta.schema).toBe(schemaId);
  });

  it.each(invalid)('%s is refused with a reason', (_name, fixture) => {
    const result = validateContentEntry(fixture);
    expect(result.ok).toBe(false);
    expect((result as { reason: string }).reason).not.toBe('');
  });
});

describe('contentSchemas', () => {
  it('knows every registered block, site entry and page, under its own schema id', () => {
    for (const id of Object.keys(blockRegistry))
      expect(contentSchemas[id], id).toBe(blockRegistry[id]?.schema);
    for (const model of models) {
      expect(contentSchemas[model.schemaId]).toBe(model.schema);
      expect(model.schemaId.startsWith(`${SCHEMA_BASE}/`)).toBe(true);
    }
  });

  it('has a content type for every site key of spec 001 §7', () => {
    expect(Object.keys(SITE_CONTENT_KEYS)).toEqual([
      'app-header',
      'desktop-navigation',
      'mobile-navigation',
      'footer',
      'locale-selector-image',
      'benefit-bar',
      'countdown-timer',
      'good-stuff-side-sign-in',
      'good-stuff-side-offers',
      'my-account/your-good-stuff',
      'good-stuff-logged-in-user',
    ]);
    for (const id of Object.values(SITE_CONTENT_KEYS)) expect(contentSchemas[id], id).toBeDefined();
  });
});

describe('validateContentEntry', () => {
  it('says why an entry is refused: no type, an unknown type, the first failing field', () => {
    expect(validateContentEntry({ text: 'x' })).toEqual({
      ok: false,
      reason: 'The entry has no _meta.schema',
    });
    expect(validateContentEntry(null)).toEqual({ ok: false, reason: 'The entry has no _meta.schema' });
    expect(validateContentEntry({ _meta: { schema: 'https://schema.wardrobe.shop/blocks/nope' } })).toEqual({
      ok: false,
      reason: 'No content type https://schema.wardrobe.shop/blocks/nope is known',
    });
    expect(validateContentEntry({ _meta: { schema: 'constructor' } }).ok).toBe(false);
    const footer = validateContentEntry({
      _meta: { schema: `${SCHEMA_BASE}/site/footer` },
      columns: [{ title: 'Help', links: [{ text: 'Delivery' }] }],
    });
    expect(footer).toEqual({ ok: false, reason: 'columns.0.links.0.link: A footer link needs a link' });
  });

  it('applies the spec defaults to what it gives back', () => {
    const panel = validateContentEntry({ _meta: { schema: `${SCHEMA_BASE}/site/good-stuff-side-offers` } });
    expect(panel).toMatchObject({
      ok: true,
      entry: {
        heading: 'Your Offers',
        offers: [],
        viewAllCTA: { buttonText: 'View All Offers', buttonLink: '/my-account' },
      },
    });
    const footer = validateContentEntry({
      _meta: { schema: `${SCHEMA_BASE}/site/footer` },
      columns: [{ title: 'Help', links: [{ text: 'Delivery', link: '/delivery' }] }],
      quisasBoxText: ' ',
    });
    expect(footer).toMatchObject({
      ok: true,
      entry: { quisasBoxText: "Sometimes it's good to get lost in the details" },
    });
    const signIn = validateContentEntry({
      _meta: { schema: `${SCHEMA_BASE}/site/good-stuff-side-sign-in` },
      thankYouCTA: { buttonText: 'Shop now', buttonLink: '' },
    });
    expect(signIn).toMatchObject({
      ok: true,
      entry: {
        title: 'Sign Up, Get Good Stuff',
        signInHeading: 'Sign In To Get The Good Stuff',
        containerBackgroundColor: '#64E6D6',
        thankYouCTA: { buttonText: 'Shop now', buttonLink: '/womens', buttonStyle: 'primary' },
        optionalCTA: { buttonLink: '/browse', buttonStyle: 'primary' },
        signInCTA: { buttonStyle: 'tertiary' },
      },
    });
  });

  it('keeps a page whose block is broken, with the block as it was, for the renderer to leave out', () => {
    const block = { _meta: { schema: `${SCHEMA_BASE}/blocks/large-text-banner` }, textColour: 'Grey' };
    const page = validateContentEntry({ _meta: { schema: `${SCHEMA_BASE}/pages/home` }, blocks: [block] });
    expect(page).toEqual({
      ok: true,
      entry: { _meta: { schema: `${SCHEMA_BASE}/pages/home` }, blocks: [block] },
    });
  });
});
