'use client';

import {
  type ComponentType,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

const subscribeNever = () => () => {};
/** Each field of the part, in document order: the server's markup and the client's render are the same form. */
const FIELDS = 'input, select, textarea';

/** What the shopper did to the server's form before its code ran: each field's value, and where focus was. */
interface Carried {
  values: { value: string; checked: boolean }[];
  focused: number;
}

/**
 * A client part the server renders in full whose code the browser fetches only when the shopper comes near it
 * (within half a screen), touches it or tabs into it. Until then the server's HTML stays as it is, unhydrated, and
 * the rest of the page hydrates without it.
 *
 * Why: the Good Stuff blocks' forms bring react-aria's fields (~33 kB gzip, a third of the block gallery's
 * script) to every content page that shows one, usually far down the page, where most visits never scroll.
 *
 * How: while hydrating, the part's wrapper takes the server's children as its inner HTML, which React keeps as it
 * is (`suppressHydrationWarning`). Once the code has loaded, the part renders for real in place of that HTML, the
 * same markup, so nothing moves; what was typed (and the focus) carries over field by field. Rendered in the
 * browser first (a client-side navigation), it simply loads and renders.
 */
export function nearViewport<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> & { preload: () => Promise<ComponentType<Props>> } {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed chunk may load on a later try; the server's form stays meanwhile.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));

  // biome-ignore lint/correctness/noComponentHookFactories: a factory called once per part at module level, never in render.
  function NearViewport(props: Props) {
    // `true` on the server and while hydrating its HTML; `false` for a part first rendered in the browser.
    const fromServer = useSyncExternalStore(
      subscribeNever,
      () => false,
      () => true,
    );
    const [waiting, setWaiting] = useState(fromServer);
    const wrapper = useRef<HTMLDivElement>(null);
    const carried = useRef<Carried | undefined>(undefined);

    useEffect(() => {
      const element = wrapper.current;
      if (!waiting || !element) return;
      let woken = false;
      const wake = () => {
        if (woken) return;
        woken = true;
        void preload().then(
          () => {
            const fields = [...element.querySelectorAll<HTMLInputElement>(FIELDS)];
            carried.current = {
              values: fields.map((field) => ({ value: field.value, checked: field.checked })),
              focused: fields.indexOf(document.activeElement as HTMLInputElement),
            };
            setWaiting(false);
          },
          () => {
            woken = false;
          },
        );
      };
      const observer =
        typeof IntersectionObserver === 'function'
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
              rootMargin: '50% 0px',
            })
          : undefined;
      observer?.observe(element);
      if (!observer) wake();
      element.addEventListener('focusin', wake);
      element.addEventListener('pointerdown', wake);
      return () => {
        observer?.disconnect();
        element.removeEventListener('focusin', wake);
        element.removeEventListener('pointerdown', wake);
      };
    }, [waiting]);

    useLayoutEffect(() => {
      const element = wrapper.current;
      const before = carried.current;
      if (waiting || !element || !before) return;
      carried.current = undefined;
      const fields = [...element.querySelectorAll<HTMLInputElement>(FIELDS)];
      fields.forEach((field, index) => {
        const was = before.values[index];
        if (!was) return;
        if (field.type === 'checkbox' || field.type === 'radio') {
          if (field.checked !== was.checked) field.click();
        } else if (field.value !== was.value) {
          // Through the prototype's setter, so that React's change tracking sees a change and its state follows.
          const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
          Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, was.value);
          field.dispatchEvent(new Event('input', { bubbles: true }));
        }
      });
      if (before.focused >= 0) fields[before.focused]?.focus();
    }, [waiting]);

    if (typeof document === 'undefined') {
      return (
        <div ref={wrapper} data-near-viewport="">
          <Lazy {...props} />
        </div>
      );
    }
    if (waiting) {
      return (
        <div
          ref={wrapper}
          data-near-viewport=""
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: empty, and never written: hydration keeps the server's children.
          dangerouslySetInnerHTML={{ __html: '' }}
        />
      );
    }
    const Loaded = loaded;
    return (
      <div ref={wrapper} data-near-viewport="">
        {Loaded ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        )}
      </div>
    );
  }
  return Object.assign(NearViewport, { preload });
}
