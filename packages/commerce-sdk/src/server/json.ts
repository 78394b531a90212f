/**
 * Answers that carry their own JSON text. A provider that keeps answers in memory (the sandbox's catalogue
 * cache) serialises each product once and marks the object with `withJson`; the middleware then splices that
 * text in instead of serialising the same product on every request. A 48-product listing is ~450 kB of JSON:
 * serialising it each time would be most of the request's cost.
 */
// One registry per process, not per copy of this module: the sandbox is a server external package in Next and
// brings its own copy of the SDK, so its marks must reach the copy the storefront's handler bundles. Without
// this, every listing answer was serialised whole on every request (~7 ms of a 48-product listing page).
const REGISTRY = Symbol.for('@wardrobe/commerce-sdk/json-texts');
const texts: WeakMap<object, string> =
  ((globalThis as Record<symbol, unknown>)[REGISTRY] as WeakMap<object, string> | undefined) ??
  new WeakMap<object, string>();
(globalThis as Record<symbol, unknown>)[REGISTRY] = texts;

/** Marks `value` as serialised by `json` (by default its `JSON.stringify`). The value must not change after. */
export function withJson<T extends object>(value: T, json: string = JSON.stringify(value)): T {
  texts.set(value, json);
  return value;
}

/**
 * `JSON.stringify(value)`, using the text of any marked object within the first `depth` levels (an answer's
 * `data` array of products sits at depth 2). Anything deeper, or with a `toJSON`, is serialised as usual.
 */
export function toJson(value: unknown, depth = 3): string {
  return encode(value, depth) ?? 'null';
}

function encode(value: unknown, depth: number): string | undefined {
  if (typeof value === 'object' && value !== null) {
    const text = texts.get(value);
    if (text !== undefined) return text;
    if (depth > 0 && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
      if (Array.isArray(value))
        return `[${value.map((item) => encode(item, depth - 1) ?? 'null').join(',')}]`;
      const parts: string[] = [];
      for (const [key, item] of Object.entries(value)) {
        const encoded = encode(item, depth - 1);
        if (encoded !== undefined) parts.push(`${JSON.stringify(key)}:${encoded}`);
      }
      return `{${parts.join(',')}}`;
    }
  }
  return JSON.stringify(value);
}
