import { imageUrl, LIVE_SHOPPING_FAILURE_MESSAGES, type LiveShoppingFailure } from '@wardrobe/domain-rules';
import { fixtureImage, fixtureVideo } from '../../site/fields';
import { LIVE_SHOPPING_FIXTURE_SHOW_ID } from './fixtures';
import type { LiveShoppingHostValue, LiveShoppingShow, LiveShoppingShowItem } from './host';

const thumbnail = (image: ReturnType<typeof fixtureImage>) => imageUrl(image, { width: 400 });

/**
 * For the block's tests and stories: the sandbox's recorded show as a host would hand it in (`winter-knits-live`,
 * with the fixtures' pictures and the studio clip), and what adding each of its products comes to. Not part of
 * the package's entries.
 */
export const DEMO_SHOW: LiveShoppingShow = {
  id: LIVE_SHOPPING_FIXTURE_SHOW_ID,
  title: 'Winter knits, live',
  status: 'recorded',
  currency: 'GBP',
  video: fixtureVideo('live-shopping-winter-knits'),
  items: [
    {
      id: 'cable-roll-neck-grey-m',
      title: 'Cable Roll Neck',
      image: thumbnail(fixtureImage('live-shopping-roll-neck')),
      price: 33,
      originalPrice: 47,
      colour: 'Grey',
      size: 'M',
    },
    {
      id: 'wool-scarf-ivory',
      title: 'Wool Scarf',
      image: thumbnail(fixtureImage('live-shopping-scarf')),
      price: 15,
      colour: 'Ivory',
    },
    {
      id: 'jumper-dress-black-10',
      title: 'Jumper Dress',
      image: thumbnail(fixtureImage('live-shopping-dress')),
      price: 59,
      colour: 'Black',
      size: '10',
    },
    {
      id: 'fair-isle-jumper-mustard-s',
      title: 'Fair Isle Jumper',
      image: thumbnail(fixtureImage('live-shopping-fair-isle')),
      price: 61,
      originalPrice: 87,
      colour: 'Mustard',
      size: 'S',
    },
    {
      id: 'cable-jumper-blue-m',
      title: 'Cable Jumper',
      image: thumbnail(fixtureImage('live-shopping-cable-jumper')),
      price: 74.5,
      colour: 'Blue',
      size: 'M',
    },
  ],
};

/** The recorded show's outcomes: the three failures of spec 000 §8, each on its own product. */
export const DEMO_FAILURES: Readonly<Record<string, LiveShoppingFailure>> = {
  'jumper-dress-black-10': 'product-not-found',
  'fair-isle-jumper-mustard-s': 'variant-not-found',
  'cable-jumper-blue-m': 'out-of-stock',
};

export interface DemoHost extends LiveShoppingHostValue {
  /** The products added, in order (the demo's bag). */
  readonly added: LiveShoppingShowItem[];
}

/**
 * A stand-in host: it knows `DEMO_SHOW` only, answers each product's outcome from `failures`, and keeps what it
 * added. `loadShow: 'fails'` makes the show's load reject; `addFails` makes an add reject (no named failure).
 */
export function demoLiveShoppingHost({
  failures = DEMO_FAILURES,
  loadShow = 'answers',
  addFails = false,
}: {
  failures?: Readonly<Record<string, LiveShoppingFailure>>;
  loadShow?: 'answers' | 'fails' | 'never';
  addFails?: boolean;
} = {}): DemoHost {
  const added: LiveShoppingShowItem[] = [];
  return {
    added,
    loadShow: async (showId) => {
      if (loadShow === 'fails') throw new Error('The live shopping service did not answer');
      if (loadShow === 'never') return new Promise<never>(() => {});
      return showId === DEMO_SHOW.id ? DEMO_SHOW : undefined;
    },
    addToBag: async (item) => {
      if (addFails) throw new Error('The bag did not answer');
      const failure = failures[item.id];
      if (failure) return { ok: false, failure, message: LIVE_SHOPPING_FAILURE_MESSAGES[failure] };
      added.push(item);
      return { ok: true };
    },
  };
}
