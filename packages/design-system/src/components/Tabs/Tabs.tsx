'use client';

import type { ReactNode, Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  type TabListProps as AriaTabListProps,
  TabPanel as AriaTabPanel,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
  composeRenderProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';

/** The design-system class first, then the caller's (a string or, as in react-aria, a function of state). */
const join = (base: string) => (extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** Reading: tabs are horizontal only (the shop has no vertical tab design), so `orientation` is not offered. */
export interface TabsProps extends Omit<AriaTabsProps, 'orientation'> {
  ref?: Ref<HTMLDivElement>;
}

/**
 * A set of tabs and their panels: react-aria-components `Tabs`. Arrow keys move between tabs (wrapping at the
 * ends), Home and End jump to the first and last, and the focused tab is selected straight away. Uncontrolled
 * with `defaultSelectedKey`, controlled with `selectedKey` + `onSelectionChange`.
 */
export function Tabs({ className, ref, ...props }: TabsProps) {
  return <AriaTabs {...props} ref={ref} className={composeRenderProps(className, join(styles.tabs))} />;
}

/** The list must have a name: a visible label's id in `aria-labelledby`, or else an `aria-label`. */
export type TabListProps<T extends object = object> = Omit<
  AriaTabListProps<T>,
  'aria-label' | 'aria-labelledby'
> &
  (
    | { 'aria-label': string; 'aria-labelledby'?: never }
    | { 'aria-labelledby': string; 'aria-label'?: string }
  ) & {
    ref?: Ref<HTMLDivElement>;
  };

/** The row of tabs, underlined along its length. */
export function TabList<T extends object = object>({ className, ref, ...props }: TabListProps<T>) {
  return (
    <AriaTabList<T>
      {...(props as AriaTabListProps<T>)}
      ref={ref}
      className={composeRenderProps(className, join(styles.tabList))}
    />
  );
}

export interface TabProps extends Omit<AriaTabProps, 'children'> {
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One tab; its `id` matches the `id` of its `TabPanel`. The selected tab is underlined. */
export function Tab({ className, children, ref, ...props }: TabProps) {
  return (
    <AriaTab {...props} ref={ref} className={composeRenderProps(className, join(styles.tab))}>
      {children}
    </AriaTab>
  );
}

export interface TabPanelProps extends AriaTabPanelProps {
  ref?: Ref<HTMLDivElement>;
}

/** The content for the tab with the same `id`. Only the selected panel is rendered (unless `shouldForceMount`). */
export function TabPanel({ className, ref, ...props }: TabPanelProps) {
  return (
    <AriaTabPanel {...props} ref={ref} className={composeRenderProps(className, join(styles.tabPanel))} />
  );
}
