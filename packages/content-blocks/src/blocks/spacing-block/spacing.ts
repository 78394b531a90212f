import type { SpaceToken } from '@wardrobe/design-system';
import type { SpacingSize } from '../../shared/enums';

/**
 * The spec's spacing sizes (§3 "Other enumerations": XXS 6px … XXL 72px, domain-rules `SPACING`) as the design
 * system's space tokens, which hold the same pixels (`spacePx`; SpacingBlock.test.tsx checks they agree). Styles
 * read the tokens, so a theme that changes the scale changes every block's spacing with it. Divider graphics use
 * it for their space above and below.
 */
export const SPACING_TOKENS = Object.freeze({
  XXS: 'xxs',
  XS: 'xs',
  Small: 'small',
  Medium: 'medium',
  Large: 'large',
  XL: 'xl',
  XXL: 'xxl',
} as const satisfies Record<SpacingSize, SpaceToken>);
