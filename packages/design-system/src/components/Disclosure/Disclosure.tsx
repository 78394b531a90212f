'use client';

import type { ReactNode, Ref } from 'react';
import {
  Disclosure as AriaDisclosure,
  type DisclosureProps as AriaDisclosureProps,
  Button,
  composeRenderProps,
  DisclosurePanel,
} from 'react-aria-components';
import { ChevronDownIcon } from '../Icon';
import * as styles from './Disclosure.css';

/** Heading levels a disclosure title can sit at (a page keeps level 1 for its own title). */
export type DisclosureHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children'> {
  /** The always-visible title; it is the name of the trigger button and of the panel. */
  title: ReactNode;
  /** The content shown when open. */
  children: ReactNode;
  /**
   * The trigger sits in a heading of this level, so the title appears in the page outline (`<h3>` by default).
   * Reading: a collapsed section is still a section, so its title stays a heading (WAI-ARIA accordion pattern).
   */
  headingLevel?: DisclosureHeadingLevel;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A section that expands and collapses: react-aria-components `Disclosure` with a heading-wrapped trigger,
 * a chevron that turns when open and a sliding panel. Uncontrolled with `defaultExpanded`, controlled with
 * `isExpanded` + `onExpandedChange`; Enter and Space toggle it from the keyboard. Inside an `Accordion` it
 * takes its open state from the group. Closed content stays in the page (`hidden="until-found"`), so the
 * browser's find-in-page still opens it.
 */
export function Disclosure({ title, children, headingLevel = 3, className, ref, ...props }: DisclosureProps) {
  const HeadingElement = `h${headingLevel}` as const;
  return (
    <AriaDisclosure
      {...props}
      ref={ref}
      className={composeRenderProps(className, (extra) =>
        extra ? `${styles.disclosure} ${extra}` : styles.disclosure,
      )}
    >
      <HeadingElement className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <ChevronDownIcon className={styles.chevron} />
        </Button>
      </HeadingElement>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}
