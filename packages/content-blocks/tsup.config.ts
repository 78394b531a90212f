import { existsSync, readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

/**
 * One entry per block (`@wardrobe/content-blocks/<block-name>` → `dist/modules.blocks.<block-name>.js`, the name the
 * split root gives it), so an app imports only the blocks it uses; with code splitting every entry shares one copy
 * of the shared code. At the dist root, as every entry is: the client parts are imported as `./parts/<Name>.js`.
 */
const blockEntries = Object.fromEntries(
  readdirSync('src/blocks', { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(`src/blocks/${entry.name}/index.ts`))
    .map(({ name }) => [`modules.blocks.${name}`, `src/blocks/${name}/index.ts`]),
);

// `schemas` is the schemas-only entry (no React, no CSS) that the sandbox's content service loads; `fixtures`, the
// fixtures-only one its demo pages are composed from. Each client
// block is a client part, and the root entry re-exports each from its part (tooling/tsup-preset.ts), so a page
// that renders the footer does not ship the mobile menu.
export default defineConfig(
  libraryConfig({
    entry: {
      index: 'src/index.ts',
      schemas: 'src/schemas.ts',
      fixtures: 'src/blockFixtures.ts',
      ...blockEntries,
    },
    client: 'src/client.ts',
    clientParts: {
      'parts/AccountForms': 'src/shared/accountForms.tsx',
      'parts/LiveShoppingHost': 'src/blocks/live-shopping/host.tsx',
      'parts/BlockErrorBoundary': 'src/BlockErrorBoundary.tsx',
      'parts/BenefitBar': 'src/site/benefit-bar/index.ts',
      'parts/CountdownTimer': 'src/site/countdown-timer/index.ts',
      'parts/DesktopNavigation': 'src/site/desktop-navigation/index.ts',
      'parts/GoodStuffSignIn': 'src/blocks/good-stuff-sign-in/GoodStuffSignIn.tsx',
      'parts/GoodStuffSignUp': 'src/blocks/good-stuff-sign-up/GoodStuffSignUp.tsx',
      'parts/FooterColumns': 'src/site/footer/FooterColumns.tsx',
      'parts/MobileNavigation': 'src/site/mobile-navigation/index.ts',
      'parts/BlockIslands': 'src/shared/islands.tsx',
      'parts/BlockCarousel': 'src/shared/BlockCarousel.tsx',
    },
    styles: true,
    splitRoot: true,
  }),
);
