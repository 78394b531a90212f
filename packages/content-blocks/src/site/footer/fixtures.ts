import type { UnknownEntry } from '../../shared/meta';
import { fixtureMeta } from '../fields';
import { footerSchemaId } from './schema';

const meta = (name: string, id: string) => fixtureMeta(footerSchemaId, name, 'uk/footer', id);

const help = {
  title: 'Help',
  links: [
    { text: 'Delivery', link: '/delivery' },
    { text: 'Returns', link: '/returns' },
  ],
};
const about = {
  title: 'About us',
  links: [
    { text: 'Shop finder', link: '/shop-finder' },
    { text: 'Careers', link: 'https://careers.wardrobe.example', openInNewTab: true },
  ],
};

/** Named footer entries; `invalid*` ones must be refused (site/fixtures.test.ts). */
export const footerFixtures = {
  default: { _meta: meta('Footer', 'a1b2c3d4-0000-4000-8000-00000000d001'), columns: [help, about] },
  multipleOpen: {
    _meta: meta('Footer, columns open', 'a1b2c3d4-0000-4000-8000-00000000d002'),
    columns: [help, about],
    quisasBoxText: 'Made with care',
    multiple: true,
    open: true,
  },

  invalidNoColumns: { _meta: meta('No columns', 'a1b2c3d4-0000-4000-8000-00000000d0f1'), columns: [] },
  invalidLinkWithoutText: {
    _meta: meta('Link without text', 'a1b2c3d4-0000-4000-8000-00000000d0f2'),
    columns: [{ title: 'Help', links: [{ link: '/delivery' }] }],
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'a1b2c3d4-0000-4000-8000-00000000d0f3'),
    columns: [{ title: 'Help', links: [{ text: 'Click', link: 'javascript:alert(1)' }] }],
  },
  invalidOpenInNewTabAsText: {
    _meta: meta('New tab as text', 'a1b2c3d4-0000-4000-8000-00000000d0f4'),
    columns: [{ title: 'Help', links: [{ text: 'Delivery', link: '/delivery', openInNewTab: 'true' }] }],
  },
} as const satisfies Record<string, UnknownEntry>;
