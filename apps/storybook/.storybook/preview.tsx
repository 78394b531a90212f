import type { Preview } from '@storybook/react-vite';
import { brandTheme } from '@wardrobe/design-system';

const preview: Preview = {
  decorators: [
    (Story) => (
      <div className={brandTheme} style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|colou?r)$/i } },
    // Axe runs on every story in the test-runner (test-runner.ts) and fails on any violation.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
