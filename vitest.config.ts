import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their sources through the `@wardrobe/source` export condition, so unit and
// component tests need no build. Next.js and outside apps get `dist` instead.
const resolve = { conditions: ['@wardrobe/source', ...defaultClientConditions] };
const ssr = {
  resolve: {
    conditions: ['@wardrobe/source', ...defaultServerConditions],
    externalConditions: ['@wardrobe/source'],
  },
};

export default defineConfig({
  resolve,
  ssr,
  test: {
    reporters: ['default'],
    // Vitest's default for a run is one worker fewer than the cores: one worker on CI's two, which left a core
    // idle for six minutes. Two workers there take the unit layer from about 380 s to 275 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'rules',
          environment: 'node',
          include: ['packages/domain-rules/src/**/*.test.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'commerce',
          environment: 'node',
          include: ['packages/commerce-sdk/src/**/*.test.ts', 'packages/commerce-sandbox/src/**/*.test.ts'],
          testTimeout: 30_000,
          // Each file boots and seeds its own database in beforeAll (PGlite, or a fresh database on the server of
          // the postgres layer); with files in parallel on two cores that can pass the 10 s default.
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'storefront',
          environment: 'node',
          include: [
            'apps/storefront/lib/**/*.test.ts',
            'apps/storefront/scripts/**/*.test.ts',
            'apps/storefront/proxy.test.ts',
          ],
          // The bag's promotions tests boot and seed a sandbox of their own.
          hookTimeout: 60_000,
        },
      },
      {
        resolve,
        ssr,
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'components',
          environment: 'jsdom',
          // One jsdom and one module graph per worker rather than per file: 134 files spent ~97 s building
          // environments and ~90 s importing the same design system again (the project went from 158 s to 57 s
          // here). Each file still runs its setup file, and Testing Library unmounts after every test; a file that
          // changes a global must restore it in its own afterEach. Never empty `document.body`: react-aria's live
          // announcer lives there once per worker (the setup file fails a test that removes it).
          isolate: false,
          unstubGlobals: true,
          setupFiles: ['./tooling/vitest-jsdom-setup.ts'],
          include: [
            'packages/design-system/src/**/*.test.{ts,tsx}',
            'packages/content-blocks/src/**/*.test.{ts,tsx}',
            'apps/storefront/components/**/*.test.tsx',
          ],
        },
      },
    ],
  },
});
