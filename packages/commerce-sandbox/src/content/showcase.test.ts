import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateContentEntry } from '@wardrobe/content-blocks/schemas';
import { MARKETS } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { defaultContentDir } from './directory';
import { CONTENT_LINK_SCHEMA } from './links';
import {
  CAMPAIGN_KEY,
  campaignPage,
  homeShowcaseBlocks,
  LIVE_SHOPPING_KEY,
  liveShoppingPage,
  OTHER_STUFF_KEY,
  otherStuffPage,
  WINTER_OFFERS_KEY,
  winterOffersPage,
  womensListingSlotBlocks,
} from './showcase';

/**
 * The shop's pages made of the content blocks are written from `showcase.ts`
 * (`WRITE_SHOWCASE=1 pnpm exec vitest run packages/commerce-sandbox/src/content/showcase.test.ts`); this test fails
 * until they are. Pages check their blocks loosely (a bad block is left out when rendered), so every block here is
 * checked against its own schema: a page the shop ships must not lose a block to a typing slip.
 */
const SERVER_ONLY_BLOCKS = new Set([
  'large-text-banner',
  'link-group',
  'divider-text',
  'text-block',
  'spacing-block',
  'sizes-banner',
]);
const blockName = (entry: { _meta: { schema: string } }) => entry._meta.schema.split('/').pop() ?? '';

type Block = { _meta: { schema: string; deliveryId?: string }; [field: string]: unknown };

function expectValidBlocks(blocks: readonly Block[]) {
  for (const block of blocks) {
    if (block._meta.schema === CONTENT_LINK_SCHEMA) continue;
    expect(validateContentEntry(block), blockName(block)).toMatchObject({ ok: true });
  }
}

/** Every in-shop link of an entry, nested blocks too. */
function links(value: unknown): string[] {
  if (typeof value === 'string') return /^\/(?!\/)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(links);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([field, inner]) => (field === '_meta' ? [] : links(inner)));
}

describe.each(MARKETS)('the $market showcase pages', (market) => {
  const folder = join(defaultContentDir(), market.contentPrefix);
  const campaign = campaignPage(market);
  const otherStuff = otherStuffPage(market);
  const liveShopping = liveShoppingPage(market);
  const winterOffers = winterOffersPage(market);
  const homeFile = join(folder, 'home.json');
  const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { blocks: Block[] };
  // The home page's own banners are content links; the showcase's blocks are written among them.
  const banners = home.blocks.filter((block) => block._meta.schema === CONTENT_LINK_SCHEMA);
  const showcase = homeShowcaseBlocks(market);
  const writtenHome = {
    ...home,
    blocks: [banners[0], ...showcase.underFirstBanner, ...banners.slice(1), ...showcase.atTheEnd],
  };
  const listingFile = join(folder, 'category', 'womens.json');
  const listing = JSON.parse(readFileSync(listingFile, 'utf8')) as {
    slots: { afterRow: number; items: Block[] }[];
  };
  const slotBlocks = womensListingSlotBlocks(market);
  const slotIds = new Set(slotBlocks.map((block) => block._meta.deliveryId));
  const writtenListing = {
    ...listing,
    slots: listing.slots.map((slot) =>
      slot.afterRow === 2
        ? {
            ...slot,
            items: [...slot.items.filter((item) => !slotIds.has(item._meta.deliveryId ?? '')), ...slotBlocks],
          }
        : slot,
    ),
  };
  const files = [
    [join(folder, `${CAMPAIGN_KEY}.json`), campaign],
    [join(folder, `${OTHER_STUFF_KEY}.json`), otherStuff],
    [join(folder, `${LIVE_SHOPPING_KEY}.json`), liveShopping],
    [join(folder, `${WINTER_OFFERS_KEY}.json`), winterOffers],
    [homeFile, writtenHome],
    [listingFile, writtenListing],
  ] as const;
  if (process.env.WRITE_SHOWCASE === '1')
    for (const [file, entry] of files) writeFileSync(file, `${JSON.stringify(entry, null, 2)}\n`);

  it('is written from showcase.ts', () => {
    for (const [file, entry] of files) expect(JSON.parse(readFileSync(file, 'utf8')), file).toEqual(entry);
  });

  it('places only valid blocks, each with its own id', () => {
    for (const page of [campaign, otherStuff, liveShopping, winterOffers]) {
      expect(validateContentEntry(page)).toMatchObject({ ok: true });
      expectValidBlocks(page.blocks as Block[]);
    }
    expectValidBlocks(writtenHome.blocks as Block[]);
    expectValidBlocks(writtenListing.slots.flatMap((slot) => slot.items));
    const ids =
      JSON.stringify([campaign, otherStuff, liveShopping, winterOffers, writtenHome, writtenListing]).match(
        /"deliveryId":"[^"]+"/g,
      ) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("links only to the market's own pages", () => {
    for (const link of links([
      campaign,
      otherStuff,
      liveShopping,
      winterOffers,
      writtenHome.blocks,
      writtenListing.slots,
    ]))
      expect(link.startsWith(`${market.prefix}/`), link).toBe(true);
  });

  it('keeps /other-stuff to server blocks (the JS budget measures it against the frame alone)', () => {
    expect(
      (otherStuff.blocks as Block[]).map(blockName).filter((name) => !SERVER_ONLY_BLOCKS.has(name)),
    ).toEqual([]);
  });
});
