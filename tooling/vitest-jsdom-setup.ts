import { afterEach } from 'vitest';

// jsdom has no CSS.escape; react-aria calls it when an overlay opens (CSP nonce lookup) and in keyboard
// navigation (finding the focused item). This is the spec's algorithm for the characters our ids contain.
if (typeof globalThis.CSS?.escape !== 'function') {
  globalThis.CSS = {
    ...globalThis.CSS,
    escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
  } as typeof CSS;
}

// The components project runs its files in one shared window (`isolate: false`, vitest.config.ts), and react-aria
// keeps the last interaction's modality in module state. A file that ended on a virtual click (`fireEvent.click`)
// left it 'virtual', and the next file's dialogs then moved focus after a transition rather than at once (the search
// bar's "with its field focused" failed in that order). Each file starts as a page does once a key is pressed; with
// no listener installed yet (a worker's first file) this does nothing, which is a fresh page's state too.
// (Files marked `@vitest-environment node` run this setup too, without a document.)
if (typeof document !== 'undefined') {
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  document.dispatchEvent(new KeyboardEvent('keyup', { key: 'Tab', bubbles: true }));
}

// react-aria creates its live announcer once per module graph, in `document.body`, and never again: a test that
// empties the body leaves every later file's announcements going to a detached node, and the file that fails is a
// later one (a Button test failed CI this way). So the removal fails the test that did it. One observer per
// window; each file's setup adds the check after its tests. react-aria's node is told by its two logs (assertive
// and polite): a test may add and remove a stand-in of its own (Button's does, with one polite log), and when that
// is a worker's first file there is no real announcer yet — which failed CI once, on the stand-in's removal.
type AnnouncerGuard = { observer: MutationObserver; removed: boolean };
const guarded = globalThis as typeof globalThis & { __wardrobeAnnouncerGuard?: AnnouncerGuard };
if (typeof document !== 'undefined') {
  // Not `instanceof HTMLElement`: a file run in the node environment shares the worker, and has no such global.
  const isAnnouncer = (node: Node) =>
    node.nodeType === 1 &&
    (node as Element).getAttribute('data-live-announcer') === 'true' &&
    (node as Element).querySelector(':scope > [aria-live="assertive"]') !== null &&
    (node as Element).querySelector(':scope > [aria-live="polite"]') !== null;
  const removesAnnouncer = (records: MutationRecord[]) =>
    records.some((record) => [...record.removedNodes].some(isAnnouncer));
  if (!guarded.__wardrobeAnnouncerGuard) {
    const guard: AnnouncerGuard = {
      removed: false,
      observer: new MutationObserver((records) => {
        if (removesAnnouncer(records)) guard.removed = true;
      }),
    };
    guard.observer.observe(document.documentElement, { childList: true, subtree: true });
    guarded.__wardrobeAnnouncerGuard = guard;
  }
  const guard = guarded.__wardrobeAnnouncerGuard;
  afterEach(() => {
    // Taken every time, so that no pending record reaches the callback after this test.
    const removed = removesAnnouncer(guard.observer.takeRecords()) || guard.removed;
    guard.removed = false;
    if (removed && ![...document.querySelectorAll('[data-live-announcer]')].some(isAnnouncer)) {
      throw new Error(
        "This test removed react-aria's live announcer from document.body (emptied the body?). Later files' " +
          'announcements would go nowhere: remove only the nodes the test added.',
      );
    }
  });
}
