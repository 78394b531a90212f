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
    // Every design token a story's styles use is one the theme on the page defines (see `undefinedTokens`).
    const undefinedUses = await page.evaluate(undefinedTokens);
    if (undefinedUses.length > 0)
      throw new Error(
        `Styles use variables the theme does not define (they fall back to inherited values, unlike the shop):\n${undefinedUses.join('\n')}`,
      );
    await configureAxe(page, { rules });
    // The whole document, not only #storybook-root: overlays (dialogs, side panels, popovers, toasts) are
    // portalled to <body>. Storybook's own hidden elements are skipped by axe as hidden.
    const check = () =>
      checkA11y(page, 'body', {
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
    // Storybook's a11y addon runs axe in the preview after each story as well (the panel editors read); when its run
    // has not finished, axe refuses a second one. Wait for it rather than fail the story.
    for (let attempt = 1; ; attempt++) {
      try {
        await check();
        break;
      } catch (error) {
        if (attempt >= 10 || !/Axe is already running/.test(String(error))) throw error;
        await page.waitForTimeout(200);
      }
    }
  },
};

/**
 * Runs in the story's page. A rule that applies to an element of the story and reads `var(--x)` with no fallback,
 * where `--x` is not defined for that element, is a style that silently loses: the property falls back to its
 * inherited or initial value. That is how the content blocks once rendered as 16 px body text in Storybook (their
 * styles read a second, built copy of the theme contract) while the shop showed them right. Answers
 * `selector → --x` lines (at most 20).
 */
function undefinedTokens(): string[] {
  const found = new Set<string>();
  // Storybook's own screens (docs, loaders, error display) are not the story; <body> carries `sb-` classes too.
  const inStory = (el: Element) =>
    el !== document.body &&
    el !== document.documentElement &&
    !el.closest('#storybook-docs, .sb-errordisplay, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview');
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (window.matchMedia(rule.conditionText).matches) visit(rule.cssRules);
        continue;
      }
      if ('cssRules' in rule && !(rule instanceof CSSStyleRule)) {
        visit((rule as CSSGroupingRule).cssRules);
        continue;
      }
      if (!(rule instanceof CSSStyleRule)) continue;
      // `var(--name)` with no fallback (a fallback is a deliberate default).
      const names = [...rule.style.cssText.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)].map((m) => m[1] as string);
      if (names.length === 0) continue;
      let elements: Element[];
      try {
        elements = Array.from(
          document.querySelectorAll(
            rule.selectorText.replace(/::?(before|after|placeholder|marker|selection|backdrop)\b/g, ''),
          ),
        );
      } catch {
        continue;
      }
      for (const el of elements) {
        if (!inStory(el)) continue;
        const style = getComputedStyle(el);
        for (const name of names)
          if (style.getPropertyValue(name) === '') found.add(`${rule.selectorText} → ${name}`);
      }
      if (found.size >= 20) return;
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A stylesheet of another origin cannot be read; ours are same-origin.
    }
  }
  return [...found].slice(0, 20);
}

export default config;
