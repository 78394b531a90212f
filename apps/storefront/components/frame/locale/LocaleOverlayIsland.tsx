'use client';

import { isBot, PREFERRED_LOCALE_COOKIE, shouldPromptLocale } from '@wardrobe/domain-rules';
import dynamic from 'next/dynamic';
import { type ReactNode, useEffect, useState } from 'react';
import { useFrame } from '../../../lib/frame-store';
import { type Geolocation, readCookie, readGeolocation } from '../../../lib/locale';
import { useMountedOnce } from '../FrameEffects';
import type { ClientMarket } from '../types';

/** The overlay's code (and the design system's dialog) loads only when it must open: pages do not ship it. */
const LocaleOverlay = dynamic(() => import('./LocaleOverlay').then((m) => m.LocaleOverlay), { ssr: false });

/** Where the browser's geolocation lookup is answered (spec 001 §7; the sandbox's seam, app/api/geolocation). */
export const GEOLOCATION_PATH = '/api/geolocation';

/**
 * Spec 001 §2 "Locale overlay", §4: as soon as the page runs, asks where the shopper is (never for a bot, by
 * user agent) and opens the overlay when the saved (wsPreferredLocale) else detected market differs from this one
 * (domain-rules `shouldPromptLocale`). It never redirects by itself. The header's locale button opens it too.
 * Not on idle: on a slow phone the overlay then arrived seconds after the shopper had started on the page (its
 * picture was the page's largest paint, at 5.8 s under bench:pages' applied throttling).
 * `image` is the locale selector image, rendered on the server (no client JS for it).
 */
export function LocaleOverlayIsland({ market, image }: { market: ClientMarket; image?: ReactNode }) {
  const open = useFrame((s) => s.localeOverlay);
  const [detected, setDetected] = useState<Geolocation>();

  useEffect(() => {
    const userAgent = navigator.userAgent;
    if (isBot(userAgent)) return;
    const controller = new AbortController();
    const ask = async () => {
      try {
        const response = await fetch(GEOLOCATION_PATH, { signal: controller.signal, cache: 'no-store' });
        if (!response.ok) return;
        const geolocation = readGeolocation(await response.json());
        if (!geolocation) return;
        setDetected(geolocation);
        const prompt = shouldPromptLocale({
          currentCode: market.code,
          detectedCode: geolocation.site.locale,
          savedCode: readCookie(document.cookie, PREFERRED_LOCALE_COOKIE),
          userAgent,
        });
        // The shopper may have opened (and closed) it with the header button meanwhile: only open, never close.
        if (prompt && !controller.signal.aborted) useFrame.getState().setLocaleOverlay(true);
      } catch {
        // No answer, no prompt: the overlay is a suggestion, and the header button still opens it.
      }
    };
    void ask();
    return () => controller.abort();
  }, [market.code]);

  return useMountedOnce(open) ? (
    <LocaleOverlay market={market} open={open} detected={detected} image={image} />
  ) : null;
}
