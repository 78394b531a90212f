import { useEffect, useState } from 'react';

/**
 * Whether the form is interactive yet. Until then its submit button stays disabled: a press (or Enter in a field)
 * before the script has run would submit the native form, a GET that puts what was typed, a password too, in the
 * address, and loses it, instead of calling the backend.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
