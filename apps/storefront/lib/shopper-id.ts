import type { CommerceClient } from '@wardrobe/commerce-sdk';
import { isSignedIn } from './bag/store';

/**
 * Who the product-page widgets ask for. Pages are rendered without cookies (so they can be cached), so the
 * signed-in customer is known only in the browser: the login-state cookie says whether someone is signed in,
 * and `getCustomers` (with the session cookie) says who.
 */

let known: { id: number } | undefined;

/**
 * The signed-in customer's id, or `undefined` while nobody is signed in or the session is not ready yet (the
 * login-state cookie is set but the session does not answer with a customer). Remembered once found, for the
 * page's life; a sign-out forgets it.
 */
export async function signedInCustomerId(
  client: Pick<CommerceClient, 'getCustomers'>,
): Promise<number | undefined> {
  if (!isSignedIn()) {
    known = undefined;
    return undefined;
  }
  if (known) return known.id;
  const id = (await client.getCustomers()).data[0]?.id;
  if (id !== undefined) known = { id };
  return id;
}

/** Where the anonymous shopper id is kept (localStorage). */
export const ANONYMOUS_SHOPPER_KEY = 'wardrobe-shopper-id';

/**
 * A stable id for a shopper who is not signed in: made once per browser and kept in localStorage, so the size-fit
 * widget sees the same shopper on every visit without knowing who they are. Where storage is refused (private
 * modes), an id for this page only.
 */
export function anonymousShopperId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
) {
  const kept = storage?.getItem(ANONYMOUS_SHOPPER_KEY);
  if (kept) return kept;
  const made = `anon-${crypto.randomUUID()}`;
  try {
    storage?.setItem(ANONYMOUS_SHOPPER_KEY, made);
  } catch {
    // Storage full or refused: the id still serves this page.
  }
  return made;
}

/**
 * Spec 001 §3 "Size-fit widget: user id": the signed-in customer's id when known, else the anonymous shopper id.
 * Reading: the size-fit widget does not wait for a session that is not ready (unlike styling, spec 000 §9 says
 * nothing of retries for it): it asks as the anonymous shopper instead.
 */
export async function sizeFitUserId(client: Pick<CommerceClient, 'getCustomers'>): Promise<string> {
  const customerId = await signedInCustomerId(client).catch(() => undefined);
  return customerId === undefined ? anonymousShopperId() : String(customerId);
}

function safeStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}
