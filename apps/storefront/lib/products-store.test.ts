import { afterEach, describe, expect, it, vi } from 'vitest';
import { productRead, useProducts } from './products-store';

afterEach(() => {
  useProducts.setState({ errors: {} });
  vi.restoreAllMocks();
});

describe('product reads record their last error (spec 000 §8: search, getById)', () => {
  it('records and logs a failed search, then clears the slot when a search answers', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(productRead('search', () => Promise.reject(new Error('Search is down')))).rejects.toThrow(
      'Search is down',
    );
    expect(useProducts.getState().errors).toEqual({ search: 'Search is down' });
    expect(JSON.parse(String(log.mock.calls[0]?.[0]))).toMatchObject({
      slot: 'search',
      message: 'Search is down',
    });

    await expect(productRead('search', () => Promise.resolve(['shirt']))).resolves.toEqual(['shirt']);
    expect(useProducts.getState().errors.search).toBeUndefined();
  });

  it('keeps each slot to itself', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await productRead('getById', () => Promise.reject(new Error('No product'))).catch(() => {});
    await productRead('search', () => Promise.resolve(1));
    expect(useProducts.getState().errors).toEqual({ getById: 'No product' });
  });

  it('does not count a read the shopper abandoned', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    controller.abort();
    await productRead('search', () => Promise.reject(new Error('aborted')), controller.signal).catch(
      () => {},
    );
    expect(useProducts.getState().errors).toEqual({});
    expect(log).not.toHaveBeenCalled();
  });
});
