import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';
import { blockSchemaId } from './shared/meta';

/**
 * Generic over every registered block: fixtures are the single source for stories, tests and demo pages, so a
 * fixture that stops matching its schema (or a schema that starts accepting an `invalid*` fixture) fails here.
 */
const blocks = Object.entries(blockRegistry);

describe('blockRegistry', () => {
  it('holds at least one block', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks)('keys %s by its own schema id', (schemaId, block) => {
    expect(block.schemaId).toBe(schemaId);
    expect(schemaId).toBe(blockSchemaId(block.name));
  });
});

describe.each(blocks)('fixtures of %s', (schemaId, block) => {
  const fixtures = Object.entries(block.fixtures);
  const valid = fixtures.filter(([name]) => !name.startsWith('invalid'));
  const invalid = fixtures.filter(([name]) => name.startsWith('invalid'));

  it('include a default and at least one invalid fixture', () => {
    expect(Object.keys(block.fixtures)).toContain('default');
    expect(invalid.length).toBeGreaterThan(0);
  });

  it.each(valid)('%s parses and names this content type', (_name, fixture) => {
    const result = block.schema.safeParse(fixture);
    expect(result.error?.issues ?? []).toEqual([]);
    expect((result.data as { _meta: { schema: string } })._meta.schema).toBe(schemaId);
  });

  it.each(invalid)('%s is refused', (_name, fixture) => {
    expect(block.schema.safeParse(fixture).success).toBe(false);
  });
});
