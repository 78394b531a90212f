import type { CurrencyCode } from '@wardrobe/domain-rules';
import { Fragment, type ReactNode } from 'react';
// Through the client entry, not './BlockErrorBoundary': the build keeps `./client` as an external
// `./client.js`, so the boundary stays a client reference and this module stays server-safe.
import { BlockErrorBoundary } from './BlockErrorBoundary';
import { BlockNotice } from './BlockNotice';
import {
  type BlockFailure,
  blockIdentity,
  logBlockFailure,
  parseFailureReason,
  renderFailureReason,
} from './logging';
import { type BlockRegistry, blockRegistry, findBlock } from './registry';
import { blockComponent } from './shared/defineBlock';
import { FirstScreen } from './shared/islands';

export interface ContentRendererProps {
  /** One entry, or a list (a page's `blocks`, a slot's `items`). Unvalidated: straight from the content service. */
  entry?: unknown;
  /** A list of entries, or one. Rendered after `entry` when both are given. */
  entries?: unknown;
  /**
   * Show an outlined notice ("Content block not shown: <reason>") where a block fails, instead of nothing.
   * Defaults to `process.env.NODE_ENV === 'development'`; Storybook stories set it.
   */
  showErrors?: boolean;
  /** The blocks to render with. Defaults to `blockRegistry`; a seam for tests and for apps adding their own. */
  registry?: BlockRegistry;
  /**
   * How many leading entries are in the shopper's first screen: their pictures load at once with high priority
   * (the page's LCP), and every later picture waits until it is near — a hero's own priority included, so a hero
   * low on a page does not compete with the first screen. Unset, each block decides (heroes load at once).
   */
  firstScreenEntries?: number;
  /**
   * The store's currency (the market's), for blocks that show prices (shop the look, spec 002 §9). Passed to every
   * block component as a `currency` prop next to its parsed fields; no block's content model has a `currency`
   * field, so it never replaces one. Defaults to GBP.
   */
  currency?: CurrencyCode;
}

function isDevelopment(): boolean {
  try {
    return process.env.NODE_ENV === 'development';
  } catch {
    // No `process` in this runtime (and no bundler replaced it): not development.
    return false;
  }
}

function toList(value: unknown): readonly unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

function renderEntry(
  entry: unknown,
  registry: BlockRegistry,
  showErrors: boolean,
  currency: CurrencyCode,
): ReactNode {
  const identity = blockIdentity(entry);
  const fail = (reason: string): ReactNode => {
    const failure: BlockFailure = { ...identity, reason };
    logBlockFailure(failure);
    return showErrors ? <BlockNotice failure={failure} /> : null;
  };

  if (identity.schema === null) return fail('The entry has no _meta.schema');
  const block = findBlock(registry, identity.schema);
  if (!block) return fail(`No block is registered for the content type ${identity.schema}`);

  let result: ReturnType<typeof block.schema.safeParse>;
  try {
    result = block.schema.safeParse(entry);
  } catch (error) {
    return fail(renderFailureReason(error).replace(/^Rendering/, 'Parsing'));
  }
  if (!result.success) return fail(parseFailureReason(result.error));

  const Block = blockComponent(block);
  return (
    // No Suspense boundary per block: the server's streaming renderer sends a boundary of more than 500 bytes that
    // comes after the first 12.8 kB of a page separately, revealed by a script after the page has painted, so every
    // block under the header arrived late and pushed the footer down (CLS 0.3–0.5 on home and the campaign page).
    <BlockErrorBoundary entry={identity} showErrors={showErrors}>
      <Block {...(result.data as Record<string, unknown>)} currency={currency} />
    </BlockErrorBoundary>
  );
}

/**
 * Renders content entries with their blocks. Server-safe (no hooks, no 'use client').
 *
 * For each entry: the block is looked up by `_meta.schema` and the entry parsed with the block's schema. An
 * unknown content type, a failed parse or an error thrown while rendering removes that block only: one
 * structured log line (`content-block-failed`) says which entry and why, and the rest of the page stands.
 * With `showErrors` the failed block shows an outlined notice with the same reason instead of nothing.
 */
export function ContentRenderer({
  entry,
  entries,
  showErrors = isDevelopment(),
  registry = blockRegistry,
  firstScreenEntries,
  currency = 'GBP',
}: ContentRendererProps): ReactNode {
  const list = [...toList(entry), ...toList(entries)];
  return list.map((item, index) => {
    const { deliveryId } = blockIdentity(item);
    // Entries have no other stable identity (the same entry may appear twice on a page).
    const key = `${index}:${deliveryId ?? ''}`;
    const block = renderEntry(item, registry, showErrors, currency);
    return (
      <Fragment key={key}>
        {firstScreenEntries === undefined || block === null ? (
          block
        ) : (
          <FirstScreen value={index < firstScreenEntries}>{block}</FirstScreen>
        )}
      </Fragment>
    );
  });
}
