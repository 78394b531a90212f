import type { UnknownEntry } from '../../shared/meta';
import { fixtureImage, fixtureMeta } from '../../site/fields';
import { floatingPromotionalStickerSchemaId } from './schema';

const meta = (name: string, deliveryKey: string, deliveryId: string) =>
  fixtureMeta(floatingPromotionalStickerSchemaId, name, deliveryKey, deliveryId);

/**
 * Named entries of the floating promotional sticker: the single source for stories, tests and demo pages. Names
 * starting with `invalid` must be refused by the schema; every other one must parse (src/fixtures.test.ts). Each
 * has its own delivery id, so closing one in a story does not close another (the visit's memory is keyed by it).
 */
export const floatingPromotionalStickerFixtures = {
  /** A picture under three lines, linking to the sale. */
  default: {
    _meta: meta('Summer sale sticker', 'uk/sticker-summer-sale', '4f6a8c0e-2b3d-4e5f-9a1b-00000000f001'),
    size: 140,
    margins: { right: 'Medium', bottom: 'Medium' },
    image: fixtureImage('sticker-sunburst', 'A yellow sunburst'),
    url: '/sale',
    closeHitArea: { position: 'Top Right', size: 32 },
    textLine1: { text: 'Summer', position: 'Top', size: 'H5', colour: '#000000' },
    textLine2: { text: 'Sale', position: 'Center', size: 'Title 2', colour: '#000000' },
    textLine3: { text: 'Up to 50% off', position: 'Bottom', size: 'H5', colour: '#000000' },
  },
  /** Text lines only, on the brand teal (no picture); the close sits top left. */
  textLinesOnly: {
    _meta: meta('Free delivery sticker', 'uk/sticker-free-delivery', '4f6a8c0e-2b3d-4e5f-9a1b-00000000f002'),
    size: 128,
    margins: { right: 'Small', bottom: 'Large' },
    url: '/delivery',
    closeHitArea: { position: 'Top Left', size: 32 },
    textLine1: { text: 'Free', position: 'Top', size: 'H3' },
    textLine2: { text: 'delivery', position: 'Center', size: 'H4' },
    textLine3: { text: 'over £50', position: 'Bottom', size: 'H5' },
  },
  /** A picture only: the link is named by the image's alt text. */
  imageOnly: {
    _meta: meta('Gift card sticker', 'eu/sticker-gift-card', '4f6a8c0e-2b3d-4e5f-9a1b-00000000f003'),
    size: 120,
    image: fixtureImage('sticker-gift-card'),
    imageAltText: 'Gift cards: the present that always fits',
    url: '/gift-cards',
  },
  /** No link: a plain notice on navy (white lines), with a larger close hit area at the bottom right. */
  notLinked: {
    _meta: meta('Store opening sticker', 'us/sticker-store-opening', '4f6a8c0e-2b3d-4e5f-9a1b-00000000f004'),
    size: 150,
    margins: { right: 'XL', bottom: 'XL' },
    backgroundColour: '#1B3A4B',
    closeHitArea: { position: 'Bottom Right', size: 40 },
    textLine1: { text: 'Now open', position: 'Center', size: 'H2', colour: '#FFFFFF' },
    textLine2: { text: 'Covent Garden', position: 'Center', size: 'H5', colour: '#FFFFFF' },
  },
  /** For the keyboard story: closed there, it stays closed for the rest of the visit. */
  closable: {
    _meta: meta('New in sticker', 'uk/sticker-new-in', '4f6a8c0e-2b3d-4e5f-9a1b-00000000f005'),
    url: '/new-in',
    textLine1: { text: 'New in', position: 'Center', size: 'H2' },
  },
  /**
   * A long middle line wraps inside the circle, whole words on balanced lines; a colour that fails contrast on the
   * sticker (cream on cream) gives way to black.
   */
  longLines: {
    _meta: meta('Long lines sticker', 'uk/sticker-long-lines', '4f6a8c0e-2b3d-4e5f-9a1b-00000000f006'),
    size: 200,
    url: '/members',
    backgroundColour: '#F4EDE4',
    textLine1: { text: 'Members only', position: 'Top', size: 'H5', colour: '#F4EDE4' },
    textLine2: { text: 'Extra 10% off everything', position: 'Center', size: 'H3' },
    textLine3: { text: 'This weekend', position: 'Bottom', size: 'H5' },
  },

  invalidNothingToShow: {
    _meta: meta('Empty sticker', 'uk/broken-sticker-empty', '4f6a8c0e-2b3d-4e5f-9a1b-00000000ff01'),
    url: '/sale',
    textLine1: { text: '  ', position: 'Center' },
  },
  invalidUnnamedLink: {
    _meta: meta('Link without a name', 'uk/broken-sticker-unnamed', '4f6a8c0e-2b3d-4e5f-9a1b-00000000ff02'),
    image: fixtureImage('sticker-unnamed'),
    url: '/sale',
  },
  invalidSmallCloseArea: {
    _meta: meta('Tiny close area', 'uk/broken-sticker-close', '4f6a8c0e-2b3d-4e5f-9a1b-00000000ff03'),
    textLine1: { text: 'Sale' },
    closeHitArea: { size: 16 },
  },
  invalidSize: {
    _meta: meta('Huge sticker', 'uk/broken-sticker-size', '4f6a8c0e-2b3d-4e5f-9a1b-00000000ff04'),
    size: 600,
    textLine1: { text: 'Sale' },
  },
  invalidScriptLink: {
    _meta: meta('Script link', 'uk/broken-sticker-link', '4f6a8c0e-2b3d-4e5f-9a1b-00000000ff05'),
    url: 'javascript:alert(1)',
    textLine1: { text: 'Sale' },
  },
  invalidLinePosition: {
    _meta: meta('Unknown position', 'uk/broken-sticker-position', '4f6a8c0e-2b3d-4e5f-9a1b-00000000ff06'),
    textLine1: { text: 'Sale', position: 'Middle' },
  },
  invalidMargins: {
    _meta: meta('Pixel margins', 'uk/broken-sticker-margins', '4f6a8c0e-2b3d-4e5f-9a1b-00000000ff07'),
    textLine1: { text: 'Sale' },
    margins: { right: 20, bottom: 'Small' },
  },
} as const satisfies Record<string, UnknownEntry>;

export type FloatingPromotionalStickerFixtureName = keyof typeof floatingPromotionalStickerFixtures;
