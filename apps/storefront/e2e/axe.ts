import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA: axe must find nothing on the page as the shopper sees it. */
export async function expectNoAxeViolations(page: Page) {
  // After a client navigation or a server action, Next streams the new page's <title> in a moment later: check the
  // page once it has one (a page that never gets one still fails, on axe's document-title rule).
  await page.waitForFunction(() => document.title !== '', undefined, { timeout: 3000 }).catch(() => {});
  // The benefit bar fades between messages (0.75 s): axe would measure a message's contrast halfway through the
  // fade. Under reduced motion there is no fade, so it sees each message as a shopper sees it once shown.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A content page skips rendering its blocks below the fold, and a listing its cards past the second row
  // (site.css, `content-visibility: auto`), until they near the viewport. axe would measure their text against
  // whatever lies behind their placeholders (the footer's black, once: a false contrast failure) or not at all:
  // render them all first, as a shopper sees each when scrolled to.
  await page.addStyleTag({
    content: '[data-block], .product-grid__item { content-visibility: visible !important; }',
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
    .finally(() => page.emulateMedia({ reducedMotion: null }));
  expect(
    violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
