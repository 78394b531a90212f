import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

const packages = fileURLToPath(new URL('../../../packages', import.meta.url));

/** One Storybook for every package: stories live beside their components, this app only collects them. */
const config: StorybookConfig = {
  stories: [`${packages}/*/src/**/*.mdx`, `${packages}/*/src/**/*.stories.@(ts|tsx)`],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(base) {
    return mergeConfig(base, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages are read from source (the `@wardrobe/source` export condition), so stories need no build.
      resolve: { conditions: ['@wardrobe/source', ...defaultClientConditions] },
    });
  },
};

export default config;
