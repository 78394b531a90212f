/**
 * The columns that start open on small screens (indexes). Reading of `open` (spec 002 §3 names the field, not its
 * meaning): in multiple mode every column starts open; in single mode only one column can be open at a time, so
 * `open` opens the first. Unset: all start closed. Toggling is domain-rules `toggleFooterColumn`.
 */
export function initialOpenColumns(count: number, multiple: boolean, open: boolean): number[] {
  if (!open || count <= 0) return [];
  return multiple ? Array.from({ length: count }, (_, index) => index) : [0];
}
