export type { ContentDelivery as ContentService, ContentEntry } from '@wardrobe/commerce-sdk';
export { defaultContentDir } from './directory';
export { type ContentFault, FAULTS_ENV, parseContentFaults } from './faults';
export { CONTENT_LINK_DEPTH_MAX, CONTENT_LINK_SCHEMA, CONTENT_REFERENCE_SCHEMA } from './links';
export { CONTENT_SORT_KEYS, type ContentServiceOptions, createContentService } from './service';
export { CONTENT_RECHECK_MS, STAGING_FOLDER } from './store';
