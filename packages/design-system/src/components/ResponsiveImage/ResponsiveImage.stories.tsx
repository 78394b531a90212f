import type { Meta, StoryObj } from '@storybook/react-vite';
import { IMAGE_WIDTHS } from '@wardrobe/domain-rules';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ResponsiveImage } from './ResponsiveImage';
import { DEFAULT_404_IMAGE } from './sources';
import { svgDataUrl } from './storyImages';

/** Each rendition says its own width, so the picked candidate is visible. Flat colours: stable screenshots. */
const tealCoat = (width: number) =>
  svgDataUrl({ width, height: Math.round((width * 5) / 4), background: '#64E6D6', text: `Coat ${width}w` });
const greyDress = (width: number) =>
  svgDataUrl({ width, height: Math.round((width * 7) / 5), background: '#D1D1D1', text: `Dress ${width}w` });
const wideBanner = (width: number) =>
  svgDataUrl({ width, height: Math.round(width / 2), background: '#EBEBEB', text: `Banner ${width}w` });
/** Stands in for the shop's 404 image (1600x2133), which only the storefront serves. */
const stand404 = svgDataUrl({
  width: DEFAULT_404_IMAGE.width,
  height: DEFAULT_404_IMAGE.height,
  background: '#F5F5F5',
  text: 'Image not found',
});

/** Waits until the image has finished loading, so assertions and screenshots see the final picture. */
const loaded = async (img: HTMLImageElement) =>
  waitFor(() => {
    expect(img.complete).toBe(true);
    expect(img.naturalWidth).toBeGreaterThan(0);
  });

const meta = {
  title: 'Design system/ResponsiveImage',
  component: ResponsiveImage,
  tags: ['autodocs'],
  args: {
    alt: 'Teal wool coat, front view',
    buildSrc: tealCoat,
    widths: IMAGE_WIDTHS.card,
    sizes: '320px',
    aspectRatio: '4x5',
    onMediaError: fn(),
  },
  argTypes: {
    aspectRatio: { control: 'inline-radio', options: ['4x5', '5x7', '2/1', '1x1'] },
    objectFit: { control: 'inline-radio', options: ['cover', 'contain'] },
    priority: { control: 'boolean' },
    alt: { control: 'text' },
    sizes: { control: 'text' },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A responsive picture: a `srcset` of renditions (`w` descriptors; domain-rules `IMAGE_WIDTHS`) built ' +
          'from a content image link, a URL plus the content host options `fmt=auto&qlt=default&w=`, or ' +
          '`buildSrc(width)`. The aspect ratio (`4x5`, `5x7` or any `w/h`) reserves the box, so nothing shifts ' +
          'when it loads. Lazy unless `priority`. On a load failure it shows the default 404 image once and ' +
          'records the error (`onMediaError`).',
      },
    },
  },
} satisfies Meta<typeof ResponsiveImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card picture in 4x5: every card width is offered, the browser picks one for 320 px. */
export const Portrait4x5: Story = {
  play: async ({ args, canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'Teal wool coat, front view',
    });
    await expect(img.getAttribute('srcset')?.split(', ')).toHaveLength(IMAGE_WIDTHS.card.length);
    await expect(img).toHaveAttribute('loading', 'lazy');
    await loaded(img);
    // The box is 4:5 whatever rendition loaded.
    const { width, height } = img.getBoundingClientRect();
    await expect(Math.round((height / width) * 100)).toBe(125);
    await expect(img).toHaveAttribute('data-media-state', 'image');
    await expect(args.onMediaError).not.toHaveBeenCalled();
  },
};

/** The spec's other ratio, 5x7. */
export const Portrait5x7: Story = {
  args: { alt: 'Grey jersey dress', buildSrc: greyDress, aspectRatio: '5x7' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Grey jersey dress' });
    await loaded(img);
    const { width, height } = img.getBoundingClientRect();
    await expect(Math.round((height / width) * 100)).toBe(140);
  },
};

/** `contain` shows the whole picture inside the box; the muted surface fills the rest. */
export const Contain: Story = {
  args: { alt: 'Homeware banner', buildSrc: wideBanner, objectFit: 'contain' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Homeware banner' });
    await loaded(img);
    await expect(getComputedStyle(img).objectFit).toBe('contain');
  },
};

/** The hero picture: eager, with high fetch priority (the page's LCP). */
export const Priority: Story = {
  args: {
    alt: 'New season coats',
    buildSrc: wideBanner,
    widths: IMAGE_WIDTHS.hero,
    aspectRatio: '2/1',
    priority: true,
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'New season coats' });
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).not.toHaveAttribute('decoding');
    await loaded(img);
  },
};

/**
 * The hero picture of a desktop/mobile pair (`preloadMedia`): preloaded from the head for the widths it shows at,
 * at high priority, and lazy itself, so the one of the pair that CSS hides is never fetched.
 */
export const PriorityForOneMedia: Story = {
  args: {
    alt: 'New season coats, one of a pair',
    buildSrc: wideBanner,
    widths: IMAGE_WIDTHS.hero,
    aspectRatio: '2/1',
    priority: true,
    preloadMedia: 'screen',
  },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', {
      name: 'New season coats, one of a pair',
    });
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    const preload = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].find(
      (link) => link.getAttribute('imagesrcset') === img.getAttribute('srcset'),
    );
    await expect(preload?.getAttribute('media')).toBe('screen');
    await expect(preload?.getAttribute('fetchpriority')).toBe('high');
    await loaded(img);
  },
};

/** `alt=""`: a decorative picture, hidden from assistive technology. */
export const Decorative: Story = {
  args: { alt: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    const img = canvas.getByRole<HTMLImageElement>('presentation');
    await expect(img).toHaveAttribute('alt', '');
    await loaded(img);
  },
};

/**
 * A picture that fails (here a missing file) is swapped once for the 404 image and the failure is recorded.
 * The story passes a stand-in 404 image; in the shop the default is `/images/404.jpg`.
 */
export const ErrorFallback: Story = {
  args: {
    alt: 'Black linen shirt',
    buildSrc: undefined,
    src: '/does-not-exist.jpg',
    widths: [],
    fallbackSrc: stand404,
  },
  play: async ({ args, canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Black linen shirt' });
    await waitFor(() => expect(img).toHaveAttribute('data-media-state', 'fallback'));
    await expect(img).toHaveAttribute('src', stand404);
    await expect(img).not.toHaveAttribute('srcset');
    await loaded(img);
    await expect(args.onMediaError).toHaveBeenCalledTimes(1);
    await expect(args.onMediaError).toHaveBeenCalledWith({
      kind: 'image',
      src: expect.stringContaining('/does-not-exist.jpg'),
      fallback: false,
    });
  },
};

/** When the 404 image fails too, the alt text stays and nothing more is tried (no loop). */
export const FallbackFailsToo: Story = {
  args: {
    alt: 'Black linen shirt',
    buildSrc: undefined,
    src: '/does-not-exist.jpg',
    widths: [],
    fallbackSrc: '/does-not-exist-either.jpg',
  },
  play: async ({ args, canvasElement }) => {
    const img = within(canvasElement).getByRole<HTMLImageElement>('img', { name: 'Black linen shirt' });
    await waitFor(() => expect(img).toHaveAttribute('data-media-state', 'broken'));
    await expect(img).toHaveAttribute('src', '/does-not-exist-either.jpg');
    await expect(args.onMediaError).toHaveBeenCalledTimes(2);
    await expect(args.onMediaError).toHaveBeenLastCalledWith({
      kind: 'image',
      src: expect.stringContaining('/does-not-exist-either.jpg'),
      fallback: true,
    });
  },
};
