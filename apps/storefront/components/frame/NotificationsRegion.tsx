'use client';

import { ToastQueue, ToastRegion } from '@wardrobe/design-system';
import { useEffect, useState } from 'react';
import { useFrame } from '../../lib/frame-store';

/**
 * The notifications region (spec 000 §4: at most 3 shown, the oldest dropped, 3000 ms unless persistent): the
 * design system's queue, fed from the frame store's `notify`.
 */
export function NotificationsRegion() {
  const [queue] = useState(() => new ToastQueue());
  const count = useFrame((s) => s.notifications.length);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every new notification is the trigger.
  useEffect(() => {
    for (const n of useFrame.getState().takeNotifications()) queue.add(n);
  }, [count, queue]);
  return <ToastRegion queue={queue} />;
}
