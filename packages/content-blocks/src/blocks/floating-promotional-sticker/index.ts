import { defineBlock } from '../../shared/defineBlock';
import { FloatingPromotionalSticker } from './FloatingPromotionalSticker';
import { floatingPromotionalStickerFixtures } from './fixtures';
import {
  FLOATING_PROMOTIONAL_STICKER,
  floatingPromotionalStickerSchema,
  floatingPromotionalStickerSchemaId,
} from './schema';

export type { FloatingPromotionalStickerProps } from './FloatingPromotionalSticker';
export type { FloatingPromotionalStickerFixtureName } from './fixtures';
export type {
  FloatingPromotionalStickerEntry,
  FloatingPromotionalStickerInput,
  StickerTextLine,
} from './schema';
export {
  FloatingPromotionalSticker,
  FloatingPromotionalSticker as component,
  floatingPromotionalStickerFixtures,
  floatingPromotionalStickerFixtures as fixtures,
  floatingPromotionalStickerSchema,
  floatingPromotionalStickerSchema as schema,
  floatingPromotionalStickerSchemaId,
  floatingPromotionalStickerSchemaId as schemaId,
};

/** The registry's entry for this block. */
export const floatingPromotionalStickerBlock = defineBlock({
  name: FLOATING_PROMOTIONAL_STICKER,
  title: 'Floating promotional sticker',
  schemaId: floatingPromotionalStickerSchemaId,
  schema: floatingPromotionalStickerSchema,
  component: FloatingPromotionalSticker,
  fixtures: floatingPromotionalStickerFixtures,
});
