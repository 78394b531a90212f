import { SEARCH_IMAGE_WIDTH } from '@wardrobe/domain-rules';
import { isInlineImage, joinImageUrl, splitImageUrl } from '../ResponsiveImage/urlParts';

/**
 * Spec 001 §2: search result images are requested 320 px wide: the `w` parameter is set to 320 (replaced when
 * there, added when not); every other parameter and a `#fragment` stay as written.
 * Reading: `data:` and `blob:` URLs are complete files and come back unchanged; '' stays ''.
 */
export function searchImageUrl(url: string, width: number = SEARCH_IMAGE_WIDTH): string {
  if (isInlineImage(url)) return url;
  const { path, pairs, hash } = splitImageUrl(url);
  let replaced = false;
  const next = pairs.map((pair) => {
    if (!/^w(=|$)/.test(pair)) return pair;
    replaced = true;
    return `w=${width}`;
  });
  if (!replaced) next.push(`w=${width}`);
  // A second `w` would be ambiguous: keep the first.
  const seen = new Set<string>();
  const unique = next.filter((pair) => !/^w=/.test(pair) || (!seen.has('w') && seen.add('w')));
  return joinImageUrl({ path, pairs: unique, hash });
}
