import type { Meta, StoryObj } from '@storybook/react-vite';
import { SHOP_MEDIA_HOST } from '@wardrobe/domain-rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';
import { svgDataUrl } from '../ResponsiveImage/storyImages';
import { Video } from './Video';

/**
 * The repository holds no video files, so the sources point at the shop's media paths (`/v/…`), which Storybook
 * does not serve: the poster shows, and the stories check the sources markup and the control.
 */
const runway = { defaultHost: SHOP_MEDIA_HOST, endpoint: 'wardrobe', name: 'runway' };
const poster = svgDataUrl({ width: 1280, height: 720, background: '#64E6D6', text: 'Runway film (poster)' });
const stand404 = svgDataUrl({
  width: DEFAULT_404_IMAGE.width,
  height: DEFAULT_404_IMAGE.height,
  background: '#F5F5F5',
  text: 'Video not found',
});

/** Start keyboard stories from a known place, even when a play function is re-run. */
const blurActiveElement = (canvasElement: HTMLElement) => {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement) active.blur();
};

const videoIn = (canvasElement: HTMLElement) => canvasElement.querySelector('video') as HTMLVideoElement;

const meta = {
  title: 'Design system/Video',
  component: Video,
  tags: ['autodocs'],
  args: {
    video: runway,
    poster,
    aspectRatio: '16/9',
    loop: true,
    onMediaError: fn(),
  },
  argTypes: {
    aspectRatio: { control: 'inline-radio', options: ['16/9', '4x5', '5x7'] },
    objectFit: { control: 'inline-radio', options: ['cover', 'contain'] },
    autoPlay: { control: 'boolean' },
    loop: { control: 'boolean' },
    label: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A background video: webm (vp9) then mp4 (1080p) sources built from the content link ' +
          '(`/v/{endpoint}/{name}/{variant}`, spec 002 §7) or given as URLs; muted, inline, optionally looping. ' +
          'A visible Pause/Play control (WCAG 2.2.2) sits in its corner. It plays by itself unless the shopper ' +
          'prefers reduced motion. When no source loads, the poster (else the 404 image) stays and the error ' +
          'is recorded.',
      },
    },
  },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Plays by itself, muted and looping; Pause stops it and Play starts it again. */
export const Background: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = videoIn(canvasElement);
    const sources = [...video.querySelectorAll('source')].map((s) => [s.getAttribute('src'), s.type]);
    await expect(sources).toEqual([
      ['/v/wardrobe/runway/webm_vp9', 'video/webm; codecs="vp9"'],
      ['/v/wardrobe/runway/mp4_1080p', 'video/mp4'],
    ]);
    await expect(video.muted).toBe(true);
    await expect(video.loop).toBe(true);
    await expect(video).toHaveAttribute('playsinline');

    // It plays by itself, unless the shopper prefers reduced motion (the visual suite does): then it waits.
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!reduced) {
      const pause = await canvas.findByRole('button', { name: 'Pause video' });
      await userEvent.click(pause);
      await expect(video.paused).toBe(true);
    }
    const playButton = await canvas.findByRole('button', { name: 'Play video' });

    await userEvent.click(playButton);
    await expect(video.paused).toBe(false);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pause video' }));
    // Ends paused, so the picture is the poster.
    await canvas.findByRole('button', { name: 'Play video' });
  },
};

/** `autoPlay={false}` (as under reduced motion): it waits, paused; Tab reaches Play, Enter and Space toggle it. */
export const StartsPaused: Story = {
  args: { autoPlay: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = videoIn(canvasElement);
    await expect(video.paused).toBe(true);
    const playButton = canvas.getByRole('button', { name: 'Play video' });
    blurActiveElement(canvasElement);

    await userEvent.tab();
    await expect(playButton).toHaveFocus();
    await expect(playButton.matches(':focus-visible')).toBe(true);

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Pause video' })).toHaveFocus());
    await expect(video.paused).toBe(false);

    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play video' })).toHaveFocus());
    await expect(video.paused).toBe(true);
  },
};

/** A portrait video that says what it shows (`label`); without a label a video is decoration. */
export const WithAltText: Story = {
  args: {
    aspectRatio: '4x5',
    autoPlay: false,
    label: 'Model walking in a teal wool coat',
    poster: svgDataUrl({ width: 800, height: 1000, background: '#D1D1D1', text: 'Coat film (poster)' }),
  },
  play: async ({ canvasElement }) => {
    const video = videoIn(canvasElement);
    await expect(video).toHaveAttribute('aria-label', 'Model walking in a teal wool coat');
    await expect(video).not.toHaveAttribute('aria-hidden');
    const box = video.parentElement?.getBoundingClientRect();
    await expect(Math.round(((box?.height ?? 0) / (box?.width ?? 1)) * 100)).toBe(125);
  },
};

/** No source loads and there is no poster: the 404 image shows and the failure is recorded once. */
export const SourceFailure: Story = {
  args: { poster: undefined, fallbackPoster: stand404 },
  play: async ({ args, canvasElement }) => {
    const video = videoIn(canvasElement);
    await waitFor(() => expect(args.onMediaError).toHaveBeenCalledTimes(1));
    await expect(args.onMediaError).toHaveBeenCalledWith({
      kind: 'video',
      src: '/v/wardrobe/runway/mp4_1080p',
      fallback: false,
    });
    await waitFor(() => expect(video).toHaveAttribute('poster', stand404));
    await expect(video).toHaveAttribute('data-media-state', 'failed');
  },
};

/** A video link without a name: nothing to load, so the 404 image shows with no control. */
export const NothingToLoad: Story = {
  args: { video: { ...runway, name: '' }, poster: undefined, fallbackPoster: stand404 },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(videoIn(canvasElement)).toHaveAttribute('poster', stand404);
    await waitFor(() => expect(args.onMediaError).toHaveBeenCalledTimes(1));
    await expect(args.onMediaError).toHaveBeenCalledWith({ kind: 'video', src: '', fallback: false });
  },
};
