/** An operation's failure as it travels: the status code and `{ message, statusCode }` of the contract. */
export class CommerceError extends Error {
  override readonly name = 'CommerceError';
  constructor(
    message: string,
    readonly statusCode: number,
    /** For a 503: when to try again, sent as `Retry-After` (seconds). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * A `CommerceError` from any copy of this package: a backend loaded as a server external package (the sandbox in
 * Next) brings its own copy of the class, so `instanceof` alone would take its 503 for an unexpected failure.
 */
export function isCommerceError(error: unknown): error is CommerceError {
  if (error instanceof CommerceError) return true;
  if (!(error instanceof Error) || error.name !== 'CommerceError') return false;
  return typeof (error as { statusCode?: unknown }).statusCode === 'number';
}

/** Texts of the middleware's own answers (`shared/contracts/commerce.md`, Transport). */
export const middlewareMessages = {
  unknownMethod: (name: string) => `Unknown method ${name}`,
  unknownMiddleware: (name: string) => `Unknown middleware ${name}`,
  methodNotAllowed: (method: string) => `Method ${method} is not allowed; use POST.`,
  crossSite: 'Cross-site requests are refused.',
  bodyNotArray: 'The request body must be a JSON array of arguments.',
  notImplemented: (name: string) => `Operation ${name} is not implemented by this backend.`,
  /** Spec 001 §8's general error text ('occured' as the spec spells it). */
  unexpected: 'An error occured. Please try again later.',
} as const;
