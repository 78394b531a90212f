import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blockFixtureSets } from './blockFixtures';
import { blockRegistry } from './registry';
import { contentSchemas } from './schemas';
import { blockSchemaId } from './shared/meta';

const root = join(__dirname, '..');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, Record<string, string>>;
};
const blockFolders = readdirSync(join(__dirname, 'blocks'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Every block folder is a block an app can reach: registered (the renderer), in the schemas-only entry (the content
 * service validates it) and an entry point of its own (`@wardrobe/content-blocks/<block>`), built by tsup.config.ts
 * as `modules.blocks.<block>`.
 */
describe.each(blockFolders)('block %s', (name) => {
  it('is registered and its schema is in the schemas entry', () => {
    const schemaId = blockSchemaId(name);
    expect(blockRegistry[schemaId]?.name).toBe(name);
    expect(contentSchemas[schemaId]).toBe(blockRegistry[schemaId]?.schema);
  });

  it('has an entry point of its own', () => {
    expect(packageJson.exports[`./${name}`]).toEqual({
      '@wardrobe/source': `./src/blocks/${name}/index.ts`,
      types: `./dist/modules.blocks.${name}.d.ts`,
      import: `./dist/modules.blocks.${name}.js`,
    });
  });
});

describe('the fixtures-only entry', () => {
  it('lists every registered block once, with its title and its own fixtures', () => {
    expect(blockFixtureSets.map((set) => set.schemaId).sort()).toEqual(Object.keys(blockRegistry).sort());
    for (const set of blockFixtureSets) {
      const block = blockRegistry[set.schemaId];
      expect(block?.name).toBe(set.name);
      expect(block?.title).toBe(set.title);
      expect(block?.fixtures).toBe(set.fixtures);
    }
  });
});
