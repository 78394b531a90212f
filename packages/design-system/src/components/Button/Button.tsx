'use client';

import { type Ref, useEffect } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  composeRenderProps,
} from 'react-aria-components';
import { spinner } from './Button.css';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './buttonClassName';

export type { ButtonSize, ButtonVariant };

export interface ButtonProps extends AriaButtonProps {
  /** Visual emphasis: `primary` (teal, default), `secondary` (outlined) or `tertiary` (underlined text). */
  variant?: ButtonVariant;
  /** Height and padding. Defaults to `medium` (48 px). */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The design system's button: react-aria-components `Button` with brand styling. Every RAC prop passes
 * through (`onPress`, `isDisabled`, `isPending`, `type`, `form`, `aria-*`, …). `className` is appended to the
 * design-system class and may be a function of the render state, as in RAC.
 *
 * Loading: `isPending` shows a spinner before the label, keeps the button focusable but inert (no presses, a
 * submit button stops submitting), and react-aria announces the change to screen readers.
 */
export function Button({
  variant = 'primary',
  size = 'medium',
  className,
  children,
  ref,
  ...props
}: ButtonProps) {
  const own = buttonClassName(variant, size);
  // react-aria announces a pending button for 7 s with a message that names it by id (`role="img"`,
  // `aria-labelledby`), and the message may arrive after the button has gone (a panel that moves on to its next
  // view, a dialog closed on failure). Left, it names nothing, which assistive technology reads as an unnamed
  // image: on unmount such messages go, and so do any that arrive over the announcement's lifetime. A timed second
  // sweep (150 ms) lost that race on a busy machine.
  useEffect(
    () => () => {
      dropMessagesNamingNothing();
      watchForMessagesNamingNothing();
    },
    [],
  );
  return (
    <AriaButton
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) => (extra ? `${own} ${extra}` : own))}
    >
      {composeRenderProps(children, (label, { isPending }) => (
        <>
          {isPending ? <span className={spinner} aria-hidden="true" data-testid="button-spinner" /> : null}
          {label}
        </>
      ))}
    </AriaButton>
  );
}

/** How long react-aria keeps an announcement (its live announcer's default), and a margin. */
const ANNOUNCEMENT_LIFETIME_MS = 7_500;

/** Sweeps each change of the page for the announcement's lifetime (one observer for all buttons gone). */
let watching: MutationObserver | undefined;
let watchUntil = 0;
function watchForMessagesNamingNothing() {
  if (typeof MutationObserver === 'undefined' || typeof document === 'undefined') return;
  watchUntil = Date.now() + ANNOUNCEMENT_LIFETIME_MS;
  if (watching) return;
  const observer = new MutationObserver(() => {
    dropMessagesNamingNothing();
    if (Date.now() > watchUntil) stop();
  });
  const stop = () => {
    observer.disconnect();
    if (watching === observer) watching = undefined;
  };
  observer.observe(document.body, { childList: true, subtree: true });
  watching = observer;
  setTimeout(function check() {
    if (Date.now() > watchUntil) stop();
    else setTimeout(check, watchUntil - Date.now() + 1);
  }, ANNOUNCEMENT_LIFETIME_MS + 1);
}

/** Removes live-announcer messages whose `aria-labelledby` points at elements no longer in the page. */
function dropMessagesNamingNothing() {
  // The page may be gone by the later sweep (a test environment torn down).
  if (typeof document === 'undefined') return;
  for (const message of document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')) {
    const ids = (message.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
    if (ids.some((id) => !document.getElementById(id))) message.remove();
  }
}
