export {
  type DeterminateProgressBarProps,
  PAGE_LOADING_LABEL,
  type PageProgressBarProps,
  ProgressBar,
  type ProgressBarProps,
} from './ProgressBar';
export {
  createPageProgress,
  type PageProgress,
  type PageProgressOptions,
  type PageProgressPhase,
  type PageProgressSnapshot,
  PROGRESS_CEILING,
  PROGRESS_DELAY_MS,
  PROGRESS_DURATION_MS,
  progressAt,
} from './progress';
