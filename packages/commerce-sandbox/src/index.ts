export { createSandboxAddressFinder, sandboxAddresses } from './address-finder';
export {
  CONTENT_LINK_DEPTH_MAX,
  CONTENT_SORT_KEYS,
  type ContentEntry,
  type ContentFault,
  type ContentService,
  type ContentServiceOptions,
  createContentService,
  defaultContentDir,
  FAULTS_ENV,
  parseContentFaults,
  STAGING_FOLDER,
} from './content';
export {
  type DatabaseBounds,
  DatabaseBusyError,
  DEFAULT_BOUNDS,
  databaseBounds,
  isDatabaseBusy,
} from './db/bounds';
export { DataDirectoryInUseError } from './db/lock';
export { openDatabase } from './db/open';
export type { SandboxDatabase } from './db/schema';
export {
  type ContinentCode,
  continentOf,
  type GeolocationAnswer,
  SANDBOX_COUNTRY_COOKIE,
  SANDBOX_DEFAULT_COUNTRY,
  sandboxGeolocation,
} from './geolocation';
export {
  createSandboxLiveShopping,
  RECORDED_SHOWS,
  type RecordedShow,
  type RecordedShowItem,
  WINTER_KNITS_SHOW_ID,
} from './live-shopping';
export { NOT_A_TEST_CARD, TEST_CARDS, testCardToken } from './operations/checkout/test-cards';
export {
  createSandboxOutbox,
  extractLinks,
  type ListOutboxOptions,
  linkOf,
  OUTBOX_LIST_DEFAULT,
  OUTBOX_LIST_MAX,
  type OutboxMail,
  type OutgoingMail,
  type SandboxOutbox,
} from './outbox';
export * from './pictures';
export { createSandboxPromotions, type SandboxPromotionsOptions } from './promotions/engine';
export {
  createSandboxProvider,
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_AFTER_S,
} from './provider';
export { createSandboxReviews } from './reviews';
export { createSandbox, defaultDataDir, getSandbox, type Sandbox, type SandboxOptions } from './sandbox';
export { seed, seedIfEmpty } from './seed';
export { createSandboxServices, type SandboxServices, type SandboxServicesOptions } from './services';
export { createSandboxSizeFit, recommendSize } from './size-fit';
export { buildOutfits, createSandboxStyling, NEUTRAL_COLOURS } from './styling';
export {
  createSandboxWebVitals,
  type RecordedWebVital,
  type SandboxWebVitals,
  WEB_VITALS_LIST_MAX,
  type WebVitalReport,
} from './web-vitals';
