'use client';

import {
  CURRENTLY_UNAVAILABLE_MESSAGE,
  type QuickAddOption,
  quickAddLabel,
  withMinimumDelay,
} from '@wardrobe/domain-rules';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Button } from '../Button';
import { SizePicker } from '../SizePicker';
import { chosenOption, hasLengths, lengthChoices, sizeChoices } from './choices';
import { quickAddPanels } from './openPanel';
import { addButton, message, panel, root, trigger } from './QuickAdd.css';

export type { QuickAddOption } from '@wardrobe/domain-rules';

/** The trigger's visible text; its accessible name adds the product name ("Quick add Linen Shirt"). */
export const QUICK_ADD_TEXT = 'Quick add';
/** What the panel says while the product's sizes load. */
export const QUICK_ADD_LOADING_TEXT = 'Loading sizes';
/** The length picker's label (the size picker's is `Size`). */
export const LENGTH_PICKER_LABEL = 'Length';

export interface QuickAddProps {
  /** Names the trigger and the panel: "Quick add Linen Shirt". */
  productName: string;
  /** Loads the product and its inventory: the items of domain-rules `quickAddOptions`. Called on every opening. */
  loadOptions: () => Promise<QuickAddOption[]>;
  /** Adds the chosen option to the bag. If it rejects, the error is logged and the panel stays open. */
  onAdd: (option: QuickAddOption) => Promise<void>;
  /** Called when the panel opens (e.g. for analytics). */
  onOpen?: (() => void) | undefined;
  /**
   * Opens (and loads) as soon as it mounts, with focus on its trigger: for an app that shows a light button first
   * and mounts the quick add on the shopper's first press.
   */
  defaultOpen?: boolean | undefined;
  className?: string | undefined;
}

type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Quick add on a product card (spec 000 §4, §5): a 'Quick add' button toggles a non-modal panel under it. Opening
 * loads the options (a loading state, then the pickers) and clears the selection; only one panel is open on the
 * page at a time; a pointer-down outside the panel and its trigger closes it, and so does Escape, which returns
 * focus to the trigger.
 *
 * The panel holds the size picker (sizes with no stock disabled, 'Sold Out') and, when any option has a length,
 * a Length picker (lengths with no stock in the chosen size disabled). The add button reads `quickAddLabel`:
 * 'Select Size' or 'Select Size And Fit', disabled, until the selection is complete, then 'Add to Bag'. While
 * `onAdd` runs it shows a spinner; when it resolves the panel closes; when it rejects the error is logged and the
 * panel stays open.
 *
 * Reading: a load failure, or a product with no options, shows 'Currently unavailable.' (spec 000 §8); the failure
 * is logged. Reading: Escape closes the panel when focus is in it, on its trigger, or nowhere (on the body).
 */
export function QuickAdd({ productName, loadOptions, onAdd, onOpen, defaultOpen, className }: QuickAddProps) {
  const id = useId();
  const panelId = `${id}-panel`;
  const openId = useSyncExternalStore(
    quickAddPanels.subscribe,
    quickAddPanels.openId,
    quickAddPanels.serverOpenId,
  );
  const open = openId === id;
  const [status, setStatus] = useState<LoadStatus>('idle');
  const [options, setOptions] = useState<QuickAddOption[]>([]);
  const [size, setSize] = useState<string | null>(null);
  const [length, setLength] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const request = useRef(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => quickAddPanels.close(id), [id]);

  // A panel that goes away while open leaves nothing open behind it.
  useEffect(() => () => quickAddPanels.close(id), [id]);

  useEffect(() => {
    if (!open) return;
    const doc = rootRef.current?.ownerDocument ?? document;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && rootRef.current !== null && rootRef.current.contains(target);
    const onPointerDown = (event: Event) => {
      if (!inside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (!inside(event.target) && event.target !== doc.body) return;
      event.preventDefault();
      close();
      triggerRef.current?.focus();
    };
    // Capture: a control inside that stops the event's propagation must not keep the panel open.
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('keydown', onKeyDown, true);
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open, close]);

  const openPanel = () => {
    request.current += 1;
    const ticket = request.current;
    setSize(null);
    setLength(null);
    setOptions([]);
    setStatus('loading');
    setPending(false);
    quickAddPanels.open(id);
    onOpen?.();
    let loading: Promise<QuickAddOption[]>;
    try {
      loading = Promise.resolve(loadOptions());
    } catch (error) {
      loading = Promise.reject(error);
    }
    // Spec 000 §9 "Fetch minimum delay": the loading state, once shown, stays 200 ms, so it never flashes.
    withMinimumDelay(loading).then(
      (loaded) => {
        if (request.current !== ticket) return;
        setOptions(Array.isArray(loaded) ? loaded : []);
        setStatus('ready');
      },
      (error: unknown) => {
        if (request.current !== ticket) return;
        console.error(`Quick add: the options of ${productName} could not be loaded`, error);
        setStatus('failed');
      },
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on mount.
  useEffect(() => {
    if (!defaultOpen) return;
    openPanel();
    triggerRef.current?.focus();
  }, []);

  const withLength = hasLengths(options);
  const option = chosenOption(options, size, length);
  const label = quickAddLabel({ hasLength: withLength, size, length });

  const chooseSize = (value: string) => {
    setSize(value);
    // A length sold out in the new size is no longer a choice.
    const stillThere = lengthChoices(options, value).some(
      (choice) => choice.id === length && (choice.stock ?? 0) > 0,
    );
    if (!stillThere) setLength(null);
  };

  const add = async () => {
    if (pending) return;
    if (!option) {
      console.warn(`Quick add: ${label} before adding ${productName}`);
      return;
    }
    setPending(true);
    try {
      await onAdd(option);
    } catch (error) {
      console.error(`Quick add: ${productName} could not be added`, error);
      setPending(false);
      return;
    }
    setPending(false);
    const doc = rootRef.current?.ownerDocument;
    const active = doc?.activeElement ?? null;
    const focusWasHere = active === doc?.body || (active !== null && !!rootRef.current?.contains(active));
    close();
    // The panel goes; focus goes back to the trigger unless something else (the added-to-bag modal) took it.
    if (focusWasHere) triggerRef.current?.focus();
  };

  // Once opened, the content stays mounted while the panel is hidden: react-aria's announcement of the pending
  // add button refers to the button by id, so it must outlive the panel's closing. Opening replaces it.
  let content: ReactNode = null;
  if (status === 'loading') {
    content = (
      <p className={message} role="status">
        {QUICK_ADD_LOADING_TEXT}
      </p>
    );
  } else if (status === 'failed' || (status === 'ready' && options.length === 0)) {
    content = (
      <p className={message} role="status">
        {CURRENTLY_UNAVAILABLE_MESSAGE}
      </p>
    );
  } else if (status === 'ready') {
    content = (
      <>
        <SizePicker
          sizes={sizeChoices(options)}
          value={size}
          onChange={chooseSize}
          showLowStock={!withLength}
          isDisabled={pending}
        />
        {withLength ? (
          <SizePicker
            label={LENGTH_PICKER_LABEL}
            sizes={lengthChoices(options, size)}
            value={length}
            onChange={setLength}
            isDisabled={pending}
          />
        ) : null}
        <Button className={addButton} isDisabled={!option} isPending={pending} onPress={add}>
          {label}
        </Button>
      </>
    );
  }

  return (
    <div
      ref={rootRef}
      className={className ? `${root} ${className}` : root}
      data-quick-add-open={open ? '' : undefined}
    >
      <Button
        ref={triggerRef}
        variant="secondary"
        size="small"
        className={trigger}
        aria-expanded={open}
        aria-controls={panelId}
        // The visible text starts the name (WCAG 2.5.3); the product name tells the cards' buttons apart.
        aria-label={`${QUICK_ADD_TEXT} ${productName}`}
        onPress={() => (open ? close() : openPanel())}
      >
        {QUICK_ADD_TEXT}
      </Button>
      {/* biome-ignore lint/a11y/useSemanticElements: a named non-modal panel; its pickers are their own groups. */}
      <div
        id={panelId}
        role="group"
        aria-label={`${QUICK_ADD_TEXT} ${productName}`}
        aria-busy={open && status === 'loading' ? true : undefined}
        className={panel}
        hidden={!open}
      >
        {content}
      </div>
    </div>
  );
}
