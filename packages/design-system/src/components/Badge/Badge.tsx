import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { brandTokens } from '../../themes/brandTokens';
import { badge } from './Badge.css';
import { parseColour, readableBadgeColours } from './badgeColours';

export type BadgeTone = 'sale' | 'new' | 'neutral';

/** Each tone's colours as values, to check data colours against when the data gives only one of them. */
export const BADGE_TONE_COLOURS = {
  sale: { textColour: brandTokens.color.onSale, backgroundColour: brandTokens.color.sale },
  new: { textColour: brandTokens.color.onBrand, backgroundColour: brandTokens.color.brand },
  neutral: { textColour: brandTokens.color.text, backgroundColour: brandTokens.color.grey200 },
} as const satisfies Record<BadgeTone, { textColour: string; backgroundColour: string }>;

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  /** The badge text. */
  children?: ReactNode;
  /** The badge text as product badge data gives it (`parseBadgeData(...).text`); `children` wins. */
  text?: string | undefined;
  /** The design system's own badges: `sale` (default, red), `new` (teal), `neutral` (grey). */
  tone?: BadgeTone;
  /** Text colour from content data (`#fff`, `rgb(…)`, `navy`…). Replaced if it is too faint to read. */
  textColour?: string | undefined;
  /** Background colour from content data. An unreadable value falls back to the tone's. */
  backgroundColour?: string | undefined;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A short label on a product ("Sale", "New in"). Takes product badge data as it is:
 * `<Badge {...parseBadgeData(data)} />`. Data colours below 4.5:1 are corrected to black or white text and the
 * badge is marked `data-contrast-adjusted`; colours that cannot be read fall back to the tone.
 *
 * Reading: the spec's default "red" (spec 002 §9) is the brand's sale red token, not CSS `red`, on which white
 * text fails AA. Reading: a badge with no text renders nothing. Server-safe.
 */
export function Badge({
  children,
  text,
  tone = 'sale',
  textColour,
  backgroundColour,
  className,
  style,
  ...props
}: BadgeProps) {
  const content = children ?? text;
  if (content === undefined || content === null || content === '') return null;

  const classes = className ? `${badge({ tone })} ${className}` : badge({ tone });
  const fromData = parseColour(textColour) !== undefined || parseColour(backgroundColour) !== undefined;
  if (!fromData) {
    return (
      <span {...props} style={style} className={classes}>
        {content}
      </span>
    );
  }

  const colours = readableBadgeColours({ textColour, backgroundColour }, BADGE_TONE_COLOURS[tone]);
  return (
    <span
      {...props}
      className={classes}
      data-contrast-adjusted={colours.contrastAdjusted ? '' : undefined}
      style={{ ...style, color: colours.textColour, backgroundColor: colours.backgroundColour }}
    >
      {content}
    </span>
  );
}
