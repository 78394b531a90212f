import { formatValidUntil, type ValidUntilDate } from '../accounts/accounts';
import { type TermsAndConditionsLinkInput, termsAndConditionsLink } from './content';
import { nonEmpty } from './text';

/** What the rule reads of an offer (spec 002 §3 "Offer"). */
export interface OfferFooterInput {
  validUntil?: ValidUntilDate | null;
  termsAndConditionsLink?: TermsAndConditionsLinkInput | null;
  termsAndConditionsDescription?: string | null;
}

/** The terms an offer's footer opens (spec 001 §2 "Terms-and-conditions panel"). */
export interface OfferFooterTerms {
  /** The link's title (default 'Terms & Conditions'): the footer's control and the panel's link. */
  title: string;
  /** The full terms' address: the panel's optional link. */
  url: string | undefined;
  /** The markdown terms, the panel's body; `undefined` when blank. */
  description: string | undefined;
}

export interface OfferFooter {
  /** The valid-until date as DD-MM-YY (`formatValidUntil`); '' when the offer has none (or no readable date). */
  validUntil: string;
  /** The terms, when there are any to show. */
  terms: OfferFooterTerms | undefined;
}

/**
 * Spec 002 §2: an offer card's optional footer holds its valid-until date and a terms and conditions link that
 * opens the terms side panel. `undefined` when there is neither: no footer.
 *
 * Reading: the terms link shows only when there are terms to show, a markdown description or an address; a link
 * title alone would open a panel with nothing in it. A blank description counts as none.
 */
export function offerFooter(offer: OfferFooterInput | null | undefined): OfferFooter | undefined {
  const validUntil = offer?.validUntil == null ? '' : formatValidUntil(offer.validUntil);
  const link = termsAndConditionsLink(offer?.termsAndConditionsLink);
  const description = nonEmpty(offer?.termsAndConditionsDescription)
    ? offer.termsAndConditionsDescription
    : undefined;
  const terms = description !== undefined || link.url !== undefined ? { ...link, description } : undefined;
  if (validUntil === '' && terms === undefined) return undefined;
  return { validUntil, terms };
}
