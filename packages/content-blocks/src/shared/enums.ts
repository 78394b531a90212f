import type { SPACING } from '@wardrobe/domain-rules';
import { z } from 'zod';

/*
 * Spec 002 §3 "Other enumerations", spelt letter for letter as in the content model. Each list is the source
 * of a zod enum (for the content models) and of a TypeScript union (for components).
 */

/** Alignments: Left/Center/Right. */
export const ALIGNMENTS = ['Left', 'Center', 'Right'] as const;
export const alignmentSchema = z.enum(ALIGNMENTS);
export type Alignment = z.infer<typeof alignmentSchema>;

/** Weights: Medium, Bold, Extra Bold. */
export const FONT_WEIGHTS = ['Medium', 'Bold', 'Extra Bold'] as const;
export const fontWeightSchema = z.enum(FONT_WEIGHTS);
export type FontWeight = z.infer<typeof fontWeightSchema>;

/** Banner types: Standard, CE. */
export const BANNER_TYPES = ['Standard', 'CE'] as const;
export const bannerTypeSchema = z.enum(BANNER_TYPES);
export type BannerType = z.infer<typeof bannerTypeSchema>;

/** Text colours: White, Black. */
export const TEXT_COLOURS = ['White', 'Black'] as const;
export const textColourSchema = z.enum(TEXT_COLOURS);
export type TextColour = z.infer<typeof textColourSchema>;

/** Font options: Quisas, Quisas-2, Athletics. */
export const FONT_OPTIONS = ['Quisas', 'Quisas-2', 'Athletics'] as const;
export const fontOptionSchema = z.enum(FONT_OPTIONS);
export type FontOption = z.infer<typeof fontOptionSchema>;

/** Heading styles: H1, H2, H3. */
export const HEADING_STYLES = ['H1', 'H2', 'H3'] as const;
export const headingStyleSchema = z.enum(HEADING_STYLES);
export type HeadingStyle = z.infer<typeof headingStyleSchema>;

/** Size names: H1-H5, Title 1, Title 2. */
export const SIZE_NAMES = ['H1', 'H2', 'H3', 'H4', 'H5', 'Title 1', 'Title 2'] as const;
export const sizeNameSchema = z.enum(SIZE_NAMES);
export type SizeName = z.infer<typeof sizeNameSchema>;

/** Spacing sizes: XXS 6px … XXL 72px (the px values are `SPACING` of domain-rules). */
export const SPACING_SIZES = [
  'XXS',
  'XS',
  'Small',
  'Medium',
  'Large',
  'XL',
  'XXL',
] as const satisfies readonly (keyof typeof SPACING)[];
export const spacingSizeSchema = z.enum(SPACING_SIZES);
export type SpacingSize = z.infer<typeof spacingSizeSchema>;

/** Aspect ratios: 4x5 and 5x7. */
export const ASPECT_RATIOS = ['4x5', '5x7'] as const;
export const aspectRatioSchema = z.enum(ASPECT_RATIOS);
export type AspectRatio = z.infer<typeof aspectRatioSchema>;

/** Quisas position: Top Left, Top Right, Bottom Left or Bottom Right. */
export const QUISAS_POSITIONS = ['Top Left', 'Top Right', 'Bottom Left', 'Bottom Right'] as const;
export const quisasPositionSchema = z.enum(QUISAS_POSITIONS);
export type QuisasPosition = z.infer<typeof quisasPositionSchema>;

/** Call-to-action row layouts: 1x2 and 2x1. */
export const CTA_ROW_LAYOUTS = ['1x2', '2x1'] as const;
export const ctaRowLayoutSchema = z.enum(CTA_ROW_LAYOUTS);
export type CtaRowLayout = z.infer<typeof ctaRowLayoutSchema>;

/**
 * Positions: Center, Top, Bottom, Left, Right, and corners. The spec does not spell the corners here; they are
 * read as the Quisas positions' spelling (Top Left, Top Right, Bottom Left, Bottom Right).
 */
export const POSITIONS = ['Center', 'Top', 'Bottom', 'Left', 'Right', ...QUISAS_POSITIONS] as const;
export const positionSchema = z.enum(POSITIONS);
export type Position = z.infer<typeof positionSchema>;
