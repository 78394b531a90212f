// Apart from Dialog.tsx so that overlays without react-aria (NativeDialog) can share them without loading it.

/** The accessible name of every overlay's × button (spec wording). */
export const CLOSE_LABEL = 'Close';

export type DialogSize = 'small' | 'medium' | 'large';
