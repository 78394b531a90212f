import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_NOTIFICATIONS, NOTIFICATION_TIMEOUT_MS, ToastQueue } from './toastQueue';

const messages = (queue: ToastQueue) => queue.getSnapshot().map((item) => item.message);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ToastQueue', () => {
  it('uses the spec limits: 3 at once, 3000 ms', () => {
    expect(MAX_NOTIFICATIONS).toBe(3);
    expect(NOTIFICATION_TIMEOUT_MS).toBe(3000);
  });

  it('shows notifications oldest first, each with its own id', () => {
    const queue = new ToastQueue();
    const first = queue.add({ message: 'Added to your bag' });
    const second = queue.add('Added to your wishlist');

    expect(messages(queue)).toEqual(['Added to your bag', 'Added to your wishlist']);
    expect(first).not.toBe(second);
    expect(queue.getSnapshot()[1]).toEqual({ id: second, message: 'Added to your wishlist', persist: false });
  });

  it('keeps at most 3 and drops the oldest', () => {
    const queue = new ToastQueue();
    for (const message of ['one', 'two', 'three', 'four']) queue.add({ message });
    expect(messages(queue)).toEqual(['two', 'three', 'four']);

    queue.add({ message: 'five', persist: true });
    queue.add({ message: 'six' });
    expect(messages(queue)).toEqual(['four', 'five', 'six']);
  });

  it('drops a persistent notification too when it is the oldest', () => {
    const queue = new ToastQueue();
    queue.add({ message: 'kept until closed', persist: true });
    for (const message of ['a', 'b', 'c']) queue.add(message);

    expect(messages(queue)).toEqual(['a', 'b', 'c']);
  });

  it('dismisses a notification after 3000 ms, not before', () => {
    const queue = new ToastQueue();
    queue.add('Added to your bag');

    vi.advanceTimersByTime(2999);
    expect(messages(queue)).toEqual(['Added to your bag']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  it('times each notification from when it was added', () => {
    const queue = new ToastQueue();
    queue.add('first');
    vi.advanceTimersByTime(1000);
    queue.add('second');

    vi.advanceTimersByTime(2000);
    expect(messages(queue)).toEqual(['second']);
    vi.advanceTimersByTime(1000);
    expect(messages(queue)).toEqual([]);
  });

  it('keeps a persistent notification until it is closed', () => {
    const queue = new ToastQueue();
    const id = queue.add({ message: 'Your session will end soon', persist: true });

    vi.advanceTimersByTime(60_000);
    expect(messages(queue)).toEqual(['Your session will end soon']);

    queue.close(id);
    expect(messages(queue)).toEqual([]);
  });

  it('closes one notification by id and ignores unknown ids', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const first = queue.add('first');
    queue.add('second');
    listener.mockClear();

    queue.close(first);
    expect(messages(queue)).toEqual(['second']);
    expect(listener).toHaveBeenCalledTimes(1);

    queue.close('nope');
    queue.close(first);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not let a dropped or closed notification’s timer close anything later', () => {
    const queue = new ToastQueue();
    const first = queue.add('first');
    queue.close(first);
    vi.advanceTimersByTime(1500);
    queue.add({ message: 'persistent', persist: true });
    vi.advanceTimersByTime(10_000);

    expect(messages(queue)).toEqual(['persistent']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('pauses the countdowns and resumes them with the time left', () => {
    const queue = new ToastQueue();
    queue.add('first');
    vi.advanceTimersByTime(1000);

    queue.pause();
    expect(queue.isPaused).toBe(true);
    vi.advanceTimersByTime(10_000);
    expect(messages(queue)).toEqual(['first']);

    queue.resume();
    vi.advanceTimersByTime(1999);
    expect(messages(queue)).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(messages(queue)).toEqual([]);
  });

  it('holds notifications added while paused until it resumes', () => {
    const queue = new ToastQueue();
    queue.pause();
    queue.pause();
    queue.add('added while hovered');
    vi.advanceTimersByTime(5000);
    expect(messages(queue)).toEqual(['added while hovered']);

    queue.resume();
    queue.resume();
    vi.advanceTimersByTime(3000);
    expect(messages(queue)).toEqual([]);
  });

  it('clears everything and tells subscribers about every change', () => {
    const queue = new ToastQueue();
    const listener = vi.fn();
    const unsubscribe = queue.subscribe(listener);
    queue.add('one');
    queue.add('two');
    expect(listener).toHaveBeenCalledTimes(2);

    const before = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(before);
    queue.clear();
    expect(messages(queue)).toEqual([]);
    expect(queue.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(3);

    unsubscribe();
    queue.add('three');
    expect(listener).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('takes a different limit and timeout', () => {
    const queue = new ToastQueue({ maxVisible: 1, timeoutMs: 500 });
    queue.add('one');
    queue.add('two');
    expect(messages(queue)).toEqual(['two']);
    vi.advanceTimersByTime(500);
    expect(messages(queue)).toEqual([]);
  });
});
