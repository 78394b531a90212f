// jsdom has no CSS.escape; react-aria calls it when an overlay opens (CSP nonce lookup) and in keyboard
// navigation (finding the focused item). This is the spec's algorithm for the characters our ids contain.
if (typeof globalThis.CSS?.escape !== 'function') {
  globalThis.CSS = {
    ...globalThis.CSS,
    escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`),
  } as typeof CSS;
}
