import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { FontToken } from '../../tokens/types';
import {
  align as aligns,
  base,
  font as fonts,
  size as sizes,
  tone as tones,
  weight as weights,
} from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
/** The spec's size names: H1–H5, Title 1, Title 2. */
export type HeadingSize = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'title1' | 'title2';

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'color'> {
  /** The document outline level (`<h1>`…`<h6>`): the spec's "heading style" H1, H2 or H3 picks this. */
  level: HeadingLevel;
  /**
   * Visual size, independent of the level, so an editor's "Title 1" can still be an `<h2>`. Defaults to the
   * size named like the level (h1 → H1 … h5/h6 → H5).
   */
  size?: HeadingSize;
  /** Quisas (default), Quisas-2 or Athletics. */
  font?: FontToken;
  /** Medium, Bold (default) or Extra Bold. */
  weight?: 'medium' | 'bold' | 'extraBold';
  tone?: 'default' | 'inverse' | 'inherit';
  align?: 'left' | 'center' | 'right';
  children?: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}

const sizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: 'h1',
  2: 'h2',
  3: 'h3',
  4: 'h4',
  5: 'h5',
  6: 'h5',
};

/** A heading whose semantic level and visual size are chosen separately. Server-safe. */
export function Heading({
  level,
  size,
  font = 'quisas',
  weight = 'bold',
  tone = 'default',
  align,
  className,
  ...props
}: HeadingProps) {
  const Element = `h${level}` as const;
  let classes = `${base} ${sizes[size ?? sizeForLevel[level]]} ${fonts[font]} ${weights[weight]} ${tones[tone]}`;
  if (align) classes += ` ${aligns[align]}`;
  return <Element {...props} className={className ? `${classes} ${className}` : classes} />;
}
