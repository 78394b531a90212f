'use client';

import type { GoodStuffOfferEntry } from '@wardrobe/content-blocks';
import { buttonClassName, Link, ResponsiveImage, RichText, vars } from '@wardrobe/design-system';
import {
  formatValidUntil,
  hasCallToAction,
  IMAGE_WIDTHS,
  imageAltText,
  localizePath,
  type MarketCode,
  termsAndConditionsLink,
} from '@wardrobe/domain-rules';
import type { CSSProperties } from 'react';
import styles from './pages/YourGoodStuff.module.css';

const FONTS: Record<string, string> = {
  Quisas: vars.font.quisas,
  'Quisas-2': vars.font.quisas2,
  Athletics: vars.font.athletics,
};
const ALIGN: Record<string, CSSProperties['textAlign']> = { Left: 'left', Center: 'center', Right: 'right' };
/**
 * One offer of Your Good Stuff. A client component only because it draws on the design system's parts (the
 * picture that swaps in the 404 image, the markdown terms, the button look): a server page that imports the
 * design system's root makes every one of its client parts the page's, and that reshuffled the shared chunks
 * enough to add ~20 kB to the bag page (measured; the same as the sandbox's outbox page once did).
 */
export function OfferCard({
  offer,
  marketCode,
  cardStyle,
  footerStyle,
  headingLevel = 2,
  sizes = '(min-width: 1024px) 30vw, (min-width: 600px) 45vw, 100vw',
  onNavigate,
  onShowTerms,
}: {
  offer: GoodStuffOfferEntry;
  marketCode: MarketCode;
  /** h2 on the account page; h3 in the offers panel, under its title. */
  headingLevel?: 2 | 3;
  /** The picture's width where it is shown (the panel is narrower than the page's grid). */
  sizes?: string;
  /**
   * The offers panel's call to action: it closes the panel and navigates with replace (spec 001 §2). A click that
   * asks for a new tab or window keeps the link's own behaviour.
   */
  onNavigate?: (href: string) => void;
  /** The offers panel's terms: a button that opens the terms panel, in place of the terms shown in place. */
  onShowTerms?: () => void;
  /** The content's colours with a text colour that reads on them (worked out on the server). */
  cardStyle?: CSSProperties | undefined;
  footerStyle?: CSSProperties | undefined;
}) {
  const slug = (offer._meta.deliveryKey ?? offer.title).replace(/[^a-z0-9]+/gi, '-');
  const titleId = `offer-${slug}-title`;
  const validUntil = offer.validUntil ? formatValidUntil(offer.validUntil) : '';
  const terms = termsAndConditionsLink(offer.termsAndConditionsLink);
  const cta = offer.CTA;
  const hasTerms = Boolean(offer.termsAndConditionsDescription?.trim()) || terms.url !== undefined;
  const footer = validUntil !== '' || hasTerms;
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  const href = (link: string) => (link.startsWith('/') ? localizePath(link, marketCode) : link);
  return (
    <article
      className={styles.offer}
      aria-labelledby={titleId}
      style={{ ...cardStyle, textAlign: ALIGN[offer.textAlignment] }}
    >
      <ResponsiveImage
        className={styles.image}
        image={offer.image}
        widths={IMAGE_WIDTHS.card}
        sizes={sizes}
        aspectRatio="16/9"
        alt={imageAltText(offer.imgAltText, offer.image)}
      />
      <div className={styles.body}>
        <Title
          id={titleId}
          className={styles.title}
          style={offer.titleFont ? { fontFamily: FONTS[offer.titleFont] } : undefined}
        >
          {offer.title}
        </Title>
        {offer.description && (
          <p
            className={styles.description}
            style={offer.descriptionFont ? { fontFamily: FONTS[offer.descriptionFont] } : undefined}
          >
            {offer.description}
          </p>
        )}
        {hasCallToAction(cta) && cta.buttonText && cta.buttonLink && (
          <a
            id={cta.customId}
            className={`${buttonClassName(cta.buttonStyle || 'secondary')} ${styles.cta}`}
            href={href(cta.buttonLink)}
            onClick={
              onNavigate &&
              ((event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                onNavigate(event.currentTarget.getAttribute('href') ?? '/');
              })
            }
          >
            {cta.buttonText}
          </a>
        )}
      </div>
      {footer && (
        <div className={styles.footer} style={footerStyle}>
          {validUntil !== '' && (
            <p className={styles.validUntil}>
              Valid until{' '}
              <time dateTime={offer.validUntil?.slice(0, 10)} className={styles.date}>
                {validUntil}
              </time>
            </p>
          )}
          {hasTerms && onShowTerms && (
            <button type="button" className={styles.termsButton} onClick={onShowTerms}>
              {terms.title}
              <span className="visually-hidden"> for {offer.title}</span>
            </button>
          )}
          {hasTerms && !onShowTerms && (
            <details className={styles.terms}>
              <summary className={styles.summary}>
                {terms.title}
                <span className="visually-hidden"> for {offer.title}</span>
              </summary>
              <div className={styles.termsBody}>
                <RichText text={offer.termsAndConditionsDescription} headingLevel={3} />
                {terms.url && (
                  <p>
                    <Link href={href(terms.url)}>
                      {terms.title}
                      <span className="visually-hidden"> for {offer.title}</span>
                    </Link>
                  </p>
                )}
              </div>
            </details>
          )}
        </div>
      )}
    </article>
  );
}
