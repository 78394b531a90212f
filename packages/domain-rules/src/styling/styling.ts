/** Spec 000 §9 "Styling customer id hashing | 5 retries at 200 ms": how often the id is asked for again. */
export const STYLING_ID_RETRIES = 5;

/** Spec 000 §9: the wait before each retry, in ms. */
export const STYLING_ID_RETRY_MS = 200;

/** Spec 000 §8 "Styling insights not ready: a warning only.": the warning, and nothing else happens. */
export const STYLING_NOT_READY_WARNING = 'Styling insights not ready';

/**
 * Spec 000 §9: the customer id the styling widget is handed is hashed: SHA-256 of the id's decimal text, as 64
 * lower-case hex digits. Web Crypto (`crypto.subtle`), so the same code runs in the browser and in Node.
 * Reading: an empty id is no customer: refused with a `TypeError` rather than hashed into a shared value.
 */
export async function hashCustomerId(customerId: string | number): Promise<string> {
  const text = String(customerId).trim();
  if (text === '') throw new TypeError('A customer id is needed to hash.');
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface RetryOptions {
  /** Tries after the first (spec 000 §9: 5). */
  retries: number;
  /** The wait before each retry, in ms (spec 000 §9: 200). */
  delayMs: number;
  /** Stops asking (no further try, resolves `undefined`): a page that went away. */
  signal?: AbortSignal | undefined;
  /** How a wait is made; a timer by default (time is passed in, as everywhere in these rules, when tested). */
  wait?: ((ms: number) => Promise<void>) | undefined;
}

/**
 * Asks `attempt` until it has an answer: a value other than `undefined`. An `undefined` (the session is not
 * ready yet) or a failure is asked again after `delayMs`, at most `retries` more times; then `undefined`, which
 * the caller reports as not ready. Reading: "5 retries" are 5 tries after the first, so 6 in all, 1 s of waiting.
 * A failure counts as not ready: the session lookup fails while the session is being set up.
 */
export async function withRetries<T>(
  attempt: (tryNumber: number) => T | undefined | Promise<T | undefined>,
  { retries, delayMs, signal, wait = waitFor }: RetryOptions,
): Promise<T | undefined> {
  for (let tryNumber = 0; ; tryNumber++) {
    if (signal?.aborted) return undefined;
    let answer: T | undefined;
    try {
      answer = await attempt(tryNumber);
    } catch {
      answer = undefined;
    }
    if (signal?.aborted) return undefined;
    if (answer !== undefined) return answer;
    if (tryNumber >= retries) return undefined;
    await wait(delayMs);
  }
}

function waitFor(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
