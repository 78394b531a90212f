/// <reference types="vite/client" />
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from './registry';

/**
 * "A story per fixture" (issue 22): every valid fixture of every registered block is shown by a story of the block's
 * stories file whose args are that fixture as the renderer parses it (`fixtureEntries`), so an editor finds each
 * variant in Storybook, and its visual baselines cover it. A new block, or a new fixture, needs its story.
 *
 * The stories files are imported as they are (CSF: a default export, the meta, and one export per story); a story's
 * args are the meta's and its own, as Storybook merges them.
 */
const storyFiles = import.meta.glob<Record<string, unknown>>('./blocks/*/*.stories.tsx');

interface StoryArgs {
  name: string;
  args: Record<string, unknown>;
}

function argsOf(value: unknown): Record<string, unknown> | undefined {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return undefined;
  return (value as { args?: Record<string, unknown> }).args;
}

/** A story export's name as Storybook shows it: its own `name`, else the export's name. */
function storyName(exportName: string, story: unknown): string {
  const named = (story as { name?: unknown; storyName?: unknown } | null)?.name;
  return typeof named === 'string' && typeof story === 'object' ? named : exportName;
}

async function storiesIn(file: string): Promise<StoryArgs[]> {
  const load = storyFiles[file];
  if (!load) throw new Error(`No stories file ${file}`);
  const module = await load();
  const metaArgs = argsOf(module.default) ?? {};
  return Object.entries(module)
    .filter(([exportName]) => exportName !== 'default' && exportName !== '__namedExportsOrder')
    .map(([exportName, story]) => ({
      name: storyName(exportName, story),
      args: { ...metaArgs, ...argsOf(story) },
    }));
}

/** Equal as data: a field set to `undefined` is a field left out (zod's output may carry either). */
function sameArgs(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(withoutUndefined(a), withoutUndefined(b));
}

function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .map(([key, field]) => [key, withoutUndefined(field)]),
  );
}

const blocks = Object.values(blockRegistry);

describe.each(blocks.map((block) => [block.name, block] as const))('stories of %s', (name, block) => {
  const files = Object.keys(storyFiles).filter((file) => file.startsWith(`./blocks/${name}/`));
  const valid = Object.entries(block.fixtures).filter(([fixture]) => !fixture.startsWith('invalid'));

  it('are in one stories file in its folder', () => {
    expect(files, `src/blocks/${name}/ needs its <Block>.stories.tsx`).toHaveLength(1);
  });

  // Storybook's docs page and controls find the block by its component (apps/storybook/.storybook/contentModel.tsx).
  it('show the registered component, or name the block in parameters.contentBlock', async () => {
    const [file] = files;
    if (!file) throw new Error(`src/blocks/${name}/ has no stories file`);
    const meta = (await storyFiles[file]?.())?.default as
      | { component?: unknown; parameters?: { contentBlock?: unknown } }
      | undefined;
    const found = meta?.component === block.component || meta?.parameters?.contentBlock === name;
    expect(
      found,
      `${file.slice(2)}: meta.component is not ${name}'s component; set parameters.contentBlock: '${name}'`,
    ).toBe(true);
  });

  it.each(valid)('show the fixture %s', async (fixture, entry) => {
    const [file] = files;
    if (!file) throw new Error(`src/blocks/${name}/ has no stories file`);
    const parsed = block.schema.parse(entry);
    const stories = await storiesIn(file);
    const showing = stories.filter((story) => sameArgs(story.args, parsed)).map((story) => story.name);
    expect(
      showing,
      `${file.slice(2)} has no story with args: entry('${fixture}') (the fixture, parsed): add one named as an editor would say it`,
    ).not.toEqual([]);
  });
});
