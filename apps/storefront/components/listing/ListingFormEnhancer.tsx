'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useFrame } from '../../lib/frame-store';
import { listingFormHref, MIN_PRICE_FIELD } from '../../lib/listing-form';

/**
 * The control a shopper used, kept across the navigation it started: a new query is a new page segment (and the
 * first filter on a landing listing leaves the cached twin, see proxy.ts), so the listing remounts with new
 * forms and focus and an open filter panel would be lost. Module state, because this component remounts too.
 */
let lastUsed: { selector: string; inPanel: boolean } | undefined;

function selectorFor(control: Element): string | undefined {
  const name = control.getAttribute('name');
  if (!name) return undefined;
  const value = control.getAttribute('value');
  // The tag too, and never a hidden field: other forms keep the same pairs in hidden inputs.
  const named = `${control.tagName.toLowerCase()}:not([type="hidden"])[name="${CSS.escape(name)}"]`;
  return control instanceof HTMLSelectElement || value === null
    ? named
    : `${named}[value="${CSS.escape(value)}"]`;
}

/** After a navigation: the filter panel open again if the shopper was in it, and focus back on their control. */
function restoreLastUsed() {
  const used = lastUsed;
  lastUsed = undefined;
  if (!used) return;
  let scope: ParentNode = document;
  if (used.inPanel) {
    const panel = [...document.querySelectorAll('dialog')].find((dialog) =>
      dialog.querySelector('form[data-listing-form="filters"]'),
    );
    if (!panel) return;
    if (!panel.open) panel.showModal();
    scope = panel;
  }
  if (!used.selector) return;
  const control = [...scope.querySelectorAll<HTMLElement>(used.selector)].find(
    (element) => used.inPanel || !element.closest('dialog'),
  );
  // The control the shopper used is a new element when the listing remounted (a new query is a new page
  // segment): put focus back on it, also over the panel's own first-focus.
  if (control && document.activeElement !== control) control.focus();
}

/**
 * The listing's only client code for its controls. The filters, sort and view are server-rendered GET forms
 * (`form[data-listing-form]`) that work without JavaScript; with it, a ticked box or a new sort applies at once
 * (`[data-auto-submit]`), and every submit becomes a client navigation to the canonical listing URL (spec 000 §2:
 * pairs sorted by name, a facet or sort change drops the page), so the server renders the products.
 * One delegated listener pair for the whole page instead of a client component per control.
 */
export function ListingFormEnhancer({
  listing,
  termParam,
}: {
  /** The listing's canonical href: when it changes, the forms take the server's new state. */
  listing: string;
  termParam?: 'term' | 'query';
}) {
  const router = useRouter();
  // The controls are uncontrolled. Should a navigation keep this listing mounted and only give its controls new
  // server defaults, `reset()` shows those; not on the first render, so a box ticked before the script arrived
  // stays ticked. Then focus goes back to what the shopper used.
  const shown = useRef(listing);
  useEffect(() => {
    if (shown.current !== listing) {
      shown.current = listing;
      for (const form of document.querySelectorAll<HTMLFormElement>('form[data-listing-form]')) form.reset();
    }
    restoreLastUsed();
  }, [listing]);
  useEffect(() => {
    let changed: Element | undefined;
    const onChange = (event: Event) => {
      const control = event.target;
      if (!(control instanceof HTMLElement) || !control.hasAttribute('data-auto-submit')) return;
      const form = control.closest('form');
      if (!form?.hasAttribute('data-listing-form')) return;
      changed = control;
      form.requestSubmit();
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-listing-form')) return;
      event.preventDefault();
      const used = event.submitter ?? changed ?? undefined;
      changed = undefined;
      const selector = used && selectorFor(used);
      const inPanel = Boolean(form.closest('dialog[open]'));
      lastUsed = selector || inPanel ? { selector: selector ?? '', inPanel } : undefined;
      const data = new FormData(form, event.submitter);
      const minField = form.elements.namedItem(MIN_PRICE_FIELD);
      const bounds =
        minField instanceof HTMLInputElement
          ? {
              facet: minField.dataset.facet,
              min: numberOrUndefined(minField.min),
              max: numberOrUndefined(minField.max),
            }
          : undefined;
      const pairs = [...data].map(([name, value]) => [name, String(value)] as const);
      const path = new URL(form.action, window.location.href).pathname;
      const href = listingFormHref(path, pairs, bounds, termParam ? { termParam } : {});
      useFrame.getState().setNavigating(true);
      router.push(href, { scroll: false });
    };
    document.addEventListener('change', onChange);
    document.addEventListener('submit', onSubmit);
    // A box ticked (or a sort chosen) before this script arrived changed nothing yet: it applies now, as it
    // would have at once, instead of waiting for an Apply the shopper has no reason to press.
    const early = [
      ...document.querySelectorAll<HTMLElement>('form[data-listing-form] [data-auto-submit]'),
    ].find(changedSinceRendered);
    if (early) early.dispatchEvent(new Event('change', { bubbles: true }));
    return () => {
      document.removeEventListener('change', onChange);
      document.removeEventListener('submit', onSubmit);
    };
  }, [router, termParam]);
  return null;
}

function numberOrUndefined(text: string): number | undefined {
  if (text === '') return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Whether a control's value differs from the one the server rendered (its default). */
function changedSinceRendered(control: HTMLElement): boolean {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
    return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement)
    return [...control.options].some((option) => option.selected !== option.defaultSelected);
  return false;
}
