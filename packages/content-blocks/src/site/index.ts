// Site entries (spec 001 §7): header, navigation, footer and the other entries the frame fetches by key.
// Content models and fixtures only; their components arrive with the block issues.
import { appHeaderFixtures } from './app-header/fixtures';
import { appHeaderSchema, appHeaderSchemaId } from './app-header/schema';
import { benefitBarFixtures } from './benefit-bar/fixtures';
import { benefitBarSchema, benefitBarSchemaId } from './benefit-bar/schema';
import { countdownTimerFixtures } from './countdown-timer/fixtures';
import { countdownTimerSchema, countdownTimerSchemaId } from './countdown-timer/schema';
import { desktopNavigationFixtures } from './desktop-navigation/fixtures';
import { desktopNavigationSchema, desktopNavigationSchemaId } from './desktop-navigation/schema';
import { footerFixtures } from './footer/fixtures';
import { footerSchema, footerSchemaId } from './footer/schema';
import { goodStuffLoggedInUserFixtures } from './good-stuff-logged-in-user/fixtures';
import {
  goodStuffLoggedInUserSchema,
  goodStuffLoggedInUserSchemaId,
} from './good-stuff-logged-in-user/schema';
import { goodStuffOfferFixtures } from './good-stuff-offer/fixtures';
import { goodStuffOfferSchema, goodStuffOfferSchemaId } from './good-stuff-offer/schema';
import { goodStuffSideOffersFixtures } from './good-stuff-side-offers/fixtures';
import { goodStuffSideOffersSchema, goodStuffSideOffersSchemaId } from './good-stuff-side-offers/schema';
import { goodStuffSideSignInFixtures } from './good-stuff-side-sign-in/fixtures';
import { goodStuffSideSignInSchema, goodStuffSideSignInSchemaId } from './good-stuff-side-sign-in/schema';
import { localeSelectorImageFixtures } from './locale-selector-image/fixtures';
import { localeSelectorImageSchema, localeSelectorImageSchemaId } from './locale-selector-image/schema';
import { mobileNavigationFixtures } from './mobile-navigation/fixtures';
import { mobileNavigationSchema, mobileNavigationSchemaId } from './mobile-navigation/schema';
import { type ContentModel, contentModel as model } from './model';
import { yourGoodStuffFixtures } from './your-good-stuff/fixtures';
import { yourGoodStuffSchema, yourGoodStuffSchemaId } from './your-good-stuff/schema';

export * from './app-header/fixtures';
export * from './app-header/schema';
export * from './benefit-bar/fixtures';
export * from './benefit-bar/schema';
export * from './countdown-timer/fixtures';
export * from './countdown-timer/schema';
export * from './desktop-navigation/fixtures';
export * from './desktop-navigation/schema';
export * from './footer/fixtures';
export * from './footer/schema';
export * from './good-stuff-logged-in-user/fixtures';
export * from './good-stuff-logged-in-user/schema';
export * from './good-stuff-offer/fixtures';
export * from './good-stuff-offer/schema';
export * from './good-stuff-side-offers/fixtures';
export * from './good-stuff-side-offers/schema';
export * from './good-stuff-side-sign-in/fixtures';
export * from './good-stuff-side-sign-in/schema';
export * from './locale-selector-image/fixtures';
// The picture is a server component (no client JS), so it comes through the root entry, not `./client`.
export * from './locale-selector-image/index';
export * from './locale-selector-image/schema';
export * from './mobile-navigation/fixtures';
export * from './mobile-navigation/schema';
export { type ContentModel, contentModel } from './model';
export * from './your-good-stuff/fixtures';
export * from './your-good-stuff/schema';

/** Every site entry model (spec 001 §7 keys, and the offers they link). */
export const siteModels: readonly ContentModel[] = [
  model(appHeaderSchemaId, appHeaderSchema, appHeaderFixtures),
  model(desktopNavigationSchemaId, desktopNavigationSchema, desktopNavigationFixtures),
  model(mobileNavigationSchemaId, mobileNavigationSchema, mobileNavigationFixtures),
  model(footerSchemaId, footerSchema, footerFixtures),
  model(localeSelectorImageSchemaId, localeSelectorImageSchema, localeSelectorImageFixtures),
  model(benefitBarSchemaId, benefitBarSchema, benefitBarFixtures),
  model(countdownTimerSchemaId, countdownTimerSchema, countdownTimerFixtures),
  model(goodStuffSideSignInSchemaId, goodStuffSideSignInSchema, goodStuffSideSignInFixtures),
  model(goodStuffSideOffersSchemaId, goodStuffSideOffersSchema, goodStuffSideOffersFixtures),
  model(yourGoodStuffSchemaId, yourGoodStuffSchema, yourGoodStuffFixtures),
  model(goodStuffLoggedInUserSchemaId, goodStuffLoggedInUserSchema, goodStuffLoggedInUserFixtures),
  model(goodStuffOfferSchemaId, goodStuffOfferSchema, goodStuffOfferFixtures),
];
