import { SWATCH_IMAGE_WIDTH } from '@wardrobe/domain-rules';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { isSafeHref } from '../Link/href';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  chip,
  chipImage,
  item,
  list,
  more,
  moreAlways,
  root,
  swatch,
  visibleBetween,
  visibleFrom,
} from './ColourSwatches.css';
import {
  MAX_RENDERED_SWATCHES,
  moreLinkRanges,
  orderSwatches,
  rangeKey,
  swatchVisibleFrom,
} from './swatches';

/** One colour of a product. */
export interface ColourOption {
  id: string;
  /** The colour's name ("Navy"): the swatch's accessible name. */
  name: string;
  /** The product page in this colour. Without it (or with an unsafe one) the swatch shows but is no link. */
  href?: string;
  /** A swatch image, asked for at the spec's swatch width (68 px). Preferred to `hex`. */
  imageUrl?: string;
  /** A flat colour when there is no image (`#1F2A44`). */
  hex?: string;
}

export type ColourSwatchSize = 'small' | 'medium';

/** The name of the list of swatches, and the words after '+N more' for screen readers. */
export const COLOUR_SWATCHES_LABEL = 'Colours';
export const MORE_COLOURS_HINT = 'colours';

export interface ColourSwatchesProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  colours: readonly ColourOption[];
  /** The colour shown (on the card, or on the page): marked `aria-current` and always visible. */
  selectedId?: string | undefined;
  /** Where '+N more' goes (normally the product page). Without it there is no '+N more' link. */
  moreHref?: string | undefined;
  /** The list's accessible name; `Colours` by default. Name the product if a page lists several cards. */
  label?: string;
  /** `small` (default, 28 px targets) for listing cards; `medium` (44 px) for the product page. */
  size?: ColourSwatchSize;
  /**
   * Every colour at every width, with no '+N more' (the product page). Off by default: cards follow the
   * spec's per-breakpoint limits.
   */
  showAll?: boolean;
  /** `aria-current` of the selected swatch: `true` (default, the colour a card shows) or `page`. */
  ariaCurrent?: 'true' | 'page';
  ref?: Ref<HTMLDivElement>;
}

/**
 * A product's colours as links, for listing cards. Up to 3, 4, 6, 6, 8, 9 swatches show (xs … 2xl, spec 000 §9),
 * then one '+N more' link with the count hidden at that width. It is all CSS: nothing moves after hydration
 * and the server's HTML is right at every width. Server-safe.
 *
 * Reading: the selected colour comes first, so the colour a card shows is never hidden behind '+N more'.
 * Reading: the selected swatch is `aria-current="true"` (the colour being shown, which is not always this page);
 * on the product page, where the colour is part of the URL (spec 000 §2), pass `ariaCurrent="page"`, `showAll`
 * and `size="medium"`: changing colour is a navigation, so links serve there too and no radio group is needed.
 * Reading: '+N more' reads "+N more colours"; the visible text is the spec's, the last word is for screen readers.
 */
export function ColourSwatches({
  colours,
  selectedId,
  moreHref,
  label = COLOUR_SWATCHES_LABEL,
  size = 'small',
  showAll = false,
  ariaCurrent = 'true',
  className,
  ...props
}: ColourSwatchesProps) {
  if (colours.length === 0) return null;
  const ordered = showAll
    ? orderSwatches(colours, selectedId)
    : orderSwatches(colours, selectedId).slice(0, MAX_RENDERED_SWATCHES);
  const ranges = moreHref && !showAll ? moreLinkRanges(colours.length) : [];

  return (
    <div {...props} className={className ? `${root} ${className}` : root}>
      <ul className={list} aria-label={label}>
        {ordered.map((colour, index) => {
          const from = showAll ? 'xs' : swatchVisibleFrom(index);
          return (
            <li
              key={colour.id}
              className={from && from !== 'xs' ? `${item} ${visibleFrom[from]}` : item}
              data-visible-from={from}
            >
              <Swatch
                colour={colour}
                current={colour.id === selectedId ? ariaCurrent : undefined}
                size={size}
              />
            </li>
          );
        })}
      </ul>
      {ranges.map(({ from, until, label: text, more: count }) => (
        <a
          key={rangeKey(from, until)}
          href={moreHref}
          className={`${more} ${visibleBetween[rangeKey(from, until)] || moreAlways}`}
          data-more={count}
          data-range={rangeKey(from, until)}
        >
          {text} <VisuallyHidden>{MORE_COLOURS_HINT}</VisuallyHidden>
        </a>
      ))}
    </div>
  );
}

function Swatch({
  colour,
  current,
  size,
}: {
  colour: ColourOption;
  current: 'true' | 'page' | undefined;
  size: ColourSwatchSize;
}) {
  const face: ReactNode = colour.imageUrl ? (
    <span className={chip({ size })}>
      {/* biome-ignore lint/performance/noImgElement: the design system is framework-free; a 68 px swatch needs no optimiser. */}
      <img
        className={chipImage}
        src={colour.imageUrl}
        alt=""
        width={SWATCH_IMAGE_WIDTH}
        height={SWATCH_IMAGE_WIDTH}
        loading="lazy"
        decoding="async"
      />
    </span>
  ) : (
    <span className={chip({ size })} style={colour.hex ? { backgroundColor: colour.hex } : undefined} />
  );
  const content = (
    <>
      {face}
      <VisuallyHidden>{colour.name}</VisuallyHidden>
    </>
  );

  return colour.href && isSafeHref(colour.href) ? (
    <a href={colour.href} className={swatch({ size })} aria-current={current}>
      {content}
    </a>
  ) : (
    <span className={swatch({ size })} aria-current={current}>
      {content}
    </span>
  );
}
