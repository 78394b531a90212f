// Zod-free, so components can tell media apart without pulling zod into the browser (media.ts has the schemas).

/** Amplience's schema markers of media fields (contract: content.md "Media fields use Amplience's shapes"). */
export const IMAGE_LINK_SCHEMA = 'http://bigcontent.io/cms/schema/v1/core#/definitions/image-link';
export const VIDEO_LINK_SCHEMA = 'http://bigcontent.io/cms/schema/v1/core#/definitions/video-link';
