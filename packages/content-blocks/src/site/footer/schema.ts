import { CONTENT_DEFAULTS } from '@wardrobe/domain-rules';
import { z } from 'zod';
import { entryMeta, siteSchemaId } from '../../shared/meta';
import { requiredLink, requiredText, textWithDefault } from '../fields';

export const footerSchemaId = siteSchemaId('footer');

/** Spec 002 §3 "Footer": links {text, link, openInNewTab}. */
export const footerLinkSchema = z.object({
  text: requiredText('A footer link needs text'),
  link: requiredLink('A footer link needs a link'),
  openInNewTab: z.boolean().default(false),
});

/** Spec 002 §3 "Footer": columns {title, links}. */
export const footerColumnSchema = z.object({
  title: requiredText('A footer column needs a title'),
  links: z.array(footerLinkSchema).min(1, { error: 'A footer column needs links' }),
});

/**
 * The footer (spec 001 §7 key `footer`, spec 002 §3). The social and payment logos are fixed (spec 002 §2, §9),
 * not content.
 */
export const footerSchema = z.object({
  _meta: entryMeta(footerSchemaId),
  columns: z.array(footerColumnSchema).min(1, { error: 'The footer needs a column' }),
  /** Default 'Sometimes it's good to get lost in the details'. Reading: blank text takes the default too. */
  quisasBoxText: textWithDefault(CONTENT_DEFAULTS.footerQuisasBoxText),
  /**
   * Spec 002 §4: on small screens, in multiple mode columns toggle independently; in single mode opening one
   * closes the others. Reading: single mode unless set.
   */
  multiple: z.boolean().default(false),
  /** Reading: the columns start open on small screens when set; closed otherwise. */
  open: z.boolean().default(false),
});

export type FooterInput = z.input<typeof footerSchema>;
export type FooterEntry = z.output<typeof footerSchema>;
