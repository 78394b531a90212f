import type { OperationName, OperationResult, ParsedOperationArgs } from './operations';

export interface CookieOptions {
  maxAge?: number;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
  path?: string;
}

/** What a backend learns about the request: never identity from arguments, only from cookies. */
export interface CommerceContext {
  channelId: number;
  cookies: ReadonlyMap<string, string>;
  /** True when the request came over https, so cookies are marked Secure. */
  secure: boolean;
  /**
   * The shopper's network address as the middleware read it (`clientAddress` of `@wardrobe/commerce-sdk/server`:
   * the right-most `X-Forwarded-For` entry, or further left past `WARDROBE_TRUSTED_PROXIES` proxies), for
   * throttling only, never identity. Absent when unknown (an in-process caller).
   */
  clientAddress?: string;
  setCookie(name: string, value: string, options?: CookieOptions): void;
}

export type OperationHandler<N extends OperationName> = (
  context: CommerceContext,
  ...args: ParsedOperationArgs<N>
) => Promise<OperationResult<N>>;

/** A commerce backend: the sandbox, or (later) the BigCommerce adapter. */
export type CommerceProvider = { [N in OperationName]?: OperationHandler<N> };
