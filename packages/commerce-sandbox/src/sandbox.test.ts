import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { CategoryTreeNode } from '@wardrobe/commerce-sdk';
import { createServerCaller } from '@wardrobe/commerce-sdk/server';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from './sandbox';

const run = promisify(execFile);

describe('the sandbox catalogue through the middleware', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ dataDir: 'memory://' });
  });
  afterAll(() => sandbox.close());

  it('serves the seeded category tree: Womens, Mens, Home and Gifts, three levels deep', async () => {
    const caller = createServerCaller({ providers: { bigcommerce: sandbox.commerce }, channelId: 1 });
    const { data } = await caller.getCategoryTree();
    expect(data.map((c) => [c.name, c.url])).toEqual([
      ['Womens', '/womens/'],
      ['Mens', '/mens/'],
      ['Home', '/home/'],
      ['Gifts', '/gifts/'],
    ]);
    const dresses = findByUrl(data, '/womens/clothing/dresses/');
    expect(dresses).toMatchObject({ name: 'Dresses', depth: 2 });
    const womens = data[0] as CategoryTreeNode;
    const clothing = findByUrl(data, '/womens/clothing/') as CategoryTreeNode;
    expect(dresses?.path).toEqual([womens.id, clothing.id]);
    expect(dresses?.parent_id).toBe(clothing.id);
  });

  it('answers catalogue reads in-process through the server caller, in the channel currency', async () => {
    const caller = createServerCaller({ providers: { bigcommerce: sandbox.commerce }, channelId: 3 });
    const listing = await caller.getProductsWithFilter({ itemsPerPage: 2 });
    expect(listing.data).toHaveLength(2);
    expect(listing.meta.pagination.total).toBeGreaterThanOrEqual(300);
    const { data } = await caller.getProductById({ entityId: listing.data[0]?.id ?? 0 });
    expect(data.currency_code).toBe('USD');
    expect(data.variants.length).toBeGreaterThan(0);
  });

  it('keeps what is there on a second start instead of seeding again', async () => {
    await sandbox.db
      .updateTable('categories')
      .set({ name: 'Womenswear' })
      .where('url', '=', '/womens/')
      .execute();
    const { seedIfEmpty } = await import('./seed');
    expect(await seedIfEmpty(sandbox.db)).toBe(false);
    const { data } = await createServerCaller({
      providers: { bigcommerce: sandbox.commerce },
      channelId: 1,
    }).getCategoryTree();
    expect(data[0]?.name).toBe('Womenswear');
  });
});

// The one allowed skip: a Postgres server (DATABASE_URL, the `postgres` test layer) has no data directory to own.
describe.skipIf(process.env.DATABASE_URL)('one owner per data directory (PGlite only)', () => {
  // Made in beforeAll, not here: a skipped suite still runs this body, and would leave the directory behind.
  let dir = '';
  const cli = join(
    fileURLToPath(new URL('..', import.meta.url)),
    'node_modules/.cache/wardrobe-test/cli.mjs',
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wardrobe-sandbox-'));
    // The real seed CLI, bundled, run as a second Node process.
    await build({
      entryPoints: [fileURLToPath(new URL('./cli.ts', import.meta.url))],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: cli,
      external: ['@electric-sql/pglite', 'kysely', 'kysely-pglite-dialect', 'pg'],
      logLevel: 'silent',
    });
  });

  it('refuses a second process with a clear message, then lets it in once the owner closes', async () => {
    const owner = await createSandbox({ dataDir: dir });
    const env = { ...process.env, WARDROBE_DATA_DIR: dir };
    const refused = await run(process.execPath, [cli, 'seed'], { env }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain(`already open in process ${process.pid}`);

    await expect(createSandbox({ dataDir: dir })).rejects.toThrow(/already open in process/);

    await owner.close();
    const { stdout } = await run(process.execPath, [cli, 'seed'], { env });
    expect(stdout).toContain('already seeded');
  });
});

function findByUrl(nodes: CategoryTreeNode[], url: string): CategoryTreeNode | undefined {
  for (const node of nodes) {
    if (node.url === url) return node;
    const found = findByUrl(node.children, url);
    if (found) return found;
  }
  return undefined;
}
