import { describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_ERROR_SLOTS,
  CART_ERROR_SLOTS,
  CUSTOMER_ERROR_SLOTS,
  createErrorSlots,
  PRODUCT_ERROR_SLOTS,
  WISHLIST_ERROR_SLOTS,
} from './error-slots';
import { CommerceError } from './errors';

/** Slots with a silent logger that the test can read. */
function cartSlots() {
  const log = vi.fn();
  return { slots: createErrorSlots(CART_ERROR_SLOTS, { name: 'cart', log }), log };
}

/** A promise and the functions that settle it, to interleave runs. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the slot names of the specs', () => {
  it('names spec 000 §8 and spec 001 §8 slots', () => {
    expect(CART_ERROR_SLOTS).toEqual(['load', 'addItem', 'removeItem', 'updateItemQty', 'clear']);
    expect(PRODUCT_ERROR_SLOTS).toEqual(['search', 'getById']);
    expect(WISHLIST_ERROR_SLOTS).toEqual(['load', 'addItem', 'removeItem', 'clear']);
    expect(CUSTOMER_ERROR_SLOTS).toEqual([
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
    ]);
    expect(ADDRESS_ERROR_SLOTS).toEqual(['load', 'addAddress', 'deleteAddress', 'updateAddress']);
  });
});

describe('createErrorSlots', () => {
  it('starts with every slot clear, in one frozen snapshot', () => {
    const { slots } = cartSlots();
    expect(slots.slotNames).toEqual(CART_ERROR_SLOTS);
    expect(slots.all()).toEqual({
      load: null,
      addItem: null,
      removeItem: null,
      updateItemQty: null,
      clear: null,
    });
    expect(Object.isFrozen(slots.all())).toBe(true);
    expect(slots.getSnapshot()).toBe(slots.all());
    expect(slots.get('load')).toBeNull();
  });

  it('get returns the recorded error of one slot; record normalises, stores, logs and returns it', () => {
    const { slots, log } = cartSlots();
    const cause = new CommerceError('The selected quantity exceeds available stock.', 422);
    const recorded = slots.record('addItem', cause);
    expect(recorded).toEqual({ message: 'The selected quantity exceeds available stock.', statusCode: 422 });
    expect(Object.isFrozen(recorded)).toBe(true);
    expect(slots.get('addItem')).toBe(recorded);
    expect(log).toHaveBeenCalledExactlyOnceWith('addItem', recorded, cause);
    // Anything thrown is normalised as spec 001 §8 says: status from statusCode/status/response.status, else 500.
    expect(slots.record('load', 'offline')).toEqual({ message: 'offline', statusCode: 500 });
    expect(slots.record('clear', { status: 404, message: 'gone' })).toEqual({
      message: 'gone',
      statusCode: 404,
    });
    expect(slots.record('clear', { response: { status: 503 } }).statusCode).toBe(503);
  });

  it('keeps slots independent: recording or clearing one leaves the others', () => {
    const { slots } = cartSlots();
    slots.record('addItem', new CommerceError('There is no cart to add the item to.', 400));
    slots.record('removeItem', new CommerceError('There is no cart to remove the item from.', 400));
    slots.clear('addItem');
    expect(slots.get('addItem')).toBeNull();
    expect(slots.get('removeItem')).toEqual({
      message: 'There is no cart to remove the item from.',
      statusCode: 400,
    });
    expect(slots.get('load')).toBeNull();
  });

  it('all gives a new frozen snapshot per change and the same one otherwise; older snapshots never change', () => {
    const { slots } = cartSlots();
    const before = slots.all();
    slots.record('load', new Error('down'));
    const after = slots.all();
    expect(after).not.toBe(before);
    expect(before.load).toBeNull();
    expect(after.load).toEqual({ message: 'down', statusCode: 500 });
    expect(Object.isFrozen(after)).toBe(true);
    expect(slots.all()).toBe(after);
    expect(() => {
      (after as Record<string, unknown>).load = null;
    }).toThrow(TypeError);
  });

  it('clear clears one slot, or all; clearing a clear slot publishes nothing', () => {
    const { slots } = cartSlots();
    const listener = vi.fn();
    slots.subscribe(listener);
    slots.clear('load');
    slots.clear();
    expect(listener).not.toHaveBeenCalled();
    slots.record('load', new Error('a'));
    slots.record('clear', new Error('b'));
    slots.clear();
    expect(slots.all()).toEqual({
      load: null,
      addItem: null,
      removeItem: null,
      updateItemQty: null,
      clear: null,
    });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('subscribe tells each listener the new snapshot until it unsubscribes', () => {
    const { slots } = cartSlots();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = slots.subscribe(first);
    slots.subscribe(second);
    slots.record('updateItemQty', new Error('x'));
    expect(first).toHaveBeenCalledExactlyOnceWith(slots.all());
    expect(second).toHaveBeenCalledExactlyOnceWith(slots.all());
    stopFirst();
    stopFirst();
    slots.clear('updateItemQty');
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenLastCalledWith(slots.all());
  });

  it('a listener that throws does not stop the others nor the recording', () => {
    const { slots } = cartSlots();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    slots.subscribe(() => {
      throw new Error('broken listener');
    });
    slots.subscribe(after);
    expect(() => slots.record('load', new Error('x'))).not.toThrow();
    expect(after).toHaveBeenCalledTimes(1);
    expect(slots.get('load')?.message).toBe('x');
    expect(spy).toHaveBeenCalledWith('An error-slot listener failed', expect.any(Error));
    spy.mockRestore();
  });

  it('refuses a slot name it does not have', () => {
    const { slots } = cartSlots();
    const typo = 'addItems' as (typeof CART_ERROR_SLOTS)[number];
    expect(() => slots.get(typo)).toThrow(new TypeError('Unknown error slot addItems'));
    expect(() => slots.record(typo, new Error('x'))).toThrow(TypeError);
    expect(() => slots.clear(typo)).toThrow(TypeError);
    return expect(slots.run(typo, () => 1)).rejects.toThrow(TypeError);
  });

  it('logs with console.error and the slot name by default', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new CommerceError('Invalid credentials', 400);
    createErrorSlots(CUSTOMER_ERROR_SLOTS, { name: 'customer' }).record('login', cause);
    createErrorSlots(ADDRESS_ERROR_SLOTS).record('addAddress', new Error('no'));
    expect(spy).toHaveBeenNthCalledWith(1, 'customer.login failed (400): Invalid credentials', cause);
    expect(spy).toHaveBeenNthCalledWith(2, 'addAddress failed (500): no', expect.any(Error));
    spy.mockRestore();
  });

  it('a logger that throws does not replace the recorded error', async () => {
    const slots = createErrorSlots(WISHLIST_ERROR_SLOTS, {
      log: () => {
        throw new Error('log down');
      },
    });
    const cause = new CommerceError('no wishlist', 404);
    await expect(slots.run('load', () => Promise.reject(cause))).rejects.toBe(cause);
    expect(slots.get('load')).toEqual({ message: 'no wishlist', statusCode: 404 });
  });
});

describe('run', () => {
  it('resolves with the result and leaves the slot clear on success', async () => {
    const { slots, log } = cartSlots();
    await expect(slots.run('load', async () => ({ id: 'cart-1' }))).resolves.toEqual({ id: 'cart-1' });
    await expect(slots.run('clear', () => 'sync value')).resolves.toBe('sync value');
    expect(slots.get('load')).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('records, logs and rethrows the very error on failure (sync throws too)', async () => {
    const { slots, log } = cartSlots();
    const cause = new CommerceError('There is no cart to add the item to.', 400);
    await expect(slots.run('addItem', () => Promise.reject(cause))).rejects.toBe(cause);
    expect(slots.get('addItem')).toEqual({
      message: 'There is no cart to add the item to.',
      statusCode: 400,
    });
    expect(log).toHaveBeenCalledExactlyOnceWith('addItem', slots.get('addItem'), cause);

    const thrown = new TypeError('Failed to fetch');
    await expect(
      slots.run('load', () => {
        throw thrown;
      }),
    ).rejects.toBe(thrown);
    expect(slots.get('load')).toEqual({ message: 'Failed to fetch', statusCode: 500 });
  });

  it('with { rethrow: false } records and logs, then resolves to undefined', async () => {
    const { slots, log } = cartSlots();
    const answer = await slots.run('removeItem', () => Promise.reject(new CommerceError('gone', 404)), {
      rethrow: false,
    });
    expect(answer).toBeUndefined();
    expect(slots.get('removeItem')).toEqual({ message: 'gone', statusCode: 404 });
    expect(log).toHaveBeenCalledTimes(1);
    await expect(slots.run('removeItem', async () => 7, { rethrow: false })).resolves.toBe(7);
  });

  it('a later success clears the slot (it is cleared when the run starts)', async () => {
    const { slots } = cartSlots();
    const listener = vi.fn();
    await slots.run('updateItemQty', () => Promise.reject(new Error('busy')), { rethrow: false });
    expect(slots.get('updateItemQty')).not.toBeNull();
    slots.subscribe(listener);
    const pending = deferred<string>();
    const run = slots.run('updateItemQty', () => pending.promise);
    // Cleared as soon as the new attempt starts, so the page stops showing the old error.
    expect(slots.get('updateItemQty')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(1);
    pending.resolve('ok');
    await expect(run).resolves.toBe('ok');
    expect(slots.get('updateItemQty')).toBeNull();
  });

  it('a run leaves the other slots alone', async () => {
    const { slots } = cartSlots();
    slots.record('load', new Error('load failed'));
    await slots.run('addItem', async () => 'added');
    await slots.run('clear', () => Promise.reject(new Error('clear failed')), { rethrow: false });
    expect(slots.get('load')?.message).toBe('load failed');
    expect(slots.get('addItem')).toBeNull();
    expect(slots.get('clear')?.message).toBe('clear failed');
  });

  it('overlapping runs of one slot: the latest started decides, an older failure is only logged', async () => {
    const { slots, log } = cartSlots();
    const older = deferred<string>();
    const newer = deferred<string>();
    const first = slots.run('addItem', () => older.promise, { rethrow: false });
    const second = slots.run('addItem', () => newer.promise, { rethrow: false });
    newer.resolve('second added');
    await expect(second).resolves.toBe('second added');
    older.reject(new CommerceError('The selected quantity exceeds available stock.', 422));
    await expect(first).resolves.toBeUndefined();
    expect(slots.get('addItem')).toBeNull();
    expect(log).toHaveBeenCalledWith(
      'addItem',
      { message: expect.any(String), statusCode: 422 },
      expect.anything(),
    );

    // And the other way round: the newer run's failure stands, the older success does not clear it.
    const slow = deferred<string>();
    const a = slots.run('addItem', () => slow.promise);
    const b = slots.run('addItem', () => Promise.reject(new CommerceError('Currently unavailable.', 422)), {
      rethrow: false,
    });
    await b;
    slow.resolve('late success');
    await a;
    expect(slots.get('addItem')).toEqual({ message: 'Currently unavailable.', statusCode: 422 });
  });

  it('works as a useSyncExternalStore / zustand source: subscribe(cb) + getSnapshot, stable between changes', async () => {
    const slots = createErrorSlots(CUSTOMER_ERROR_SLOTS, { log: () => {} });
    const { subscribe, getSnapshot } = slots; // unbound, as React and zustand call them
    const seen: unknown[] = [];
    const stop = subscribe(() => seen.push(getSnapshot()));
    const snapshot = getSnapshot();
    expect(getSnapshot()).toBe(snapshot);
    await slots.run('login', () => Promise.reject(new CommerceError('Invalid credentials', 400)), {
      rethrow: false,
    });
    await slots.run('login', async () => ({ is_valid: true }));
    stop();
    expect(seen).toEqual([
      expect.objectContaining({ login: { message: 'Invalid credentials', statusCode: 400 } }),
      expect.objectContaining({ login: null }),
    ]);
  });
});
