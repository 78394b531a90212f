/** A picture or film that did not load (spec 000 §8, 002 §8: "non-200 or network"). */
export interface MediaFailure {
  kind: 'image' | 'video';
  /** What failed: the image URL, or the last video source tried. '' when there was nothing to load. */
  src: string;
  /** `true` when the default 404 image failed too (nothing more is tried). */
  fallback: boolean;
}

export type MediaErrorHandler = (failure: MediaFailure) => void;

/**
 * Spec 002 §8: a media failure "records the error". With an `onMediaError` handler the caller records it (its
 * own logger or monitoring); without one it is one structured log line:
 * `{"level":"error","event":"media-failed","kind":"image","src":"…","fallback":false}`.
 */
export function recordMediaFailure(failure: MediaFailure, onMediaError?: MediaErrorHandler): void {
  if (onMediaError) {
    onMediaError(failure);
    return;
  }
  console.error(JSON.stringify({ level: 'error', event: 'media-failed', ...failure }));
}
