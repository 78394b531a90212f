// `npm test`: every layer, in the order that fails fastest. Each layer prints its own counts: tests passed and
// failed for the test layers, what was checked (files, packages) for the others; the last line sums the tests.
// Usage: `npm test` (all) or `npm test -- unit stories` (some layers).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensurePostgres } from './ensure-postgres.mjs';
import { ensureChromium, installDependencies, pnpm, root, sh, shTee } from './lib.mjs';

const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const layers = [
  {
    name: 'lint',
    run: () => shTee(pnpm(), ['exec', 'biome', 'ci', '--colors=off', '.']),
    checked: (output) => `${output.match(/Checked (\d+) files?/)?.[1] ?? '?'} files`,
  },
  {
    name: 'build',
    run: async () => {
      const typecheck = selected.some((l) => l.name === 'typecheck');
      // With the typecheck layer to follow, the packages build without declaration files (tooling/tsup-preset.ts).
      const packages = await shTee(pnpm(), ['-r', '--filter', './packages/**', 'build'], {
        env: { ...process.env, WARDROBE_SKIP_DTS: typecheck ? '1' : '' },
      });
      if (packages.status !== 0) return packages;
      // The typecheck layer checks the storefront right after, so Next's own type pass (about 20 s) is skipped.
      const app = await shTee(pnpm(), ['--filter', '@wardrobe/storefront', 'build'], {
        env: {
          ...process.env,
          WARDROBE_SKIP_TYPECHECK: typecheck ? '1' : '',
        },
      });
      return { status: app.status, output: packages.output + app.output };
    },
    checked: (output) => `${projectsRun(output, 'build')} projects`,
  },
  {
    name: 'typecheck',
    run: () => shTee(pnpm(), ['-r', '--workspace-concurrency=2', 'typecheck']),
    checked: (output) => `${projectsRun(output, 'typecheck')} projects`,
  },
  {
    name: 'unit',
    report: 'unit.json',
    run: () =>
      sh(
        pnpm(),
        [
          'exec',
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${join(reports, 'unit.json')}`,
        ],
        // The unit layer is the embedded PGlite run; the postgres layer below is the server run.
        { env: withoutDatabaseUrl() },
      ),
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
  },
  {
    // The commerce suite again, on a real PostgreSQL server: DATABASE_URL if given, else Debian's PostgreSQL
    // (installed if missing) in a throwaway cluster on 127.0.0.1, stopped after the layer. Every test file
    // gets a fresh database of its own (`memory://` on a server, see the sandbox's db/postgres.ts).
    name: 'postgres',
    report: 'postgres.json',
    run: async () => {
      const server = await ensurePostgres();
      try {
        return sh(
          pnpm(),
          [
            'exec',
            'vitest',
            'run',
            '--project',
            'commerce',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=${join(reports, 'postgres.json')}`,
          ],
          { env: { ...process.env, DATABASE_URL: server.url } },
        );
      } finally {
        server.stop();
      }
    },
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
  },
  {
    name: 'stories',
    report: 'stories.json',
    run: () =>
      sh(pnpm(), ['--filter', '@wardrobe/storybook', 'test-stories', '--no-visual'], {
        env: { ...process.env, STORIES_JSON_OUTPUT: join(reports, 'stories.json') },
      }),
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
  },
  {
    // Every story at 375 and 1280 px against the committed baselines, on the Storybook the stories layer built.
    name: 'visual',
    report: 'visual.json',
    run: () =>
      sh(pnpm(), ['--filter', '@wardrobe/storybook', 'test-visual'], {
        env: {
          ...process.env,
          PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'visual.json'),
          // Reuse the build the stories layer just made; run alone, the layer builds its own.
          ...(selected.some((l) => l.name === 'stories') ? { SKIP_STORYBOOK_BUILD: '1' } : {}),
        },
      }),
    count: (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }),
  },
  {
    name: 'e2e',
    report: 'e2e.json',
    run: () =>
      sh(pnpm(), ['--filter', '@wardrobe/storefront', 'test:e2e'], {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'e2e.json') },
      }),
    count: (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }),
  },
  {
    // The shop under load on the built storefront bound to 127.0.0.1 (as behind a reverse proxy): 40 shoppers for
    // 20 s on PGlite, then on Postgres with two processes sharing the database (its own throwaway cluster, as the
    // postgres layer). Fails on any hung request, 5xx, lost unit or process silent afterwards; the latency targets
    // are the full bench's (`npm run bench:load`), reported here but not held.
    name: 'load',
    report: 'load.json',
    run: () =>
      sh('node', ['apps/storefront/bench/load.mjs', '--quick', `--report=${join(reports, 'load.json')}`], {
        env: withoutDatabaseUrl(),
      }),
    count: (r) => ({ passed: r.passed, failed: r.failed }),
  },
];

function withoutDatabaseUrl() {
  const { DATABASE_URL: _, ...env } = process.env;
  return env;
}

/**
 * How many workspace projects ran a script to the end: `pnpm -r` prints `<dir> <script>: Done` for each, a single
 * `--filter` run prints `> <name>@<version> <script> <dir>` and then fails the layer if the script fails.
 */
function projectsRun(output, script) {
  const recursive = output.match(new RegExp(`^\\S+ ${script}: Done$`, 'gm')) ?? [];
  const single = output.match(new RegExp(`^> @wardrobe/[\\w-]+@\\S+ ${script} `, 'gm')) ?? [];
  return new Set([...recursive, ...single]).size;
}

const wanted = process.argv.slice(2);
const selected = wanted.length ? layers.filter((l) => wanted.includes(l.name)) : layers;
const started = Date.now();
installDependencies();
if (selected.some((l) => ['stories', 'visual', 'e2e'].includes(l.name))) ensureChromium();

const summary = [];
let failed = false;
for (const layer of selected) {
  const t0 = Date.now();
  console.log(`\n━━ ${layer.name} ━━`);
  const result = await layer.run();
  const status = typeof result === 'number' ? result : result.status;
  const checked = layer.checked && typeof result === 'object' ? layer.checked(result.output) : undefined;
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  let counts;
  const file = layer.report && join(reports, layer.report);
  if (file && existsSync(file)) {
    try {
      counts = layer.count(JSON.parse(readFileSync(file, 'utf8')));
    } catch {}
  }
  summary.push({
    layer: layer.name,
    status: status === 0 ? 'ok' : 'FAILED',
    seconds,
    ...(checked && { checked }),
    ...counts,
  });
  if (status !== 0) {
    failed = true;
    break;
  }
}

console.log('\n━━ summary ━━');
console.table(summary);
const passed = summary.reduce((n, s) => n + (s.passed ?? 0), 0);
const failures =
  summary.reduce((n, s) => n + (s.failed ?? 0), 0) + (failed && !summary.some((s) => s.failed) ? 1 : 0);
console.log(`Total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`Tests: ${passed} passed, ${failures} failed`);
process.exit(failed ? 1 : 0);
