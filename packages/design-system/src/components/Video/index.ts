export { VIDEO_LABELS } from './labels';
export type { VideoCaptions, VideoProps } from './Video';
export { Video } from './Video';
export type { VideoSource, VideoSourceInput, VideoVariants } from './videoSources';
export { buildVideoSources, DEFAULT_VIDEO_VARIANTS, MP4_TYPE, WEBM_VP9_TYPE } from './videoSources';
