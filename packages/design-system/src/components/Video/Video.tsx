'use client';

import type { ContentMediaLink } from '@wardrobe/domain-rules';
import {
  type CSSProperties,
  type Ref,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
  type VideoHTMLAttributes,
} from 'react';
import { reducedMotionQuery } from '../../tokens/breakpoints';
import { PauseIcon, PlayIcon } from '../Icon';
import { type AspectRatio, aspectRatioCss, parseAspectRatio } from '../ResponsiveImage/aspectRatio';
import { type MediaErrorHandler, recordMediaFailure } from '../ResponsiveImage/mediaFailure';
import { DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';
import { VIDEO_LABELS } from './labels';
import * as styles from './Video.css';
import { buildVideoSources, type VideoVariants } from './videoSources';

export interface VideoCaptions {
  src: string;
  /** The captions' language, e.g. `en`. */
  srcLang: string;
  /** The track's name in the player's menu, e.g. `English`. */
  label: string;
}

export interface VideoProps
  extends Omit<
    VideoHTMLAttributes<HTMLVideoElement>,
    | 'src'
    | 'children'
    | 'autoPlay'
    | 'muted'
    | 'loop'
    | 'poster'
    | 'playsInline'
    | 'controls'
    | 'className'
    | 'style'
  > {
  /** A content-service video link: sources are `{host}/v/{endpoint}/{name}/{variant}` (spec 002 §7). */
  video?: ContentMediaLink | null;
  /** The host's variant names; defaults `webm_vp9` and `mp4_1080p`. */
  variants?: Partial<VideoVariants>;
  /** An explicit webm (vp9) URL; wins over the one built from `video`. */
  webmSrc?: string;
  /** An explicit mp4 (1080p) URL; wins over the one built from `video`. */
  mp4Src?: string;
  /** The still shown before playing, and when the video cannot play. */
  poster?: string;
  /** Starts again at the end (the content's "video loop" flag). */
  loop?: boolean;
  /**
   * Plays by itself, muted and inline, as a background video. Defaults to `true`. Never under
   * `prefers-reduced-motion: reduce`: the video then waits, paused, for the Play control.
   */
  autoPlay?: boolean;
  /** Reserves the box before the video loads: `'4x5'`, `'5x7'` or any `w/h`. */
  aspectRatio?: AspectRatio;
  /** `cover` (default) crops to fill the box; `contain` shows the whole frame. */
  objectFit?: 'cover' | 'contain';
  /** The video's alt text. Without it the video is decoration, hidden from assistive technology. */
  label?: string;
  /** A captions track, for a video with speech. */
  captions?: VideoCaptions;
  /** The still shown when the video fails and has no poster. Defaults to the shop's 404 image. */
  fallbackPoster?: string;
  /** Records a failure (spec: "records the error"); without it the failure is one `console.error` line. */
  onMediaError?: MediaErrorHandler;
  /** Styles the box (root). */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLVideoElement>;
}

/**
 * A background video: webm (vp9) then mp4 (1080p) sources, muted, inline, optionally looping, with a visible
 * Pause/Play control (WCAG 2.2.2) in its corner. `className` and `style` go to the box; other `<video>` attributes
 * (`preload`, `aria-*`, `onEnded`, …) pass through to the video.
 *
 * Readings:
 * - Autoplay is started from an effect, not the `autoplay` attribute, so a shopper who prefers reduced motion never
 *   sees it move; a switch to reduced motion while it plays pauses it. If the browser blocks autoplay, the control
 *   offers Play.
 * - Spec 002 §8: when every source fails the failure is recorded once and the poster (else the default 404 image)
 *   stays. The control stays too: Play then loads the sources again (a network failure may have passed).
 */
export function Video({
  video,
  variants,
  webmSrc,
  mp4Src,
  poster,
  loop = false,
  autoPlay = true,
  aspectRatio,
  objectFit,
  label,
  captions,
  fallbackPoster = DEFAULT_404_IMAGE.src,
  onMediaError,
  className,
  style,
  preload = 'metadata',
  onPlay,
  onPause,
  ref,
  ...props
}: VideoProps) {
  const sources = buildVideoSources({ video, variants, webmSrc, mp4Src });
  const sourcesKey = sources.map((source) => source.src).join(' ');
  const lastSource = sources.at(-1)?.src ?? '';
  const videoRef = useRef<HTMLVideoElement | null>(null);
  // Both states belong to one set of sources: new sources start over.
  const [playingFor, setPlayingFor] = useState<string | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const playing = playingFor === sourcesKey;
  const failed = failedFor === sourcesKey || sources.length === 0;
  // Each failure of one set of sources is recorded once.
  const recorded = useRef(new Set<string>());
  const record = useCallback(() => {
    if (recorded.current.has(sourcesKey)) return;
    recorded.current.add(sourcesKey);
    recordMediaFailure({ kind: 'video', src: lastSource, fallback: false }, onMediaError);
  }, [sourcesKey, lastSource, onMediaError]);
  const fail = () => {
    record();
    setFailedFor(sourcesKey);
  };

  // Nothing to load: the fallback poster shows at once (derived above); the failure is recorded here.
  useEffect(() => {
    if (sourcesKey === '') record();
  }, [sourcesKey, record]);

  useEffect(() => {
    const element = videoRef.current;
    if (!element || !autoPlay || sourcesKey === '' || prefersReducedMotion()) return;
    // A video a breakpoint hides (`display: none`, the other half of a desktop/mobile pair) does not play, so it
    // downloads no more than its metadata; shown later, its control offers Play.
    if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return;
    element.muted = true;
    // A blocked autoplay leaves the video paused, and the control offers Play.
    element.play()?.catch(() => {});
  }, [autoPlay, sourcesKey]);

  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : undefined;
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) videoRef.current?.pause();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setRef = useCallback(
    (node: HTMLVideoElement | null) => {
      videoRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  const toggle = () => {
    const element = videoRef.current;
    if (!element) return;
    if (!element.paused) {
      element.pause();
      return;
    }
    if (failed) {
      setFailedFor(null);
      element.load();
    }
    element.play()?.catch(() => {});
  };

  const ratio = parseAspectRatio(aspectRatio);
  const boxStyle = ratio ? { aspectRatio: aspectRatioCss(ratio), ...style } : style;

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root} style={boxStyle}>
      <video
        {...props}
        key={sourcesKey}
        ref={setRef}
        className={styles.video({ boxed: ratio !== undefined, objectFit })}
        poster={poster ?? (failed ? fallbackPoster : undefined)}
        preload={preload}
        muted
        playsInline
        loop={loop}
        {...(label ? { 'aria-label': label } : { 'aria-hidden': true })}
        data-media-state={failed ? 'failed' : playing ? 'playing' : 'paused'}
        onPlay={(event: SyntheticEvent<HTMLVideoElement, Event>) => {
          onPlay?.(event);
          setPlayingFor(sourcesKey);
        }}
        onPause={(event: SyntheticEvent<HTMLVideoElement, Event>) => {
          onPause?.(event);
          setPlayingFor(null);
        }}
      >
        {sources.map((source) => (
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            // Only the last source's failure means nothing can play.
            onError={source.src === lastSource ? fail : undefined}
          />
        ))}
        {captions && (
          <track
            kind="captions"
            src={captions.src}
            srcLang={captions.srcLang}
            label={captions.label}
            default
          />
        )}
      </video>
      {sources.length > 0 && (
        // A native button, not react-aria's: a page with a background video in a content block would otherwise
        // load react-aria (~100 kB) for one toggle.
        <button
          type="button"
          className={styles.control}
          aria-label={playing ? VIDEO_LABELS.pause : VIDEO_LABELS.play}
          onClick={toggle}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
    </div>
  );
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(reducedMotionQuery).matches;
}
