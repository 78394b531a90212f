import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../fields';
import { countdownTimerSchemaId } from './schema';

const meta = (name: string, id: string) =>
  fixtureMeta(countdownTimerSchemaId, name, 'uk/countdown-timer', id);

/** Named countdown-timer entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const countdownTimerFixtures = {
  default: {
    _meta: meta('Countdown timer', 'a1b2c3d4-0000-4000-8000-000000010001'),
    time: '2026-12-24T18:00:00Z',
    showTimer: true,
    countdownText: 'Last order for Christmas delivery',
    countdownLink: '/browse/gifts',
    backgroundColour: '#000000',
    textColour: 'White',
  },
  /** Black on a warm light background, linked: the sale's countdown. */
  light: {
    _meta: meta('Countdown timer, light', 'a1b2c3d4-0000-4000-8000-000000010003'),
    time: '2026-12-31T23:59:59+00:00',
    showTimer: true,
    countdownText: 'Winter sale ends in',
    countdownLink: '/browse/sale',
    backgroundColour: '#F4EDE4',
    textColour: 'Black',
  },
  /** A countdown whose time has passed: all zeros, not ticking. */
  ended: {
    _meta: meta('Countdown timer, ended', 'a1b2c3d4-0000-4000-8000-000000010004'),
    time: '2025-11-28T08:00:00Z',
    showTimer: true,
    countdownText: 'Black Friday starts in',
    backgroundColour: '#1B3A4B',
    textColour: 'White',
  },
  hidden: {
    _meta: meta('Countdown timer, off', 'a1b2c3d4-0000-4000-8000-000000010002'),
    time: '2026-11-28T00:00:00+00:00',
    showTimer: false,
  },

  invalidNoTime: {
    _meta: meta('No time', 'a1b2c3d4-0000-4000-8000-000000010f01'),
    showTimer: true,
  },
  invalidTimeWithoutZone: {
    _meta: meta('Time without zone', 'a1b2c3d4-0000-4000-8000-000000010f02'),
    time: '2026-12-24 18:00',
    showTimer: true,
  },
  invalidTextColour: {
    _meta: meta('Grey text', 'a1b2c3d4-0000-4000-8000-000000010f03'),
    time: '2026-12-24T18:00:00Z',
    textColour: 'Grey',
  },
} as const satisfies Record<string, UnknownEntry>;
