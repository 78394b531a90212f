import { type CommerceClient, createCommerceClient } from '../client';
import {
  answerMiddleware,
  clearsCookie,
  type MiddlewareAnswer,
  type MiddlewareOptions,
  parseSetCookie,
} from './handler';

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
      const body = typeof init?.body === 'string' ? init.body : '';
      const answer = await answerMiddleware(
        { method: init?.method ?? 'GET', url: String(input), headers, text: async () => body },
        { providers },
      );
      for (const [name, value] of answer.headers) {
        if (name !== 'set-cookie') continue;
        const cookie = parseSetCookie(value);
        if (cookie && clearsCookie(cookie)) jar.delete(cookie.name);
        else if (cookie) jar.set(cookie.name, encodeURIComponent(cookie.value));
        onSetCookie?.(value);
      }
      return inProcessResponse(answer);
    },
  });
}

/**
 * The answer as a `Response` whose `json()` and `text()` read the answer's text directly: the same JSON the
 * browser gets (fresh objects, JSON's semantics), without encoding it into a byte stream and decoding it back,
 * which was about a twentieth of a 48-product listing page's render.
 */
function inProcessResponse(answer: MiddlewareAnswer): Response {
  const response = new Response(null, { status: answer.status, headers: answer.headers });
  let used = false;
  const take = () => {
    if (used) throw new TypeError('Body is unusable: body has already been read');
    used = true;
    return answer.body;
  };
  Object.defineProperties(response, {
    json: { value: async () => JSON.parse(take()) },
    text: { value: async () => take() },
    bodyUsed: { get: () => used },
  });
  return response;
}
