export type { BadgeProps, BadgeTone } from './Badge';
export { BADGE_TONE_COLOURS, Badge } from './Badge';
export type { BadgeColourData, ReadableBadgeColours } from './badgeColours';
export { BADGE_MIN_CONTRAST, bestTextOn, parseColour, readableBadgeColours } from './badgeColours';
