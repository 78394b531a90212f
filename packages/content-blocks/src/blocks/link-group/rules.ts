import { hasLink } from '../../shared/links';

/** A link of a group as the content model holds it (spec 002 §3 "links {text, link}"). */
export interface LinkGroupLinkLike {
  text?: string | null | undefined;
  link?: string | null | undefined;
}

/**
 * A link of a link group is shown only with text (its accessible name) and a link (else it is no link). Pure, so
 * it belongs in domain-rules beside `hasCallToAction`; kept here until the lead moves it.
 */
export function linkGroupLinkShown(link: LinkGroupLinkLike | null | undefined): boolean {
  return Boolean(link && hasLink(link.text ?? undefined) && hasLink(link.link ?? undefined));
}

/** The links a shopper sees, in the editor's order. */
export function shownLinkGroupLinks<Link extends LinkGroupLinkLike>(
  links: readonly Link[] | null | undefined,
): (Link & { text: string; link: string })[] {
  return (links ?? []).filter((link): link is Link & { text: string; link: string } =>
    linkGroupLinkShown(link),
  );
}
