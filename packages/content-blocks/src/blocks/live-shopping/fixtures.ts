import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../../site/fields';
import { liveShoppingSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, id: string) =>
  fixtureMeta(liveShoppingSchemaId, name, deliveryKey, id);

/** The sandbox's recorded show (`@wardrobe/commerce-sandbox`, `winter-knits-live`). */
export const LIVE_SHOPPING_FIXTURE_SHOW_ID = 'winter-knits-live';

/**
 * Named entries of the live shopping embed: the single source for stories, tests and the sandbox's demo pages.
 * Names starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts).
 */
export const liveShoppingFixtures = {
  /** The sandbox's recorded show under the block's own heading. */
  default: {
    _meta: meta(
      'Shop the winter knits show',
      'uk/live-shopping-winter-knits',
      'a9e1c0de-0001-4000-8000-000000000001',
    ),
    showId: LIVE_SHOPPING_FIXTURE_SHOW_ID,
    title: 'Shop the show',
  },
  /** No heading of its own: the show's title is the block's heading. */
  noTitle: {
    _meta: meta(
      'Winter knits show, no title',
      'uk/live-shopping-no-title',
      'a9e1c0de-0001-4000-8000-000000000002',
    ),
    showId: LIVE_SHOPPING_FIXTURE_SHOW_ID,
    title: '   ',
  },
  /** A show the service does not have (ended and removed): the block says so, and the page stands. */
  unknownShow: {
    _meta: meta('A show that has gone', 'uk/live-shopping-gone', 'a9e1c0de-0001-4000-8000-000000000003'),
    showId: 'summer-linen-live',
    title: 'Summer linen, live',
  },
  invalidNoShowId: {
    _meta: meta('No show id', 'uk/live-shopping-invalid-1', 'a9e1c0de-0001-4000-8000-000000000004'),
    title: 'Shop the show',
  },
  invalidBlankShowId: {
    _meta: meta('Blank show id', 'uk/live-shopping-invalid-2', 'a9e1c0de-0001-4000-8000-000000000005'),
    showId: '   ',
  },
  invalidShowIdPath: {
    _meta: meta('Show id with a path', 'uk/live-shopping-invalid-3', 'a9e1c0de-0001-4000-8000-000000000006'),
    showId: '../admin',
  },
  invalidShowIdType: {
    _meta: meta('Show id as a number', 'uk/live-shopping-invalid-4', 'a9e1c0de-0001-4000-8000-000000000007'),
    showId: 42,
  },
} satisfies Record<string, UnknownEntry>;

export type LiveShoppingFixtureName = keyof typeof liveShoppingFixtures;
