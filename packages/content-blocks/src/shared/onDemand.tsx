import { type ComponentType, lazy } from 'react';

/** A client component whose code loads when it first renders, and `preload` to load it beforehand. */
export interface OnDemand<Props extends object> {
  Component: ComponentType<Props>;
  preload: () => Promise<unknown>;
}

type Tracked<Value> = Promise<Value> & { status?: 'fulfilled'; value?: Value };

/**
 * A client island of a block, loaded on demand. Why: an app's router bundles the client components a page's
 * server code imports, rendered or not, and every page that renders content imports every block: without this,
 * each page would carry every block's island (the sticker, the custom HTML frame, the background video, ~5 kB).
 * The server still renders it in full (it waits for the code), so the HTML is complete and nothing shifts; the
 * browser fetches its code only on a page that shows it.
 *
 * No Suspense boundary of its own: the server's streaming renderer sends any boundary of more than 500 bytes that
 * comes after the first 12.8 kB of a page separately, revealed later by a script, so a picture in one came after
 * the page had painted and pushed everything under it down. Until the code has loaded, the island suspends to the
 * page's nearest boundary: on the server the shell waits for it (once per process); while hydrating, React keeps
 * the server's HTML until it arrives.
 *
 * Unlike `React.lazy` alone, a component whose code has already loaded renders at once, so tests and stories can
 * `preload` and then render synchronously.
 */
export function onDemand<Props extends object>(load: () => Promise<ComponentType<Props>>): OnDemand<Props> {
  let loading: Tracked<ComponentType<Props>> | undefined;
  const preload = (): Tracked<ComponentType<Props>> => {
    if (!loading) {
      const started: Tracked<ComponentType<Props>> = load();
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        // A failed chunk may load on a later try (the block's error boundary shows nothing meanwhile).
        () => {
          if (loading === started) loading = undefined;
        },
      );
      loading = started;
    }
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per island at module level, never in render.
  function Component(props: Props) {
    const Loaded = loading?.status === 'fulfilled' ? loading.value : undefined;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
