'use client';

import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { CLOSE_LABEL } from '../Dialog/Dialog';
import { closeButton } from '../Dialog/Dialog.css';
import { CloseIcon } from '../Icon';
import * as styles from './Toast.css';
import { type ToastNotification, ToastQueue } from './toastQueue';

/** The landmark's accessible name. */
export const NOTIFICATIONS_LABEL = 'Notifications';

export interface ToastRegionProps {
  /** The queue to show. `ToastProvider` passes its own. */
  queue: ToastQueue;
  /** Landmark name. */
  'aria-label'?: string;
  /** Accessible name of each notification's × button. */
  closeLabel?: string;
  /** Appended to the region's class. */
  className?: string;
}

/**
 * Where notifications appear: a landmark named "Notifications" holding a polite live list, so each new
 * message is read out without interrupting. Every notification has a "Close" button. Countdowns pause while
 * the pointer is over the notifications or focus is inside them (WCAG 2.2.1), and closing the focused one moves
 * focus to its neighbour, or back to where the shopper was before.
 *
 * Reading: a custom region, not RAC's `UNSTABLE_ToastRegion`: RAC's queue keeps older toasts waiting rather
 * than dropping them (the spec drops the oldest), and RAC announces each toast assertively (`role="alert"`).
 */
export function ToastRegion({
  queue,
  'aria-label': label = NOTIFICATIONS_LABEL,
  closeLabel = CLOSE_LABEL,
  className,
}: ToastRegionProps) {
  const notifications = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const focusInside = useRef(false);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);

  useEffect(() => {
    if (isHovered || isFocused) {
      queue.pause();
      return () => queue.resume();
    }
    return undefined;
  }, [queue, isHovered, isFocused]);

  const closeButtonOf = (id: string) =>
    regionRef.current?.querySelector<HTMLElement>(`[data-notification="${id}"] button`) ?? null;

  const leaveRegion = () => {
    const target = returnFocusTo.current;
    if (target?.isConnected) target.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  };

  // A notification can vanish under focus (dropped as the oldest): keep focus in a sensible place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the list changes, reads refs only.
  useLayoutEffect(() => {
    const region = regionRef.current;
    if (!focusInside.current || !region || region.contains(document.activeElement)) return;
    const last = notifications.at(-1);
    const next = last ? closeButtonOf(last.id) : null;
    if (next) next.focus();
    else {
      focusInside.current = false;
      setFocused(false);
      leaveRegion();
    }
  }, [notifications]);

  // When the list empties under the pointer, no pointerleave may follow.
  if (notifications.length === 0 && isHovered) setHovered(false);

  const close = (id: string) => {
    const region = regionRef.current;
    if (region?.contains(document.activeElement)) {
      const index = notifications.findIndex((item) => item.id === id);
      const neighbour = notifications[index + 1] ?? notifications[index - 1];
      const next = neighbour ? closeButtonOf(neighbour.id) : null;
      if (next) next.focus();
      else leaveRegion();
    }
    queue.close(id);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (focusInside.current) return;
    focusInside.current = true;
    const from = event.relatedTarget;
    returnFocusTo.current = from instanceof HTMLElement && !event.currentTarget.contains(from) ? from : null;
    setFocused(true);
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    // Removal of the focused element is handled by the layout effect above, not here.
    if (!(event.target as Node).isConnected) return;
    focusInside.current = false;
    setFocused(false);
  };

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the handlers only watch hover and focus to pause the countdowns.
    <section
      ref={regionRef}
      aria-label={label}
      className={className ? `${styles.region} ${className}` : styles.region}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <ol className={styles.list} aria-live="polite" aria-relevant="additions text">
        {notifications.map((notification) => (
          <li key={notification.id} data-notification={notification.id} className={styles.toast}>
            <p className={styles.message}>{notification.message}</p>
            <AriaButton
              aria-label={closeLabel}
              className={closeButton}
              onPress={() => close(notification.id)}
            >
              <CloseIcon />
            </AriaButton>
          </li>
        ))}
      </ol>
    </section>
  );
}

const ToastContext = createContext<ToastQueue | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /**
   * A queue made outside React (e.g. a module-level `new ToastQueue()` that stores and actions push into).
   * Without it the provider makes its own, one per mount.
   */
  queue?: ToastQueue;
  /** Props for the region it renders after `children`. */
  regionProps?: Omit<ToastRegionProps, 'queue'>;
}

/**
 * Gives `useToast()` to everything inside and renders the `ToastRegion` after the children.
 *
 * Reading (Next.js): a server `layout.tsx` wraps the page in `<ToastProvider>` (a client component that takes
 * server-rendered children); client components call `useToast().show(…)`; code outside React shares a
 * module-level `ToastQueue` passed as `queue`. A per-mount queue by default means no notification leaks
 * between requests on the server.
 */
export function ToastProvider({ children, queue, regionProps }: ToastProviderProps) {
  const [ownQueue] = useState(() => new ToastQueue());
  const active = queue ?? ownQueue;
  return (
    <ToastContext.Provider value={active}>
      {children}
      <ToastRegion {...regionProps} queue={active} />
    </ToastContext.Provider>
  );
}

export interface ToastApi {
  /** Shows a notification (spec: message plus persist flag) and returns its id. */
  show: (notification: ToastNotification | string) => string;
  /** Closes one notification. */
  close: (id: string) => void;
  /** Closes them all. */
  clear: () => void;
}

/** Shows notifications from a client component inside a `ToastProvider`. */
export function useToast(): ToastApi {
  const queue = useContext(ToastContext);
  if (!queue) throw new Error('useToast() needs a <ToastProvider> above it.');
  return useMemo(
    () => ({
      show: (notification) => queue.add(notification),
      close: (id) => queue.close(id),
      clear: () => queue.clear(),
    }),
    [queue],
  );
}
