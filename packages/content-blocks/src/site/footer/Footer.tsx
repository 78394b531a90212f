import { FOOTER_SOCIAL_NETWORKS, PAYMENT_LOGOS } from '@wardrobe/domain-rules';
import type { ReactNode } from 'react';
import * as styles from './Footer.css';
// The client island, through the package's client entry so the build keeps its 'use client' boundary.
import { FooterColumns } from './FooterColumns';
import { NewTabMark, PaymentBadge, SocialMark } from './icons';
import type { FooterEntry } from './schema';

/** Spoken after a link that opens in a new tab (visually hidden; the visible cue is a small arrow). */
export const NEW_TAB_TEXT = '(opens in a new tab)';
/** The logo link's name. Reading: the storefront's header draws the logo as the word 'Wardrobe'. */
export const FOOTER_LOGO_LABEL = 'Wardrobe home';
/** Reading: the spec lists the payment logos without a caption; shoppers know the row as 'We accept'. */
export const PAYMENT_LOGOS_HEADING = 'We accept';
/** Reading: the spec names no label for the footer's links; a named nav tells it from the header's menus. */
export const FOOTER_NAV_LABEL = 'Footer';
/** Reading: a name for the row of social links (a list label, not a heading: the spec gives no caption). */
export const SOCIAL_LINKS_LABEL = 'Wardrobe on social media';

export interface FooterProps extends FooterEntry {
  /** The logo's link (spec 002 §2: '/'). The storefront passes its market's home, e.g. '/eu'. */
  homeHref?: string;
  /** The footer's bottom row: the storefront puts its market and currency line here. */
  children?: ReactNode;
}

/** A link that opens in a new tab: noopener and noreferrer, and its name says so. */
const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The site footer (spec 002 §2, §3 "Footer", §4, §9 "Payment logos"). A server component; its only client part
 * is the `FooterColumns` island (the small-screen disclosures). No analytics: spec 002 §7 names no footer event.
 * Without script, small screens show every list under its plain title, as from 768 px (`(scripting: none)`).
 *
 * - Link columns from content, each titled by an h2; on small screens (< 768 px) each title is a disclosure
 *   button, single or multiple mode (`multiple`), starting closed or open (`open`); from 768 px a 4-column grid.
 * - The logo links to `homeHref`; the five social networks and the eight payment logos are fixed, not content.
 * - `quisasBoxText` (default from the schema) in the Quisas display face.
 */
export function Footer({
  columns,
  quisasBoxText,
  multiple = false,
  open = false,
  homeHref = '/',
  children,
}: FooterProps) {
  return (
    <footer className={styles.footer} data-block="footer">
      <div className={styles.inner}>
        <div className={styles.brandRow}>
          <a href={homeHref} className={styles.logo} aria-label={FOOTER_LOGO_LABEL}>
            Wardrobe
          </a>
          <ul className={styles.socialList} aria-label={SOCIAL_LINKS_LABEL}>
            {FOOTER_SOCIAL_NETWORKS.map(({ network, name, href }) => (
              <li key={network}>
                <a href={href} {...newTab} className={styles.socialLink} data-network={network}>
                  <SocialMark network={network} className={styles.socialMark} />
                  <span className={styles.visuallyHidden}>{`${name} ${NEW_TAB_TEXT}`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div className={styles.main}>
          <nav className={styles.nav} aria-label={FOOTER_NAV_LABEL}>
            <FooterColumns
              multiple={multiple}
              open={open}
              columns={columns.map((column) => ({
                title: column.title,
                items: column.links.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the entry's links in its order; links may repeat.
                  <li key={index}>
                    <a href={item.link} className={styles.link} {...(item.openInNewTab ? newTab : {})}>
                      {item.text}
                      {/* The space is a text node of the link's own: names join their parts' words bare. */}
                      {item.openInNewTab && (
                        <>
                          {' '}
                          <NewTabMark className={styles.newTabMark} />
                          <span className={styles.visuallyHidden}>{NEW_TAB_TEXT}</span>
                        </>
                      )}
                    </a>
                  </li>
                )),
              }))}
            />
          </nav>
          <div className={styles.quisasBox}>
            <p className={styles.quisasText}>{quisasBoxText}</p>
          </div>
        </div>

        <div className={styles.bottomRow}>
          <div className={styles.payments}>
            <h2 className={styles.paymentsHeading}>{PAYMENT_LOGOS_HEADING}</h2>
            {/* Spec 002 §9 "Payment logos", in the spec's order. */}
            <ul className={styles.paymentList}>
              {PAYMENT_LOGOS.map(({ id, name }) => (
                <li key={id}>
                  <PaymentBadge id={id} name={name} className={styles.paymentBadge} />
                </li>
              ))}
            </ul>
          </div>
          {children !== undefined && children !== null && <div className={styles.meta}>{children}</div>}
        </div>
      </div>
    </footer>
  );
}
