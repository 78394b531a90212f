'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useFrame } from '../../../lib/frame-store';

const NewsletterModal = dynamic(() => import('./NewsletterModal').then((m) => m.NewsletterModal), {
  ssr: false,
});

/** The `#newsletter` link target: editors link to it from any block, the footer or a banner. */
export const NEWSLETTER_HASH = '#newsletter';

/**
 * The newsletter modal behind its flag (spec 001 §4): a link to `#newsletter` (or arriving with that hash) opens
 * it; its code loads only then, so no page pays for it up front.
 */
export function LazyNewsletter({ channelId }: { channelId: number }) {
  const open = useFrame((s) => s.newsletterOpen);
  const setOpen = useFrame((s) => s.setNewsletterOpen);
  useEffect(() => {
    const openFromLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('href') !== NEWSLETTER_HASH) return;
      event.preventDefault();
      setOpen(true);
    };
    if (window.location.hash === NEWSLETTER_HASH) setOpen(true);
    document.addEventListener('click', openFromLink);
    return () => document.removeEventListener('click', openFromLink);
  }, [setOpen]);
  if (!open) return null;
  return <NewsletterModal channelId={channelId} isOpen onClose={() => setOpen(false)} />;
}
