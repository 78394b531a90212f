'use client';

import { useEffect } from 'react';
import { DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';

export interface GalleryImageRescueProps {
  /** The id of the gallery's list of pictures. */
  listId: string;
  /** What a failed picture becomes: the shop's 404 image, 1600x2133. */
  fallbackSrc?: string;
}

/** Points a failed picture at the 404 image, once; logs the failure (spec 000 §8). */
export function rescueImage(image: HTMLImageElement, fallbackSrc: string = DEFAULT_404_IMAGE.src): boolean {
  if (image.dataset.mediaState === 'fallback') return false;
  const failed = image.currentSrc || image.getAttribute('src') || '';
  image.dataset.mediaState = 'fallback';
  image.removeAttribute('srcset');
  image.removeAttribute('sizes');
  image.setAttribute('width', String(DEFAULT_404_IMAGE.width));
  image.setAttribute('height', String(DEFAULT_404_IMAGE.height));
  image.src = fallbackSrc;
  console.error(JSON.stringify({ level: 'error', event: 'gallery-image-failed', src: failed }));
  return true;
}

/**
 * Spec 000 §8: a gallery picture that fails in the browser is swapped for the 1600x2133 404 image and the
 * failure recorded. The gallery itself stays server-rendered: this island renders nothing, catches `error`
 * events on the list (they do not bubble, so in the capture phase), and rescues pictures that failed before it
 * ran (complete with no pixels). The box keeps its 3:4 ratio, so nothing shifts.
 */
export function GalleryImageRescue({ listId, fallbackSrc = DEFAULT_404_IMAGE.src }: GalleryImageRescueProps) {
  useEffect(() => {
    const list = document.getElementById(listId);
    if (!list) return;
    for (const image of list.querySelectorAll('img')) {
      if (image.complete && image.naturalWidth === 0 && image.getAttribute('src'))
        rescueImage(image, fallbackSrc);
    }
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) rescueImage(event.target, fallbackSrc);
    };
    list.addEventListener('error', onError, true);
    return () => list.removeEventListener('error', onError, true);
  }, [listId, fallbackSrc]);
  return null;
}
