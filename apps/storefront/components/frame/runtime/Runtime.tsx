'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { listenForChunkFailures } from './chunk-reload';
import { prefetchLinksWhenIdle } from './idle-prefetch';
import { reportWebVitals } from './web-vitals';

/**
 * The page's runtime rules (spec 001 §8, spec 002 §7–9), no markup: a chunk-load failure reloads the page (once a
 * minute at most), web vitals are reported, and the shop's links are prefetched once the page is idle.
 */
export function Runtime() {
  const router = useRouter();
  const pathname = usePathname();
  useEffect(() => listenForChunkFailures(), []);
  useEffect(() => reportWebVitals(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page (path) gets its own idle prefetch.
  useEffect(() => prefetchLinksWhenIdle((href) => router.prefetch(href)), [router, pathname]);
  return null;
}
