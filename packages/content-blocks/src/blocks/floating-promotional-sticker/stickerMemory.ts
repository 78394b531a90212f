// Zod-free: the client island imports it. The key itself is a pure rule (domain-rules `stickerMemoryKey`).

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
