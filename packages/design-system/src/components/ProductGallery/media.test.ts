import { describe, expect, it } from 'vitest';
import { DEFAULT_404_IMAGE } from '../ResponsiveImage/sources';
import { type GalleryMedia, galleryMedia } from './media';

const img = (src: string): GalleryMedia => ({ type: 'img', src });
const video: GalleryMedia = { type: 'video', src: '/v/wardrobe/300101-black/mp4_1080p' };

describe('galleryMedia', () => {
  it('keeps the images in order', () => {
    expect(galleryMedia([img('/a.jpg'), img('/b.jpg'), img('/c.jpg')])).toEqual([
      img('/a.jpg'),
      img('/b.jpg'),
      img('/c.jpg'),
    ]);
  });

  it('inserts the video in second position', () => {
    expect(galleryMedia([img('/a.jpg'), img('/b.jpg'), img('/c.jpg')], { video })).toEqual([
      img('/a.jpg'),
      video,
      img('/b.jpg'),
      img('/c.jpg'),
    ]);
  });

  it('puts the video after a single image, and first when there is no image', () => {
    expect(galleryMedia([img('/a.jpg')], { video })).toEqual([img('/a.jpg'), video]);
    expect(galleryMedia([], { video })).toEqual([video]);
    expect(galleryMedia([img(' ')], { video })).toEqual([video]);
  });

  it('drops items with a blank src (a blank video too) and trims the others', () => {
    expect(
      galleryMedia([img(''), img(' /a.jpg '), { type: 'video', src: '  ' }, img('/b.jpg')], {
        video: { type: 'video', src: '' },
      }),
    ).toEqual([img('/a.jpg'), img('/b.jpg')]);
  });

  it('drops entries that are not media', () => {
    const odd = [null, undefined, { type: 'pdf', src: '/a.pdf' }, { type: 'img' }, img('/a.jpg')];
    expect(galleryMedia(odd as unknown as GalleryMedia[])).toEqual([img('/a.jpg')]);
  });

  it('falls back to the default 404 image when nothing is left', () => {
    expect(galleryMedia([])).toEqual([img(DEFAULT_404_IMAGE.src)]);
    expect(galleryMedia(null)).toEqual([img('/images/404.jpg')]);
    expect(galleryMedia([img(''), img('  ')])).toEqual([img('/images/404.jpg')]);
    expect(galleryMedia(undefined, { video: null })).toEqual([img('/images/404.jpg')]);
  });

  it('takes another fallback image', () => {
    expect(galleryMedia([], { fallbackSrc: '/stand-in.svg' })).toEqual([img('/stand-in.svg')]);
  });

  it('leaves a video already in the items where it is, and changes nothing when run again', () => {
    const once = galleryMedia([img('/a.jpg'), img('/b.jpg')], { video });
    expect(galleryMedia(once)).toEqual(once);
    expect(galleryMedia([video, img('/a.jpg')])).toEqual([video, img('/a.jpg')]);
  });

  it('does not change its input', () => {
    const items = [img('/a.jpg'), img('/b.jpg')];
    galleryMedia(items, { video });
    expect(items).toEqual([img('/a.jpg'), img('/b.jpg')]);
  });
});
