import { type CommerceClient, createCommerceClient } from '../client';
import { handleMiddlewareRequest, type MiddlewareOptions } from './handler';

export interface ServerCallerOptions extends MiddlewareOptions {
  channelId: number;
  /** The shopper's `cookie` header, so identity travels exactly as from the browser. */
  cookieHeader?: string;
  /** Receives the Set-Cookie values an operation produced (for route handlers and server actions). */
  onSetCookie?: (setCookie: string) => void;
  integration?: string;
}

/**
 * Runs operations in-process through the same middleware the browser calls, so server components pay no
 * HTTP hop yet get the same validation, channel handling and error answers.
 */
export function createServerCaller({
  providers,
  channelId,
  cookieHeader,
  onSetCookie,
  integration,
}: ServerCallerOptions): CommerceClient {
  return createCommerceClient({
    baseUrl: 'http://in-process.invalid/api',
    channelId,
    ...(integration ? { integration } : {}),
    headers: cookieHeader ? { cookie: cookieHeader } : {},
    fetch: async (input, init) => {
      const response = await handleMiddlewareRequest(new Request(input, init), { providers });
      for (const value of response.headers.getSetCookie()) onSetCookie?.(value);
      return response;
    },
  });
}
