import { describe, expect, it } from 'vitest';
import * as rules from './index';

/**
 * Every export that `shared/contracts/domain-rules.md` names, as acceptance tests import it: from the package
 * root, with that exact name. The behaviour of each is tested beside its module.
 */
const CONTRACT_FUNCTIONS = [
  'addToBagState',
  'alternateLinks',
  'assertInternalRedirect',
  'assertPreviewDomain',
  'availableToSell',
  'buildBreadcrumbs',
  'buildListingQuery',
  'canQuickAdd',
  'canonicalUrl',
  'cardImageUrl',
  'carouselSettings',
  'checkQuantity',
  'checkoutDisabled',
  'chunkReloadAllowed',
  'classifyLoginError',
  'colorFromParam',
  'colorToParam',
  'countdownParts',
  'discountAmount',
  'filterShippingOptions',
  'findVariant',
  'formatPrice',
  'formatValidUntil',
  'greetingHeading',
  'guestWishlistItemId',
  'hasCallToAction',
  'heroBannerIsLink',
  'imageSrcSet',
  'imageUrl',
  'isBot',
  'isFreeGift',
  'isInStock',
  'isLockedOut',
  'isPreferenceTrue',
  'isSpecialProductCode',
  'isValidEmail',
  'isValidEmailStrict',
  'isValidPassword',
  'isValidUkPostcode',
  'legacyRedirect',
  'lengthCode',
  'lineStockMessage',
  'localizePath',
  'loginErrorMessage',
  'marketFromPath',
  'navigationElement',
  'normalizeError',
  'normalizeSearchTerm',
  'pageTypeFromRouteName',
  'parseBadgeData',
  'parseChannelId',
  'parseListingQuery',
  'parseRichText',
  'percentOffPrice',
  'planCustomerCart',
  'planFreeGifts',
  'planWishlistMerge',
  'productCode',
  'pushNotification',
  'quickAddLabel',
  'quickAddOptions',
  'rateWebVital',
  'registrationError',
  'requiredMessage',
  'roundPrice',
  'selectDefaultVariant',
  'sessionItemsDiffer',
  'shouldClearCoupons',
  'shouldOpenAddedToBag',
  'shouldPromptLocale',
  'showNoResults',
  'siteForCountry',
  'sortSizes',
  'storeIntegrationIdForCurrency',
  'stripMarketPrefix',
  'tileIsClickable',
  'toMinorUnits',
  'toSessionCartItems',
  'toggleFacetValue',
  'trackingCurrency',
  'unitPrice',
  'validateRegistration',
  'validateReview',
  'variantsForColour',
  'visibleSwatches',
  'walletCartDecision',
  'walletShippingError',
  'wishlistTotal',
] as const;

const CONTRACT_CONSTANTS = [
  'EMAIL_ERROR',
  'EMAIL_FORMAT_ERROR',
  'IMAGE_WIDTHS',
  'LOCKOUT_MS',
  'MARKETS',
  'NOTIFICATION_TIMEOUT_MS',
  'SPACING',
] as const;

describe('the contract', () => {
  it.each(CONTRACT_FUNCTIONS)('exports the function %s from the root', (name) => {
    expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
  });

  it.each(CONTRACT_CONSTANTS)('exports the constant %s from the root', (name) => {
    const value = (rules as Record<string, unknown>)[name];
    expect(value).toBeDefined();
    expect(typeof value).not.toBe('function');
  });
});
