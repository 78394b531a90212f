/**
 * `next/navigation` in Storybook (aliased in main.ts): the storefront's client components call Next's App Router,
 * which only exists inside a Next app. The router's methods are spies that record what a component asked for
 * (`router.replace` after an offer's call to action), so a play function can check it; nothing navigates. The
 * URL the hooks read is `/` unless a story sets another (`setNavigationUrl`).
 */
import { fn } from 'storybook/test';

export const router = {
  push: fn().mockName('router.push'),
  replace: fn().mockName('router.replace'),
  refresh: fn().mockName('router.refresh'),
  back: fn().mockName('router.back'),
  forward: fn().mockName('router.forward'),
  prefetch: fn().mockName('router.prefetch'),
};

let url = new URL('/', 'http://shop.invalid');
// One object per URL, as Next keeps it: a component that lists it among an effect's dependencies does not loop.
let searchParams = new URLSearchParams();

/** The page the hooks say the story is on (path, search), e.g. `/eu/my-account?tab=offers`. */
export function setNavigationUrl(path: string): void {
  url = new URL(path, 'http://shop.invalid');
  searchParams = new URLSearchParams(url.search);
}

/** Before each story: no calls recorded, back on `/`. */
export function resetNavigation(): void {
  for (const spy of Object.values(router)) spy.mockClear();
  setNavigationUrl('/');
}

export function useRouter() {
  return router;
}

export function usePathname(): string {
  return url.pathname;
}

export function useSearchParams(): URLSearchParams {
  return searchParams;
}

export function useParams(): Record<string, string | string[]> {
  return {};
}

/** As Next's: throws the error its router catches (here nothing does: a story shows it as an error). */
export function redirect(target: string): never {
  throw Object.assign(new Error('NEXT_REDIRECT'), { digest: `NEXT_REDIRECT;replace;${target};307;` });
}

export function permanentRedirect(target: string): never {
  throw Object.assign(new Error('NEXT_REDIRECT'), { digest: `NEXT_REDIRECT;replace;${target};308;` });
}

export function notFound(): never {
  throw Object.assign(new Error('NEXT_HTTP_ERROR_FALLBACK;404'), { digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
}
