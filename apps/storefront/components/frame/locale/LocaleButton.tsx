'use client';

import { marketByCode } from '@wardrobe/domain-rules';
import { useFrame } from '../../../lib/frame-store';
import type { ClientMarket } from '../types';

/**
 * Spec 001 §2 "Header": the locale button opens the locale overlay. Its name says the current market ('Change
 * country, currently UK') and holds the visible text, so speech users can say what they see.
 */
export function LocaleButton({ market }: { market: ClientMarket }) {
  const open = useFrame((s) => s.localeOverlay);
  const setOpen = useFrame((s) => s.setLocaleOverlay);
  const label = marketByCode(market.code)?.market ?? market.code.toUpperCase();
  return (
    <button
      type="button"
      className="icon-button locale-button"
      aria-label={`Change country, currently ${label}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      onClick={() => setOpen(true)}
    >
      <GlobeIcon />
      <span>{label}</span>
    </button>
  );
}

/** A globe (the design system has none yet); decorative, as the button is named. */
function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.5 2.3 3.5 5.2 3.5 8.5s-1 6.2-3.5 8.5c-2.5-2.3-3.5-5.2-3.5-8.5s1-6.2 3.5-8.5Z" />
    </svg>
  );
}
