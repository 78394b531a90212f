import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Performance is a feature: per-route JavaScript is measured (gzip bytes of the scripts a page loads) and held
 * under a budget. The framework runtime is the floor: React 19 and the App Router are ~128 kB gzip on their own
 * (measured 2026-11-23: home 133 kB, checkout 148 kB with its forms; 2026-11-25: home 152 kB, listing 154 kB once its
 * filters and toolbar became server-rendered forms, down from 240 kB with react-aria's; issue 8: product 188 kB
 * and bag 200 kB once the design system's client components were split into chunks, down from 219 and 218,
 * home 158 kB and listing 161 kB with the wishlist; product 162 kB once its size pickers and Add to Bag became
native controls, with no react-aria; the bag 159 kB for a shopper with no cart, whose page loads none of the
bag's interactive parts, and 220 kB with a line, its express wallet included; 2026-11-26: the site frame from
 * content (benefit bar, countdown, mega menu, footer columns and the mobile menu, one 7.3 kB chunk with no
 * react-aria and no zod) took home to 169 kB, listing 171, product 176, the empty bag 169). Each budget leaves
 * ~8–20 kB above today's size.
 */
export const JS_BUDGETS_KB = {
  home: 178,
  checkout: 245,
  listing: 180,
  product: 184,
  emptyBag: 180,
  bag: 245,
  // A content page is the frame and server-rendered blocks: no more script than home.
  content: 178,
} as const;

/** The gzip kilobytes of every script loaded while `open` runs and until the network is idle. */
export async function scriptKilobytes(page: Page, open: () => Promise<unknown>): Promise<number> {
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => void sizes.set(response.url(), gzipSync(body).length),
        () => {},
      ),
    );
  });
  await open();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  return [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024;
}
