import type { ReactNode } from 'react';
import { BlockMedia, type BlockMediaLink } from '../../shared/BlockMedia';
import { CallToActionLink, ctaColours } from '../../shared/CallToActionLink';
import { type CallToAction, isPresentCallToAction } from '../../shared/callToAction';
import type { Alignment, FontOption } from '../../shared/enums';
import { inlineVars } from '../../shared/inlineVars';
import { TEXT_COLOUR_VALUES } from '../../shared/links';
import { inkOn } from '../../site/shared/colour';
import * as styles from './cards.css';

/** The fields an offer and an editorial card share (spec 002 §3 "Offer", "Editorial card"). */
export interface ContentCardFields {
  image?: BlockMediaLink | undefined;
  imgAltText?: string | undefined;
  title: string;
  titleFont?: FontOption | undefined;
  description?: string | undefined;
  descriptionFont?: FontOption | undefined;
  blockBackgroundColor?: string | undefined;
  textAlignment: Alignment;
  CTA?: CallToAction | undefined;
}

export interface ContentCardProps {
  card: ContentCardFields;
  /** The picture's box: `wide` (16:9, offers) or `portrait` (4:5, editorial cards). */
  ratio: 'wide' | 'portrait';
  Heading: 'h2' | 'h3';
  /** The picture's `sizes` for the grid's columns. */
  sizes: string;
  /** The footer's own background (an offer's `footerBackgroundColor`); the card's when absent. */
  footerBackgroundColor?: string | undefined;
  /** The card's footer (an offer's date and terms), on the footer's colours. */
  footer?: ReactNode;
}

/** Blank text counts as absent. */
const present = (value: string | undefined) =>
  value !== undefined && value.trim() !== '' ? value : undefined;

/**
 * A card's colours: its text black or white, whichever reads at 4.5:1 on `blockBackgroundColor` (white when
 * absent: the page's surface), and its footer's the same way on `footerBackgroundColor` (the card's own when
 * absent). Neither card has a text colour in the model, so its text is never unreadable (`inkOn`).
 */
export function cardColours(blockBackgroundColor?: string, footerBackgroundColor?: string) {
  const paper = blockBackgroundColor ?? TEXT_COLOUR_VALUES.White;
  const footerPaper = footerBackgroundColor ?? paper;
  return { ink: inkOn(paper), paper, footerInk: inkOn(footerPaper), footerPaper };
}

/**
 * An offer or editorial card, the shop's offer card look: the picture in a reserved box (card widths, spec 002 §7;
 * alt `imgAltText`, else the image's own, §5), the title and description in their fonts, the call to action
 * (shown only with text, link and style, §3) at the card's foot, and an optional footer. `textAlignment` aligns
 * the text and the button. A server component.
 */
export function ContentCard({
  card,
  ratio,
  Heading,
  sizes,
  footerBackgroundColor,
  footer,
}: ContentCardProps) {
  const colours = cardColours(card.blockBackgroundColor, footerBackgroundColor);
  const align = card.textAlignment;
  const description = present(card.description);
  const cta = isPresentCallToAction(card.CTA) ? card.CTA : undefined;
  const style = {
    ...inlineVars({
      [styles.inkVar]: colours.ink,
      [styles.paperVar]: colours.paper,
      [styles.footerInkVar]: colours.footerInk,
      [styles.footerPaperVar]: colours.footerPaper,
    }),
    ...ctaColours(colours.ink, colours.paper),
  };

  return (
    <div className={styles.card({ align })} style={style} data-text-alignment={align}>
      {card.image && (
        <div className={styles.mediaBox({ ratio })}>
          <BlockMedia
            media={card.image}
            alt={card.imgAltText}
            widths="card"
            sizes={sizes}
            aspectRatio={ratio === 'wide' ? '16/9' : '4x5'}
          />
        </div>
      )}
      <div className={styles.body}>
        <Heading className={styles.cardTitle({ font: card.titleFont ?? 'Quisas' })}>{card.title}</Heading>
        {description !== undefined && (
          <p className={styles.description({ font: card.descriptionFont ?? 'Athletics' })}>{description}</p>
        )}
        {cta && (
          <div className={styles.actions({ align })}>
            <CallToActionLink cta={cta} />
          </div>
        )}
      </div>
      {footer}
    </div>
  );
}
