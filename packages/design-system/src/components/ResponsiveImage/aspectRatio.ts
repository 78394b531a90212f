/**
 * The spec's aspect ratios (002 §3 "Aspect ratios: 4x5 and 5x7"), or any other `w/h`, `wxh` or `w:h`
 * (`'16/9'`, `'1x1'`, `'3:4'`).
 */
export type AspectRatio = '4x5' | '5x7' | (string & {});

export interface Ratio {
  width: number;
  height: number;
}

const RATIO = /^\s*(\d+(?:\.\d+)?)\s*[x×/:]\s*(\d+(?:\.\d+)?)\s*$/i;

/**
 * Reads an aspect ratio. Reading: an unreadable or non-positive ratio gives `undefined`, so no box is reserved
 * (the media keeps its own shape) rather than a wrong one.
 */
export function parseAspectRatio(value: AspectRatio | null | undefined): Ratio | undefined {
  if (typeof value !== 'string') return undefined;
  const match = RATIO.exec(value);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/** The CSS `aspect-ratio` value, `'4 / 5'`. */
export function aspectRatioCss(ratio: Ratio): string {
  return `${ratio.width} / ${ratio.height}`;
}

/**
 * `width` and `height` attributes in the ratio, so the browser reserves the box before any CSS or pixels arrive.
 * Reading: the width is the largest rendition asked for (so the numbers also describe the real file), the height
 * follows from the ratio, rounded to whole px.
 */
export function intrinsicSize(ratio: Ratio, width: number): Ratio {
  const w = Math.max(1, Math.round(width));
  return { width: w, height: Math.max(1, Math.round((w * ratio.height) / ratio.width)) };
}
