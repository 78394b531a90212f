// Zod-free and import-free: shared by the server component (which writes the frame's script) and the client
// island (which listens to it).

/** The message the frame's height script posts to the page: `{ type, height }`, the document's height in px. */
export const CUSTOM_HTML_HEIGHT_MESSAGE = 'wardrobe:custom-html-height';

/** The message the page posts to the frame once it listens, asking for the height again (it may have missed it). */
export const CUSTOM_HTML_MEASURE_MESSAGE = 'wardrobe:custom-html-measure';

/**
 * The tallest height the page accepts from a frame. A reading: far taller than any block should be, and short of
 * a runaway (content sized in `vh` grows with its frame, so it would otherwise grow without end).
 */
export const CUSTOM_HTML_MAX_HEIGHT = 10_000;

/**
 * The frame's new height from a message the page received, or `undefined` to ignore it. Only a message from this
 * frame's own window counts (any frame or window can post to the page), only from an opaque origin (`'null'`: the
 * frame is sandboxed without allow-same-origin), and only a finite height from 0 to `CUSTOM_HTML_MAX_HEIGHT`.
 */
export function frameHeightFromMessage(
  event: Pick<MessageEvent, 'data' | 'origin' | 'source'>,
  frameWindow: Window | null | undefined,
): number | undefined {
  if (!frameWindow || event.source !== frameWindow || event.origin !== 'null') return undefined;
  const data: unknown = event.data;
  if (data === null || typeof data !== 'object') return undefined;
  const { type, height } = data as { type?: unknown; height?: unknown };
  if (type !== CUSTOM_HTML_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height))
    return undefined;
  if (height < 0 || height > CUSTOM_HTML_MAX_HEIGHT) return undefined;
  return Math.ceil(height);
}
