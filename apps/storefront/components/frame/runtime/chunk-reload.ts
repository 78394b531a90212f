import { chunkReloadAllowed } from '@wardrobe/domain-rules';

/** Where the time of the last chunk reload is kept: per tab, so a reload loop in one tab cannot spread. */
export const CHUNK_RELOAD_KEY = 'wardrobe-chunk-reload-at';

// webpack's `ChunkLoadError` ("Loading chunk 12 failed", "Loading CSS chunk 3 failed"), Turbopack's
// "Failed to load chunk …", and the browsers' failed dynamic import (Chromium, Firefox, Safari).
const CHUNK_FAILURE =
  /Loading (CSS )?chunk [^ ]+ failed|Failed to load chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True when a thrown value or rejection reason says a code chunk failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  if (typeof reason === 'string') return CHUNK_FAILURE.test(reason);
  if (typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_FAILURE.test(message);
}

/** True for the `error` event of a framework script (`/_next/static/…`) that failed to load. */
function isFailedChunkScript(target: EventTarget | null): boolean {
  if (typeof HTMLScriptElement === 'undefined' || !(target instanceof HTMLScriptElement)) return false;
  try {
    return new URL(target.src, window.location.href).pathname.startsWith('/_next/static/');
  } catch {
    return false;
  }
}

/**
 * Spec 001 §8, spec 002 §8–9: "a chunk-loading failure triggers one full page reload, at most once per minute".
 * Decides with domain-rules `chunkReloadAllowed` from the time kept in `storage` and, when allowed, keeps `now`
 * first (so the page that comes back knows) and reloads. Answers whether it reloaded. Reading: storage that
 * cannot be read or written (private mode, quota) means no reload — without a record the rule cannot hold, and
 * a reload loop is worse than one broken part.
 */
export function reloadOnceForChunkFailure(storage: Storage, now: number, reload: () => void): boolean {
  try {
    const kept = storage.getItem(CHUNK_RELOAD_KEY);
    if (!chunkReloadAllowed(kept === null ? null : Number(kept), now)) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * Listens for chunk failures: an `error` or `unhandledrejection` saying so, or a framework script whose load
 * failed (caught on the way down, as a script's `error` does not bubble; React may catch the failed import
 * itself before it reaches `window`). Answers the clean-up.
 */
export function listenForChunkFailures(
  win: Window = window,
  reload: () => void = () => win.location.reload(),
): () => void {
  const failed = () => void reloadOnceForChunkFailure(win.sessionStorage, Date.now(), reload);
  const onError = (event: Event) => {
    if (
      isFailedChunkScript(event.target) ||
      isChunkLoadError((event as ErrorEvent).error ?? (event as ErrorEvent).message)
    ) {
      failed();
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) failed();
  };
  win.addEventListener('error', onError, true);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError, true);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
