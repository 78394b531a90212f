// `pnpm bench:pages`: Lighthouse and autocannon on the production storefront against a plain-HTML reference of
// the same 48-card listing (bench/reference), both on fresh sandbox databases. A report, not a test: it exits 0
// when a target fails and non-zero only when something crashed. See bench/README.md.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { ensureChromium, pnpm, root, sh } from '../../../scripts/lib.mjs';
import { chromiumArgs, chromiumPath } from '../../../tooling/chromium.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const storefrontDir = join(benchDir, '..');
const referenceDir = join(benchDir, 'reference');
const resultsDir = join(benchDir, 'results');
// The storefront's own next and lighthouse, run with this node: no shell wrapper between us and the process we stop.
const nextBin = join(storefrontDir, 'node_modules', 'next', 'dist', 'bin', 'next');
const lighthouseCli = join(storefrontDir, 'node_modules', 'lighthouse', 'cli', 'index.js');
const seedCli = join(root, 'packages', 'commerce-sandbox', 'dist', 'cli.js');

// `pnpm bench:pages -- --no-build` hands the `--` on: drop it, the options follow.
const argv = process.argv.slice(2);
const { values: args } = parseArgs({
  args: argv[0] === '--' ? argv.slice(1) : argv,
  options: {
    'no-build': { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    pages: { type: 'string' },
    // The targets' method (a reading: the issues do not name one; bench README, "Throttling").
    throttling: { type: 'string', default: 'devtools' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(
    'Usage: node bench/pages.mjs [--no-build] [--runs 3] [--duration 10] [--pages ids] [--throttling devtools|simulate]\n' +
      '  --no-build   use the existing builds (the reference is still built when missing or stale)\n' +
      '  --runs       Lighthouse runs per page (the median by performance score is reported)\n' +
      '  --duration   seconds of autocannon per listing (10 connections)\n' +
      '  --pages      only these page ids, comma-separated (e.g. product,bag); the reference is always measured\n' +
      "  --throttling devtools (the default, the targets' method: the network and CPU slowed while the page really\n" +
      "               loads) or simulate (an unthrottled load replayed through Lighthouse's model, Lantern)",
  );
  process.exit(0);
}
const RUNS = positiveInt(args.runs, 'runs');
if (!['simulate', 'devtools'].includes(args.throttling))
  throw new Error(`--throttling is simulate or devtools, not ${args.throttling}`);
const THROTTLING = args.throttling;
const LOAD_SECONDS = positiveInt(args.duration, 'duration');
const LOAD_CONNECTIONS = 10;

/**
 * What is measured. `load`: autocannon too. `checked`: held to the targets against the reference. The listing
 * and search pages may not exist yet: a page that does not answer 2xx is reported as missing, not measured.
 */
const PAGES = [
  { id: 'home', server: 'storefront', path: '/', checked: true },
  { id: 'listing', server: 'storefront', path: '/browse/womens', checked: true, load: true },
  { id: 'search', server: 'storefront', path: '/search?query=dress', checked: true },
  // The EU site's listing as its own shoppers see it: a visitor the geolocation lookup places in Ireland (the
  // sandbox's seam, contract sandbox-seams.md), so no locale prompt.
  {
    id: 'eu-listing',
    server: 'storefront',
    path: '/eu/browse/womens',
    checked: true,
    cookie: 'sandbox_country=IE',
    note: 'a visitor in Ireland',
  },
  // The same page for a visitor from the UK (the seam's default): spec 001 §2 opens the locale overlay once the
  // browser's lookup answers, and its picture becomes the largest paint, after hydration and that round trip.
  // Reported, not held to the targets: it measures the prompt the spec asks for, not the listing (bench README).
  { id: 'eu-listing-uk-visitor', server: 'storefront', path: '/eu/browse/womens', note: 'a UK visitor' },
  // The same listing with a shopper's filter and sort: never cached (see proxy.ts), so this row shows what a
  // rendered-per-request listing costs. Reported, not held to the targets (the issue names the landing listing).
  {
    id: 'filtered-listing',
    server: 'storefront',
    path: '/browse/womens?filters%5BColor%5D=Black&sort=price-asc',
    load: true,
  },
  // The product page and the bag page as a new visitor sees it, against the same reference.
  {
    id: 'product',
    server: 'storefront',
    path: '/p/196/straight-cropped-jeans-300196/Mid_Wash',
    checked: true,
    load: true,
  },
  { id: 'bag', server: 'storefront', path: '/bag', checked: true },
  // Spec 001 §2 catch-all content page (a seeded entry, banners through the renderer).
  { id: 'content', server: 'storefront', path: '/other-stuff', checked: true },
  // Issue 21: every block in its default entry, the heaviest block's page of variants (the hero's 16), and
  // a campaign landing page of heroes, jump-offs and tiles.
  { id: 'block-gallery', server: 'storefront', path: '/block-gallery', checked: true },
  { id: 'block-gallery-hero', server: 'storefront', path: '/block-gallery/hero-banner-1', checked: true },
  { id: 'campaign', server: 'storefront', path: '/winter-gifts', checked: true },
  // Issue 22: "a content page with two carousels and offer cards": script at most 60 kB above the reference.
  { id: 'offers', server: 'storefront', path: '/winter-offers', checked: true, carouselsKB: 15 },
  { id: 'shop-finder', server: 'storefront', path: '/shop-finder', checked: true },
  // Issue 20: sign-in, and the account page as the demo shopper sees it (signed in through the middleware first;
  // Lighthouse sends the session's cookies).
  { id: 'login', server: 'storefront', path: '/login', checked: true, formsKB: 30 },
  { id: 'create-account', server: 'storefront', path: '/create-account', checked: true, formsKB: 30 },
  {
    id: 'my-account',
    server: 'storefront',
    path: '/my-account',
    checked: true,
    signedIn: true,
    formsKB: 30,
  },
  { id: 'reference', server: 'reference', path: '/listing', load: true },
].filter((page) => !args.pages || page.id === 'reference' || args.pages.split(',').includes(page.id));
if (args.pages && PAGES.length === 1) throw new Error(`--pages ${args.pages}: no such page id`);

/**
 * Targets against the reference (`d`: page minus reference), issue 19's budget for every page (issue 18's for the
 * product page): performance within 2 points, LCP at most 300 ms and TBT at most 75 ms above, CLS ≤ 0.01, script
 * at most 45 kB above. Throughput only where both had a load run.
 */
/**
 * What a page may add over issue 19's 45 kB: issue 20's forms (`formsKB`, 30) and issue 22's carousels and offer
 * cards (`carouselsKB`, 15: "script at most 60 kB above it").
 */
const extraScriptKB = (page) => (page.formsKB ?? 0) + (page.carouselsKB ?? 0);

const TARGETS = [
  { name: 'performance', target: '≥ ref − 2', test: (p, r) => p.score >= r.score - 2 },
  { name: 'LCP', target: '≤ ref + 300 ms', test: (p, r) => p.lcp <= r.lcp + 300 },
  { name: 'CLS', target: '≤ 0.01', test: (p) => p.cls <= 0.01 },
  { name: 'TBT', target: '≤ ref + 75 ms', test: (p, r) => p.tbt <= r.tbt + 75 },
  // Issue 20: "the account pages may add at most 30 kB more for their forms" (`formsKB`).
  {
    name: 'script',
    target: (page) => `≤ ref + ${45 + extraScriptKB(page)} kB`,
    test: (p, r, page) => p.scriptKB <= r.scriptKB + 45 + extraScriptKB(page),
  },
];

const started = Date.now();
const log = (message) =>
  console.log(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

// Everything started here is stopped by `cleanup`, on success, on a crash and on Ctrl-C.
const servers = [];
const tempDirs = [];
let lighthouseChild;
// Set once stopping begins: nothing new is started while the servers go down.
let stopping = false;

async function main() {
  ensureChromium();
  mkdirSync(join(resultsDir, 'lighthouse'), { recursive: true });

  if (args['no-build']) {
    log('--no-build: using the existing builds');
  } else {
    step('Build the packages', () => sh(pnpm(), ['-r', '--filter', './packages/**', 'build']));
    step('Build the storefront', () => sh(pnpm(), ['--filter', '@wardrobe/storefront', 'build']));
  }
  // The reference is tiny (~25 s) and must come from the same next as the storefront: built on every full run,
  // and with --no-build when it has no build or its sources changed since.
  if (!args['no-build'] || referenceBuildIsStale()) {
    step('Build the reference (bench/reference)', () =>
      sh(process.execPath, [nextBin, 'build'], { cwd: referenceDir }),
    );
  }
  for (const [what, dir] of [
    ['storefront', storefrontDir],
    ['reference', referenceDir],
  ]) {
    if (!existsSync(join(dir, '.next', 'BUILD_ID')))
      throw new Error(`No production build of the ${what} in ${dir}: run without --no-build`);
  }

  // One process owns a data directory: each server gets a fresh one of its own. The seed is deterministic, so
  // both serve the same catalogue. Seeded before start, as scripts/start.mjs does, so no first request pays it.
  const dataDirs = {
    storefront: tempDir('wardrobe-bench-storefront-'),
    reference: tempDir('wardrobe-bench-reference-'),
  };
  log('Seeding two fresh sandbox databases');
  await Promise.all(Object.values(dataDirs).map((dir) => seed(dir)));

  const origins = {
    storefront: await startServer('storefront', storefrontDir, dataDirs.storefront, '/api/health'),
    reference: await startServer('reference', referenceDir, dataDirs.reference, '/listing'),
  };

  // Warm each page once (compiles nothing in production, but fills the sandbox's catalogue cache and JIT), and
  // find out which pages exist yet.
  const results = {};
  const sessionCookie = PAGES.some((page) => page.signedIn) ? await signIn(origins.storefront) : undefined;
  for (const page of PAGES) {
    const url = origins[page.server] + page.path;
    const cookie =
      [page.cookie, page.signedIn ? sessionCookie : undefined].filter(Boolean).join('; ') || undefined;
    const status = await fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} }).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      (error) => `fetch failed: ${error.message}`,
    );
    const missing =
      typeof status === 'number' && status >= 200 && status < 300 ? undefined : `HTTP ${status}`;
    results[page.id] = {
      ...page,
      url,
      status,
      ...(cookie ? { cookie } : {}),
      ...(missing ? { missing } : {}),
    };
    log(`${page.path} on the ${page.server}: ${status}${missing ? ' (not measured)' : ''}`);
  }
  if (results.reference.missing) throw new Error(`The reference page answered ${results.reference.missing}`);

  const measured = Object.values(results).filter((result) => !result.missing);
  for (const [id, { median, runs, error }] of await lighthouseMedians(measured)) {
    Object.assign(results[id], { runs, ...(median ? { median } : {}), ...(error ? { error } : {}) });
  }
  for (const result of Object.values(results)) {
    if (result.missing || !result.load) continue;
    log(`autocannon: ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s on ${result.url}`);
    result.loadTest = await loadTest(result.url);
  }

  // The demo shopper's session is not part of the report.
  for (const result of Object.values(results)) delete result.cookie;
  const report = buildReport(results);
  console.log(`\n${report.markdown}`);
  const file = join(resultsDir, 'latest.json');
  writeFileSync(file, `${JSON.stringify(report.json, null, 2)}\n`);
  log(`Results written to ${file} (median Lighthouse reports in ${join(resultsDir, 'lighthouse')})`);
}

function positiveInt(text, name) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number ≥ 1`);
  return value;
}

function referenceBuildIsStale() {
  const buildId = join(referenceDir, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = readdirSync(referenceDir, { recursive: true }).filter((file) => !file.startsWith('.next'));
  // The reference bundles the sandbox too: a newer sandbox build (a new migration) makes it stale.
  const sandbox = join(benchDir, '..', '..', '..', 'packages', 'commerce-sandbox', 'dist', 'index.js');
  if (existsSync(sandbox) && statSync(sandbox).mtimeMs > built) return true;
  return sources.some((file) => statSync(join(referenceDir, file)).mtimeMs > built);
}

function step(label, run) {
  log(label);
  if (run() !== 0) throw new Error(`${label} failed`);
}

function tempDir(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

// No DATABASE_URL: with it the sandbox would share one Postgres database between both servers.
function serverEnv(dataDir) {
  const env = { ...process.env, WARDROBE_DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete env.DATABASE_URL;
  return env;
}

function seed(dataDir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [seedCli, 'seed'], { env: serverEnv(dataDir), stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Seeding ${dataDir} failed`))));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `next start` on a free port, measured on 127.0.0.1. No `-H` (as the storefront's Playwright config): with an
 * explicit host Next sends the proxy's internal rewrites to `localhost` and they fail when bound elsewhere; the
 * reference is started the same way so that both servers are alike.
 */
async function startServer(name, cwd, dataDir, readyPath) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(resultsDir, `${name}.log`);
  log(`Starting the ${name} on ${origin} (log: ${logFile})`);
  // Its own process group, so that stopping it also stops anything it forked.
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd,
    env: serverEnv(dataDir),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(logFile);
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  const server = { name, child, exited: false };
  child.on('exit', () => {
    server.exited = true;
  });
  servers.push(server);

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exited) throw new Error(`The ${name} exited while starting: see ${logFile}`);
    const status = await fetch(origin + readyPath).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => undefined,
    );
    if (status !== undefined && status < 500) return origin;
    await sleep(500);
  }
  throw new Error(`The ${name} did not answer ${readyPath} within 120 s: see ${logFile}`);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `RUNS` rounds of Lighthouse (mobile, default simulated throttling, performance only), one run at a time: each
 * round measures every page once, the reference included. Interleaved so that the reference meets the machine in
 * the same states as the pages do — run page after page, a busy minute fell on some pages and not on the
 * reference, and its score moved by 15 points between runs of the same build. The median run of each page by
 * performance score is the one reported, all of its metrics together, as Lighthouse's own advice.
 */
async function lighthouseMedians(pages) {
  const runs = new Map(pages.map((page) => [page.id, []]));
  const errors = new Map(pages.map((page) => [page.id, []]));
  for (let i = 1; i <= RUNS; i++) {
    for (const page of pages) {
      log(`Lighthouse round ${i}/${RUNS}: ${page.url}`);
      try {
        const lhr = await lighthouse(page.url, page.cookie);
        runs.get(page.id).push({ metrics: metricsOf(lhr), lhr });
        const { score, lcp } = runs.get(page.id).at(-1).metrics;
        log(`  score ${score}, LCP ${Math.round(lcp)} ms`);
      } catch (error) {
        errors.get(page.id).push(error.message);
        log(`  failed: ${error.message}`);
      }
    }
  }
  return new Map(
    pages.map((page) => {
      const pageRuns = runs.get(page.id);
      const pageErrors = errors.get(page.id);
      if (pageRuns.length === 0) return [page.id, { runs: [], error: pageErrors.join('; ') }];
      const sorted = [...pageRuns].sort((a, b) => a.metrics.score - b.metrics.score);
      const median = sorted[Math.floor((sorted.length - 1) / 2)];
      writeFileSync(join(resultsDir, 'lighthouse', `${page.id}.json`), JSON.stringify(median.lhr));
      return [
        page.id,
        {
          median: median.metrics,
          runs: pageRuns.map((run) => run.metrics),
          ...(pageErrors.length ? { error: pageErrors.join('; ') } : {}),
        },
      ];
    }),
  );
}

/** The demo shopper's session cookies (the seed's DEMO_SHOPPER), signed in through the middleware. */
async function signIn(origin) {
  const response = await fetch(`${origin}/api/bigcommerce/loginCustomer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-bigcommerce-channel-id': '1' },
    body: JSON.stringify([{ email: 'shopper@example.com', password: 'GoodStuff123' }]),
  });
  const answer = await response.json();
  if (!answer.is_valid) throw new Error(`The demo shopper could not sign in: ${JSON.stringify(answer)}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

function lighthouse(url, cookie) {
  if (stopping) return Promise.reject(new Error('stopping'));
  const output = join(tempDir('wardrobe-bench-lh-'), 'report.json');
  const flags = ['--headless=new', ...chromiumArgs].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        lighthouseCli,
        url,
        '--only-categories=performance',
        `--throttling-method=${THROTTLING}`,
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${flags}`,
        '--quiet',
        ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    lighthouseChild = child;
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // A hung Chrome must not hang the report: one run never takes 3 minutes here.
    const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      lighthouseChild = undefined;
      if (code !== 0) {
        const tail = stderr.trim().split('\n').slice(-3).join(' | ');
        return reject(new Error(`lighthouse exited with ${code ?? signal}: ${tail}`));
      }
      try {
        const lhr = JSON.parse(readFileSync(output, 'utf8'));
        if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        if (typeof lhr.categories.performance?.score !== 'number') throw new Error('no performance score');
        resolve(lhr);
      } catch (error) {
        reject(error);
      }
    });
  });
}

function metricsOf(lhr) {
  const audits = lhr.audits;
  // Script bytes over the wire: every Script request of the page, as the network-requests audit lists them.
  const requests = audits['network-requests']?.details?.items ?? [];
  let scriptBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  if (requests.length === 0) {
    const summary = audits['resource-summary']?.details?.items ?? [];
    scriptBytes = summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  }
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    scriptKB: scriptBytes / 1024,
    // Not in the table, kept in the JSON to explain a difference.
    fcp: audits['first-contentful-paint'].numericValue,
    speedIndex: audits['speed-index'].numericValue,
    serverResponseMs: audits['server-response-time']?.numericValue,
    requests: requests.length,
    totalKB: (audits['total-byte-weight']?.numericValue ?? 0) / 1024,
    // Lighthouse's measure of this machine's speed during the run: low when others were building.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

async function loadTest(url) {
  const result = await autocannon({ url, connections: LOAD_CONNECTIONS, duration: LOAD_SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50: result.latency.p50,
    latencyP99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function buildReport(results) {
  const ref = results.reference.median;
  const refRps = results.reference.loadTest?.requestsPerSecond;
  const fmt = (value, digits = 0) => (value === undefined || value === null ? '–' : value.toFixed(digits));
  const signed = (value, digits = 0) =>
    value === undefined ? '–' : `${value >= 0 ? '+' : ''}${value.toFixed(digits)}`;

  const table = [
    '| page | perf | LCP ms | CLS | TBT ms | script kB | req/s | Δ perf | Δ LCP ms | Δ CLS | Δ TBT ms | Δ script kB | req/s ratio | runs (perf) |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const r of Object.values(results)) {
    const label = `${r.server === 'reference' ? 'reference ' : ''}\`${r.path}\`${r.note ? ` (${r.note})` : ''}`;
    if (!r.median) {
      table.push(`| ${label} | ${r.missing ?? `error: ${r.error}`} |${' |'.repeat(12)}`);
      continue;
    }
    const m = r.median;
    const rps = r.loadTest?.requestsPerSecond;
    const isRef = r.server === 'reference';
    const d = (key, digits) => (isRef || !ref ? '–' : signed(m[key] - ref[key], digits));
    const cells = [
      label,
      m.score,
      fmt(m.lcp),
      fmt(m.cls, 3),
      fmt(m.tbt),
      fmt(m.scriptKB, 1),
      fmt(rps),
      d('score'),
      d('lcp'),
      d('cls', 3),
      d('tbt'),
      d('scriptKB', 1),
      !isRef && rps !== undefined && refRps ? `${(rps / refRps).toFixed(2)}×` : '–',
      r.runs.map((run) => run.score).join(' / '),
    ];
    table.push(`| ${cells.join(' | ')} |`);
  }

  const checks = [];
  for (const r of Object.values(results)) {
    if (!r.checked) continue;
    if (!r.median || !ref) {
      checks.push({
        page: r.path,
        check: 'measured',
        value: r.missing ?? r.error ?? 'no reference',
        target: '–',
        result: 'SKIP',
      });
      continue;
    }
    const values = {
      performance: `${r.median.score} (ref ${ref.score})`,
      LCP: `${fmt(r.median.lcp)} ms (ref ${fmt(ref.lcp)})`,
      CLS: fmt(r.median.cls, 3),
      TBT: `${fmt(r.median.tbt)} ms (ref ${fmt(ref.tbt)})`,
      script: `${fmt(r.median.scriptKB, 1)} kB (ref ${fmt(ref.scriptKB, 1)})`,
    };
    for (const t of TARGETS) {
      checks.push({
        page: r.path,
        check: t.name,
        value: values[t.name],
        target: typeof t.target === 'function' ? t.target(r) : t.target,
        result: t.test(r.median, ref, r) ? 'PASS' : 'FAIL',
      });
    }
    if (r.load) {
      const rps = r.loadTest?.requestsPerSecond;
      checks.push({
        page: r.path,
        check: 'throughput',
        value: `${fmt(rps)} req/s (ref ${fmt(refRps)})`,
        target: '≥ ref ÷ 2',
        result: rps !== undefined && refRps ? (rps >= refRps / 2 ? 'PASS' : 'FAIL') : 'SKIP',
      });
    }
  }
  const targetTable = [
    '| page | check | value | target | result |',
    '| --- | --- | --- | --- | --- |',
    ...checks.map((c) => `| \`${c.page}\` | ${c.check} | ${c.value} | ${c.target} | ${c.result} |`),
  ];
  const count = (result) => checks.filter((c) => c.result === result).length;
  const chromium = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  const benchmarkIndexes = Object.values(results).flatMap(
    (r) => r.runs?.map((run) => run.benchmarkIndex) ?? [],
  );
  const environment = {
    date: new Date().toISOString(),
    node: process.version,
    chromium,
    cpus: cpus().length,
    loadAverage: loadavg().map((value) => Number(value.toFixed(2))),
    lighthouseBenchmarkIndex: benchmarkIndexes.length
      ? { min: Math.min(...benchmarkIndexes), max: Math.max(...benchmarkIndexes) }
      : undefined,
    runs: RUNS,
    throttling: THROTTLING,
    load: { connections: LOAD_CONNECTIONS, seconds: LOAD_SECONDS },
    seconds: Math.round((Date.now() - started) / 1000),
  };
  const markdown = [
    `## Page benchmark (Lighthouse mobile, ${THROTTLING === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling, median of ${RUNS} by score; autocannon ${LOAD_CONNECTIONS} connections × ${LOAD_SECONDS} s)`,
    '',
    ...table,
    '',
    `### Targets against the reference: ${count('PASS')} PASS, ${count('FAIL')} FAIL, ${count('SKIP')} SKIP`,
    '',
    ...targetTable,
    '',
    `${environment.chromium ?? 'chromium ?'}, Node ${environment.node}, ${environment.cpus} CPUs, load average ` +
      `${environment.loadAverage.join(' ')}, Lighthouse benchmarkIndex ` +
      `${environment.lighthouseBenchmarkIndex ? `${environment.lighthouseBenchmarkIndex.min}–${environment.lighthouseBenchmarkIndex.max}` : '–'}`,
  ].join('\n');
  return { markdown, json: { environment, pages: results, checks } };
}

/** Stops the servers (their whole process groups), a running Lighthouse, and removes the temporary data. */
let cleaning;
function cleanup() {
  stopping = true;
  cleaning ??= (async () => {
    lighthouseChild?.kill('SIGKILL');
    await Promise.all(servers.map((server) => stopServer(server)));
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

async function stopServer(server) {
  const signal = (name) => {
    try {
      process.kill(-server.child.pid, name);
    } catch {
      // Already gone.
    }
  };
  if (server.exited) return;
  signal('SIGTERM');
  for (let waited = 0; waited < 5000 && !server.exited; waited += 100) await sleep(100);
  if (!server.exited) signal('SIGKILL');
}

for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    console.error(`\n${name}: stopping the servers`);
    cleanup().finally(() => process.exit(130));
  });
}
// Last resort when something exits the process without cleanup: no server outlives the script.
process.on('exit', () => {
  lighthouseChild?.kill('SIGKILL');
  for (const server of servers) {
    if (server.exited) continue;
    try {
      process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
});

try {
  await main();
  await cleanup();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  await cleanup();
  process.exitCode = 1;
}
