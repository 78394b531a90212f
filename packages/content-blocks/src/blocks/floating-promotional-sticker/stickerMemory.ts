// Zod-free: the client island imports it.

/** The session-storage key prefix of closed stickers. */
export const STICKER_CLOSED_PREFIX = 'wardrobe:sticker-closed:';

/**
 * The key that remembers, for the rest of the visit, that this sticker was closed: its entry's delivery id, else
 * its delivery key. `undefined` for an entry that has neither (built by hand): it closes for this view only.
 */
export function stickerMemoryKey(meta: {
  deliveryId?: string | undefined;
  deliveryKey?: string | undefined;
}) {
  const id = meta.deliveryId?.trim() || meta.deliveryKey?.trim();
  return id ? `${STICKER_CLOSED_PREFIX}${id}` : undefined;
}

/**
 * Whether the visitor closed this sticker earlier in the visit (`sessionStorage`: this tab, until it closes).
 * Storage that cannot be read (blocked, a sandboxed page) counts as "not closed".
 */
export function wasStickerClosed(key: string | undefined): boolean {
  if (!key) return false;
  try {
    return window.sessionStorage.getItem(key) === 'closed';
  } catch {
    return false;
  }
}

/** Remembers the close for the rest of the visit; storage that cannot be written is ignored (it closes anyway). */
export function rememberStickerClosed(key: string | undefined): void {
  if (!key) return;
  try {
    window.sessionStorage.setItem(key, 'closed');
  } catch {
    // The sticker still closes on this page.
  }
}
