import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  hashCustomerId,
  STYLING_ID_RETRIES,
  STYLING_ID_RETRY_MS,
  STYLING_NOT_READY_WARNING,
  withRetries,
} from './styling';

describe('hashCustomerId', () => {
  it('is the SHA-256 hex digest of the id (FIPS 180-2 test vector "abc")', async () => {
    expect(await hashCustomerId('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('hashes a numeric id as its decimal text, the same either way', async () => {
    const hex = '73475cb40a568e8da8a045ced110137e159f890ac4da883b6b17dc651b3a8049';
    expect(await hashCustomerId(42)).toBe(hex);
    expect(await hashCustomerId('42')).toBe(hex);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an empty id rather than hashing it into a value every guest would share', async () => {
    await expect(hashCustomerId('')).rejects.toThrow(TypeError);
    await expect(hashCustomerId('  ')).rejects.toThrow(TypeError);
  });
});

describe('styling constants', () => {
  it('are spec 000 §9 and §8, letter for letter', () => {
    expect(STYLING_ID_RETRIES).toBe(5);
    expect(STYLING_ID_RETRY_MS).toBe(200);
    expect(STYLING_NOT_READY_WARNING).toBe('Styling insights not ready');
  });
});

describe('withRetries', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const options = { retries: STYLING_ID_RETRIES, delayMs: STYLING_ID_RETRY_MS };

  it('answers at once when the first try has the value, with no wait', async () => {
    const attempt = vi.fn(async () => 'ready');
    await expect(withRetries(attempt, options)).resolves.toBe('ready');
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tries once, then 5 more times 200 ms apart, then gives up with undefined', async () => {
    const attempt = vi.fn(async (_tryNumber: number) => undefined);
    const result = withRetries(attempt, options);
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    for (let retry = 1; retry <= 5; retry++) {
      await vi.advanceTimersByTimeAsync(199);
      expect(attempt).toHaveBeenCalledTimes(retry);
      await vi.advanceTimersByTimeAsync(1);
      expect(attempt).toHaveBeenCalledTimes(retry + 1);
    }
    await expect(result).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(1000);
    expect(attempt).toHaveBeenCalledTimes(6);
    expect(attempt.mock.calls.map(([n]) => n)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('stops at the first try with an answer; a failure counts as not ready', async () => {
    let tries = 0;
    const result = withRetries(async () => {
      tries++;
      if (tries === 1) throw new Error('no session yet');
      return tries === 3 ? 42 : undefined;
    }, options);
    await vi.advanceTimersByTimeAsync(400);
    await expect(result).resolves.toBe(42);
    expect(tries).toBe(3);
  });

  it('asks no more once the signal aborts', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(() => undefined);
    const result = withRetries(attempt, { ...options, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(200);
    controller.abort();
    await vi.advanceTimersByTimeAsync(2000);
    await expect(result).resolves.toBeUndefined();
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('waits with the wait it is given', async () => {
    const waits: number[] = [];
    const result = await withRetries(() => undefined, {
      retries: 2,
      delayMs: 50,
      wait: async (ms) => void waits.push(ms),
    });
    expect(result).toBeUndefined();
    expect(waits).toEqual([50, 50]);
  });
});
