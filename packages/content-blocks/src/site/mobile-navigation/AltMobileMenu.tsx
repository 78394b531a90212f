'use client';

import {
  altMobileMenuCategories,
  IMAGE_WIDTHS,
  imageAltText,
  imageSrcSet,
  imageUrl,
  SHOP_FINDER_LINK,
} from '@wardrobe/domain-rules';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { hasLink } from '../../shared/links';
import type { ImageLink } from '../../shared/media';
import * as styles from './MobileNavigation.css';
import {
  ChevronDownIcon,
  DEFAULT_MENU_LABEL,
  ItemLabel,
  MenuLink,
  type MobileMenuBaseProps,
  mobileMenuWidth,
  ShopFinderLink,
  useResetAfterClose,
} from './parts';
import type { MobileNavigationItem } from './schema';

export interface AltMobileMenuProps extends MobileMenuBaseProps {
  /** The rank of the groups' headings (each wraps its disclosure button). Default 3, under the panel's h2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The thumbnail's size in px (width = height): a rounded square cropped to a circle. */
const THUMB_PX = 64;

type Group = MobileNavigationItem['children'][number];

/** Reading: "the first group" is the first second-level item that has children (a plain link cannot open). */
const firstGroup = (category: MobileNavigationItem | undefined): number[] => {
  const index = category?.children.findIndex((group) => group.children.length > 0) ?? -1;
  return index === -1 ? [] : [index];
};

/**
 * The alt mobile menu (spec 002 §4 "Alt mobile menu"): one active top category and its second-level groups.
 *
 * - The top categories are `altMobileNavigationCategories(entry)`: at most 12 (spec 002 §9), those with
 *   children; items without children are not part of this menu (spec 002 §3).
 * - They are an APG tablist of image tabs (automatic activation: arrows, Home and End move and choose; Tab goes
 *   into the panel). Each tab shows the category's picture with its alt text (`imageAltText`, falling back to
 *   the image's own alt, spec 002 §5) and its title.
 * - The active category's groups are disclosures (a button with `aria-expanded` in a heading); the first group
 *   is open by default, and each toggles on its own (reading: the spec names no single-open mode here).
 *   A group's third-level links follow, after 'Shop all {title}' when the group has a url. A second-level item
 *   without children is a plain link.
 * - Choosing another category shows its groups with the first open. After `open` turns false, the first
 *   category and its first group come back after `MOBILE_MENU_RESET_MS` (500 ms).
 * - Width: inline `max-width: 500px; width: 100%` (`mobileMenuWidth('Alternative')`; reading: the 90 % of
 *   spec 002 §9 is for the first variant only).
 */
export function AltMobileMenu({
  entry,
  open,
  shopFinderHref = SHOP_FINDER_LINK.path,
  onNavigate,
  linkComponent,
  label = DEFAULT_MENU_LABEL,
  headingLevel = 3,
  style,
  className,
}: AltMobileMenuProps) {
  const categories = altMobileMenuCategories(entry.children);
  const [activeIndex, setActiveIndex] = useState(0);
  const [openGroups, setOpenGroups] = useState<readonly number[]>(() => firstGroup(categories[0]));
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const first = categories[0];
  const reset = useCallback(() => {
    setActiveIndex(0);
    setOpenGroups(firstGroup(first));
  }, [first]);
  useResetAfterClose(open, reset);

  const active = Math.min(activeIndex, Math.max(categories.length - 1, 0));
  const category = categories[active];

  const choose = (index: number) => {
    if (index === active) return;
    setActiveIndex(index);
    setOpenGroups(firstGroup(categories[index]));
  };

  const onTabKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = categories.length - 1;
    const next = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  const toggle = (index: number) =>
    setOpenGroups((groups) =>
      groups.includes(index) ? groups.filter((g) => g !== index) : [...groups, index].sort((a, b) => a - b),
    );

  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as 'h3';
  const link = { onNavigate, linkComponent };

  return (
    <nav
      aria-label={label}
      className={className ? `${styles.root} ${className}` : styles.root}
      style={{ ...mobileMenuWidth('Alternative'), ...style }}
      data-variant="Alternative"
    >
      {category && (
        <>
          <div role="tablist" aria-label="Top categories" className={styles.tabList} onKeyDown={onTabKeyDown}>
            {categories.map((item, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: the entry's order is the identity; titles may repeat.
                key={`${index}:${item.title}`}
                ref={(element) => {
                  tabRefs.current[index] = element;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={index === active}
                aria-controls={index === active ? panelId : undefined}
                tabIndex={index === active ? 0 : -1}
                className={styles.tab}
                onClick={() => choose(index)}
              >
                <Thumb
                  image={item.image}
                  alt={imageAltText(item.imageAltText, item.image)}
                  title={item.title}
                />
                <span className={styles.tabLabel}>
                  <ItemLabel item={item} />
                </span>
              </button>
            ))}
          </div>
          <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel}>
            <ul className={styles.list}>
              {hasLink(category.url) && (
                <li>
                  <MenuLink {...link} href={category.url} trail={[category.title]} className={styles.row()}>
                    <span className={styles.shopAll}>Shop all {category.title}</span>
                  </MenuLink>
                </li>
              )}
              {category.children.map((group, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the entry's order is the identity; titles may repeat.
                <li key={`${index}:${group.title}`}>
                  {group.children.length > 0 ? (
                    <GroupDisclosure
                      group={group}
                      categoryTitle={category.title}
                      expanded={openGroups.includes(index)}
                      onToggle={() => toggle(index)}
                      listId={`${id}-group-${index}`}
                      Heading={Heading}
                      link={link}
                    />
                  ) : hasLink(group.url) ? (
                    <MenuLink
                      {...link}
                      href={group.url}
                      trail={[category.title, group.title]}
                      className={styles.row()}
                    >
                      <ItemLabel item={group} />
                    </MenuLink>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
      <ShopFinderLink {...link} href={shopFinderHref} />
    </nav>
  );
}

interface GroupDisclosureProps {
  group: Group;
  categoryTitle: string;
  expanded: boolean;
  onToggle: () => void;
  listId: string;
  Heading: 'h3';
  link: Pick<MobileMenuBaseProps, 'onNavigate' | 'linkComponent'>;
}

/** A second-level group: a disclosure button in a heading, then its links while open (APG disclosure). */
function GroupDisclosure({
  group,
  categoryTitle,
  expanded,
  onToggle,
  listId,
  Heading,
  link,
}: GroupDisclosureProps) {
  const trail = [categoryTitle, group.title];
  return (
    <>
      <Heading className={styles.groupHeading}>
        <button
          type="button"
          className={`${styles.row()} ${styles.groupButton}`}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={onToggle}
        >
          <ItemLabel item={group} />
          <ChevronDownIcon className={styles.groupChevron} />
        </button>
      </Heading>
      <ul id={listId} className={styles.groupList} hidden={!expanded}>
        {hasLink(group.url) && (
          <li>
            <MenuLink {...link} href={group.url} trail={trail} className={styles.row({ nested: true })}>
              <span className={styles.shopAll}>Shop all {group.title}</span>
            </MenuLink>
          </li>
        )}
        {group.children.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the entry's order is the identity; titles may repeat.
          <li key={`${index}:${item.title}`}>
            <MenuLink
              {...link}
              href={item.url}
              trail={[...trail, item.title]}
              className={styles.row({ nested: true })}
            >
              <ItemLabel item={item} light />
            </MenuLink>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A category's rounded picture, sized up front (no layout shift), from the navigation widths of spec 002 §7.
 * Without a picture, or when it fails to load (spec 002 §8 "media failure"), the title's initial shows instead,
 * so the tab never shows a broken image.
 */
function Thumb({ image, alt, title }: { image: ImageLink | undefined; alt: string; title: string }) {
  const src = imageUrl(image, { width: IMAGE_WIDTHS.hero[0] });
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);
  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(true);
  }, []);
  const showImage = src !== '' && !failed;
  return (
    <span className={styles.thumb} data-image={showImage ? 'shown' : 'fallback'}>
      {showImage ? (
        // biome-ignore lint/performance/noImgElement: a framework-free block; sizes and srcset are set here.
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: `onError` is the load failure, not input.
        <img
          ref={imgRef}
          className={styles.thumbImage}
          src={src}
          srcSet={imageSrcSet(image, IMAGE_WIDTHS.hero)}
          sizes={`${THUMB_PX}px`}
          width={THUMB_PX}
          height={THUMB_PX}
          alt={alt}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      ) : (
        <span className={styles.monogram} aria-hidden="true">
          {title.trim().charAt(0)}
        </span>
      )}
    </span>
  );
}
