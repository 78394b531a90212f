import { z } from 'zod';
import { spacingSizeSchema } from '../../shared/enums';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const SPACING_BLOCK = 'spacing-block';
export const spacingBlockSchemaId = blockSchemaId(SPACING_BLOCK);

/**
 * Spec 002 §1 "spacing block", sized by §3's spacing sizes (XXS 6px, XS 12px, Small 24px, Medium 36px, Large 48px,
 * XL 60px, XXL 72px; domain-rules `SPACING`). The spec names the block and the sizes, not the fields: the readings
 * below are ours (also in README.md).
 */
export const spacingBlockSchema = z.object({
  _meta: entryMeta(spacingBlockSchemaId),
  /** The height of the space, by the spec's size names. Absent means Medium (36px), the middle of the scale. */
  size: spacingSizeSchema.default('Medium').describe(DISPLAY_RULES.spacingSizes),
  /**
   * Optional: the height below the 768 px breakpoint, where the same space often looks too tall. Absent means
   * `size` at every width.
   */
  mobileSize: spacingSizeSchema.optional().describe(DISPLAY_RULES.spacingSizes),
});

/** What an editor may send (defaults not applied yet). */
export type SpacingBlockInput = z.input<typeof spacingBlockSchema>;
/** A parsed entry: the component's props. */
export type SpacingBlockEntry = z.output<typeof spacingBlockSchema>;
