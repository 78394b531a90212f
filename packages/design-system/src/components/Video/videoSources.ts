import { type ContentMediaLink, videoUrl } from '@wardrobe/domain-rules';

/** The delivery host's names of the two transcoded variants (spec 002 §7: webm (vp9) and mp4 1080p). */
export interface VideoVariants {
  webm: string;
  mp4: string;
}

/**
 * Reading: the variant names are the delivery host's configuration, not the spec's (domain-rules `videoUrl`), so
 * these defaults can be overridden per video.
 */
export const DEFAULT_VIDEO_VARIANTS: VideoVariants = { webm: 'webm_vp9', mp4: 'mp4_1080p' };

/** The `type` of each source, so the browser skips what it cannot play without fetching it. */
export const WEBM_VP9_TYPE = 'video/webm; codecs="vp9"';
export const MP4_TYPE = 'video/mp4';

export interface VideoSourceInput {
  /** A content-service video link; its variants are built with domain-rules `videoUrl`. */
  video?: ContentMediaLink | null | undefined;
  variants?: Partial<VideoVariants> | undefined;
  /** Explicit URLs; each wins over the one built from `video`. */
  webmSrc?: string | undefined;
  mp4Src?: string | undefined;
}

export interface VideoSource {
  src: string;
  type: string;
}

/**
 * The `<source>` list, best first: webm (vp9), then mp4 (1080p). A source with nothing to load is left out, so
 * an empty list means there is no video.
 */
export function buildVideoSources({ video, variants, webmSrc, mp4Src }: VideoSourceInput): VideoSource[] {
  const webm = nonBlank(webmSrc) ?? videoUrl(video, nonBlank(variants?.webm) ?? DEFAULT_VIDEO_VARIANTS.webm);
  const mp4 = nonBlank(mp4Src) ?? videoUrl(video, nonBlank(variants?.mp4) ?? DEFAULT_VIDEO_VARIANTS.mp4);
  const sources: VideoSource[] = [];
  if (webm !== '') sources.push({ src: webm, type: WEBM_VP9_TYPE });
  if (mp4 !== '') sources.push({ src: mp4, type: MP4_TYPE });
  return sources;
}

function nonBlank(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
