import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The image preloads a server render puts in the page's head, each as [picture name, media]: the picture's name is
 * the last path segment of its URL (`/i/wardrobe/<name>?…`; the first of `imagesrcset`, which React writes in place
 * of `href`), `media` `null` for one without.
 */
export function heroPreloads(element: ReactElement): [string, string | null][] {
  const html = renderToString(
    <html lang="en">
      <head />
      <body>{element}</body>
    </html>,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');
  return [...page.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => [
    new URL(
      link.getAttribute('imagesrcset')?.split(' ')[0] ?? link.getAttribute('href') ?? '',
      'https://shop.example',
    ).pathname
      .split('/')
      .pop() ?? '',
    link.getAttribute('media'),
  ]);
}
