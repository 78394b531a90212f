// A PostgreSQL server for the `postgres` test layer (and for trying the sandbox on Postgres by hand).
// With DATABASE_URL set, that server is used as it is. Otherwise: Debian's PostgreSQL (installed with apt-get
// if missing), a throwaway cluster in .cache/postgres listening on 127.0.0.1 only, trust auth, no fsync.
// The first run pays initdb (a few seconds, plus apt-get the very first time); later runs only start it.
//
//   node scripts/ensure-postgres.mjs          start it if needed and print its URL (it keeps running)
//   node scripts/ensure-postgres.mjs stop     stop it
//   DATABASE_URL=$(node scripts/ensure-postgres.mjs) npm start
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptInstall, root } from './lib.mjs';

const FIRST_PORT = 54329;
const DATABASE = 'wardrobe';
const isRoot = process.getuid?.() === 0;
// Postgres refuses to run as root: root runs the server as Debian's `postgres` user.
const SERVER_USER = 'postgres';

/** Progress goes to stderr, so `$(node scripts/ensure-postgres.mjs)` captures only the URL. */
const log = (message) => process.stderr.write(`${message}\n`);

function run(command, args, { as, check = true, cwd } = {}) {
  const [cmd, ...rest] = as && isRoot ? ['runuser', '-u', as, '--', command, ...args] : [command, ...args];
  const result = spawnSync(cmd, rest, { encoding: 'utf8', cwd: cwd ?? tmpdir(), stdio: 'pipe' });
  if (result.error) throw result.error;
  if (check && result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr || result.stdout}`);
  }
  return result;
}

/** The newest Debian PostgreSQL's binaries (`/usr/lib/postgresql/<major>/bin`), or undefined. */
function findBinaries() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  const major = majors[0];
  if (!major) return undefined;
  const bin = join(base, major, 'bin');
  return { major, initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl'), psql: join(bin, 'psql') };
}

function installPostgres() {
  log('Installing Debian postgresql…');
  // stdout of apt-get goes to stderr too: the URL must stay alone on stdout.
  if (!aptInstall(['postgresql'], { stdio: ['inherit', 2, 2] })) {
    throw new Error(
      'Could not install postgresql with apt-get; install it, or set DATABASE_URL to a server.',
    );
  }
  const binaries = findBinaries();
  if (!binaries)
    throw new Error('postgresql is installed but no initdb was found under /usr/lib/postgresql.');
  return binaries;
}

/**
 * `.cache/postgres`, owned by the server user. If that user cannot reach the project (a checkout in a private
 * home directory), a per-project directory under the system temp dir instead.
 */
const candidates = [
  join(root, '.cache', 'postgres'),
  join(tmpdir(), `wardrobe-postgres-${createHash('sha1').update(root).digest('hex').slice(0, 8)}`),
];

function clusterDirectory() {
  for (const dir of candidates) {
    mkdirSync(dir, { recursive: true });
    if (!isRoot) return dir;
    run('chown', ['-R', `${SERVER_USER}:`, dir]);
    if (run('test', ['-w', dir], { as: SERVER_USER, check: false }).status === 0) return dir;
  }
  throw new Error(`The ${SERVER_USER} user cannot write ${candidates.join(' nor ')}.`);
}

function freePort(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(port < FIRST_PORT + 50 ? freePort(port + 1) : 0));
    probe.listen(port, '127.0.0.1', () => {
      const { port: found } = probe.address();
      probe.close(() => resolve(found));
    });
  });
}

/** The port of a server already running on this data directory (from postmaster.pid), or undefined. */
function runningPort(bin, dataDir) {
  if (run(bin.pgCtl, ['status', '-D', dataDir], { as: SERVER_USER, check: false }).status !== 0)
    return undefined;
  const port = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

const psql = (bin, port, sql) =>
  run(bin.psql, [
    '-X',
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-Atc',
    sql,
  ])
    .stdout.split('\n')
    .filter(Boolean);

/**
 * Starts (installing and initialising if needed) the throwaway cluster, or takes DATABASE_URL as given.
 * Returns its URL and `stop()`, which stops the server only if this call started it.
 */
export async function ensurePostgres() {
  if (process.env.DATABASE_URL) {
    log('Using the Postgres server of DATABASE_URL.');
    return { url: process.env.DATABASE_URL, started: false, stop: () => {} };
  }
  const bin = findBinaries() ?? installPostgres();
  const dir = clusterDirectory();
  const dataDir = join(dir, 'data');
  const versionFile = join(dataDir, 'PG_VERSION');
  if (existsSync(versionFile) && readFileSync(versionFile, 'utf8').trim() !== bin.major) {
    log(`The cluster in ${dataDir} is from another PostgreSQL major version: creating it again.`);
    if (runningPort(bin, dataDir))
      run(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'immediate'], { as: SERVER_USER });
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!existsSync(versionFile)) {
    log(`Creating a PostgreSQL ${bin.major} cluster in ${dataDir}…`);
    rmSync(dataDir, { recursive: true, force: true });
    // Trust auth is safe here: the server listens on 127.0.0.1 only and holds throwaway test data.
    run(
      bin.initdb,
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      { as: SERVER_USER },
    );
  }

  const already = runningPort(bin, dataDir);
  if (already) {
    log(`PostgreSQL is already running on 127.0.0.1:${already} (${dataDir}); leaving it running.`);
    return { url: urlFor(already), started: false, stop: () => {} };
  }

  const port = await freePort(FIRST_PORT);
  const settings = [
    'listen_addresses=127.0.0.1',
    `port=${port}`,
    // TCP only: no socket file in /var/run/postgresql (which may not exist) or in a path too long for one.
    "unix_socket_directories=''",
    // Throwaway data: durability buys nothing, and the suite runs faster without it.
    'fsync=off',
    'synchronous_commit=off',
    'full_page_writes=off',
    'max_connections=200',
  ];
  run(
    bin.pgCtl,
    [
      'start',
      '-D',
      dataDir,
      '-l',
      join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      settings.map((s) => `-c ${s}`).join(' '),
    ],
    { as: SERVER_USER, cwd: dir },
  );
  log(`PostgreSQL ${bin.major} started on 127.0.0.1:${port} (${dataDir}).`);

  // Databases a killed test run left behind (see THROWAWAY_PREFIX in the sandbox's db/postgres.ts).
  for (const name of psql(
    bin,
    port,
    "select datname from pg_database where datname like 'wardrobe\\_test\\_%'",
  )) {
    psql(bin, port, `drop database if exists "${name}" with (force)`);
  }
  if (psql(bin, port, `select 1 from pg_database where datname = '${DATABASE}'`).length === 0) {
    psql(bin, port, `create database ${DATABASE}`);
  }

  return {
    url: urlFor(port),
    started: true,
    stop: () => {
      run(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], { as: SERVER_USER, check: false });
      log('PostgreSQL stopped.');
    },
  };
}

const urlFor = (port) => `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;

/** Stops the throwaway cluster if it runs (for `node scripts/ensure-postgres.mjs stop`). */
export function stopPostgres() {
  const bin = findBinaries();
  const running = candidates
    .map((dir) => join(dir, 'data'))
    .filter((dataDir) => bin && existsSync(dataDir) && runningPort(bin, dataDir));
  if (!bin || running.length === 0) return log('PostgreSQL is not running.');
  for (const dataDir of running)
    run(bin.pgCtl, ['stop', '-D', dataDir, '-m', 'fast', '-w'], { as: SERVER_USER });
  log('PostgreSQL stopped.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    if (process.argv[2] === 'stop') stopPostgres();
    else console.log((await ensurePostgres()).url);
  } catch (error) {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
