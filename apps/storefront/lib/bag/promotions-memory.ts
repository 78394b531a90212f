import type { PromotionEffectLike, SessionCartItemLike } from '@wardrobe/domain-rules';

// Apart from ./promotions so the bag's store can hold it without loading the engine's code (it loads on demand).

/** What the bag remembers of the engine's session between runs (spec 000 §4 "Promotions sync"). */
export interface PromotionsMemory {
  /** The session loaded: its id is the cart id it was loaded for. */
  sessionId?: string | undefined;
  profileId: string;
  couponCodes: string[];
  /** The items the session holds, to compare the bag with (step 3). */
  items: SessionCartItemLike[];
  effects: PromotionEffectLike[];
}

export const EMPTY_PROMOTIONS_MEMORY: PromotionsMemory = {
  profileId: '',
  couponCodes: [],
  items: [],
  effects: [],
};
