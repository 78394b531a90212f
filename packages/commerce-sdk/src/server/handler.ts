import { normalizeError, parseChannelId } from '@wardrobe/domain-rules';
import type { z } from 'zod';
import { CHANNEL_HEADER } from '../client';
import { isCommerceError, middlewareMessages } from '../errors';
import { isOperationName, operations } from '../operations';
import type { CommerceContext, CommerceProvider, CookieOptions } from '../provider';
import { toJson } from './json';

export interface MiddlewareOptions {
  /** Backends by integration name (the path segment before the operation), e.g. `{ bigcommerce: sandbox }`. */
  providers: Record<string, CommerceProvider>;
  /**
   * How many proxies in front of this server append to `X-Forwarded-For` (the client address is the entry that
   * many from the right; 0 ignores the header). Default: `WARDROBE_TRUSTED_PROXIES`, else 1.
   */
  trustedProxies?: number;
}

/** A request as the middleware reads it: a web `Request` or a Node request, without converting one to the other. */
export interface MiddlewareInput {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

/** The middleware's answer before it becomes a web `Response` or a Node response. */
export interface MiddlewareAnswer {
  status: number;
  /** In order; `set-cookie` may appear more than once. */
  headers: [string, string][];
  body: string;
}

/**
 * The framework-free middleware: `POST …/{integration}/{operation}` with the arguments as a JSON array.
 * A web `Request` in, a web `Response` out, so Next route handlers, other frameworks and in-process
 * server callers all share the same transport rules (`shared/contracts/commerce.md`).
 */
export async function handleMiddlewareRequest(
  request: Request,
  options: MiddlewareOptions,
): Promise<Response> {
  const answer = await answerMiddleware(request, options);
  const headers = new Headers();
  for (const [name, value] of answer.headers) headers.append(name, value);
  return new Response(answer.body, { status: answer.status, headers });
}

/**
 * The middleware's rules on any request shape (`handleMiddlewareRequest` and `createNodeListener` both use it):
 * the Node listener writes the answer's text straight to the socket, with no web stream in between.
 */
export async function answerMiddleware(
  request: MiddlewareInput,
  { providers, trustedProxies }: MiddlewareOptions,
): Promise<MiddlewareAnswer> {
  if (request.method !== 'POST') {
    return failure(405, middlewareMessages.methodNotAllowed(request.method), { allow: 'POST' });
  }
  if (isCrossSite(request)) return failure(403, middlewareMessages.crossSite);

  const segments = new URL(request.url).pathname.split('/').filter(Boolean);
  const operationName = decodeURIComponent(segments.at(-1) ?? '');
  const integration = decodeURIComponent(segments.at(-2) ?? '');
  const provider = Object.hasOwn(providers, integration) ? providers[integration] : undefined;
  if (!provider) return failure(500, middlewareMessages.unknownMiddleware(integration));
  if (!isOperationName(operationName)) return failure(404, middlewareMessages.unknownMethod(operationName));

  let channelId: number;
  try {
    channelId = parseChannelId(request.headers.get(CHANNEL_HEADER));
  } catch (error) {
    return failure(400, normalizeError(error).message);
  }

  let body: unknown;
  try {
    body = JSON.parse(await request.text());
  } catch {
    body = undefined;
  }
  if (!Array.isArray(body)) return failure(400, middlewareMessages.bodyNotArray);
  const parsed = (operations[operationName].args as z.ZodType).safeParse(body);
  if (!parsed.success) return failure(400, firstIssue(parsed.error));

  const handler = provider[operationName] as
    | ((ctx: CommerceContext, ...args: unknown[]) => Promise<unknown>)
    | undefined;
  if (!handler) return failure(501, middlewareMessages.notImplemented(operationName));

  const setCookies: string[] = [];
  const secure =
    new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  const address = clientAddress(request.headers.get('x-forwarded-for'), trustedProxies);
  const context: CommerceContext = {
    channelId,
    cookies: parseCookies(request.headers.get('cookie')),
    secure,
    ...(address ? { clientAddress: address } : {}),
    setCookie: (name, value, options) =>
      setCookies.push(serializeCookie(name, value, { secure, ...options })),
  };
  try {
    const result = await handler(context, ...(parsed.data as unknown[]));
    return {
      status: 200,
      headers: [...JSON_HEADERS, ...setCookies.map((cookie): [string, string] => ['set-cookie', cookie])],
      body: toJson(result ?? {}),
    };
  } catch (error) {
    const { statusCode, message } = normalizeError(error);
    if (statusCode >= 500 && !isCommerceError(error)) {
      console.error(
        JSON.stringify({
          level: 'error',
          event: 'commerce-operation-failed',
          operation: operationName,
          message,
        }),
      );
      // An unexpected failure (a database error, a bug) is logged in full but answered without its text, which
      // may name tables, queries or paths: the shopper gets the spec's general error text.
      return failure(statusCode, middlewareMessages.unexpected);
    }
    const retryAfter = isCommerceError(error) ? error.retryAfterSeconds : undefined;
    return failure(
      statusCode,
      message,
      retryAfter === undefined ? {} : { 'retry-after': String(retryAfter) },
    );
  }
}

const JSON_HEADERS: readonly [string, string][] = [
  ['content-type', 'application/json'],
  ['cache-control', 'no-store'],
];

function failure(
  statusCode: number,
  message: string,
  extraHeaders: Record<string, string> = {},
): MiddlewareAnswer {
  return {
    status: statusCode,
    headers: [...JSON_HEADERS, ...Object.entries(extraHeaders)],
    body: JSON.stringify({ message, statusCode }),
  };
}

function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid arguments.';
  const path = issue.path.map((p, i) => (i === 0 ? `argument ${String(p)}` : String(p))).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Cross-site POSTs are refused: a browser always sends `Origin` on POST, and it must name this host.
 * Requests without `Origin` (server-to-server, the in-process caller) are not browser-driven and pass.
 */
function isCrossSite(request: MiddlewareInput): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return true;
  }
  const host =
    request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  return originHost !== host;
}

/**
 * The client's address from `X-Forwarded-For` (issue 20 item 11, for throttling sign-ins). Each proxy appends the
 * address it was reached from, so only the right-most entries are facts; the left ones are whatever the client
 * sent. With `trustedProxies` proxies in front (default `WARDROBE_TRUSTED_PROXIES`, else 1: the reverse proxy
 * before `next start -H 127.0.0.1`), the address is the entry that many from the right (the left-most when
 * there are fewer). Next fills the header from the socket when a request comes without one (Next 16
 * `base-server.js`: `x-forwarded-for ??= socket.remoteAddress`), and so does `createNodeListener`. A port or
 * brackets are dropped (`[2001:db8::1]:443`, `203.0.113.7:5123`), `::ffff:` before an IPv4 address too; anything
 * that is not an IP address (`unknown`) gives undefined, as do no header and `trustedProxies` 0.
 */
export function clientAddress(
  forwardedFor: string | null | undefined,
  trustedProxies: number = trustedProxiesFromEnv(),
): string | undefined {
  if (!forwardedFor || !(trustedProxies >= 1)) return undefined;
  const entries = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = entries[Math.max(0, entries.length - Math.floor(trustedProxies))];
  if (!entry) return undefined;
  let address = entry.replace(/^"|"$/g, '').toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (address.startsWith('::ffff:') && /^::ffff:[\d.]+$/.test(address)) address = address.slice(7);
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address;
  if (/^[0-9a-f:]+(%[\w.-]+)?$/.test(address) && address.includes(':')) return address;
  return undefined;
}

function trustedProxiesFromEnv(): number {
  const value = typeof process === 'undefined' ? undefined : process.env.WARDROBE_TRUSTED_PROXIES;
  if (value === undefined || value.trim() === '') return 1;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : 1;
}

export function parseCookies(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    const raw = part.slice(eq + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw);
    }
  }
  return cookies;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? '/'}`];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.httpOnly) parts.push('HttpOnly');
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A `Set-Cookie` line read back: what a cookie store (Next's, a test's jar) needs to keep it. */
export interface ParsedCookie {
  name: string;
  value: string;
  path?: string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

/** A `Set-Cookie` value as `serializeCookie` writes it (name=value; Path; Max-Age; flags), the value decoded. */
export function parseSetCookie(header: string): ParsedCookie | undefined {
  const [pair = '', ...attributes] = header.split(';');
  const eq = pair.indexOf('=');
  if (eq <= 0) return undefined;
  const name = pair.slice(0, eq).trim();
  const raw = pair.slice(eq + 1).trim();
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not percent-encoded: kept as it is.
  }
  const cookie: ParsedCookie = { name, value };
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const attributeValue = rest.join('=').trim();
    switch (key.trim().toLowerCase()) {
      case 'path':
        cookie.path = attributeValue;
        break;
      case 'max-age':
        if (/^-?\d+$/.test(attributeValue)) cookie.maxAge = Number(attributeValue);
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite': {
        const sameSite = attributeValue.toLowerCase();
        if (sameSite === 'lax' || sameSite === 'strict' || sameSite === 'none') cookie.sameSite = sameSite;
        break;
      }
    }
  }
  return cookie;
}

/** True when a parsed `Set-Cookie` removes its cookie (an empty value or `Max-Age` 0 or less). */
export function clearsCookie(cookie: ParsedCookie): boolean {
  return cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0);
}
