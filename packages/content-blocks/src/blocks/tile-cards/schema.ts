import { CONTENT_DEFAULTS } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { hasLink } from '../../shared/links';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { optionalTileText } from '../jump-off-tile-1/schema';
import { offerCardSchema } from '../offer-cards-two-columns/offerCardsSchema';

export const TILE_CARDS = 'tile-cards';
export const tileCardsSchemaId = blockSchemaId(TILE_CARDS);

/**
 * One tile card (spec 002 §3 "Tile card": image, imgAltText, title, description, underlineColor (default teal
 * #64E6D6), link, fonts). The fields it shares with the Offer are the offer's definitions (`offerCardSchema`).
 * Readings (also in README.md):
 *
 * - "fonts" are `titleFont` and `descriptionFont`, as on the offer and editorial cards (Quisas and Athletics by
 *   default).
 * - `link` makes the whole tile one link (its click area covers the tile), named by the title; a linked tile needs
 *   a title, or the parse fails on `title`. Blank means no link; script links fail.
 * - `underlineColor` (a CSS hex colour, default #64E6D6, domain-rules `CONTENT_DEFAULTS.tileCardUnderlineColor`)
 *   underlines the title: decoration, so it has no contrast to keep; the title keeps the page's text colour.
 * - A tile needs something to show: a title or an image (the parse fails on `title`).
 */
export const tileCardSchema = offerCardSchema
  .pick({ image: true, imgAltText: true, titleFont: true, descriptionFont: true })
  .extend({
    title: optionalTileText,
    description: optionalTileText,
    underlineColor: hexColourSchema.default(CONTENT_DEFAULTS.tileCardUnderlineColor),
    link: linkUrlSchema.optional(),
  })
  .superRefine((tile, context) => {
    if (tile.title !== undefined) return;
    if (hasLink(tile.link))
      context.addIssue({ code: 'custom', path: ['title'], message: 'A linked tile card needs a title' });
    else if (tile.image === undefined)
      context.addIssue({ code: 'custom', path: ['title'], message: 'A tile card needs a title or an image' });
  });

export type TileCardEntry = z.output<typeof tileCardSchema>;

const needsCards = 'The tile cards need at least one card';

/**
 * Tile cards (spec 002 §1, §3, §9 "Tile card widths vary by breakpoint (values not shown)"). Field names beyond the
 * card's are ours: `title` (optional, the group's h2; blank is absent) and `cards` (one or more, inlined; none
 * fails the parse, and so does a broken card, naming it).
 */
export const tileCardsSchema = z.object({
  _meta: entryMeta(tileCardsSchemaId),
  title: optionalTileText,
  cards: z
    .array(tileCardSchema, { error: needsCards })
    .min(1, { error: needsCards })
    .describe('Tile card widths vary by breakpoint (values not shown).'),
});

/** What an editor may send (defaults not applied yet). */
export type TileCardsInput = z.input<typeof tileCardsSchema>;
/** A parsed entry: the component's props. */
export type TileCardsEntry = z.output<typeof tileCardsSchema>;
