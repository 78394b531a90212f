/** Spec 001 §5: the channel header must be a number; missing, empty or 0 fall back to the default channel 1. */
export const CHANNEL_ID_ERROR = 'Channel id is not a number.';
export const DEFAULT_CHANNEL_ID = 1;

export function parseChannelId(header: string | null | undefined): number {
  if (header === null || header === undefined) return DEFAULT_CHANNEL_ID;
  const value = header.trim();
  if (value === '') return DEFAULT_CHANNEL_ID;
  if (!/^-?\d+(\.\d+)?$/.test(value)) throw new Error(CHANNEL_ID_ERROR);
  const id = Number(value);
  if (!Number.isFinite(id)) throw new Error(CHANNEL_ID_ERROR);
  return id === 0 ? DEFAULT_CHANNEL_ID : id;
}

export interface NormalizedError {
  statusCode: number;
  message: string;
}

/** Spec 001 §8: status from `statusCode`, `status` or `response.status` (default 500); message from the error or its string form. */
export function normalizeError(error: unknown): NormalizedError {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    status?: unknown;
    response?: { status?: unknown };
    message?: unknown;
  };
  const statusCode = [e.statusCode, e.status, e.response?.status].find(isStatus) ?? 500;
  const message = typeof e.message === 'string' && e.message !== '' ? e.message : String(error);
  return { statusCode, message };
}

function isStatus(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599;
}

/** Spec 001 §5: the message, letter for letter, when a preview domain is not on the staging content domain. */
export const PREVIEW_DOMAIN_ERROR = 'Invalid amplience staging domain';

/**
 * Spec 001 §2, §5: a preview link's `ampl_domain` must end in the staging content domain suffix, else
 * 'Invalid amplience staging domain'. Returns the domain when it is allowed.
 *
 * Reading: the domain is used as the host of content requests, so it must be a bare host name (letters, digits,
 * dots, hyphens): `evil.test/x.staging.example` ends with the suffix but would send the request to `evil.test`.
 * The suffix must also start a label (`hub.staging.example` and `staging.example` pass for the suffix
 * `staging.example`; `evilstaging.example` does not), host names compare in any case, and an empty suffix
 * (nothing configured) allows nothing.
 */
export function assertPreviewDomain(domain: string, stagingSuffix: string): string {
  const host = typeof domain === 'string' ? domain.toLowerCase() : '';
  const suffix = typeof stagingSuffix === 'string' ? stagingSuffix.toLowerCase() : '';
  if (suffix === '' || !/^[a-z0-9.-]+$/.test(host) || !host.endsWith(suffix)) {
    throw new Error(PREVIEW_DOMAIN_ERROR);
  }
  const before = host.charAt(host.length - suffix.length - 1);
  if (!suffix.startsWith('.') && before !== '' && before !== '.') throw new Error(PREVIEW_DOMAIN_ERROR);
  return domain;
}

/**
 * The environment variable that configures the staging content domain suffix (spec 001 §5). The preview link
 * (storefront proxy) and the content service both read it through `contentStagingDomain`, so they never differ.
 */
export const CONTENT_STAGING_DOMAIN_ENV = 'WARDROBE_CONTENT_STAGING_DOMAIN';

/** Reading: the suffix when none is configured: the sandbox's virtual staging domain. */
export const DEFAULT_CONTENT_STAGING_DOMAIN = 'staging.wardrobe.test';

/** The staging content domain suffix: the configured value (trimmed), else `DEFAULT_CONTENT_STAGING_DOMAIN`. */
export function contentStagingDomain(configured: string | null | undefined): string {
  const value = typeof configured === 'string' ? configured.trim() : '';
  return value === '' ? DEFAULT_CONTENT_STAGING_DOMAIN : value;
}

/** Spec 001 §8 ("Other error texts"): what a shopper is told when the failure's own message is not for them. */
export const GENERIC_ERROR_MESSAGE = 'An error occured, please try again later';

/**
 * What to tell a shopper about a failed action. Reading: a refusal (4xx) carries the shop's own words for the
 * shopper ('Currently unavailable.'), as does the busy answer (503, 'Please try again in a moment'); the spec's own
 * texts passed as `known` are shown as they are; anything else (a 500, a network failure) is the spec's generic
 * text, never a stack's or a server's internals.
 */
export function shopperErrorMessage(error: unknown, known: readonly string[] = []): string {
  const { statusCode, message } = normalizeError(error);
  if (known.includes(message)) return message;
  if ((statusCode >= 400 && statusCode < 500) || statusCode === 503) return message;
  return GENERIC_ERROR_MESSAGE;
}
