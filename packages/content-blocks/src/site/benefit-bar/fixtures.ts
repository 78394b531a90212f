import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../fields';
import { benefitBarSchemaId } from './schema';

const meta = (name: string, id: string) => fixtureMeta(benefitBarSchemaId, name, 'uk/benefit-bar', id);

/** Named benefit-bar entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const benefitBarFixtures = {
  default: {
    _meta: meta('Benefit bar', 'a1b2c3d4-0000-4000-8000-00000000f001'),
    messages: [
      { text: 'Free UK delivery on orders over £50', link: '/delivery' },
      { text: 'Free returns within 28 days' },
    ],
  },
  oneMessage: {
    _meta: meta('Benefit bar, one message', 'a1b2c3d4-0000-4000-8000-00000000f002'),
    messages: [{ text: 'Join Good Stuff for member offers', link: '/create-account' }],
  },
  /** Three messages, the first plain: the ticker as the shop usually runs it (Storybook "Default"). */
  threeMessages: {
    _meta: meta('Benefit bar, three messages', 'a1b2c3d4-0000-4000-8000-00000000f003'),
    messages: [
      { text: 'Free UK delivery on orders over £50' },
      { text: 'Free returns within 28 days', link: '/returns' },
      { text: 'Student discount: 20% off', link: '/student-discount' },
    ],
  },
  /** Every message a link. */
  withLinks: {
    _meta: meta('Benefit bar, links', 'a1b2c3d4-0000-4000-8000-00000000f004'),
    messages: [
      { text: 'Free Click & Collect', link: '/shop-finder' },
      { text: 'Join Good Stuff for member offers', link: '/create-account' },
      { text: 'Gift cards from £10', link: '/gift-cards' },
    ],
  },
  /** A message far longer than a phone's width: it is clipped to the bar's height, which never grows. */
  longMessage: {
    _meta: meta('Benefit bar, long message', 'a1b2c3d4-0000-4000-8000-00000000f005'),
    messages: [
      {
        text: 'Free standard delivery to the UK, Ireland and mainland Europe on every order over £50, and free returns by post or in store within 28 days',
        link: '/delivery',
      },
      { text: 'Free returns within 28 days' },
    ],
  },

  invalidNoMessages: { _meta: meta('No messages', 'a1b2c3d4-0000-4000-8000-00000000f0f1'), messages: [] },
  invalidBlankMessage: {
    _meta: meta('Blank message', 'a1b2c3d4-0000-4000-8000-00000000f0f2'),
    messages: [{ text: '  ' }],
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'a1b2c3d4-0000-4000-8000-00000000f0f3'),
    messages: [{ text: 'Click', link: 'javascript:alert(1)' }],
  },
} as const satisfies Record<string, UnknownEntry>;
