// Builds the static Storybook, serves it on 127.0.0.1, runs every story with the test-runner (render, play
// function, axe), then the visual suite (every story at 375 and 1280 px against the committed baselines).
//   --visual-only        skip the test-runner
//   --update-snapshots   rewrite the visual baselines (review the PNG diff before committing)
//   --no-visual          skip the visual suite (also skipped for a quick check into another folder,
//                        STORYBOOK_OUT, unless --visual-only is given)
// Other arguments go to test-storybook.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const url = `http://127.0.0.1:${port}`;
// A helper checking its own stories can build into its own folder (STORYBOOK_OUT) on its own port.
const out = process.env.STORYBOOK_OUT ?? 'storybook-static';

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

if (process.env.SKIP_STORYBOOK_BUILD !== '1' || !existsSync(`${out}/index.html`)) {
  await run('pnpm', ['exec', 'storybook', 'build', '-o', out, '--quiet', '--disable-telemetry']);
}

const server = spawn(
  'pnpm',
  ['exec', 'http-server', out, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'],
  {
    stdio: 'ignore',
    detached: true,
  },
);
const stop = () => {
  try {
    process.kill(-server.pid);
  } catch {}
};
process.on('exit', stop);

for (let i = 0; ; i += 1) {
  const ok = await fetch(`${url}/index.json`).then(
    (r) => r.ok,
    () => false,
  );
  if (ok) break;
  if (i > 100) throw new Error(`Storybook did not come up on ${url}`);
  await sleep(200);
}

const flags = new Set(['--visual-only', '--update-snapshots', '--no-visual']);
const args = process.argv.slice(2);
try {
  if (!args.includes('--visual-only')) {
    await run(
      'pnpm',
      ['exec', 'test-storybook', '--url', url, '--maxWorkers=2', ...args.filter((a) => !flags.has(a))],
      {
        env: { ...process.env, TEST_BROWSERS: 'chromium' },
      },
    );
  }
  const visual =
    args.includes('--visual-only') || (!args.includes('--no-visual') && !process.env.STORYBOOK_OUT);
  if (visual) {
    await run(
      'pnpm',
      [
        'exec',
        'playwright',
        'test',
        '-c',
        'visual/playwright.config.ts',
        ...(args.includes('--update-snapshots') ? ['--update-snapshots'] : []),
      ],
      { env: { ...process.env, STORYBOOK_URL: url, STORYBOOK_OUT: out } },
    );
  }
} finally {
  stop();
}
