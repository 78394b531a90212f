'use client';

import { Video } from '@wardrobe/design-system/video';
import { formatPrice } from '@wardrobe/domain-rules';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { visuallyHidden } from '../../shared/visuallyHidden.css';
import { type LiveShoppingShow, type LiveShoppingShowItem, useLiveShoppingHost } from './host';
import * as styles from './LiveShopping.css';
import { LIVE_SHOPPING_TEXTS } from './texts';

export interface LiveShoppingWidgetProps {
  showId: string;
  /** The block's heading, when it has one: the show's title then sits under it. */
  title?: string | undefined;
}

type ShowState =
  | { kind: 'loading' }
  | { kind: 'ready'; show: LiveShoppingShow }
  | { kind: 'missing' }
  | { kind: 'failed' };

/**
 * The live shopping widget (spec 001 §2; spec 000 §8): the show's video and its products, each with an Add to bag
 * button, and a polite live region that reports each add: added, or the failure the host reported with its own
 * text. The show and the bag are the host's (`LiveShoppingProvider`); without a host it says so and shows nothing.
 */
export function LiveShoppingWidget({ showId, title }: LiveShoppingWidgetProps) {
  const host = useLiveShoppingHost();
  const headingId = useId();
  const [state, setState] = useState<ShowState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [message, setMessage] = useState('');
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const adding = useRef(new Set<string>());

  useEffect(() => {
    if (!host) return;
    let current = true;
    setState({ kind: 'loading' });
    // `attempt` asks again after a failure (Try again).
    void attempt;
    host.loadShow(showId).then(
      (show) => {
        if (current) setState(show ? { kind: 'ready', show } : { kind: 'missing' });
      },
      (error: unknown) => {
        console.error(
          JSON.stringify({
            level: 'error',
            event: 'live-shopping-show-failed',
            showId,
            message: String(error),
          }),
        );
        if (current) setState({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [host, showId, attempt]);

  const add = useCallback(
    async (item: LiveShoppingShowItem, show: LiveShoppingShow) => {
      if (!host || adding.current.has(item.id)) return;
      adding.current.add(item.id);
      setPending(new Set(adding.current));
      // Emptied first, so the same result twice in a row is read out twice.
      setMessage('');
      let said: string;
      try {
        const outcome = await host.addToBag(item, show);
        said = outcome.ok ? LIVE_SHOPPING_TEXTS.added(item.title) : `${item.title}: ${outcome.message}`;
      } catch {
        said = `${item.title}: ${LIVE_SHOPPING_TEXTS.addFailed}`;
      } finally {
        adding.current.delete(item.id);
        setPending(new Set(adding.current));
      }
      setMessage(said);
    },
    [host],
  );

  const resultRegion = (
    <p className={styles.result} role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );

  /** The block's section, named by its heading (the block's title, else the show's or the fallback's). */
  const section = (children: ReactNode) => (
    <section aria-labelledby={headingId}>
      {title && (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      )}
      {children}
    </section>
  );

  if (!host || state.kind !== 'ready') {
    const text = !host
      ? LIVE_SHOPPING_TEXTS.noHost
      : state.kind === 'loading'
        ? LIVE_SHOPPING_TEXTS.loading
        : state.kind === 'missing'
          ? LIVE_SHOPPING_TEXTS.missing
          : LIVE_SHOPPING_TEXTS.loadFailed;
    return section(
      <>
        {title ? null : (
          // The section's name while there is no show title to stand for it.
          <h2 id={headingId} className={styles.heading}>
            {LIVE_SHOPPING_TEXTS.fallbackHeading}
          </h2>
        )}
        <div className={styles.note} aria-busy={state.kind === 'loading' && host ? true : undefined}>
          <p className={styles.noteText}>{text}</p>
          {host && state.kind === 'failed' && (
            <button type="button" className={styles.add} onClick={() => setAttempt((n) => n + 1)}>
              {LIVE_SHOPPING_TEXTS.tryAgain}
            </button>
          )}
        </div>
        {resultRegion}
      </>,
    );
  }

  const { show } = state;
  const ShowHeading = title ? 'h3' : 'h2';
  return section(
    <>
      <div className={styles.showHeader}>
        <ShowHeading id={title ? undefined : headingId} className={title ? styles.showTitle : styles.heading}>
          {show.title}
        </ShowHeading>
        <span className={styles.status}>
          {show.status === 'live' ? LIVE_SHOPPING_TEXTS.live : LIVE_SHOPPING_TEXTS.replay}
        </span>
      </div>
      <div className={styles.stage}>
        <Video
          className={styles.video}
          video={show.video}
          poster={show.poster}
          captions={show.captions}
          aspectRatio="16/9"
          objectFit="cover"
          // A show is watched by choice: it waits for Play (the design system's control), never starts by itself.
          autoPlay={false}
          preload="none"
          label={LIVE_SHOPPING_TEXTS.videoLabel(show.title)}
        />
        <ul className={styles.products} aria-label={LIVE_SHOPPING_TEXTS.productsLabel(show.title)}>
          {show.items.map((item) => {
            const option = [item.colour, item.size].filter(Boolean).join(', ');
            const onSale = item.originalPrice !== undefined && item.originalPrice > item.price;
            return (
              <li key={item.id} className={styles.product}>
                {/* biome-ignore lint/performance/noImgElement: a framework-free package; the show sizes its own thumbnails. */}
                <img
                  className={styles.picture}
                  src={item.image}
                  alt=""
                  width={72}
                  height={96}
                  loading="lazy"
                  decoding="async"
                />
                <div className={styles.details}>
                  <p className={styles.productTitle}>{item.title}</p>
                  <p className={styles.option}>{option}</p>
                  <p className={styles.price}>
                    <span className={onSale ? styles.sale : undefined}>
                      {formatPrice(item.price, show.currency, { trimZeroMinor: true })}
                    </span>
                    {onSale && item.originalPrice !== undefined && (
                      <s className={styles.was}>
                        <span className={visuallyHidden}>{LIVE_SHOPPING_TEXTS.was} </span>
                        {formatPrice(item.originalPrice, show.currency, { trimZeroMinor: true })}
                      </s>
                    )}
                  </p>
                </div>
                <button
                  type="button"
                  className={styles.add}
                  // Named with the product, starting with the visible text (WCAG 2.5.3); a label rather than hidden
                  // text, which browsers join with a space of their own ('Add to bag : …').
                  aria-label={LIVE_SHOPPING_TEXTS.addLabel(item.title, option)}
                  aria-disabled={pending.has(item.id) || undefined}
                  onClick={() => void add(item, show)}
                >
                  {LIVE_SHOPPING_TEXTS.add}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {resultRegion}
    </>,
  );
}
