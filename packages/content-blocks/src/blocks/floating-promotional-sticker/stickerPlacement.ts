// Zod-free: the client island imports it. The sticker's rise (domain-rules `footerClearance`) is pure maths.

/**
 * The page's footer: the first `footer` that is not inside an article, aside, main, nav or section (that one is
 * the page's `contentinfo` landmark), or an element with that role.
 */
export function findPageFooter(doc: Document): HTMLElement | undefined {
  for (const element of doc.querySelectorAll<HTMLElement>('footer, [role="contentinfo"]')) {
    if (element.getAttribute('role') === 'contentinfo') return element;
    if (!element.parentElement?.closest('article, aside, main, nav, section')) return element;
  }
  return undefined;
}
