import { createHash } from 'node:crypto';
import { blockFixtureSets } from '@wardrobe/content-blocks/fixtures';

const CONTENT_PAGE = 'https://schema.wardrobe.shop/pages/content-page';
const TEXT_BLOCK = 'https://schema.wardrobe.shop/blocks/text-block';
const LARGE_TEXT_BANNER = 'https://schema.wardrobe.shop/blocks/large-text-banner';

/** The block gallery's path (`/block-gallery`, `/eu/block-gallery`, `/us/block-gallery`). */
export const BLOCK_GALLERY_KEY = 'block-gallery';

/**
 * Blocks the gallery shows in their `default` fixture only. Readings: a floating sticker is fixed to the window's
 * corner, so its variants would pile up on one another; the Good Stuff blocks hold the shop's own sign-up and
 * sign-in forms, and one page holds one of each (two forms of one name would be two landmarks of one name).
 */
const SHOWN_ALONE = new Set(['floating-promotional-sticker', 'good-stuff-sign-up', 'good-stuff-sign-in']);

/** A stable UUID-shaped id for an entry of a written page (the same every time it is written). */
export function galleryId(...parts: string[]): string {
  const hex = createHash('sha1').update(parts.join('|')).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * A fixture as the market's entry: its delivery keys take the market's prefix (`uk/…` → `eu/…`) and every
 * `deliveryId` in it, nested entries too, is made the market's own, so no two entries of the content share an id.
 */
function inMarket(entry: unknown, prefix: string, path: string): unknown {
  if (Array.isArray(entry)) return entry.map((item, index) => inMarket(item, prefix, `${path}.${index}`));
  if (entry === null || typeof entry !== 'object') return entry;
  const copy: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(entry)) {
    if (field === '_meta' && value !== null && typeof value === 'object') {
      const meta = { ...(value as Record<string, unknown>) };
      if (typeof meta.deliveryKey === 'string')
        meta.deliveryKey = meta.deliveryKey.replace(/^[a-z]+\//, `${prefix}/`);
      if (typeof meta.deliveryId === 'string') meta.deliveryId = galleryId(prefix, path, meta.deliveryId);
      copy[field] = meta;
    } else copy[field] = inMarket(value, prefix, `${path}.${field}`);
  }
  return copy;
}

/** A section's heading: a text block naming the block and the fixtures that follow. */
function sectionHeading(prefix: string, name: string, title: string, fixtures: readonly string[]) {
  return {
    _meta: {
      schema: TEXT_BLOCK,
      name: `Block gallery: ${title}`,
      deliveryId: galleryId(prefix, 'heading', name),
    },
    heading: title,
    headingStyle: 'H2',
    body: `Its fixtures, in order: ${fixtures.join(', ')}.`,
  };
}

/**
 * The block gallery (issue 21 "Every fixture is a page"): a content page in the market's content that places every
 * registered block's valid fixtures, each block under a heading, so a person trying the shop sees every block live.
 * It ends with one broken entry on purpose (the large text banner's `invalidMissingText`), which the shop leaves
 * out and logs while the page stands, as it would for an editor's mistake.
 */
export function blockGalleryPage(prefix: string) {
  const blocks: unknown[] = [];
  for (const set of blockFixtureSets) {
    const names = Object.keys(set.fixtures).filter(
      (name) => !name.startsWith('invalid') && (!SHOWN_ALONE.has(set.name) || name === 'default'),
    );
    blocks.push(sectionHeading(prefix, set.name, set.title, names));
    for (const name of names) blocks.push(inMarket(set.fixtures[name], prefix, `${set.name}.${name}`));
  }
  blocks.push({
    _meta: {
      schema: TEXT_BLOCK,
      name: 'Block gallery: a broken entry',
      deliveryId: galleryId(prefix, 'heading', 'broken'),
    },
    heading: 'A broken entry',
    headingStyle: 'H2',
    body:
      'The next entry is a large text banner without its text. The shop leaves it out and logs why; ' +
      'the rest of the page stands.',
  });
  const broken = blockFixtureSets.find((set) => set.schemaId === LARGE_TEXT_BANNER)?.fixtures
    .invalidMissingText;
  if (broken) blocks.push(inMarket(broken, prefix, 'broken'));
  blocks.push({
    _meta: {
      schema: TEXT_BLOCK,
      name: 'Block gallery: the end',
      deliveryId: galleryId(prefix, 'heading', 'end'),
    },
    heading: 'End of the gallery',
    headingStyle: 'H2',
    body: 'Every registered block is above.',
  });
  return {
    _meta: {
      schema: CONTENT_PAGE,
      name: `Block gallery (${prefix.toUpperCase()})`,
      deliveryId: galleryId(prefix, 'page'),
      deliveryKey: `${prefix}/${BLOCK_GALLERY_KEY}`,
    },
    title: 'Block gallery',
    description: 'Every content block of the shop, in each of the variants editors can choose.',
    blocks,
  };
}
