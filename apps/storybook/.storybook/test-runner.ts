import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';

/**
 * Every story renders, runs its play function, then axe checks it (WCAG 2.2 AA + best practices).
 * Page-level rules (one main landmark, a level-one heading, content in landmarks) do not apply to a component
 * shown on its own; they are checked on real pages by the storefront's Playwright tests.
 */
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    const rules = [
      { id: 'region', enabled: false },
      { id: 'landmark-one-main', enabled: false },
      { id: 'page-has-heading-one', enabled: false },
      ...((story.parameters?.a11y?.config?.rules as { id: string; enabled: boolean }[] | undefined) ?? []),
    ];
    await configureAxe(page, { rules });
    // The whole document, not only #storybook-root: overlays (dialogs, side panels, popovers, toasts) are
    // portalled to <body>. Storybook's own hidden elements are skipped by axe as hidden.
    await checkA11y(page, 'body', {
      verbose: false,
      detailedReport: true,
      detailedReportOptions: { html: true },
      axeOptions: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        // Repeated here: run options replace the configured rule switches when `runOnly` is given.
        rules: Object.fromEntries(rules.map(({ id, enabled }) => [id, { enabled }])),
      },
    });
  },
};

export default config;
