import type { ContentEntry } from '@wardrobe/commerce-sdk';
import type { StoredEntry } from './store';

/** Amplience's link shapes: `{ _meta: { schema: <one of these> }, contentType, id }`. */
export const CONTENT_LINK_SCHEMA = 'http://bigcontent.io/cms/schema/v1/core#/definitions/content-link';
export const CONTENT_REFERENCE_SCHEMA =
  'http://bigcontent.io/cms/schema/v1/core#/definitions/content-reference';

/**
 * How deep links are followed from the entry asked for. Reading: Amplience documents no number here; 8 levels
 * is more than any page of the specs needs (page → slot → card → offer) and stops runaway chains.
 */
export const CONTENT_LINK_DEPTH_MAX = 8;

/** Why a link was left out of the inlined entry. */
export interface UnresolvedLink {
  id: string | null;
  reason: 'missing' | 'cycle' | 'too deep' | 'unreadable' | 'no id';
}

/**
 * `depth=all&format=inlined`: every content link (and content reference) in the entry is replaced by the entry
 * it names, recursively. Returns a new entry; stored entries are never changed.
 *
 * Reading: a link that cannot be inlined (its entry is missing or unpublished, a cycle back to an entry on the
 * way, deeper than CONTENT_LINK_DEPTH_MAX) is left out: dropped from its list, or its field removed. The
 * entry's own schema then decides whether it can do without it. `contentType` is not checked against the
 * linked entry: the linked entry's own `_meta.schema` is what its parent's schema checks.
 */
export function inlineLinks(
  entry: ContentEntry,
  byId: (id: string) => StoredEntry | undefined,
): { entry: ContentEntry; unresolved: UnresolvedLink[] } {
  const unresolved: UnresolvedLink[] = [];
  const DROP = Symbol('drop');

  const visit = (value: unknown, ancestors: readonly string[]): unknown => {
    if (Array.isArray(value)) {
      return value.map((item) => visit(item, ancestors)).filter((item) => item !== DROP);
    }
    if (value === null || typeof value !== 'object') return value;
    if (isLink(value)) {
      const id = typeof value.id === 'string' && value.id !== '' ? value.id : null;
      const drop = (reason: UnresolvedLink['reason']) => {
        unresolved.push({ id, reason });
        return DROP;
      };
      if (id === null) return drop('no id');
      if (ancestors.includes(id)) return drop('cycle');
      if (ancestors.length > CONTENT_LINK_DEPTH_MAX) return drop('too deep');
      const target = byId(id);
      if (!target) return drop('missing');
      if (!target.entry) return drop('unreadable');
      return visit(target.entry, [...ancestors, id]);
    }
    const copy: Record<string, unknown> = {};
    for (const [field, inner] of Object.entries(value)) {
      const next = visit(inner, ancestors);
      if (next !== DROP) copy[field] = next;
    }
    return copy;
  };

  const rootId = entry._meta.deliveryId;
  const inlined = visit(entry, typeof rootId === 'string' ? [rootId] : []) as ContentEntry;
  return { entry: inlined, unresolved };
}

function isLink(value: object): value is { id?: unknown } {
  const schema = (value as { _meta?: { schema?: unknown } })._meta?.schema;
  return schema === CONTENT_LINK_SCHEMA || schema === CONTENT_REFERENCE_SCHEMA;
}
