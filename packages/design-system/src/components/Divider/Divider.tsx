import { divider } from './Divider.css';

export interface DividerProps {
  orientation?: 'horizontal' | 'vertical';
  /** `regular` (light grey, decorative) or `strong` (3:1 against the page). */
  weight?: 'regular' | 'strong';
  className?: string;
}

/**
 * A separator rule: an `<hr>` (role separator), with `aria-orientation="vertical"` when it stands between items
 * in a row. Server-safe.
 */
export function Divider({ orientation = 'horizontal', weight = 'regular', className }: DividerProps) {
  const classes = [divider({ orientation, weight }), className].filter(Boolean).join(' ');
  return <hr aria-orientation={orientation === 'vertical' ? 'vertical' : undefined} className={classes} />;
}
