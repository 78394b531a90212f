import { type NormalizedError, normalizeError } from '@wardrobe/domain-rules';

/**
 * Per-operation last-error slots (spec 000 §8 "Each operation records its last error … and logs it"; spec 001 §8
 * "Each action records its error in its own slot … and logs it"). Framework-free: a store (zustand, a React
 * context, a Vue ref) subscribes and reads immutable snapshots, so `useSyncExternalStore(slots.subscribe,
 * slots.getSnapshot)` works as it is.
 */

/**
 * Spec 000 §8's slots of the bag: load, addItem, removeItem, updateItemQty, clear. Reading: the spec's list also
 * names `search` and `getById`, the product lookups, which get their own store (`PRODUCT_ERROR_SLOTS`).
 */
export const CART_ERROR_SLOTS = ['load', 'addItem', 'removeItem', 'updateItemQty', 'clear'] as const;

/** Spec 000 §8's `search` and `getById`: the listing/search and the product page lookups. */
export const PRODUCT_ERROR_SLOTS = ['search', 'getById'] as const;

/**
 * Reading: spec 000 §8 says *each* operation records its last error, and the wishlist (spec 000 §4, §7) has the
 * same load / add / remove / clear actions as the bag, so it has the same slots (no quantity to update).
 */
export const WISHLIST_ERROR_SLOTS = ['load', 'addItem', 'removeItem', 'clear'] as const;

/** Spec 001 §8: the user-session actions' slots ("checkout login" and "channel load" in camel case). */
export const CUSTOMER_ERROR_SLOTS = [
  'load',
  'login',
  'logout',
  'register',
  'registerSimple',
  'registerCustomerV2',
  'updateCustomer',
  'updatePreferences',
  'checkoutLogin',
  'channelLoad',
] as const;

/** Spec 001 §8: the address helper's slots. */
export const ADDRESS_ERROR_SLOTS = ['load', 'addAddress', 'deleteAddress', 'updateAddress'] as const;

export type CartErrorSlot = (typeof CART_ERROR_SLOTS)[number];
export type ProductErrorSlot = (typeof PRODUCT_ERROR_SLOTS)[number];
export type WishlistErrorSlot = (typeof WISHLIST_ERROR_SLOTS)[number];
export type CustomerErrorSlot = (typeof CUSTOMER_ERROR_SLOTS)[number];
export type AddressErrorSlot = (typeof ADDRESS_ERROR_SLOTS)[number];

/** A recorded error: spec 001 §8's normalised `{ message, statusCode }` (`normalizeError` of domain-rules). */
export type SlotError = Readonly<NormalizedError>;

/** Every slot's last error, `null` when the slot is clear. A new object (frozen) whenever any slot changes. */
export type ErrorSlotsSnapshot<S extends string> = Readonly<Record<S, SlotError | null>>;

/** Receives each recorded error: the slot, the normalised error, and what was thrown. */
export type ErrorSlotLogger<S extends string> = (slot: S, error: SlotError, cause: unknown) => void;

export interface ErrorSlotsOptions<S extends string> {
  /** The store's name, put before the slot in the default log line (`cart.addItem failed …`). */
  name?: string;
  /** Where recorded errors are logged. Default: `console.error` with the slot name, the status and the message. */
  log?: ErrorSlotLogger<S>;
}

export interface RunOptions {
  /** `false`: a failure is recorded and logged, and `run` resolves to `undefined` instead of rethrowing. */
  rethrow?: boolean;
}

export interface ErrorSlots<S extends string> {
  /** The slot names, in the order given. */
  readonly slotNames: readonly S[];
  /** The slot's last error, or `null`. */
  get(slot: S): SlotError | null;
  /** Every slot at once: an immutable snapshot, the same object until a slot changes. */
  all(): ErrorSlotsSnapshot<S>;
  /** `all` under the name `useSyncExternalStore` and zustand's `subscribe` helpers expect. */
  getSnapshot(): ErrorSlotsSnapshot<S>;
  /** Normalises the error, stores it in the slot (replacing the last one), logs it and returns it. */
  record(slot: S, error: unknown): SlotError;
  /** Clears one slot, or every slot when none is named. Clearing a clear slot changes nothing. */
  clear(slot?: S): void;
  /** Calls the listener with the new snapshot after every change; returns the function that unsubscribes. */
  subscribe(listener: (snapshot: ErrorSlotsSnapshot<S>) => void): () => void;
  /**
   * Runs one operation in its slot: clears the slot, awaits `fn`, and on failure records the error (normalised),
   * logs it and rethrows what was thrown (so `CommerceError` keeps its class). With `{ rethrow: false }` a
   * failure resolves to `undefined` instead. When runs of one slot overlap, the slot follows the latest started:
   * a failure of an older run is still logged but does not overwrite the newer run's outcome.
   */
  run<T>(slot: S, fn: () => T | PromiseLike<T>): Promise<T>;
  run<T>(
    slot: S,
    fn: () => T | PromiseLike<T>,
    options: RunOptions & { rethrow: false },
  ): Promise<T | undefined>;
  run<T>(slot: S, fn: () => T | PromiseLike<T>, options?: RunOptions): Promise<T | undefined>;
}

function defaultLogger<S extends string>(name: string | undefined): ErrorSlotLogger<S> {
  return (slot, error, cause) => {
    const label = name ? `${name}.${slot}` : slot;
    console.error(`${label} failed (${error.statusCode}): ${error.message}`, cause);
  };
}

/**
 * Creates the slots of one store, all clear. `createErrorSlots(CART_ERROR_SLOTS, { name: 'cart' })`.
 * Unknown slot names are refused with a TypeError (a typo would otherwise record into nothing).
 */
export function createErrorSlots<const S extends string>(
  slotNames: readonly S[],
  { name, log = defaultLogger<S>(name) }: ErrorSlotsOptions<S> = {},
): ErrorSlots<S> {
  const names: readonly S[] = Object.freeze([...new Set(slotNames)]);
  const known = new Set<string>(names);
  const empty = () => Object.fromEntries(names.map((n) => [n, null])) as Record<S, SlotError | null>;
  let snapshot: ErrorSlotsSnapshot<S> = Object.freeze(empty());
  const listeners = new Set<(snapshot: ErrorSlotsSnapshot<S>) => void>();
  /** Per slot, the number of the latest run started: older runs do not write the slot. */
  const latestRun = new Map<S, number>();

  const assertSlot = (slot: S) => {
    if (!known.has(slot)) throw new TypeError(`Unknown error slot ${String(slot)}`);
  };

  const publish = (next: Record<S, SlotError | null>) => {
    snapshot = Object.freeze(next);
    const current = snapshot;
    // A copy: a listener may unsubscribe (itself or another) while being told.
    for (const listener of [...listeners]) {
      try {
        listener(current);
      } catch (error) {
        // One broken listener must not keep the others from the change, nor fail the operation.
        console.error('An error-slot listener failed', error);
      }
    }
  };

  const store = (slot: S, error: SlotError | null) => {
    publish({ ...snapshot, [slot]: error });
  };

  const report = (slot: S, error: SlotError, cause: unknown) => {
    try {
      log(slot, error, cause);
    } catch {
      // The log is best effort: a failing logger must not replace the operation's own error.
    }
  };

  const normalise = (error: unknown): SlotError => {
    const { message, statusCode } = normalizeError(error);
    return Object.freeze({ message, statusCode });
  };

  function run<T>(slot: S, fn: () => T | PromiseLike<T>): Promise<T>;
  function run<T>(
    slot: S,
    fn: () => T | PromiseLike<T>,
    options: RunOptions & { rethrow: false },
  ): Promise<T | undefined>;
  function run<T>(slot: S, fn: () => T | PromiseLike<T>, options?: RunOptions): Promise<T | undefined>;
  async function run<T>(
    slot: S,
    fn: () => T | PromiseLike<T>,
    { rethrow = true }: RunOptions = {},
  ): Promise<T | undefined> {
    assertSlot(slot);
    const ticket = (latestRun.get(slot) ?? 0) + 1;
    latestRun.set(slot, ticket);
    slots.clear(slot);
    try {
      return await fn();
    } catch (error) {
      const recorded = normalise(error);
      if (latestRun.get(slot) === ticket) store(slot, recorded);
      report(slot, recorded, error);
      if (rethrow) throw error;
      return undefined;
    }
  }

  const slots: ErrorSlots<S> = {
    slotNames: names,
    get(slot) {
      assertSlot(slot);
      return snapshot[slot];
    },
    all: () => snapshot,
    getSnapshot: () => snapshot,
    record(slot, error) {
      assertSlot(slot);
      const recorded = normalise(error);
      store(slot, recorded);
      report(slot, recorded, error);
      return recorded;
    },
    clear(slot?: S) {
      if (slot === undefined) {
        if (names.some((n) => snapshot[n] !== null)) publish(empty());
        return;
      }
      assertSlot(slot);
      if (snapshot[slot] !== null) store(slot, null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    run,
  };
  return slots;
}
