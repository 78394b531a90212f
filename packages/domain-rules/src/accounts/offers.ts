/** What the rule reads of an offer entry: its delivery key (`uk/good-stuff/offers/welcome-treat`). */
export interface KeyedOffer {
  _meta?: { deliveryKey?: string | null | undefined } | null | undefined;
}

/** A key without its slashes at either end. */
function bareKey(key: string): string {
  return key.trim().replace(/^\/+|\/+$/g, '');
}

/**
 * Spec 001 §2 and §3: the offers a customer has are those whose delivery key the loyalty profile's
 * `attributes.LoyaltyOffers` lists ("list of offer delivery keys").
 *
 * Readings: the profile lists keys as the content holds them in every market, without the market's prefix
 * (`good-stuff/offers/welcome-treat`), so an offer matches by its key less `contentPrefix` (`uk/`), or by its full
 * key; slashes at either end do not count, case does. The offers keep the content's order (the editor's), each
 * once; an offer without a delivery key, or a profile without keys, gives none.
 */
export function offersInLoyaltyProfile<Offer extends KeyedOffer>(
  offers: readonly Offer[] | null | undefined,
  loyaltyOfferKeys: readonly unknown[] | null | undefined,
  contentPrefix = '',
): Offer[] {
  const wanted = new Set(
    (Array.isArray(loyaltyOfferKeys) ? loyaltyOfferKeys : [])
      .filter((key): key is string => typeof key === 'string')
      .map(bareKey)
      .filter((key) => key !== ''),
  );
  if (wanted.size === 0) return [];
  const prefix = bareKey(contentPrefix);
  const seen = new Set<string>();
  return (offers ?? []).filter((offer) => {
    const raw = offer?._meta?.deliveryKey;
    if (typeof raw !== 'string') return false;
    const key = bareKey(raw);
    if (key === '' || seen.has(key)) return false;
    const local = prefix !== '' && key.startsWith(`${prefix}/`) ? key.slice(prefix.length + 1) : key;
    if (!wanted.has(key) && !wanted.has(local)) return false;
    seen.add(key);
    return true;
  });
}
