'use client';

import { ButtonLink, Link, RichText, SidePanel } from '@wardrobe/design-system';
import { localizePath, termsAndConditionsLink } from '@wardrobe/domain-rules';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { SideOffersView } from '../../lib/account/good-stuff';
import { useFrame } from '../../lib/frame-store';
import type { ClientMarket } from '../frame/types';
import { OfferCard } from './OfferCard';
import styles from './OffersPanel.module.css';

/** Spec 001 §2 "Offers panel" defaults, shown until the shopper's panel has arrived. */
export const OFFERS_PANEL_HEADING = 'Your Offers';
/** Ours: said when the panel's offers could not be fetched (the panel stays usable: 'View All Offers'). */
export const OFFERS_FAILED = 'Your offers could not be loaded. Please try again later.';
/** Ours: a member whose profile lists no offers yet. */
export const NO_OFFERS = 'You have no offers just now. Check back soon.';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; view: SideOffersView };

/**
 * Spec 001 §2 "Offers panel (signed-in only)": the heading, up to 3 of the shopper's offers (image, title,
 * description and a call to action that closes the panel and navigates with replace), and 'View All Offers'.
 * The panel's content is the shopper's own, so it is fetched when the panel opens (`/api/account/offers`), never
 * rendered into a page. Each offer's terms open the terms panel (`openTerms`).
 */
export function OffersPanel({
  market,
  isOpen,
  onClose,
}: {
  market: ClientMarket;
  isOpen: boolean;
  onClose: () => void;
}) {
  const router = useRouter();
  const openTerms = useFrame((s) => s.openTerms);
  // Kept while the panel is closed, so going back from the terms panel shows the offers at once; refreshed on
  // every opening.
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    if (!isOpen) return;
    const controller = new AbortController();
    fetch(`/api/account/offers?market=${encodeURIComponent(market.code)}`, {
      signal: controller.signal,
      cache: 'no-store',
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`offers answered ${response.status}`);
        setLoad({ state: 'ready', view: (await response.json()) as SideOffersView });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(
          JSON.stringify({ level: 'error', event: 'side-offers-failed', message: String(error) }),
        );
        setLoad((current) => (current.state === 'ready' ? current : { state: 'failed' }));
      });
    return () => controller.abort();
  }, [isOpen, market.code]);

  const view = load.state === 'ready' ? load.view : undefined;
  const href = (link: string) => (link.startsWith('/') ? localizePath(link, market.code) : link);
  return (
    <SidePanel
      title={view?.heading || OFFERS_PANEL_HEADING}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className={styles.panel} aria-busy={load.state === 'loading'}>
        {load.state === 'loading' && <p role="status">Loading your offers…</p>}
        {load.state === 'failed' && <p role="alert">{OFFERS_FAILED}</p>}
        {view && view.offers.length === 0 && <p>{NO_OFFERS}</p>}
        {view && view.offers.length > 0 && (
          <ul className={styles.offers} aria-label={view.heading || OFFERS_PANEL_HEADING}>
            {view.offers.map((offer) => (
              <li key={offer._meta.deliveryKey ?? offer.title}>
                <OfferCard
                  offer={offer}
                  marketCode={market.code}
                  headingLevel={3}
                  sizes="(min-width: 600px) 460px, 85vw"
                  onNavigate={(target) => {
                    onClose();
                    router.replace(target);
                  }}
                  onShowTerms={() => openTerms(offer)}
                />
              </li>
            ))}
          </ul>
        )}
        <ButtonLink
          href={href(view?.viewAll.link || '/my-account')}
          variant="primary"
          className={styles.viewAll}
          onPress={onClose}
        >
          {view?.viewAll.text || 'View All Offers'}
        </ButtonLink>
      </div>
    </SidePanel>
  );
}

/**
 * Spec 001 §2 "Terms-and-conditions panel": the active offer's title, its markdown terms, and the optional link
 * with its title. Closing it goes back to the offers panel (frame store `closeTerms`).
 */
export function TermsPanel({ market }: { market: ClientMarket }) {
  const isOpen = useFrame((s) => s.panel === 'terms');
  const offer = useFrame((s) => s.activeOffer);
  const closeTerms = useFrame((s) => s.closeTerms);
  const terms = termsAndConditionsLink(offer?.termsAndConditionsLink);
  const href = (link: string) => (link.startsWith('/') ? localizePath(link, market.code) : link);
  return (
    <SidePanel
      title={offer?.title ?? ''}
      isOpen={isOpen && offer !== undefined}
      onOpenChange={(open) => {
        if (!open) closeTerms();
      }}
    >
      <div className={styles.panel}>
        {offer?.termsAndConditionsDescription ? (
          <RichText text={offer.termsAndConditionsDescription} headingLevel={3} />
        ) : null}
        {terms.url && (
          <p>
            <Link href={href(terms.url)}>{terms.title}</Link>
          </p>
        )}
      </div>
    </SidePanel>
  );
}
