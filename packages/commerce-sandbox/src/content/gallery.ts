import { createHash } from 'node:crypto';
import { type BlockFixtureSet, blockFixtureSets } from '@wardrobe/content-blocks/fixtures';
import { MARKETS } from '@wardrobe/domain-rules';

const CONTENT_PAGE = 'https://schema.wardrobe.shop/pages/content-page';
const TEXT_BLOCK = 'https://schema.wardrobe.shop/blocks/text-block';
const LARGE_TEXT_BANNER = 'https://schema.wardrobe.shop/blocks/large-text-banner';

/**
 * The block gallery's path (`/block-gallery`, `/eu/block-gallery`, `/us/block-gallery`); each block's own page is
 * under it (`/block-gallery/hero-banner-1`).
 */
export const BLOCK_GALLERY_KEY = 'block-gallery';

/**
 * Blocks the gallery shows in their `default` fixture only, on their own pages too. Readings: a floating sticker is fixed to the window's
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

/** The market's path prefix for links (`''` in the UK, `/eu`, `/us`) from its content prefix (`uk`, `eu`, `us`). */
function pathPrefix(prefix: string): string {
  const market = MARKETS.find((m) => m.contentPrefix === `${prefix}/`);
  if (!market) throw new Error(`No market has the content prefix "${prefix}/"`);
  return market.prefix;
}

/** The fixtures of a block the gallery shows: the valid ones, or only `default` for the blocks shown alone. */
function shownFixtures(set: BlockFixtureSet): string[] {
  return Object.keys(set.fixtures).filter(
    (name) => !name.startsWith('invalid') && (!SHOWN_ALONE.has(set.name) || name === 'default'),
  );
}

function textBlock(prefix: string, id: string, heading: string, body: string) {
  return {
    _meta: {
      schema: TEXT_BLOCK,
      name: `Block gallery: ${heading}`,
      deliveryId: galleryId(prefix, 'heading', id),
    },
    heading,
    headingStyle: 'H2',
    body,
  };
}

/**
 * The block gallery (issue 21 "Every fixture is a page"), a content page in the market's content: every registered
 * block under a heading with its title, in its `default` fixture, with a link to the block's own page
 * (`blockGalleryBlockPage`) that places all of its valid fixtures. It ends with one broken entry on purpose (the
 * large text banner's `invalidMissingText`), which the shop leaves out and logs while the page stands, as it would
 * for an editor's mistake.
 *
 * Reading: one page of every fixture of every block was 670 kB of HTML (70 kB compressed) and took a simulated
 * slow phone 4.8 s to its largest paint, far outside the frame's budget, and issue 22's blocks would double it.
 * Split this way, each page is the size of a page an editor would compose, and every block is still live on one.
 */
export function blockGalleryPage(prefix: string) {
  const at = pathPrefix(prefix);
  const blocks: unknown[] = [];
  for (const set of blockFixtureSets) {
    const names = shownFixtures(set);
    const others = names.length - 1;
    const more =
      others > 0
        ? `[${set.title}: all ${names.length} variants](${at}/${BLOCK_GALLERY_KEY}/${set.name})`
        : `[${set.title} on a page of its own](${at}/${BLOCK_GALLERY_KEY}/${set.name})`;
    blocks.push(textBlock(prefix, set.name, set.title, `Its default entry. ${more}.`));
    blocks.push(inMarket(set.fixtures.default, prefix, `index.${set.name}.default`));
  }
  blocks.push(
    textBlock(
      prefix,
      'broken',
      'A broken entry',
      'The next entry is a large text banner without its text. The shop leaves it out and logs why; ' +
        'the rest of the page stands.',
    ),
  );
  const broken = blockFixtureSets.find((set) => set.schemaId === LARGE_TEXT_BANNER)?.fixtures
    .invalidMissingText;
  if (broken) blocks.push(inMarket(broken, prefix, 'broken'));
  blocks.push(textBlock(prefix, 'end', 'End of the gallery', 'Every registered block is above.'));
  return {
    _meta: {
      schema: CONTENT_PAGE,
      name: `Block gallery (${prefix.toUpperCase()})`,
      deliveryId: galleryId(prefix, 'page'),
      deliveryKey: `${prefix}/${BLOCK_GALLERY_KEY}`,
    },
    title: 'Block gallery',
    description: 'Every content block of the shop, in its default entry, with a page of its variants.',
    blocks,
  };
}

/** A block's page in the gallery (`/block-gallery/<block>`): every valid fixture of the block, in order. */
export function blockGalleryBlockPage(prefix: string, set: BlockFixtureSet) {
  const at = pathPrefix(prefix);
  const names = shownFixtures(set);
  return {
    _meta: {
      schema: CONTENT_PAGE,
      name: `Block gallery: ${set.title} (${prefix.toUpperCase()})`,
      deliveryId: galleryId(prefix, 'page', set.name),
      deliveryKey: `${prefix}/${BLOCK_GALLERY_KEY}/${set.name}`,
    },
    title: `Block gallery: ${set.title}`,
    description: `Every variant of the ${set.title} block that editors can choose.`,
    blocks: [
      textBlock(
        prefix,
        `${set.name}.page`,
        set.title,
        `Its fixtures, in order: ${names.join(', ')}. [Back to the block gallery](${at}/${BLOCK_GALLERY_KEY}).`,
      ),
      ...names.map((name) => inMarket(set.fixtures[name], prefix, `${set.name}.${name}`)),
    ],
  };
}
