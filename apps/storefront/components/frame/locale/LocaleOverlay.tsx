'use client';

import { NativeDialog } from '@wardrobe/design-system';
import { marketByCode } from '@wardrobe/domain-rules';
import type { MouseEvent, ReactNode } from 'react';
import { pushEvent } from '../../../lib/analytics/data-layer';
import { useFrame } from '../../../lib/frame-store';
import {
  type CookieToSet,
  cookieString,
  type Geolocation,
  keepMarketCookie,
  LOCALE_OPTIONS,
  type LocaleOption,
  localeCookies,
  localeTarget,
} from '../../../lib/locale';
import type { ClientMarket } from '../types';

/** Reading: the spec gives the overlay no title; this one says what it asks. */
export const LOCALE_OVERLAY_TITLE = 'Choose your country';

/**
 * Spec 001 §2 "Locale overlay", §9 "Markets": a modal dialog (focus inside, Escape or × closes, focus returns;
 * the platform's `<dialog>`, so a page where it opens does not take react-aria for it)
 * with the locale selector image and every site of the spec, the shop's three markets and the external German
 * and French sites. A choice saves the locale cookies, pushes `country_selector` and goes to the same page on
 * the chosen site (a link, so the browser loads that market's page whole). Closing without a choice keeps this
 * market as the preference (reading), so the overlay does not open again for 30 days.
 */
export function LocaleOverlay({
  market,
  open,
  detected,
  image,
}: {
  market: ClientMarket;
  open: boolean;
  detected?: Geolocation | undefined;
  image?: ReactNode;
}) {
  const setOpen = useFrame((s) => s.setLocaleOverlay);
  const here = marketByCode(market.code)?.market ?? market.code.toUpperCase();

  const choose = (choice: LocaleOption, event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps this page as it is: the choice is made there, on its own page load.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    save(localeCookies(choice, detected?.country));
    pushEvent({
      event: 'country_selector',
      selected_country: choice.name,
      selected_locale: choice.code,
      currency: choice.currency,
      from_locale: market.code,
    });
    if (choice.locale === market.code) {
      // Already here: nothing to load, the overlay just closes (the link would reload the same page).
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <NativeDialog
      title={LOCALE_OVERLAY_TITLE}
      isOpen={open}
      onClose={() => {
        save([keepMarketCookie(market.code)]);
        setOpen(false);
      }}
      className="locale-overlay"
    >
      {image && <div className="locale-overlay__image">{image}</div>}
      <p className="locale-overlay__intro">
        You are on the {here} site, shopping in {market.currency}.
        {detected && detected.site.locale !== market.code && detected.site.name !== 'Rest of the World'
          ? ` It looks like you are in ${detected.site.name}.`
          : ''}
      </p>
      <ul className="locale-overlay__list" aria-label="Sites">
        {LOCALE_OPTIONS.map((choice) => {
          const href = localeTarget(choice, window.location);
          const current = choice.locale === market.code;
          return (
            <li key={choice.name}>
              <a
                className="locale-overlay__choice"
                href={href}
                hrefLang={choice.external ? choice.code : undefined}
                onClick={(event) => choose(choice, event)}
              >
                <span className="locale-overlay__name">{choice.name}</span>
                <span className="locale-overlay__currency">{choice.currency}</span>
                {current && <span className="locale-overlay__note">This site</span>}
                {choice.external && <span className="locale-overlay__note">External site</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </NativeDialog>
  );
}

function save(cookies: CookieToSet[]) {
  const secure = window.location.protocol === 'https:';
  for (const cookie of cookies) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; lib/locale builds the string.
    document.cookie = cookieString(cookie, secure);
  }
}
