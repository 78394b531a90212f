import {
  CONTENT_FILTER_PAGE_MAX,
  CommerceError,
  type ContentDelivery,
  type ContentEntry,
  type ContentFilterResult,
  type ContentRequestOptions,
} from '@wardrobe/commerce-sdk';
import { validateContentEntry } from '@wardrobe/content-blocks/schemas';
import {
  assertPreviewDomain,
  CONTENT_STAGING_DOMAIN_ENV,
  contentStagingDomain,
  PREVIEW_DOMAIN_ERROR,
} from '@wardrobe/domain-rules';
import { defaultContentDir } from './directory';
import {
  applyContentFault,
  type ContentFault,
  contentFaultFor,
  FAULTS_ENV,
  parseContentFaults,
} from './faults';
import { inlineLinks } from './links';
import {
  type ContentLayer,
  type ContentSnapshot,
  createContentStore,
  KEY_PATTERN,
  type StoredEntry,
} from './store';

export interface ContentServiceOptions {
  /** The content folder. Default: `defaultContentDir()` (`WARDROBE_CONTENT_DIR`, else the package's `content/`). */
  directory?: string | undefined;
  /**
   * The staging content domain suffix a preview host must end in (spec 001 §5). Default: the environment's
   * `WARDROBE_CONTENT_STAGING_DOMAIN`, else `staging.wardrobe.test` (domain-rules `contentStagingDomain`, which
   * the storefront's preview link uses too).
   */
  stagingDomainSuffix?: string | undefined;
  /** How often the folder is looked at for changed files, at most (ms). Default 1000. */
  recheckMs?: number | undefined;
  /** Reads that fail on purpose (README "Faults"). Default: parsed from `WARDROBE_FAULTS`. */
  faults?: readonly ContentFault[] | undefined;
}

/** The sort keys a filter may use (Amplience: `trait:sortable`), each with the path it sorts by. */
export const CONTENT_SORT_KEYS: Readonly<Record<string, string | undefined>> = Object.freeze({
  /** The delivery key order. */
  default: undefined,
  name: '/_meta/name',
  title: '/title',
  validUntil: '/validUntil',
});

export const INVALID_CURSOR = 'The page cursor is not one this filter gave.';

/** A content service with Amplience delivery semantics on JSON files; see README "Content service". */
export function createContentService({
  directory,
  stagingDomainSuffix,
  recheckMs,
  faults = parseContentFaults(process.env[FAULTS_ENV]),
}: ContentServiceOptions = {}): ContentDelivery {
  const store = createContentStore(directory ?? defaultContentDir(), { recheckMs });
  const suffix = () => stagingDomainSuffix ?? contentStagingDomain(process.env[CONTENT_STAGING_DOMAIN_ENV]);

  /** The layers a request sees: staging over published for a valid preview host (else a 400). */
  const view = async (request: ContentRequestOptions | undefined) => {
    const preview = isPreview(request, suffix());
    const snapshot = await store.snapshot();
    return contentView(snapshot, preview);
  };

  return {
    async getByKey(deliveryKey, options) {
      const fault = contentFaultFor(faults, deliveryKey);
      if (fault) return applyContentFault(fault);
      const layers = await view(options);
      if (!KEY_PATTERN.test(deliveryKey)) return undefined;
      const stored = layers.byKey(deliveryKey);
      return stored ? serve(stored, layers) : undefined;
    },

    async getById(deliveryId, options) {
      const layers = await view(options);
      const stored = layers.byId(deliveryId);
      return stored ? serve(stored, layers) : undefined;
    },

    async filter({ filterBy, sortBy, page, keyPrefix }, options): Promise<ContentFilterResult> {
      const layers = await view(options);
      if (!Object.hasOwn(CONTENT_SORT_KEYS, sortBy?.key ?? 'default')) {
        throw new CommerceError(
          `Unknown sort key ${sortBy?.key}; use one of ${Object.keys(CONTENT_SORT_KEYS).join(', ')}.`,
          400,
        );
      }
      const size = Math.min(page?.size ?? CONTENT_FILTER_PAGE_MAX, CONTENT_FILTER_PAGE_MAX);
      const offset = page?.cursor === undefined ? 0 : readCursor(page.cursor);

      const matches = layers
        .all()
        .filter((stored) => stored.key.startsWith(keyPrefix) && stored.entry)
        .filter((stored) => filterBy.every(({ path, value }) => pointer(stored.entry, path) === value));
      const sortPath = CONTENT_SORT_KEYS[sortBy?.key ?? 'default'];
      const direction = sortBy?.order === 'DESC' ? -1 : 1;
      matches.sort((a, b) => {
        const bySort =
          sortPath === undefined ? 0 : compare(pointer(a.entry, sortPath), pointer(b.entry, sortPath));
        return direction * (bySort !== 0 ? bySort : compare(a.key, b.key));
      });
      // Invalid entries are left out before paging, so every page is full and cursors stay stable.
      const served = matches
        .map((stored) => serve(stored, layers))
        .filter((e): e is ContentEntry => e !== undefined);
      const responses = served.slice(offset, offset + size).map((content) => ({ content }));
      const next = offset + size;
      return {
        responses,
        page: {
          responseCount: responses.length,
          ...(next < served.length ? { nextCursor: writeCursor(next) } : {}),
        },
      };
    },
  };
}

/** A valid preview host turns the preview on; any other host is a 400 (spec 001 §5), never a silent fallback. */
function isPreview(options: ContentRequestOptions | undefined, suffix: string): boolean {
  const host = options?.previewHost;
  if (host === undefined || host === '') return false;
  try {
    assertPreviewDomain(host, suffix);
  } catch {
    throw new CommerceError(PREVIEW_DOMAIN_ERROR, 400);
  }
  // Reading: `previewTimestamp` is ignored: the sandbox keeps one staging state, not a history of editions.
  return true;
}

interface ContentView {
  byKey(key: string): StoredEntry | undefined;
  byId(id: string): StoredEntry | undefined;
  /** Every entry the view holds, one per key (staging replacing published in a preview). */
  all(): StoredEntry[];
}

function contentView({ published, staging }: ContentSnapshot, preview: boolean): ContentView {
  const layers: ContentLayer[] = preview ? [staging, published] : [published];
  return {
    byKey: (key) => first(layers, (layer) => layer.byKey.get(key)),
    byId: (id) => first(layers, (layer) => layer.byId.get(id)),
    all() {
      const merged = new Map<string, StoredEntry>();
      for (const layer of [...layers].reverse())
        for (const [key, stored] of layer.byKey) merged.set(key, stored);
      return [...merged.values()];
    },
  };
}

function first<T>(
  layers: readonly ContentLayer[],
  pick: (layer: ContentLayer) => T | undefined,
): T | undefined {
  for (const layer of layers) {
    const found = pick(layer);
    if (found !== undefined) return found;
  }
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The entry as delivered: links inlined, then checked against its content type. An entry that fails is logged
 * (one line) and answered as missing, so a shopper never meets a broken entry. Served as stored (Amplience
 * hands back what the editor saved): the schema's defaults apply where a consumer parses it.
 */
function serve(stored: StoredEntry, layers: ContentView): ContentEntry | undefined {
  if (!stored.entry) {
    logInvalid(stored, undefined, stored.unreadable ?? 'The file cannot be read');
    return undefined;
  }
  const meta = stored.entry._meta;
  if (meta.deliveryKey !== stored.key) {
    logInvalid(stored, stored.entry, `_meta.deliveryKey must be "${stored.key}", the file's path`);
    return undefined;
  }
  if (typeof meta.deliveryId !== 'string' || !UUID.test(meta.deliveryId)) {
    logInvalid(stored, stored.entry, '_meta.deliveryId must be a UUID');
    return undefined;
  }
  const { entry, unresolved } = inlineLinks(stored.entry, layers.byId);
  const result = validateContentEntry(entry);
  if (!result.ok) {
    logInvalid(stored, entry, result.reason, unresolved);
    return undefined;
  }
  if (unresolved.length > 0) {
    console.warn(
      JSON.stringify({
        level: 'warn',
        event: 'content-link-unresolved',
        key: stored.key,
        id: meta.deliveryId,
        schema: meta.schema,
        file: stored.file,
        links: unresolved,
      }),
    );
  }
  return entry;
}

/** The one log line of an entry answered as missing: `{"level":"error","event":"content-entry-invalid",…}`. */
function logInvalid(
  stored: StoredEntry,
  entry: ContentEntry | undefined,
  reason: string,
  unresolved: readonly unknown[] = [],
): void {
  console.error(
    JSON.stringify({
      level: 'error',
      event: 'content-entry-invalid',
      key: stored.key,
      id: typeof entry?._meta.deliveryId === 'string' ? entry._meta.deliveryId : null,
      schema: typeof entry?._meta.schema === 'string' ? entry._meta.schema : null,
      file: stored.file,
      reason,
      ...(unresolved.length > 0 ? { unresolvedLinks: unresolved } : {}),
    }),
  );
}

/** The value at a JSON pointer (`/_meta/schema`, `/category`), or undefined. */
function pointer(value: unknown, path: string): unknown {
  let at = value;
  for (const raw of path.split('/').slice(1)) {
    const segment = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, segment)) return undefined;
    at = (at as Record<string, unknown>)[segment];
  }
  return at;
}

/** Strings and numbers in their order; a missing value sorts last. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Reading: the cursor is opaque to callers: the next offset, base64url-encoded with a tag. */
function writeCursor(offset: number): string {
  return Buffer.from(`wardrobe-content:${offset}`).toString('base64url');
}

function readCursor(cursor: string): number {
  const match = /^wardrobe-content:(\d{1,6})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw new CommerceError(INVALID_CURSOR, 400);
  return Number(match[1]);
}
