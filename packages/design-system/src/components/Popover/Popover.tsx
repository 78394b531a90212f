'use client';

import type { ReactNode, Ref } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  type DialogTriggerProps as AriaDialogTriggerProps,
  Heading as AriaHeading,
  Popover as AriaPopover,
  type PopoverProps as AriaPopoverProps,
  composeRenderProps,
  OverlayArrow,
} from 'react-aria-components';
import { vars } from '../../tokens/contract.css';
import type { DialogContent } from '../Dialog/Dialog';
import * as styles from './Popover.css';

export type PopoverPlacement = NonNullable<AriaPopoverProps['placement']>;

export interface PopoverProps extends Omit<AriaPopoverProps, 'children' | 'aria-label' | 'aria-labelledby'> {
  children?: DialogContent;
  /** A visible heading that also names the popover. Without it, give an `aria-label`. */
  title?: ReactNode;
  /** The popover's name when it has no visible `title`. */
  'aria-label'?: string;
  /** Draw an arrow pointing at the trigger. */
  showArrow?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * A small dialog anchored to its trigger (e.g. "What is Good Stuff?", delivery info): react-aria-components
 * `Popover` + `Dialog`. Put it in a `PopoverTrigger` after a `Button`. It flips to stay on screen, focus moves
 * inside and Tab stays there, Escape or a click outside closes it, and focus returns to the trigger.
 *
 * Reading: it stacks at `vars.zIndex.modal`, so it also opens above a side panel or a dialog that holds its
 * trigger, and stays under notifications.
 */
export function Popover({
  children,
  title,
  'aria-label': ariaLabel,
  showArrow = false,
  placement = 'bottom',
  className,
  style,
  offset,
  ref,
  ...props
}: PopoverProps) {
  return (
    <AriaPopover
      {...props}
      ref={ref}
      placement={placement}
      offset={offset ?? (showArrow ? 12 : 8)}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.popover} ${extra}` : styles.popover,
      )}
      style={composeRenderProps(style, (extra) => ({ zIndex: vars.zIndex.modal, ...extra }))}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg width={20} height={10} viewBox="0 0 20 10" aria-hidden="true" className={styles.arrow}>
            <path d="M0 0 L10 10 L20 0" className={styles.arrowShape} />
          </svg>
        </OverlayArrow>
      ) : null}
      <AriaDialog aria-label={title ? undefined : ariaLabel} className={styles.dialog}>
        {({ close }) => (
          <>
            {title ? (
              <AriaHeading slot="title" level={2} className={styles.title}>
                {title}
              </AriaHeading>
            ) : null}
            {typeof children === 'function' ? children({ close }) : children}
          </>
        )}
      </AriaDialog>
    </AriaPopover>
  );
}

export type PopoverTriggerProps = AriaDialogTriggerProps;

/** Opens the `Popover` inside it when its first child, a `Button`, is pressed. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}
