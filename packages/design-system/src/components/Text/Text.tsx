import type { ElementType, HTMLAttributes, ReactNode, Ref } from 'react';
import type { FontToken } from '../../tokens/types';
import {
  align as aligns,
  base,
  font as fonts,
  size as sizes,
  tone as tones,
  truncate as truncation,
  weight as weights,
} from './Text.css';

export type TextSize = 'body' | 'small';
export type TextTone = 'default' | 'muted' | 'sale' | 'inverse' | 'inherit';
export type TextWeight = 'medium' | 'bold' | 'extraBold';

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'color'> {
  /** `p` by default; `span` inside other text, `div`, `strong`, `label`… */
  as?: ElementType;
  size?: TextSize;
  /** The spec's weights: Medium (default), Bold, Extra Bold. */
  weight?: TextWeight;
  /** `muted` is still AA on the page and on muted panels; `sale` is the sale red. */
  tone?: TextTone;
  /** The spec's font options: Athletics (default), Quisas, Quisas-2. */
  font?: FontToken;
  align?: 'left' | 'center' | 'right';
  /** One line with an ellipsis. */
  truncate?: boolean;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Body copy in the brand type scale. Server-safe. */
export function Text({
  as: Element = 'p',
  size = 'body',
  weight = 'medium',
  tone = 'default',
  font = 'athletics',
  align,
  truncate = false,
  className,
  ...props
}: TextProps) {
  let classes = `${base} ${sizes[size]} ${weights[weight]} ${tones[tone]} ${fonts[font]}`;
  if (align) classes += ` ${aligns[align]}`;
  if (truncate) classes += ` ${truncation}`;
  return <Element {...props} className={className ? `${classes} ${className}` : classes} />;
}
