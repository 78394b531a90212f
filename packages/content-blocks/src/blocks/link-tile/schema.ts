import { z } from 'zod';
import { hexColourSchema, linkUrlSchema } from '../../shared/fields';
import { hasLink } from '../../shared/links';
import { mediaLinkSchema } from '../../shared/media';
import { blockSchemaId, entryMeta } from '../../shared/meta';
import { DISPLAY_RULES } from '../../shared/schemaDocs';

export const LINK_TILE = 'link-tile';
export const linkTileSchemaId = blockSchemaId(LINK_TILE);

/**
 * Spec 002 §3 "Link tile": headline, fontColour, headlineDropShadow, tileColour, backgroundMedia,
 * backgroundMediaAltText, link, mobileOrder, underlineColour. Field names are the content model's, letter for
 * letter. §5 requires none of them; the readings below are ours (also in README.md).
 */
export const linkTileSchema = z
  .object({
    _meta: entryMeta(linkTileSchemaId),
    /**
     * The tile's words, and the name of its link. Not a heading: a tile sits in a row of tiles and cannot know
     * the page's outline. Blank means none; a tile with a link needs one (refined below).
     */
    headline: z.string().trim().optional(),
    /**
     * The headline's colour, a CSS hex colour. On the tile colour it is used only if it reads at 4.5:1 there,
     * else black or white, whichever reads (`inkOn`). Over media it is used as given (a picture cannot be
     * measured; default white): `headlineDropShadow` lifts it off the picture.
     */
    fontColour: hexColourSchema.optional(),
    /** A soft shadow behind the headline in the colour opposite to it (black behind light text). */
    headlineDropShadow: z.boolean().default(false),
    /** The tile's colour (default white): behind the headline, and the box's colour while media loads. */
    tileColour: hexColourSchema.optional(),
    /** An image or a video filling the tile (a 4:5 box, card widths), behind the headline. */
    backgroundMedia: mediaLinkSchema.optional(),
    /** The picture's alt text; falls back to the image's own alt (spec §5), else the picture is decorative. */
    backgroundMediaAltText: z.string().optional().describe(DISPLAY_RULES.altText),
    /** The whole tile is one link to it (any safe link; blank means the tile is not a link). */
    link: linkUrlSchema.optional(),
    /**
     * The tile's CSS `order` below 768 px among its siblings in a row or grid of blocks (lower comes first);
     * from 768 px the editor's order. A whole number; absent keeps the editor's order on phones too.
     */
    mobileOrder: z.int({ error: 'mobileOrder must be a whole number' }).optional(),
    /** The colour of the headline's underline; absent, the underline takes the headline's colour. */
    underlineColour: hexColourSchema.optional(),
  })
  .superRefine((tile, context) => {
    // The tile is one link named by its headline: a link without one would be a link without a name.
    if (hasLink(tile.link) && (tile.headline ?? '') === '') {
      context.addIssue({
        code: 'custom',
        path: ['headline'],
        message: 'A link tile with a link needs a headline (it names the link)',
      });
    }
  });

/** What an editor may send (defaults not applied yet). */
export type LinkTileInput = z.input<typeof linkTileSchema>;
/** A parsed entry: the component's props. */
export type LinkTileEntry = z.output<typeof linkTileSchema>;
