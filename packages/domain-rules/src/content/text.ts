// Internal to the content rules (not exported from the package): the one reading of "blank".

/** A text that holds something: not absent and not only spaces. */
export function nonEmpty(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}
