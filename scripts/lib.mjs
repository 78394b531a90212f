// Shared by start.mjs and test.mjs: run steps, and install what the project needs on a machine that has
// only Node 20 and npm (pnpm at the pinned version, Debian's Chromium and PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pnpmVersion = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const localPnpm = join(root, '.cache', 'pnpm', 'node_modules', '.bin', 'pnpm');

// No tool may fetch a browser of its own: Playwright and the test-runner use /usr/bin/chromium.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD = '1';
process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
process.env.NEXT_TELEMETRY_DISABLED = '1';

export function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Like `sh`, but also returns what the command printed (shown live as well), for layers that count from it. */
export function shTee(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], cwd: root, ...options });
    let output = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ status: code ?? 1, output }));
  });
}

function quiet(command, args) {
  const result = spawnSync(command, args, { stdio: 'pipe', encoding: 'utf8', cwd: root });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

let pnpmCommand;
/** The pinned pnpm: the one on PATH when it is that version, else installed (globally, or into .cache/). */
export function pnpm() {
  pnpmCommand ??= findOrInstallPnpm();
  return pnpmCommand;
}

function findOrInstallPnpm() {
  if (quiet('pnpm', ['--version']) === pnpmVersion) return 'pnpm';
  if (existsSync(localPnpm) && quiet(localPnpm, ['--version']) === pnpmVersion) return localPnpm;
  console.log(`Installing pnpm ${pnpmVersion}…`);
  const global = sh('npm', ['install', '--global', '--no-fund', '--no-audit', `pnpm@${pnpmVersion}`]);
  if (global === 0 && quiet('pnpm', ['--version']) === pnpmVersion) return 'pnpm';
  // No rights for a global install: keep pnpm inside the project.
  const local = sh('npm', [
    'install',
    '--prefix',
    join(root, '.cache', 'pnpm'),
    '--no-fund',
    '--no-audit',
    `pnpm@${pnpmVersion}`,
  ]);
  if (local !== 0) throw new Error(`Could not install pnpm ${pnpmVersion}`);
  return localPnpm;
}

export function installDependencies() {
  const frozen = process.env.CI || existsSync(join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  if (sh(pnpm(), ['install', ...frozen, '--reporter=append-only']) !== 0)
    throw new Error('pnpm install failed');
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for Playwright and the Storybook test-runner (about 30 s the first time). */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  console.log('Installing Debian chromium…');
  if (!aptInstall(['chromium', 'fonts-liberation'])) {
    throw new Error('Could not install chromium with apt-get; install it or set CHROMIUM_PATH.');
  }
}

/** `apt-get install` of Debian packages (through sudo when not root); false when apt-get fails. */
export function aptInstall(packages, options = {}) {
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    sh(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      ...options,
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  return (
    apt('update', '-qq') === 0 && apt('install', '-y', '-qq', '--no-install-recommends', ...packages) === 0
  );
}
