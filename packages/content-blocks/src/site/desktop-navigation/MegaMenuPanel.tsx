import {
  IMAGE_WIDTHS,
  imageAltText,
  imageSrcSet,
  imageUrl,
  MEGA_MENU_MAX_COLUMNS,
  MEGA_MENU_MAX_WIDTH_PX,
} from '@wardrobe/domain-rules';
import { type CSSProperties, type MouseEvent, useState } from 'react';
import { navigationClick, pushNavigationEvent } from '../shared/analytics';
import { readableTextColour } from '../shared/colour';
import * as styles from './DesktopNavigation.css';
import type { NavigationItem } from './schema';

type Column = NavigationItem['columns'][number];
type JumpOff = NonNullable<Column['jumpOff']>;
type LinkGroup = NonNullable<Column['linkGroups']>[number];

/** Optional text shows only when it is not blank. */
const hasText = (text: string | undefined): text is string => text !== undefined && text.trim() !== '';

/** The editor's colour as an inline style, only when it reads at 4.5:1 on the white bar and panel. */
export function colourStyle(textColour: string | undefined): CSSProperties | undefined {
  const colour = readableTextColour(textColour);
  return colour === undefined ? undefined : { color: colour };
}

export interface MegaMenuPanelProps {
  id: string;
  item: NavigationItem;
  open: boolean;
  /** True once the panel has been open: only then are its pictures in the page (and downloaded). */
  showImages: boolean;
  /** A link in the panel was clicked: the menu closes (spec 002 §4 "closes on click"). */
  onLinkClick: () => void;
}

/**
 * The panel of one top item: full width below the bar, its content at most 1380 px wide on a 4-column grid (spec
 * 002 §9). Closed panels stay in the HTML with `hidden` (crawlable links, no layout); their `<img>` is rendered
 * only once the panel has opened, so a closed menu downloads no pictures.
 */
export function MegaMenuPanel({ id, item, open, showImages, onLinkClick }: MegaMenuPanelProps) {
  const topTitle = item.link.title;
  const track =
    (...titles: string[]) =>
    () => {
      pushNavigationEvent(navigationClick(topTitle, ...titles));
      onLinkClick();
    };

  return (
    <div id={id} className={styles.panel} hidden={!open} data-panel={topTitle}>
      <div className={styles.grid}>
        {item.columns.map((column, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: columns are the editor's fixed order and have no id.
          <div key={index} className={styles.column}>
            {column.jumpOff ? (
              <JumpOffCard
                jumpOff={column.jumpOff}
                showImage={showImages}
                onClick={track('Image', column.jumpOff.text)}
              />
            ) : (
              column.linkGroups?.map((group, groupIndex) => (
                <LinkGroupList
                  // biome-ignore lint/suspicious/noArrayIndexKey: two groups may share a title.
                  key={groupIndex}
                  id={`${id}-c${index}-g${groupIndex}`}
                  group={group}
                  onClick={(linkTitle) => track(group.title, linkTitle)()}
                />
              ))
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * A group: its title, then its links as a list named by the title ("Clothing, list, 7 items"). Reading: the title
 * is not a heading, because the menu cannot know the heading levels of the page it sits in.
 */
function LinkGroupList({
  id,
  group,
  onClick,
}: {
  id: string;
  group: LinkGroup;
  onClick: (linkTitle: string) => void;
}) {
  const titleId = `${id}-title`;
  return (
    <div>
      <p id={titleId} className={styles.groupTitle}>
        {group.title}
      </p>
      <ul className={styles.groupLinks} aria-labelledby={titleId}>
        {group.links.map((link, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two links may share a title or a url.
          <li key={index}>
            <a
              href={link.url}
              className={styles.groupLink({ bold: link.textBold, underline: link.underline })}
              style={colourStyle(link.textColour)}
              onClick={() => onClick(link.title)}
            >
              {/* The spaces keep the accessible name's words apart: 'Knitwear 20% off', 'Dresses New in'. */}
              <span>
                {link.title}
                {hasText(link.titleSuperscriptText) && (
                  <>
                    {' '}
                    <sup className={styles.superscript}>{link.titleSuperscriptText}</sup>
                  </>
                )}
              </span>
              {hasText(link.featuredText) && (
                <>
                  {' '}
                  <span className={styles.featured}>{link.featuredText}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The pictures' box ratio (4:5, portrait, as the shop's fashion photography) and its intrinsic size. */
const JUMP_OFF_IMAGE = { width: 400, height: 500 } as const;

/** One column of the 1380 px grid: what `sizes` announces on wide screens, and the fallback `src` width. */
const COLUMN_PX = Math.round(MEGA_MENU_MAX_WIDTH_PX / MEGA_MENU_MAX_COLUMNS);
const JUMP_OFF_SIZES = `(min-width: ${MEGA_MENU_MAX_WIDTH_PX}px) ${COLUMN_PX}px, ${100 / MEGA_MENU_MAX_COLUMNS}vw`;
const JUMP_OFF_SRC_WIDTH = IMAGE_WIDTHS.hero.find((width) => width >= COLUMN_PX) ?? COLUMN_PX;

/**
 * The shop's default 404 image (spec 002 §8; design-system `DEFAULT_404_IMAGE`, not imported so the menu ships no
 * design-system JS).
 */
const MEDIA_404_IMAGE_SRC = '/images/404.jpg';

/**
 * A jump-off (spec 002 §3): picture, caption and text, the whole card one link. Alt text is `imageAltText`,
 * falling back to the image's own alt (§5, domain-rules `imageAltText`). Navigation pictures use the hero widths
 * (§7, `IMAGE_WIDTHS.hero`).
 */
function JumpOffCard({
  jumpOff,
  showImage,
  onClick,
}: {
  jumpOff: JumpOff;
  showImage: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return (
    <a href={jumpOff.url} className={styles.jumpOff} onClick={onClick}>
      <span className={styles.media}>
        {showImage && (
          <JumpOffImage image={jumpOff.image} alt={imageAltText(jumpOff.imageAltText, jumpOff.image)} />
        )}
      </span>
      {hasText(jumpOff.imageCaptionText) && (
        <span className={styles.caption}>{jumpOff.imageCaptionText}</span>
      )}
      <span className={styles.jumpOffText}>{jumpOff.text}</span>
    </a>
  );
}

type ImageState = 'image' | 'fallback' | 'broken';

/**
 * The picture, swapped once for the shop's 404 image if it fails, and the failure recorded as one log line (spec
 * 002 §8), in the design system's `media-failed` shape. If the 404 image fails too, the alt text stays.
 */
function JumpOffImage({ image, alt }: { image: JumpOff['image']; alt: string }) {
  const src = imageUrl(image, { width: JUMP_OFF_SRC_WIDTH });
  const [state, setState] = useState<ImageState>(src === '' ? 'fallback' : 'image');
  const onError = () => {
    if (state === 'broken') return;
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'media-failed',
        kind: 'image',
        src: state === 'image' ? src : MEDIA_404_IMAGE_SRC,
        fallback: state === 'fallback',
      }),
    );
    setState(state === 'image' ? 'fallback' : 'broken');
  };
  return (
    // biome-ignore lint/performance/noImgElement: a plain picture; the content blocks serve any React app.
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: `onError` is a load event, not an interaction.
    <img
      className={styles.image}
      src={state === 'image' ? src : MEDIA_404_IMAGE_SRC}
      srcSet={state === 'image' ? imageSrcSet(image, IMAGE_WIDTHS.hero) : undefined}
      sizes={state === 'image' ? JUMP_OFF_SIZES : undefined}
      width={JUMP_OFF_IMAGE.width}
      height={JUMP_OFF_IMAGE.height}
      alt={alt}
      decoding="async"
      onError={onError}
      data-media-state={state}
    />
  );
}
