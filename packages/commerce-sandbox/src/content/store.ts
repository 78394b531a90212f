import { readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { ContentEntry } from '@wardrobe/commerce-sdk';

/**
 * Delivery keys: lower-case path segments of letters, digits, `-` and `_` (the SDK's `contentKeySchema`). Keys
 * become file paths, so nothing else may pass: no key can leave the content folder.
 */
export const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/;

/** The folder of unpublished entries, beside the markets' folders: `_staging/uk/home.json` overrides `uk/home`. */
export const STAGING_FOLDER = '_staging';

/**
 * How often the folder is looked at again for changed files, at most. Reading: edits show within a second,
 * and a page that fetches ten entries stats the folder once.
 */
export const CONTENT_RECHECK_MS = 1000;

/** One file: its entry, or why it could not be read. */
export interface StoredEntry {
  key: string;
  /** Relative to the content folder, with `/` (for log lines). */
  file: string;
  staging: boolean;
  entry?: ContentEntry | undefined;
  /** Set when the file is not a JSON object with `_meta`. */
  unreadable?: string | undefined;
}

/** One layer of entries (published, or staging), by delivery key and by delivery id. */
export interface ContentLayer {
  byKey: ReadonlyMap<string, StoredEntry>;
  byId: ReadonlyMap<string, StoredEntry>;
}

export interface ContentSnapshot {
  published: ContentLayer;
  staging: ContentLayer;
}

interface FileState {
  signature: string;
  stored: StoredEntry;
}

/**
 * The content folder, read into memory. The index by id is built once per change: each look (at most every
 * `CONTENT_RECHECK_MS`) lists the folder and stats its files, and only new or changed files are read again.
 */
export function createContentStore(directory: string, { recheckMs = CONTENT_RECHECK_MS } = {}) {
  let files = new Map<string, FileState>();
  let snapshot: ContentSnapshot | undefined;
  let checkedAt = 0;
  let pending: Promise<ContentSnapshot> | undefined;

  const refresh = async (): Promise<ContentSnapshot> => {
    const next = new Map<string, FileState>();
    let changed = snapshot === undefined;
    for (const file of await listJsonFiles(directory)) {
      const info = await stat(join(directory, file)).catch(() => undefined);
      if (!info) continue;
      const signature = `${info.mtimeMs}:${info.size}`;
      const previous = files.get(file);
      if (previous && previous.signature === signature) {
        next.set(file, previous);
        continue;
      }
      changed = true;
      const stored = await readStoredEntry(directory, file);
      if (stored) next.set(file, { signature, stored });
    }
    if (next.size !== files.size) changed = true;
    files = next;
    if (changed || !snapshot) snapshot = buildSnapshot([...next.values()].map((f) => f.stored));
    return snapshot;
  };

  return {
    /** The entries as they are now (at most `recheckMs` old). */
    async snapshot(): Promise<ContentSnapshot> {
      if (snapshot && Date.now() - checkedAt < recheckMs) return snapshot;
      pending ??= refresh().finally(() => {
        checkedAt = Date.now();
        pending = undefined;
      });
      return pending;
    },
  };
}

/** Every `.json` file below the folder, relative, with `/`, in a stable order. A missing folder is empty. */
async function listJsonFiles(directory: string): Promise<string[]> {
  const names = await readdir(directory, { recursive: true }).catch(() => [] as string[]);
  return names
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.json'))
    .sort();
}

/** The file's key and layer from its path; files whose path is no delivery key are not content. */
function keyOfFile(file: string): { key: string; staging: boolean } | undefined {
  const staging = file.startsWith(`${STAGING_FOLDER}/`);
  const key = file.slice(staging ? STAGING_FOLDER.length + 1 : 0, -'.json'.length);
  return KEY_PATTERN.test(key) ? { key, staging } : undefined;
}

async function readStoredEntry(directory: string, file: string): Promise<StoredEntry | undefined> {
  const place = keyOfFile(file);
  if (!place) return undefined;
  try {
    const parsed: unknown = JSON.parse(await readFile(join(directory, file), 'utf8'));
    const meta =
      parsed !== null && typeof parsed === 'object' ? (parsed as { _meta?: unknown })._meta : undefined;
    if (Array.isArray(parsed) || meta === null || typeof meta !== 'object') {
      return { ...place, file, unreadable: 'The file is not an entry: a JSON object with _meta' };
    }
    return { ...place, file, entry: parsed as ContentEntry };
  } catch (error) {
    return { ...place, file, unreadable: `The file is not JSON: ${(error as Error).message}` };
  }
}

function buildSnapshot(stored: readonly StoredEntry[]): ContentSnapshot {
  const layer = (staging: boolean): ContentLayer => {
    const byKey = new Map<string, StoredEntry>();
    const byId = new Map<string, StoredEntry>();
    for (const item of stored) {
      if (item.staging !== staging) continue;
      byKey.set(item.key, item);
      const id = item.entry?._meta.deliveryId;
      // Reading: two files with one id is an editor's copy-paste; the first file (by path) keeps the id.
      if (typeof id === 'string' && !byId.has(id)) byId.set(id, item);
    }
    return { byKey, byId };
  };
  return { published: layer(false), staging: layer(true) };
}
