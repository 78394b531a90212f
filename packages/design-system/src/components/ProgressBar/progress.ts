/**
 * Timing of the page-navigation progress bar (spec 001 §2 "Other screens": "starts after a 200 ms throttle,
 * default duration 5000 ms"). Framework-free: `createPageProgress` is a small state machine on timers, and
 * `ProgressBar` only renders its snapshots.
 *
 *   idle ──start()──▶ waiting ──200 ms──▶ running ──stop()──▶ finishing ──FINISH_MS──▶ idle
 *                        └────stop()────▶ idle (nothing was ever shown)
 *
 * While running, the value climbs towards 90 % over the duration (fast at first, then slower) and waits there:
 * the real end is unknown, so the bar never claims to be done before `stop()`. Then it fills to 100 % and fades.
 */

/** Spec 001: "starts after a 200 ms throttle". */
export const PROGRESS_DELAY_MS = 200;
/** Spec 001: "default duration 5000 ms". */
export const PROGRESS_DURATION_MS = 5000;
/** Where the bar waits until loading ends. */
export const PROGRESS_CEILING = 0.9;
/** How often the value is recomputed while running (CSS eases between steps). */
export const PROGRESS_TICK_MS = 100;
/** How long the full bar stays (filling, then fading) after loading ends: the 0.75 s motion token plus a beat. */
export const PROGRESS_FINISH_MS = 900;

export type PageProgressPhase = 'idle' | 'waiting' | 'running' | 'finishing';

export interface PageProgressSnapshot {
  phase: PageProgressPhase;
  /** 0…1. */
  value: number;
}

/**
 * The value `elapsedMs` into a load expected to take `durationMs`: an ease-out curve from 0 that reaches
 * `ceiling` (90 %) at the duration and stays there.
 */
export function progressAt(elapsedMs: number, durationMs = PROGRESS_DURATION_MS, ceiling = PROGRESS_CEILING) {
  if (!(durationMs > 0)) return ceiling;
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  return ceiling * (1 - (1 - t) ** 3);
}

export interface PageProgressOptions {
  delayMs?: number;
  durationMs?: number;
  tickMs?: number;
  finishMs?: number;
  /** Called with every new snapshot. */
  onChange?: (snapshot: PageProgressSnapshot) => void;
}

export interface PageProgress {
  /** Loading began. Ignored while already waiting or running; restarts a finishing bar. */
  start(): void;
  /** Loading ended. Within the delay nothing was shown and nothing will be. */
  stop(): void;
  /** Clears every timer (unmount). */
  dispose(): void;
  getSnapshot(): PageProgressSnapshot;
}

export function createPageProgress({
  delayMs = PROGRESS_DELAY_MS,
  durationMs = PROGRESS_DURATION_MS,
  tickMs = PROGRESS_TICK_MS,
  finishMs = PROGRESS_FINISH_MS,
  onChange,
}: PageProgressOptions = {}): PageProgress {
  let snapshot: PageProgressSnapshot = { phase: 'idle', value: 0 };
  let timeout: ReturnType<typeof setTimeout> | null = null;
  let interval: ReturnType<typeof setInterval> | null = null;
  let startedAt = 0;

  const set = (next: PageProgressSnapshot) => {
    if (next.phase === snapshot.phase && next.value === snapshot.value) return;
    snapshot = next;
    onChange?.(snapshot);
  };
  const clearTimers = () => {
    if (timeout !== null) clearTimeout(timeout);
    if (interval !== null) clearInterval(interval);
    timeout = null;
    interval = null;
  };
  const tick = () => {
    const elapsed = Date.now() - startedAt;
    set({ phase: 'running', value: progressAt(elapsed, durationMs) });
    // At the ceiling nothing more will change until stop().
    if (elapsed >= durationMs && interval !== null) {
      clearInterval(interval);
      interval = null;
    }
  };

  return {
    start() {
      if (snapshot.phase === 'waiting' || snapshot.phase === 'running') return;
      clearTimers();
      set({ phase: 'waiting', value: 0 });
      timeout = setTimeout(() => {
        timeout = null;
        startedAt = Date.now();
        tick();
        interval = setInterval(tick, tickMs);
      }, delayMs);
    },
    stop() {
      if (snapshot.phase === 'waiting') {
        clearTimers();
        set({ phase: 'idle', value: 0 });
      } else if (snapshot.phase === 'running') {
        clearTimers();
        set({ phase: 'finishing', value: 1 });
        timeout = setTimeout(() => {
          timeout = null;
          set({ phase: 'idle', value: 0 });
        }, finishMs);
      }
    },
    dispose: clearTimers,
    getSnapshot: () => snapshot,
  };
}
