import type { CSSProperties, HTMLAttributes, Ref } from 'react';
import { line, shimmering, skeleton } from './Skeleton.css';

export type SkeletonShape = 'block' | 'text' | 'circle';

/** The spec's image ratios (spec 002 §3: "Aspect ratios: 4x5 and 5x7"), for product images. */
export const SKELETON_ASPECT_RATIOS = { '4x5': '4 / 5', '5x7': '5 / 7' } as const;
export type SkeletonAspectRatio = keyof typeof SKELETON_ASPECT_RATIOS;

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `block` (default): a rectangle; `text`: lines of copy; `circle`: an avatar or swatch. */
  shape?: SkeletonShape;
  /** CSS width (numbers are px). Defaults to the full width for block and text, 48 px for a circle. */
  width?: number | string;
  /** CSS height (numbers are px). A circle takes its width. */
  height?: number | string;
  /** `4x5` or `5x7` (product images), or any CSS ratio (`16 / 9`, a number). Holds the height from the width. */
  aspectRatio?: SkeletonAspectRatio | number | (string & {});
  /** How many lines a `text` skeleton draws (default 3); the last of several is shorter. */
  lines?: number;
  /** The sweeping highlight (default on). It always stops under reduced motion. */
  shimmer?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

const DEFAULT_CIRCLE_SIZE = 48;

function cssLength(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder for content that is loading, sized like that content so nothing moves when it arrives
 * (use `aspectRatio` for images). Hidden from assistive technology: mark the loading region `aria-busy` and
 * announce the loading state there. Server-safe.
 *
 * Reading: a `block` with neither height nor aspect ratio is one line tall (1.5em), so it is never invisible.
 */
export function Skeleton({
  shape = 'block',
  width,
  height,
  aspectRatio,
  lines = 3,
  shimmer = true,
  className,
  style,
  ...props
}: SkeletonProps) {
  const ratio =
    aspectRatio === undefined
      ? undefined
      : Object.hasOwn(SKELETON_ASPECT_RATIOS, aspectRatio)
        ? SKELETON_ASPECT_RATIOS[aspectRatio as SkeletonAspectRatio]
        : String(aspectRatio);
  const classes = [skeleton({ shape }), shimmer && shape !== 'text' ? shimmering : '', className]
    .filter(Boolean)
    .join(' ');

  let size: CSSProperties;
  if (shape === 'circle') {
    const diameter = cssLength(width ?? height) ?? `${DEFAULT_CIRCLE_SIZE}px`;
    size = { width: diameter, height: diameter };
  } else {
    size = {
      width: cssLength(width) ?? '100%',
      height: cssLength(height) ?? (ratio || shape === 'text' ? undefined : '1.5em'),
      aspectRatio: ratio,
    };
  }

  const count = Math.max(1, Math.floor(Number.isFinite(lines) ? lines : 1));
  return (
    <span {...props} aria-hidden="true" data-shape={shape} className={classes} style={{ ...size, ...style }}>
      {shape === 'text'
        ? Array.from({ length: count }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical, static lines.
            <span key={index} className={shimmer ? `${line} ${shimmering}` : line} />
          ))
        : null}
    </span>
  );
}
