import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.mjs';
import { FAULTS, faultsPort } from './e2e/fault-server';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const FAULTS_PORT = faultsPort(port);
// Each port has its own databases, so two runs on different E2E_PORTs never share (or delete) one.
const dataDir = port === 3100 ? '.data-e2e' : `.data-e2e-${port}`;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A journey runs axe several times; on this 2-core machine with Debian's Chromium 156, axe takes ~3 s on the
  // home page and ~8 s on a 48-card listing, so the default 30 s per test and 5 s per expectation were too short
  // (the last landed code timed out the same way here). Failing assertions still fail; only slowness is allowed.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
    // The e2e visitor is in Germany (the sandbox's visitor's-country seam): a country whose site is outside this
    // shop, so the locale overlay — which offers this shop's markets when the visitor's differs from the page's
    // (domain-rules shouldPromptLocale) — stays closed on every market's pages. e2e/locale.spec.ts clears it.
    storageState: {
      cookies: [
        {
          name: 'sandbox_country',
          value: 'DE',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  webServer: [
    {
      // The built storefront on a fresh sandbox database of its own (seeded on first request), bound to loopback as
      // behind a reverse proxy: every UK page is a proxy rewrite, which Next 16.4 would send over the network when
      // bound to 127.0.0.1 (patches/next@16.4.6.patch keeps it internal; e2e/loopback.spec.ts).
      command: `rm -rf ${dataDir} && WARDROBE_DATA_DIR=${dataDir} pnpm exec next start -p ${port} -H 127.0.0.1`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    // The same build with content faults, on a database of its own (e2e/fault-server.ts).
    {
      command: `rm -rf ${dataDir}-faults && WARDROBE_DATA_DIR=${dataDir}-faults WARDROBE_FAULTS=${FAULTS} pnpm exec next start -p ${FAULTS_PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${FAULTS_PORT}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
