/**
 * An image URL taken apart for its query options: the path, the query's `name=value` pairs (empty ones dropped)
 * and the `#fragment`. `joinImageUrl` puts it back together. Shared by the content host's options
 * (`withImageQuery`) and the search bar's 320 px pictures.
 */
export interface ImageUrlParts {
  path: string;
  pairs: string[];
  hash: string;
}

export function splitImageUrl(url: string): ImageUrlParts {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const pairs = (queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))
    .split('&')
    .filter((pair) => pair !== '');
  return { path, pairs, hash };
}

export function joinImageUrl({ path, pairs, hash }: ImageUrlParts): string {
  return `${path}?${pairs.join('&')}${hash}`;
}

/** `data:` and `blob:` URLs are complete files: no query options apply to them. */
export function isInlineImage(url: string): boolean {
  return url === '' || /^(data|blob):/i.test(url);
}
