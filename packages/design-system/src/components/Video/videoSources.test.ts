import { SHOP_MEDIA_HOST } from '@wardrobe/domain-rules';
import { describe, expect, it } from 'vitest';
import { buildVideoSources, MP4_TYPE, WEBM_VP9_TYPE } from './videoSources';

const runway = { defaultHost: 'cdn.media.example', endpoint: 'wardrobe', name: 'runway' };

describe('buildVideoSources', () => {
  it('builds webm (vp9) then mp4 (1080p) from host, v, endpoint, name and variant', () => {
    expect(buildVideoSources({ video: runway })).toEqual([
      { src: 'https://cdn.media.example/v/wardrobe/runway/webm_vp9', type: WEBM_VP9_TYPE },
      { src: 'https://cdn.media.example/v/wardrobe/runway/mp4_1080p', type: MP4_TYPE },
    ]);
    expect(WEBM_VP9_TYPE).toBe('video/webm; codecs="vp9"');
  });

  it("builds root-relative paths for the shop's own media host", () => {
    expect(buildVideoSources({ video: { ...runway, defaultHost: SHOP_MEDIA_HOST } })[0]?.src).toBe(
      '/v/wardrobe/runway/webm_vp9',
    );
  });

  it('takes other variant names, and blank names fall back to the defaults', () => {
    expect(
      buildVideoSources({ video: runway, variants: { webm: 'webm_720p', mp4: ' ' } }).map((s) => s.src),
    ).toEqual([
      'https://cdn.media.example/v/wardrobe/runway/webm_720p',
      'https://cdn.media.example/v/wardrobe/runway/mp4_1080p',
    ]);
  });

  it('lets explicit URLs win, trimmed, and leaves out what has nothing to load', () => {
    expect(buildVideoSources({ video: runway, mp4Src: ' /clip.mp4 ' })[1]).toEqual({
      src: '/clip.mp4',
      type: MP4_TYPE,
    });
    expect(buildVideoSources({ mp4Src: '/clip.mp4' })).toEqual([{ src: '/clip.mp4', type: MP4_TYPE }]);
    expect(buildVideoSources({ webmSrc: '', video: { ...runway, endpoint: '' } })).toEqual([]);
    expect(buildVideoSources({})).toEqual([]);
  });
});
