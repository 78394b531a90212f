'use client';

import { FETCH_MINIMUM_DELAY_MS, minimumDelayLeft } from '@wardrobe/domain-rules';
import { useEffect, useRef, useState } from 'react';

/**
 * Spec 000 §9 "Fetch minimum delay": whether to show a loading state (a skeleton) for `loading`, held on for at
 * least `minimum` ms (200) from when it was first shown, so a fast answer never makes it flash.
 */
export function useMinimumLoading(loading: boolean, minimum = FETCH_MINIMUM_DELAY_MS): boolean {
  const shownAt = useRef<number | undefined>(undefined);
  const [held, setHeld] = useState(false);
  if (loading && shownAt.current === undefined) shownAt.current = Date.now();
  useEffect(() => {
    if (loading) {
      setHeld(true);
      return;
    }
    const since = shownAt.current;
    const done = () => {
      shownAt.current = undefined;
      setHeld(false);
    };
    const left = since === undefined ? 0 : minimumDelayLeft(since, Date.now(), minimum);
    if (left === 0) {
      done();
      return;
    }
    const timer = setTimeout(done, left);
    return () => clearTimeout(timer);
  }, [loading, minimum]);
  return loading || held;
}
