import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Every path no route claims is the spec's 404 (static content pages take this place in a later issue).
// The title is set here because Next applies the page's metadata, not not-found.tsx's, when a page 404s.
export const metadata: Metadata = { title: { absolute: 'Page not found' } };

export default function UnknownPage() {
  notFound();
}
