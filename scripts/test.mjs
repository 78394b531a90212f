// `npm test`: every layer, in the order that fails fastest. Each layer prints its own counts; the last line
// sums them. Usage: `npm test` (all) or `npm test -- unit stories` (some layers).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, installDependencies, pnpm, root, sh } from './lib.mjs';

const reports = join(root, '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const layers = [
  { name: 'lint', run: () => sh(pnpm(), ['exec', 'biome', 'ci', '.']) },
  {
    name: 'build',
    run: () =>
      sh(pnpm(), ['-r', '--filter', './packages/**', 'build']) ||
      sh(pnpm(), ['--filter', '@wardrobe/storefront', 'build']),
  },
  { name: 'typecheck', run: () => sh(pnpm(), ['-r', '--workspace-concurrency=2', 'typecheck']) },
  {
    name: 'unit',
    report: 'unit.json',
    run: () =>
      sh(pnpm(), [
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${join(reports, 'unit.json')}`,
      ]),
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
  },
  {
    name: 'stories',
    report: 'stories.json',
    run: () =>
      sh(pnpm(), ['--filter', '@wardrobe/storybook', 'test-stories'], {
        env: { ...process.env, STORIES_JSON_OUTPUT: join(reports, 'stories.json') },
      }),
    count: (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }),
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
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? layers.filter((l) => wanted.includes(l.name)) : layers;
const started = Date.now();
installDependencies();
if (selected.some((l) => l.name === 'stories' || l.name === 'e2e')) ensureChromium();

const summary = [];
let failed = false;
for (const layer of selected) {
  const t0 = Date.now();
  console.log(`\n━━ ${layer.name} ━━`);
  const status = layer.run();
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  let counts;
  const file = layer.report && join(reports, layer.report);
  if (file && existsSync(file)) {
    try {
      counts = layer.count(JSON.parse(readFileSync(file, 'utf8')));
    } catch {}
  }
  summary.push({ layer: layer.name, status: status === 0 ? 'ok' : 'FAILED', seconds, ...counts });
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
