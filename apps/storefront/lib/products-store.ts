'use client';

import { normalizeError } from '@wardrobe/domain-rules';
import { create } from 'zustand';

/**
 * Spec 000 §8 "Each operation records its last error (load, addItem, removeItem, updateItemQty, clear, search,
 * getById) and logs it": the bag store keeps the first five; this keeps the product reads the browser makes, the
 * header's search (autocomplete) and a product by id (quick add).
 */
export type ProductsErrorSlot = 'search' | 'getById';

interface ProductsState {
  errors: Partial<Record<ProductsErrorSlot, string>>;
}

export const useProducts = create<ProductsState>()(() => ({ errors: {} }));

/**
 * Runs one product read under its slot: a failure is recorded and logged, then passed on; a success clears the
 * slot. A read the shopper abandoned (a newer search, the bar closed) is no error.
 */
export async function productRead<T>(
  slot: ProductsErrorSlot,
  read: () => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    const answer = await read();
    if (useProducts.getState().errors[slot] !== undefined)
      useProducts.setState((s) => ({ errors: { ...s.errors, [slot]: undefined } }));
    return answer;
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = normalizeError(error).message;
    console.error(JSON.stringify({ level: 'error', event: 'products-error', slot, message }));
    useProducts.setState((s) => ({ errors: { ...s.errors, [slot]: message } }));
    throw error;
  }
}
