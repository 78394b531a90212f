import { brandTokens } from '../../themes/brandTokens';
import { contrastRatio } from '../../themes/contrast';
import { BADGE_MIN_CONTRAST, parseColour } from '../Badge/badgeColours';

/**
 * The colour of a promo's text (`wasNowPriceBadge.colour`) when it can be read on the card's surface (4.5:1,
 * WCAG 1.4.3); `undefined` otherwise, and the promo keeps the sale red.
 */
export function readablePromoColour(colour: string | null | undefined): string | undefined {
  const hex = parseColour(colour);
  if (hex === undefined) return undefined;
  return contrastRatio(hex, brandTokens.color.surface) >= BADGE_MIN_CONTRAST ? hex : undefined;
}
