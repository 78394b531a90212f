import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { breakpoints } from '../../tokens/breakpoints';
import { GalleryImageRescue } from '../GalleryImageRescue';
import { DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';
import { svgDataUrl } from '../ResponsiveImage/storyImages';
import { galleryListId, PRODUCT_GALLERY_LABELS } from './labels';
import { type GalleryMedia, galleryMedia } from './media';
import { ProductGallery } from './ProductGallery';

/**
 * Offline, deterministic pictures: flat colours in 3:4 with a line of text. Storybook serves no product pictures,
 * so these stand in for the media hub's `/i/…` paths (the tests use those, with their `srcset`).
 */
const picture = (background: string, text: string): GalleryMedia => ({
  type: 'img',
  src: svgDataUrl({ width: 600, height: 800, background, text }),
});
const PICTURES: GalleryMedia[] = [
  picture('#D1D1D1', 'Front'),
  picture('#EBEBEB', 'Back'),
  picture('#64E6D6', 'Side'),
  picture('#F5F5F5', 'Detail'),
];
/**
 * Storybook serves no video: the base is a media path whose variants `preload="none"` never fetches, and the
 * poster (a drawn still) is what the box shows under the native controls, a stable picture.
 */
const VIDEO: GalleryMedia = {
  type: 'video',
  src: '/v/wardrobe/300101-Black',
  poster: svgDataUrl({ width: 600, height: 800, background: '#C9F3EE', text: 'Video' }),
};
/** Stands in for the shop's 404 image (1600x2133), which only the storefront serves. */
const stand404 = svgDataUrl({
  width: DEFAULT_404_IMAGE.width,
  height: DEFAULT_404_IMAGE.height,
  background: '#F5F5F5',
  text: 'Image not found',
});

const NAME = 'Pleated Shirt Dress';

const view = (canvasElement: HTMLElement) => canvasElement.ownerDocument.defaultView as Window;
/** Phones and tablets show the swipe strip and its links; from `lg` (992 px) the two-column grid. */
const isStrip = (canvasElement: HTMLElement) =>
  !view(canvasElement).matchMedia(`(min-width: ${breakpoints.lg}px)`).matches;

const galleryList = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('list', { name: PRODUCT_GALLERY_LABELS.list });
const imagesOf = (canvasElement: HTMLElement) =>
  within(galleryList(canvasElement)).getAllByRole<HTMLImageElement>('img');

/** Inside the strip's visible part (lazy images elsewhere are not fetched until they scroll in). */
const inView = (element: Element, list: HTMLElement) => {
  const box = element.getBoundingClientRect();
  const frame = list.getBoundingClientRect();
  return box.right > frame.left + 1 && box.left < frame.right - 1;
};

/** Waits until the images in view have loaded, so assertions and screenshots see the final pictures. */
const loadedInView = async (canvasElement: HTMLElement) => {
  const list = galleryList(canvasElement);
  const shown = imagesOf(canvasElement).filter((img) => inView(img, list));
  await waitFor(
    () => {
      for (const img of shown) {
        expect(img.complete).toBe(true);
        expect(img.naturalWidth).toBeGreaterThan(0);
      }
    },
    { timeout: 5000 },
  );
};

const meta = {
  title: 'Shopping/ProductGallery',
  component: ProductGallery,
  tags: ['autodocs'],
  args: { media: PICTURES, productName: NAME },
  argTypes: {
    productName: { control: 'text' },
    sizes: { control: 'text' },
    idPrefix: { control: 'text' },
  },
  decorators: [
    // About the gallery's share of a product page; narrow enough that the grid's two rows fit the screen.
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The product page's gallery (spec 000 §2): the pictures, with the optional video second (`galleryMedia`). " +
          'Below `lg` a scroll-snap strip, one picture per view, with a row of links to each item; from `lg` a ' +
          'two-column grid. Every box is 3:4; images have a `srcset` at 200, 453, 768, 1517 px, the first eager ' +
          'with high priority, the rest lazy. The video (webm vp9, then mp4 1080p, with its poster) is native, ' +
          'muted, looping, with controls, never autoplaying. No media shows the default 404 image, and a picture ' +
          'that fails in the browser is swapped for it. Server-rendered HTML and CSS; the only client code is ' +
          'that swap.',
      },
    },
  },
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four pictures. On phones, the links under the strip bring a picture into view. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const images = imagesOf(canvasElement);
    await expect(images).toHaveLength(4);
    await expect(images.map((img) => img.alt)).toEqual([
      `${NAME}, image 1 of 4`,
      `${NAME}, image 2 of 4`,
      `${NAME}, image 3 of 4`,
      `${NAME}, image 4 of 4`,
    ]);
    await expect(images[0]).toHaveAttribute('loading', 'eager');
    await expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    await expect(images[3]).toHaveAttribute('loading', 'lazy');

    // Each link points at its item by id.
    const row = canvasElement.querySelector(`[aria-label="${PRODUCT_GALLERY_LABELS.pages}"]`) as HTMLElement;
    const links = [...row.querySelectorAll('a')];
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#gallery-1',
      '#gallery-2',
      '#gallery-3',
      '#gallery-4',
    ]);
    for (const link of links) {
      const target = canvasElement.querySelector(link.getAttribute('href') as string);
      await expect(target?.contains(images[links.indexOf(link)] as HTMLImageElement)).toBe(true);
    }

    const list = galleryList(canvasElement);
    if (isStrip(canvasElement)) {
      // The strip shows one picture; following the third link scrolls the third into view.
      const third = canvas.getByRole('link', { name: 'Image 3 of 4' });
      await userEvent.click(third);
      const target = canvasElement.querySelector('#gallery-3') as HTMLElement;
      await waitFor(
        () =>
          expect(
            Math.abs(target.getBoundingClientRect().left - list.getBoundingClientRect().left),
          ).toBeLessThan(1),
        { timeout: 3000 },
      );
      await expect(inView(images[2] as HTMLImageElement, list)).toBe(true);
    } else {
      // The grid shows everything in two columns, and the links are gone.
      await expect(row).not.toBeVisible();
      const [a, b, c] = images.map((img) => img.getBoundingClientRect());
      await expect(a?.top).toBe(b?.top);
      await expect(c?.top).toBeGreaterThan(a?.bottom ?? 0);
    }
    await loadedInView(canvasElement);
    // Every box is 3:4, whatever loaded.
    const { width, height } = (list.firstElementChild as HTMLElement).getBoundingClientRect();
    await expect(Math.round((height / width) * 100)).toBe(133);
  },
};

/** The product's video goes second (`galleryMedia(items, { video })`): native controls, muted, never autoplaying. */
export const WithVideo: Story = {
  args: { media: galleryMedia(PICTURES, { video: VIDEO }) },
  play: async ({ canvasElement }) => {
    const items = within(galleryList(canvasElement)).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    const video = items[1]?.querySelector('video') as HTMLVideoElement;
    await expect(video).toBeTruthy();
    await expect(video).toHaveAttribute('aria-label', `${NAME}, video`);
    await expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      `${VIDEO.src}/webm_vp9`,
      `${VIDEO.src}/mp4_1080p`,
    ]);
    await expect(video).toHaveAttribute('poster', VIDEO.poster);
    await expect(video.muted).toBe(true);
    await expect(video.controls).toBe(true);
    await expect(video.paused).toBe(true);
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(imagesOf(canvasElement).map((img) => img.alt)).toEqual([
      `${NAME}, image 1 of 4`,
      `${NAME}, image 2 of 4`,
      `${NAME}, image 3 of 4`,
      `${NAME}, image 4 of 4`,
    ]);
    const row = canvasElement.querySelector(`[aria-label="${PRODUCT_GALLERY_LABELS.pages}"]`) as HTMLElement;
    const videoLink = within(row).getByText('Video').closest('a');
    await expect(videoLink).toHaveAttribute('href', '#gallery-2');
    await loadedInView(canvasElement);
    // Nothing is fetched (`preload="none"`): the element settles idle at once. Chromium's native controls still
    // show a loading spinner until its current turn ends (about 1 s after the element appears): wait it out, so
    // a screenshot sees the settled controls.
    await waitFor(() => expect(video.networkState).toBe(HTMLMediaElement.NETWORK_IDLE));
    await expect(video.readyState).toBe(HTMLMediaElement.HAVE_NOTHING);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  },
};

/** One picture: nothing to swipe to, so no links. */
export const SingleImage: Story = {
  args: { media: PICTURES.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const images = imagesOf(canvasElement);
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAccessibleName(`${NAME}, image 1 of 1`);
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await loadedInView(canvasElement);
  },
};

/**
 * The media hub failed (spec 000 §8), so there is no media: the default 404 image shows, as one file. The story
 * passes a stand-in 404 image (`fallbackSrc`); in the shop the default is `/images/404.jpg`.
 */
/**
 * A picture that fails in the browser (here the second, whose file does not exist) is swapped for the 404 image
 * and the failure logged; the others are untouched.
 */
export const ImageFailsInTheBrowser: Story = {
  render: (args) => (
    <>
      <ProductGallery {...args} />
      <GalleryImageRescue
        listId={galleryListId()}
        {...(args.fallbackSrc ? { fallbackSrc: args.fallbackSrc } : {})}
      />
    </>
  ),
  args: {
    media: [PICTURES[0] as GalleryMedia, { type: 'img', src: '/missing/300101-Black-2.jpg' }],
    fallbackSrc: stand404,
  },
  play: async ({ canvasElement }) => {
    const images = imagesOf(canvasElement);
    await waitFor(() => expect(images[1]).toHaveAttribute('data-media-state', 'fallback'));
    await expect(images[1]).toHaveAttribute('src', stand404);
    await expect(images[1]).not.toHaveAttribute('srcset');
    await expect(images[1]).toHaveAccessibleName(`${NAME}, image 2 of 2`);
    await expect(images[0]).toHaveAttribute('data-media-state', 'image');
    await loadedInView(canvasElement);
  },
};

export const MediaFailure: Story = {
  args: { media: [], fallbackSrc: stand404 },
  play: async ({ canvasElement }) => {
    const images = imagesOf(canvasElement);
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAttribute('src', stand404);
    await expect(images[0]).not.toHaveAttribute('srcset');
    await expect(images[0]).toHaveAttribute('width', String(DEFAULT_404_IMAGE.width));
    await expect(images[0]).toHaveAttribute('height', String(DEFAULT_404_IMAGE.height));
    await expect(images[0]).toHaveAttribute('data-media-state', 'fallback');
    await expect(images[0]).toHaveAccessibleName(`${NAME}, image 1 of 1`);
    await loadedInView(canvasElement);
  },
};
