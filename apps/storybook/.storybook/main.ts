import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';
import { drawFixtureMedia } from './fixtureMedia';

const packages = fileURLToPath(new URL('../../../packages', import.meta.url));
const apps = fileURLToPath(new URL('../../../apps', import.meta.url));
const nextStandIns = fileURLToPath(new URL('./next', import.meta.url));
const fixtureMedia = await drawFixtureMedia(
  packages,
  fileURLToPath(new URL('../.fixture-media', import.meta.url)),
);

/**
 * `STORYBOOK_ONLY=content-blocks/src/blocks/hero-banner-1,…` builds only those folders' stories (a quick check of
 * a few blocks); unset, every package's stories and the storefront's. A folder is under `packages/`, or under
 * `apps/` when it names the storefront (`storefront/components/account`). One stories file can be named too
 * (`content-blocks/src/PagePreview.stories.tsx`).
 */
const only = process.env.STORYBOOK_ONLY?.split(',').filter(Boolean);
const onlyFolder = (folder: string) =>
  folder.startsWith('storefront/') ? `${apps}/${folder}` : `${packages}/${folder}`;
const onlyStories = (entry: string) =>
  /\.stories\.tsx?$/.test(entry) ? onlyFolder(entry) : `${onlyFolder(entry)}/**/*.stories.@(ts|tsx)`;

/**
 * Next's modules that the storefront's client components import, as stand-ins (`./next`): `next/link` a plain
 * `<a>`, `next/navigation` a router whose calls are recorded. The real ones need a running Next app.
 */
const nextAliases = [
  { find: /^next\/link$/, replacement: `${nextStandIns}/link.tsx` },
  { find: /^next\/navigation$/, replacement: `${nextStandIns}/navigation.ts` },
];

/**
 * One Storybook for every package and the storefront's own components: stories live beside their components,
 * this app only collects them.
 */
const config: StorybookConfig = {
  stories: only
    ? only.map(onlyStories)
    : [
        `${packages}/*/src/**/*.mdx`,
        `${packages}/*/src/**/*.stories.@(ts|tsx)`,
        `${apps}/storefront/components/**/*.stories.@(ts|tsx)`,
      ],
  // The fixtures' pictures and videos (`/i/…`, `/v/…`) and the 404 image, as the storefront serves them.
  staticDirs: [fixtureMedia],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages are read from source (the `@wardrobe/source` export condition), so stories need no build.
      // vanilla-extract compiles each `.css.ts` in a server-side Vite of its own that replaces `ssr` and resolves
      // packages by their built `dist`: a block's styles took the design system's *built* theme contract, whose
      // variable names the source theme on the page never defines, so every token fell back to inherited (16 px
      // body text in Storybook, the right look in the shop). An alias reaches every environment.
      resolve: {
        conditions: ['@wardrobe/source', ...defaultClientConditions],
        alias: [
          { find: /^@wardrobe\/design-system$/, replacement: `${packages}/design-system/src/index.ts` },
          ...nextAliases,
        ],
      },
    });
  },
};

export default config;
