/**
 * The notification queue of spec 000 §4: "At most 3 are shown at once, and the oldest is dropped. Each
 * auto-dismisses after 3000 ms unless persistent." Framework-free, so app state (a store, a server action's
 * result handler) can push into it without React; `ToastRegion` renders it with `useSyncExternalStore`.
 *
 * Reading (WCAG 2.2.1 Timing adjustable): timers pause while the shopper hovers or focuses the notifications
 * (`pause()` / `resume()`), and restart with the time each notification had left.
 */

/** Spec 000 §9: "Notifications | max 3". */
export const MAX_NOTIFICATIONS = 3;
/** Spec 000 §9: "Notifications | 3000 ms". */
export const NOTIFICATION_TIMEOUT_MS = 3000;

/** A notification as spec 000 §3 defines it ("Notification"): message plus a persist flag. */
export interface ToastNotification {
  message: string;
  /** Stays until closed instead of going after 3000 ms. */
  persist?: boolean;
}

export interface QueuedNotification {
  readonly id: string;
  readonly message: string;
  readonly persist: boolean;
}

export interface ToastQueueOptions {
  /** How many show at once; older ones are dropped. Defaults to 3. */
  maxVisible?: number;
  /** Auto-dismiss delay for non-persistent notifications. Defaults to 3000 ms. */
  timeoutMs?: number;
}

interface Countdown {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | null;
}

export class ToastQueue {
  private readonly maxVisible: number;
  private readonly timeoutMs: number;
  /** Oldest first. Replaced (never mutated) on change, so it can be a `useSyncExternalStore` snapshot. */
  private items: readonly QueuedNotification[] = [];
  private readonly countdowns = new Map<string, Countdown>();
  private readonly listeners = new Set<() => void>();
  private paused = false;
  private nextId = 1;

  constructor({
    maxVisible = MAX_NOTIFICATIONS,
    timeoutMs = NOTIFICATION_TIMEOUT_MS,
  }: ToastQueueOptions = {}) {
    this.maxVisible = Math.max(1, Math.floor(maxVisible));
    this.timeoutMs = timeoutMs;
  }

  /** Shows a notification and returns its id. Beyond the maximum, the oldest ones are dropped. */
  add(notification: ToastNotification | string): string {
    const { message, persist = false } =
      typeof notification === 'string' ? { message: notification } : notification;
    const id = `notification-${this.nextId++}`;
    const overflow = Math.max(0, this.items.length + 1 - this.maxVisible);
    for (const dropped of this.items.slice(0, overflow)) this.stopCountdown(dropped.id);
    this.items = [...this.items.slice(overflow), { id, message, persist }];
    if (!persist) {
      this.countdowns.set(id, { remaining: this.timeoutMs, startedAt: 0, handle: null });
      if (!this.paused) this.startCountdown(id);
    }
    this.emit();
    return id;
  }

  /** Removes one notification (close button, or code). Unknown ids are ignored. */
  close(id: string): void {
    if (!this.items.some((item) => item.id === id)) return;
    this.stopCountdown(id);
    this.items = this.items.filter((item) => item.id !== id);
    this.emit();
  }

  /** Removes every notification. */
  clear(): void {
    if (this.items.length === 0) return;
    for (const item of this.items) this.stopCountdown(item.id);
    this.items = [];
    this.emit();
  }

  /** Freezes every countdown, e.g. while the notifications are hovered or focused. */
  pause(): void {
    if (this.paused) return;
    this.paused = true;
    const now = Date.now();
    for (const countdown of this.countdowns.values()) {
      if (countdown.handle === null) continue;
      clearTimeout(countdown.handle);
      countdown.handle = null;
      countdown.remaining = Math.max(0, countdown.remaining - (now - countdown.startedAt));
    }
  }

  /** Restarts the countdowns with the time each had left. */
  resume(): void {
    if (!this.paused) return;
    this.paused = false;
    for (const id of this.countdowns.keys()) this.startCountdown(id);
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** The notifications on show, oldest first. The same array until something changes. */
  getSnapshot = (): readonly QueuedNotification[] => this.items;

  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  private startCountdown(id: string): void {
    const countdown = this.countdowns.get(id);
    if (!countdown || countdown.handle !== null) return;
    countdown.startedAt = Date.now();
    countdown.handle = setTimeout(() => this.close(id), countdown.remaining);
  }

  private stopCountdown(id: string): void {
    const countdown = this.countdowns.get(id);
    if (countdown?.handle != null) clearTimeout(countdown.handle);
    this.countdowns.delete(id);
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
