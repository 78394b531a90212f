import { z } from 'zod';

import { IMAGE_LINK_SCHEMA, VIDEO_LINK_SCHEMA } from './mediaMarkers';

export { IMAGE_LINK_SCHEMA, VIDEO_LINK_SCHEMA };

/** Half of a UTF-16 surrogate pair on its own: JSON can carry one (`"\ud800"`), no URL can encode it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * A path segment of a media URL (`/i/{endpoint}/{name}`). Reading: `.` and `..` and slashes are refused, because
 * URLs resolve them away (domain-rules `imageUrl` gives '' for them, so the image would silently not show). A
 * lone surrogate is refused too: `encodeURIComponent` throws on it while the block renders.
 */
const mediaSegment = (what: string) =>
  z
    .string({ error: `The ${what} is required` })
    .trim()
    .min(1, { error: `The ${what} is required` })
    .refine((value) => value !== '.' && value !== '..' && !value.includes('/'), {
      error: `The ${what} must be one path segment`,
    })
    .refine((value) => !LONE_SURROGATE.test(value), {
      error: `The ${what} holds a broken character (half of a surrogate pair)`,
    });

/** A host name (and port), as `defaultHost` carries it: no scheme, no path. */
const hostSchema = z
  .string({ error: 'The defaultHost is required' })
  .trim()
  .regex(/^[a-z0-9.-]+(:\d{1,5})?$/i, {
    error: 'The defaultHost must be a host name like cdn.media.example',
  });

function mediaLink<const Schema extends string>(schema: Schema) {
  return z.object({
    _meta: z.object({ schema: z.literal(schema, { error: `Expected a media link "${schema}"` }) }),
    /** The media item's id in the content hub. Reading: optional, because nothing the shop does reads it. */
    id: z.string().optional(),
    name: mediaSegment('name'),
    endpoint: mediaSegment('endpoint'),
    defaultHost: hostSchema,
    /** Spec 002 §3 "Image link: url, alt": the media's own alt text, the fallback of a block's alt text (§5). */
    alt: z.string().optional(),
  });
}

/**
 * Spec 002 §3 "Media references", in Amplience's image-link shape:
 * `{ _meta: { schema: …image-link }, id, name, endpoint, defaultHost }`. domain-rules `imageUrl` builds its URL.
 */
export const imageLinkSchema = mediaLink(IMAGE_LINK_SCHEMA);
export type ImageLink = z.output<typeof imageLinkSchema>;

/** The video link: the same fields with the video-link marker; domain-rules `videoUrl` builds its URL. */
export const videoLinkSchema = mediaLink(VIDEO_LINK_SCHEMA);
export type VideoLink = z.output<typeof videoLinkSchema>;

/** A field that may hold an image or a video (backgrounds), told apart by the schema marker. */
export const mediaLinkSchema = z.union([imageLinkSchema, videoLinkSchema]);
export type MediaLink = z.output<typeof mediaLinkSchema>;
