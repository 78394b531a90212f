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

/** A full footer: four columns fill the desktop grid (spec 002 §9 "4 columns", as the mega menu). */
const fourColumns = [
  {
    title: 'Help',
    links: [
      { text: 'Contact us', link: '/contact-us' },
      { text: 'Delivery', link: '/delivery' },
      { text: 'Returns', link: '/returns' },
      { text: 'Size guide', link: '/size-guide' },
      { text: 'Cookies', link: '/cookies' },
    ],
  },
  {
    title: 'Good Stuff',
    links: [
      { text: 'Join Good Stuff', link: '/create-account' },
      { text: 'My account', link: '/my-account' },
      { text: 'Gift cards', link: '/gift-cards' },
    ],
  },
  {
    title: 'About us',
    links: [
      { text: 'Shop finder', link: '/shop-finder' },
      { text: 'Our story', link: '/our-story' },
      { text: 'Sustainability', link: '/sustainability' },
      { text: 'Careers', link: 'https://careers.wardrobe.example', openInNewTab: true },
    ],
  },
  {
    title: 'The legal bit',
    links: [
      { text: 'Privacy policy', link: '/privacy-policy', openInNewTab: true },
      { text: 'Website terms of use', link: '/website-terms-of-use', openInNewTab: true },
      { text: 'Modern slavery statement', link: '/modern-slavery-statement' },
    ],
  },
];

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
  /** Four columns; single mode, all closed on small screens (the schema's defaults). */
  manyColumns: {
    _meta: meta('Footer, four columns', 'a1b2c3d4-0000-4000-8000-00000000d003'),
    columns: fourColumns,
  },
  /** Four columns toggling independently on small screens, all closed at first. */
  multipleMode: {
    _meta: meta('Footer, multiple mode', 'a1b2c3d4-0000-4000-8000-00000000d004'),
    columns: fourColumns,
    multiple: true,
  },
  /** Single mode with `open`: read as the first column open (only one can be open in single mode). */
  singleModeOpen: {
    _meta: meta('Footer, single mode, open', 'a1b2c3d4-0000-4000-8000-00000000d005'),
    columns: fourColumns,
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

export type FooterFixtureName = keyof typeof footerFixtures;
