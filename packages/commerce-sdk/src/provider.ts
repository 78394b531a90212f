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
  setCookie(name: string, value: string, options?: CookieOptions): void;
}

export type OperationHandler<N extends OperationName> = (
  context: CommerceContext,
  ...args: ParsedOperationArgs<N>
) => Promise<OperationResult<N>>;

/** A commerce backend: the sandbox, or (later) the BigCommerce adapter. */
export type CommerceProvider = { [N in OperationName]?: OperationHandler<N> };
