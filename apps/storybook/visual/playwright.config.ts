import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../../tooling/chromium.mjs';

/**
 * Visual baselines: every story of the built Storybook at 375 and 1280 px, compared with the PNGs committed in
 * `visual/baselines/`. Run through `scripts/test-stories.mjs`, which serves the build and sets STORYBOOK_URL.
 * Baselines depend on the Chromium build and the fonts: both are pinned (Debian's chromium, fonts shipped by the
 * design system), and animations, transitions and the caret are off.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'stories.visual.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // A missing baseline fails in CI (a new story must come with its baseline); locally it is written.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/visual.json' }],
  ],
  expect: {
    // At most 10 pixels of a whole page may differ: a ratio of the page (0.1 % was 1,000 pixels of a 1280-px story)
    // let a changed label pass. A story with a video, whose frame's edges vary from run to run, allows a little
    // more (stories.visual.ts).
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 10 },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
  },
  outputDir: 'test-results',
});
