import { CommerceError } from '@wardrobe/commerce-sdk';

/** The environment variable that starts the sandbox with injected faults (README "Faults"). */
export const FAULTS_ENV = 'WARDROBE_FAULTS';

/** One injected content fault: reads of `key` answer `status`. */
export interface ContentFault {
  /**
   * A delivery key (`eu/footer`: that market only), a key without its market prefix (`footer`: every market), or
   * undefined for every read (`content:500`: the content service is down).
   */
  key: string | undefined;
  status: number;
}

const FAULT = /^content:(?:([a-z0-9][a-z0-9/_-]*):)?([1-5]\d\d)$/;

/**
 * Parses `content:[<key>:]<status>[,…]`, e.g. `content:desktop-navigation:500`, or `content:500` for every read. A spec that
 * does not parse is refused at start with the part that is wrong: a demo that silently runs without its fault
 * would prove nothing.
 */
export function parseContentFaults(spec: string | undefined): ContentFault[] {
  if (spec === undefined || spec.trim() === '') return [];
  return spec.split(',').map((part) => {
    const match = FAULT.exec(part.trim());
    if (!match)
      throw new Error(
        `${FAULTS_ENV}: "${part.trim()}" is not content:[<key>:]<status> (for example content:desktop-navigation:500 or content:500)`,
      );
    return { key: match[1], status: Number(match[2]) };
  });
}

/** The fault for a delivery key, if any: its own key, or its key without the market prefix. */
export function contentFaultFor(
  faults: readonly ContentFault[],
  deliveryKey: string,
): ContentFault | undefined {
  const unprefixed = deliveryKey.slice(deliveryKey.indexOf('/') + 1);
  return faults.find(
    (fault) => fault.key === undefined || fault.key === deliveryKey || fault.key === unprefixed,
  );
}

/**
 * Answers a faulted read as the content service would: a 404 is "no such entry" (undefined), any other status
 * is thrown with that status.
 */
export function applyContentFault(fault: ContentFault): undefined {
  if (fault.status === 404) return undefined;
  throw new CommerceError(`Injected fault: the content service answered ${fault.status}`, fault.status);
}
