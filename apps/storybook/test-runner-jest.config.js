import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from '../../tooling/chromium.mjs';

const base = getJestConfig();

/** The test-runner's Jest, launching Debian's Chromium (never a downloaded browser). */
export default {
  ...base,
  reporters: [
    ...(base.reporters ?? ['default']),
    fileURLToPath(new URL('./scripts/json-report.cjs', import.meta.url)),
  ],
  testEnvironmentOptions: {
    ...base.testEnvironmentOptions,
    'jest-playwright': {
      ...base.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: chromiumPath,
        headless: true,
        args: [...chromiumArgs, '--headless=new'],
      },
    },
  },
};
