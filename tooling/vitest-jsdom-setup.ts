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
