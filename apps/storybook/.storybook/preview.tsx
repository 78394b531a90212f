import type { Preview } from '@storybook/react-vite';
import { preloadBlockIslands } from '@wardrobe/content-blocks';
import { brandTheme } from '@wardrobe/design-system';
// The self-hosted stand-in faces, so stories (and their visual baselines) use the shipped fonts, not the machine's.
import '@wardrobe/design-system/fonts.css';
import { ContentBlockDocsPage, contentModelArgTypesEnhancer } from './contentModel';
import { visualModes } from './modes';

// As in the shop, the theme sits on <body>, so overlays portalled to <body> (dialogs, side panels, popovers,
// toasts) get the tokens too. The wrapper keeps its own class for the padding and for docs pages.
document.body.classList.add(brandTheme);

const preview: Preview = {
  // The blocks' client parts load on demand in the shop; loaded before a story renders, a play function finds them
  // at once, as a shopper does once the page has them.
  loaders: [async () => ({ islands: await preloadBlockIslands() })],
  decorators: [
    (Story) => (
      <div className={brandTheme} style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  // A content block's controls come from its content model (contentModel.tsx): every block in the registry.
  argTypesEnhancers: [contentModelArgTypesEnhancer],
  parameters: {
    layout: 'fullscreen',
    // A content block's docs page adds its content model (field, type, required, allowed values, default, display
    // rules) to the live stories; other components keep Storybook's page.
    docs: { page: ContentBlockDocsPage },
    controls: { matchers: { color: /(background|colou?r)$/i } },
    // Axe runs on every story in the test-runner (test-runner.ts) and fails on any violation.
    a11y: { test: 'error' },
    // Chromatic (scripts `chromatic`): the same two widths as the committed Playwright baselines, settled stories.
    chromatic: { modes: visualModes, pauseAnimationAtEnd: true, prefersReducedMotion: 'reduce' },
  },
  tags: ['autodocs'],
};

export default preview;
