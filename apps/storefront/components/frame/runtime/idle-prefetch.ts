import {
  type ConnectionHints,
  PREFETCH_IDLE_TIMEOUT_MS,
  prefetchAllowed,
  stripMarketPrefix,
} from '@wardrobe/domain-rules';

/**
 * The account routes (spec 001 §2): never prefetched when idle. `/my-account` depends on who is signed in (a
 * guest's prefetch would keep the guard's redirect); the sign-in and registration pages carry their forms'
 * script (~40 kB for `/create-account`), which a footer's 'Join Good Stuff' link would otherwise make every page
 * download for the few who open it.
 */
const NOT_PREFETCHED = ['/my-account', '/login', '/create-account', '/forgot-password', '/updatePassword'];

/** The connection as the browser describes it (Network Information API; missing in Firefox and Safari). */
function connection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}

/** A link's same-origin path to prefetch, or undefined for one that leaves the shop, the page or the pages. */
export function prefetchTarget(link: HTMLAnchorElement, here: Location): string | undefined {
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download')) return undefined;
  // A page that depends on who is signed in (the account button's): prefetched as a guest, the router would keep
  // the guard's redirect to /login and replay it after the shopper signs in.
  if (link.dataset.prefetch === 'off') return undefined;
  let url: URL;
  try {
    url = new URL(link.href, here.href);
  } catch {
    return undefined;
  }
  if (url.origin !== here.origin) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/_next/')) return undefined;
  if (url.pathname === here.pathname && url.search === here.search) return undefined;
  const inMarket = stripMarketPrefix(url.pathname);
  if (NOT_PREFETCHED.some((route) => inMarket === route || inMarket.startsWith(`${route}/`)))
    return undefined;
  return `${url.pathname}${url.search}`;
}

/**
 * Spec 002 §9: "Prefetch idle timeout: 2000 ms. Prefetch is skipped on 2g or data-saver connections." Once the
 * page is idle (`requestIdleCallback` with that timeout, or the timeout alone where the browser has none), the
 * shop's links in the viewport are prefetched — and those scrolled to later, as they appear — each once, never
 * when domain-rules `prefetchAllowed` says no (checked at the start and before each prefetch: the connection
 * may change). Answers the clean-up (a route change starts over on the new page).
 * Reading: the frame's `<Link>`s set `prefetch={false}`, so this rule, not Next's own viewport prefetch, decides.
 */
export function prefetchLinksWhenIdle(prefetch: (href: string) => void): () => void {
  if (!prefetchAllowed(connection())) return () => {};
  let observer: IntersectionObserver | undefined;
  const done = new Set<string>();
  const start = () => {
    if (!prefetchAllowed(connection()) || typeof IntersectionObserver === 'undefined') return;
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        const href = prefetchTarget(entry.target as HTMLAnchorElement, window.location);
        if (href === undefined || done.has(href) || !prefetchAllowed(connection())) continue;
        done.add(href);
        prefetch(href);
      }
    });
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (prefetchTarget(link, window.location) !== undefined) observer.observe(link);
    }
  };
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(start, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => {
      window.cancelIdleCallback(handle);
      observer?.disconnect();
    };
  }
  const timer = window.setTimeout(start, PREFETCH_IDLE_TIMEOUT_MS);
  return () => {
    window.clearTimeout(timer);
    observer?.disconnect();
  };
}
