'use client';

import { createContext, type ReactNode, type Ref, useContext } from 'react';
import {
  composeRenderProps,
  DisclosureGroup,
  type DisclosureGroupProps,
  type Key,
} from 'react-aria-components';
import { Disclosure, type DisclosureHeadingLevel, type DisclosureProps } from '../Disclosure';
import { accordion } from './Accordion.css';

/**
 * `single`: opening one item closes the others. `multiple`: items open and close independently.
 * (Spec 002 §4, footer columns on small screens.)
 */
export type AccordionMode = 'single' | 'multiple';

/** One item for the `items` shortcut. */
export interface AccordionItemData {
  /** Stable key, matched by `expandedKeys` / `defaultExpandedKeys`. */
  id: Key;
  title: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface AccordionProps extends Omit<DisclosureGroupProps, 'allowsMultipleExpanded' | 'children'> {
  /**
   * `single` (default) or `multiple`.
   * Reading: single is the default, as in react-aria; footer columns pick their mode from content.
   */
  mode?: AccordionMode;
  /** Heading level for every item's title (h3 by default); an item's own `headingLevel` wins. */
  headingLevel?: DisclosureHeadingLevel;
  /** The items as data. Use either `items` or `AccordionItem` children. */
  items?: readonly AccordionItemData[];
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export interface AccordionItemProps extends DisclosureProps {
  /** Stable key, matched by the accordion's `expandedKeys` / `defaultExpandedKeys`. */
  id: Key;
}

const AccordionContext = createContext<{ headingLevel?: DisclosureHeadingLevel }>({});

/** One expandable item of an `Accordion`: a `Disclosure` whose open state the accordion keeps. */
export function AccordionItem({ headingLevel, ...props }: AccordionItemProps) {
  const group = useContext(AccordionContext);
  return <Disclosure {...props} headingLevel={headingLevel ?? group.headingLevel} />;
}

/**
 * A stack of disclosures (react-aria-components `DisclosureGroup`), e.g. the footer's link columns on small
 * screens. Each item's title is a heading-wrapped button; Tab moves between the titles, Enter and Space
 * toggle them. Open items: uncontrolled with `defaultExpandedKeys`, controlled with `expandedKeys` +
 * `onExpandedChange` (a `Set` of item ids).
 */
export function Accordion({
  mode = 'single',
  headingLevel,
  items,
  children,
  className,
  ref,
  ...props
}: AccordionProps) {
  return (
    <DisclosureGroup
      {...props}
      ref={ref}
      allowsMultipleExpanded={mode === 'multiple'}
      className={composeRenderProps(className, (extra) => (extra ? `${accordion} ${extra}` : accordion))}
    >
      <AccordionContext.Provider value={{ headingLevel }}>
        {items
          ? items.map((item) => (
              <AccordionItem key={item.id} id={item.id} title={item.title} isDisabled={item.isDisabled}>
                {item.content}
              </AccordionItem>
            ))
          : children}
      </AccordionContext.Provider>
    </DisclosureGroup>
  );
}
