import { defineConfig } from 'tsup';
import { libraryConfig } from '../../tooling/tsup-preset';

// `schemas` is the schemas-only entry (no React, no CSS) that the sandbox's content service loads. Each client
// block is a client part, and the root entry re-exports each from its part (tooling/tsup-preset.ts), so a page
// that renders the footer does not ship the mobile menu.
export default defineConfig(
  libraryConfig({
    entry: { index: 'src/index.ts', schemas: 'src/schemas.ts' },
    client: 'src/client.ts',
    clientParts: {
      'parts/AccountForms': 'src/shared/accountForms.tsx',
      'parts/BlockErrorBoundary': 'src/BlockErrorBoundary.tsx',
      'parts/BenefitBar': 'src/site/benefit-bar/index.ts',
      'parts/CountdownTimer': 'src/site/countdown-timer/index.ts',
      'parts/DesktopNavigation': 'src/site/desktop-navigation/index.ts',
      'parts/GoodStuffSignIn': 'src/blocks/good-stuff-sign-in/GoodStuffSignIn.tsx',
      'parts/GoodStuffSignUp': 'src/blocks/good-stuff-sign-up/GoodStuffSignUp.tsx',
      'parts/FooterColumns': 'src/site/footer/FooterColumns.tsx',
      'parts/MobileNavigation': 'src/site/mobile-navigation/index.ts',
    },
    styles: true,
  }),
);
