import { vars } from '../../tokens/contract.css';
import { scrim } from './scrim.css';

// The dialog box's look and widths, shared by the Dialog (react-aria) and the NativeDialog (the platform's). A
// plain module: a `.css.ts` file may export only styles.

export const dialogBoxLook = {
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  // Transparent in normal colours; forced-colours mode paints it, so the box keeps an edge there.
  border: '1px solid transparent',
  borderRadius: vars.radius.medium,
  boxShadow: `0 8px 32px ${scrim}`,
  outline: 'none',
} as const;

export const dialogSizes = {
  small: { maxWidth: 400 },
  medium: { maxWidth: 560 },
  large: { maxWidth: 800 },
} as const;
