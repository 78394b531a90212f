import { CommerceError } from './errors';
import type { OperationArgs, OperationName, OperationResult } from './operations';

export const CHANNEL_HEADER = 'x-bigcommerce-channel-id';

export interface CommerceClientOptions {
  /** Where the middleware is mounted; the storefront's is `/api`. */
  baseUrl: string;
  channelId: number;
  /** The integration segment of the path. */
  integration?: string;
  fetch?: typeof globalThis.fetch;
  /** Extra headers for every call (a server caller passes the shopper's cookies here). */
  headers?: Record<string, string>;
}

export type CommerceClient = {
  [N in OperationName]: (...args: OperationArgs<N>) => Promise<OperationResult<N>>;
};

/** One typed method per operation; each posts its arguments as a JSON array and throws `CommerceError` on failure. */
export function createCommerceClient(options: CommerceClientOptions): CommerceClient {
  const { baseUrl, channelId, integration = 'bigcommerce', headers = {} } = options;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = baseUrl.replace(/\/$/, '');
  const call = async (name: OperationName, args: unknown[]) => {
    const response = await doFetch(`${base}/${integration}/${name}`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', [CHANNEL_HEADER]: String(channelId), ...headers },
      body: JSON.stringify(args),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const message =
        typeof body === 'object' && body !== null && 'message' in body
          ? String(body.message)
          : response.statusText;
      throw new CommerceError(message, response.status);
    }
    return body;
  };
  // A proxy, not a table of the operations: the browser bundle then carries no zod schemas (about 43 kB gzip).
  // `then` and symbols stay undefined so the client is never mistaken for a promise.
  return new Proxy({} as CommerceClient, {
    get: (_target, name) =>
      typeof name === 'string' && name !== 'then'
        ? (...args: unknown[]) => call(name as OperationName, args)
        : undefined,
  });
}
