// Builds the static Storybook, serves it on 127.0.0.1 and runs every story with the test-runner.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const url = `http://127.0.0.1:${port}`;

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

if (process.env.SKIP_STORYBOOK_BUILD !== '1' || !existsSync('storybook-static/index.html')) {
  await run('pnpm', [
    'exec',
    'storybook',
    'build',
    '-o',
    'storybook-static',
    '--quiet',
    '--disable-telemetry',
  ]);
}

const server = spawn(
  'pnpm',
  ['exec', 'http-server', 'storybook-static', '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'],
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

try {
  await run('pnpm', ['exec', 'test-storybook', '--url', url, '--maxWorkers=2', ...process.argv.slice(2)], {
    env: { ...process.env, TEST_BROWSERS: 'chromium' },
  });
} finally {
  stop();
}
