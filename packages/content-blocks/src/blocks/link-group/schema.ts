import { linkGroupLinkShown } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { linkUrlSchema } from '../../shared/fields';
import { blockSchemaId, entryMeta } from '../../shared/meta';

export const LINK_GROUP = 'link-group';
export const linkGroupSchemaId = blockSchemaId(LINK_GROUP);

const LINKS_REQUIRED = 'The link group needs links';

/**
 * One link of the group (spec 002 §3 "links {text, link}"). Both parts are optional in the content model: a link
 * is shown only with text and a link (`linkGroupLinkShown`), so an editor's half-filled row is left out, not an
 * error. A script link (`javascript:`…) fails the parse.
 */
export const linkGroupLinkSchema = z.object({
  text: z.string().optional(),
  link: linkUrlSchema.optional(),
});
export type LinkGroupLink = z.output<typeof linkGroupLinkSchema>;

/**
 * Spec 002 §3 "Link group": heading, links {text, link}. Field names are the content model's, letter for letter.
 * Spec §5 makes `links` required; the readings below are ours (also in README.md).
 */
export const linkGroupSchema = z.object({
  _meta: entryMeta(linkGroupSchemaId),
  /**
   * Optional. Read as the group's title: an `h2` (a block cannot know where it sits on a page, and the model has
   * no heading level), which also names the list of links. Blank means no heading.
   */
  heading: z.string().trim().optional(),
  /**
   * Required (spec §5): at least one link with text and a link, in the editor's order. Absent, empty or only
   * half-filled links fail the parse, so an editor sees why in preview.
   */
  links: z
    .array(linkGroupLinkSchema, { error: LINKS_REQUIRED })
    .refine((links) => links.some(linkGroupLinkShown), {
      error: 'The link group needs at least one link with text and a link',
    }),
});

/** What an editor may send (defaults not applied yet). */
export type LinkGroupInput = z.input<typeof linkGroupSchema>;
/** A parsed entry: the component's props. */
export type LinkGroupEntry = z.output<typeof linkGroupSchema>;
