import { type CommerceClient, createCommerceClient } from '../client';
import { clearsCookie, handleMiddlewareRequest, type MiddlewareOptions, parseSetCookie } from './handler';

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
  const jar = new Map<string, string>();
  for (const part of cookieHeader?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0) jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return createCommerceClient({
    baseUrl: 'http://in-process.invalid/api',
    channelId,
    ...(integration ? { integration } : {}),
    fetch: async (input, init) => {
      // The shopper's cookies as they stand now: a cookie one call sets (a session, a guest order's token)
      // travels with the next call of this caller, as a browser's jar would send it.
      const headers = new Headers(init?.headers);
      if (jar.size > 0) headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
      const response = await handleMiddlewareRequest(new Request(input, { ...init, headers }), { providers });
      for (const value of response.headers.getSetCookie()) {
        const cookie = parseSetCookie(value);
        if (cookie && clearsCookie(cookie)) jar.delete(cookie.name);
        else if (cookie) jar.set(cookie.name, encodeURIComponent(cookie.value));
        onSetCookie?.(value);
      }
      return response;
    },
  });
}
