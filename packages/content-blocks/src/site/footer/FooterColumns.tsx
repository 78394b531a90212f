'use client';

import { toggleFooterColumn } from '@wardrobe/domain-rules';
import { type ReactNode, useId, useState } from 'react';
import * as styles from './Footer.css';
import { ChevronDown } from './icons';
import { initialOpenColumns } from './openColumns';

export interface FooterColumnsProps {
  /** Each column's title and its list items (`<li>`s, rendered by the server component). */
  columns: ReadonlyArray<{ title: string; items: ReactNode }>;
  /** Spec 002 §4: true = the columns toggle independently; false = opening one closes the others. */
  multiple: boolean;
  /** The columns start open on small screens (see `initialOpenColumns`). */
  open: boolean;
}

/**
 * The footer's link columns: the only client part of the footer (a few hundred bytes of state).
 *
 * Each heading holds both a disclosure button (small screens) and the plain title (from 768 px); CSS shows one
 * of them at each width, so neither the server nor the first client render depends on the window: the HTML is
 * the same on both sides (no hydration mismatch) and nothing moves when the script arrives. The state starts
 * from the entry (`open`, `multiple`), so the server's HTML already shows the columns as they will be.
 * From 768 px every list shows whatever the state, and the hidden buttons are out of the tab order and the
 * accessibility tree (`display: none`).
 */
export function FooterColumns({ columns, multiple, open }: FooterColumnsProps) {
  const id = useId();
  const [openColumns, setOpenColumns] = useState(() => initialOpenColumns(columns.length, multiple, open));

  return (
    <div className={styles.columns}>
      {columns.map((column, index) => {
        const isOpen = openColumns.includes(index);
        const listId = `${id}-links-${index}`;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are the entry's, in its order; titles may repeat.
            key={index}
            className={styles.column}
            data-open={isOpen}
          >
            <h2 className={styles.columnHeading}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => setOpenColumns((current) => toggleFooterColumn(current, index, multiple))}
              >
                <span>{column.title}</span>
                <ChevronDown className={styles.chevron} />
              </button>
              <span className={styles.staticTitle}>{column.title}</span>
            </h2>
            <ul id={listId} className={styles.links}>
              {column.items}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
