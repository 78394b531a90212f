'use client';

import { type ReactNode, type Ref, useEffect, useState } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
  composeRenderProps,
  Label,
} from 'react-aria-components';
import * as styles from './ProgressBar.css';
import {
  createPageProgress,
  type PageProgress,
  type PageProgressSnapshot,
  PROGRESS_DELAY_MS,
  PROGRESS_DURATION_MS,
} from './progress';

/** The page-loading bar's accessible name. */
export const PAGE_LOADING_LABEL = 'Page loading';

export interface PageProgressBarProps {
  /** True while a page navigation is loading. */
  isLoading: boolean;
  /** Throttle before the bar appears, so quick loads show nothing. Spec default 200 ms. */
  delay?: number;
  /** How long the bar takes to reach 90 %. Spec default 5000 ms. */
  duration?: number;
  /** Accessible name. */
  'aria-label'?: string;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

export interface DeterminateProgressBarProps
  extends Omit<AriaProgressBarProps, 'isIndeterminate' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The visible label, e.g. "You've viewed 24 of 96 products". It names the bar. */
  label: ReactNode;
  /** Show the value text (a percentage, or `valueLabel`) beside the label. Defaults to true. */
  showValue?: boolean;
  isLoading?: never;
  ref?: Ref<HTMLDivElement>;
}

export type ProgressBarProps = PageProgressBarProps | DeterminateProgressBarProps;

/**
 * A progress bar built on react-aria-components `ProgressBar` (role `progressbar`), in two forms:
 *
 * - With `isLoading`: the page-navigation bar of spec 001 ("starts after a 200 ms throttle, default duration
 *   5000 ms"). Nothing shows if loading ends within the delay; otherwise a thin teal bar at the top of the
 *   viewport grows towards 90 % over the duration, then fills and fades when loading ends. Named "Page loading".
 * - With `value` (and `minValue` / `maxValue`, `valueLabel`): a labelled, determinate bar.
 *
 * Reading: the page bar sits at `vars.zIndex.toast`, above panels and dialogs, since it reports on the whole page.
 */
export function ProgressBar(props: ProgressBarProps) {
  return props.isLoading === undefined ? (
    <DeterminateProgressBar {...props} />
  ) : (
    <PageProgressBar {...props} />
  );
}

const IDLE: PageProgressSnapshot = { phase: 'idle', value: 0 };

function PageProgressBar({
  isLoading,
  delay = PROGRESS_DELAY_MS,
  duration = PROGRESS_DURATION_MS,
  'aria-label': label = PAGE_LOADING_LABEL,
  className,
  ref,
}: PageProgressBarProps) {
  const [snapshot, setSnapshot] = useState(IDLE);
  const [progress, setProgress] = useState<PageProgress | null>(null);

  useEffect(() => {
    const next = createPageProgress({ delayMs: delay, durationMs: duration, onChange: setSnapshot });
    setProgress(next);
    return () => {
      next.dispose();
      setSnapshot(IDLE);
    };
  }, [delay, duration]);

  useEffect(() => {
    if (!progress) return;
    if (isLoading) progress.start();
    else progress.stop();
  }, [progress, isLoading]);

  if (snapshot.phase === 'idle' || snapshot.phase === 'waiting') return null;
  const barClass = styles.pageBar({ finishing: snapshot.phase === 'finishing' });
  return (
    <AriaProgressBar
      ref={ref}
      aria-label={label}
      value={Math.round(snapshot.value * 100)}
      className={className ? `${barClass} ${className}` : barClass}
    >
      <div className={styles.pageFill} style={{ transform: `scaleX(${snapshot.value})` }} />
    </AriaProgressBar>
  );
}

function DeterminateProgressBar({
  label,
  showValue = true,
  className,
  ...props
}: DeterminateProgressBarProps) {
  return (
    <AriaProgressBar
      {...props}
      className={composeRenderProps(className, (extra) => (extra ? `${styles.bar} ${extra}` : styles.bar))}
    >
      {({ percentage, valueText }) => (
        <>
          <div className={styles.labelRow}>
            <Label className={styles.label}>{label}</Label>
            {showValue ? <span className={styles.value}>{valueText}</span> : null}
          </div>
          <div className={styles.track}>
            <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  );
}
