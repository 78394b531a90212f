import { shownLinkGroupLinks } from '@wardrobe/domain-rules';
import * as styles from './LinkGroup.css';
import type { LinkGroupEntry } from './schema';

/** The parsed entry (`linkGroupSchema.parse(entry)`). */
export type LinkGroupProps = LinkGroupEntry;

/**
 * Link group (spec 002 §3, §5). A server component: no hooks, no client JS.
 *
 * - The heading, when given, is an `h2` above the list (the block cannot know the page's outline).
 * - Links are a list in the editor's order; only those with text and a link are shown (`linkGroupLinkShown`).
 * - No colours in the content model: the theme's text on the theme's surface.
 */
export function LinkGroup({ heading, links }: LinkGroupProps) {
  const shown = shownLinkGroupLinks(links);
  const title = heading && heading !== '' ? heading : undefined;
  return (
    <div className={styles.group} data-block="link-group">
      {title !== undefined && <h2 className={styles.heading}>{title}</h2>}
      <ul className={styles.list}>
        {shown.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a static server-rendered list; two links may share a target.
          <li key={`${index}:${item.link}`} className={styles.item}>
            <a href={item.link} className={styles.link}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
