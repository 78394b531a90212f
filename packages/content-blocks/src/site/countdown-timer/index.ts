// The countdown banner (spec 002 §3, §4, §9). A client component ('use client' in CountdownTimer.tsx).
// Its schema and fixtures are exported by `site/index.ts` already.
export {
  COUNTDOWN_REGION_LABEL,
  COUNTDOWN_UNITS,
  CountdownTimer,
  type CountdownTimerProps,
  countdownSpokenText,
} from './CountdownTimer';
