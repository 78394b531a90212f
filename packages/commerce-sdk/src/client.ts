import { CommerceError } from './errors';
import { type OperationArgs, type OperationName, type OperationResult, operations } from './operations';

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
  return Object.fromEntries(
    Object.keys(operations).map((name) => [name, (...args: unknown[]) => call(name as OperationName, args)]),
  ) as CommerceClient;
}
