/**
 * Spec 000 §5 "Size ordering": the recognised size families, in the order they are tried (the contract fixes the
 * order; the spec's Regular/Long/Short, Regular/Petite and Regular/Tall share `Regular`, so the order decides).
 */
export const SIZE_FAMILIES = [
  ['3-4', '5-6', '7-8', '9-10'],
  ['3-5', '6-8'],
  ['7-9', '10-12'],
  ['Regular'],
  ['Regular', 'Long', 'Short'],
  ['Regular', 'Petite'],
  ['Regular', 'Tall'],
  ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'],
] as const satisfies readonly (readonly string[])[];

/** Spec 000 §5: a family orders the sizes once at least 2 of them belong to it. */
export const SIZE_FAMILY_MIN_MATCHES = 2;

/**
 * Spec 000 §5: the first family with at least 2 of the sizes orders them, sizes outside it following in their
 * original order; otherwise, when every size is a number, they sort numerically; otherwise they keep their order.
 * Returns a new array; the input is never changed.
 *
 * Reading: "at least 2 of the sizes" means 2 different sizes of the family, so a repeated size counts once. The
 * one-size `Regular` family can then never order on its own; it is kept because spec and contract list it, and a
 * repeated `Regular` falls through to `Regular,Long,Short` etc., which order Long/Short/Petite/Tall as well.
 * Sizes match a family exactly (case-sensitive, no trimming: `xs` is not `XS`).
 * Reading: "a number" is a plain decimal (`8`, `10`, `4.5`, `08`); not `-1`, `1e3`, ` 8` or ``. Equal numbers keep
 * their original order.
 */
export function sortSizes(sizes: readonly string[]): string[] {
  for (const family of SIZE_FAMILIES) {
    const members: readonly string[] = family;
    const matches = members.filter((member) => sizes.includes(member)).length;
    if (matches < SIZE_FAMILY_MIN_MATCHES) continue;
    // Sizes outside the family rank after all of it; the sort is stable, so they keep their original order.
    const rank = (size: string) => {
      const index = members.indexOf(size);
      return index === -1 ? members.length : index;
    };
    return [...sizes].sort((a, b) => rank(a) - rank(b));
  }
  if (sizes.every((size) => /^\d+(?:\.\d+)?$/.test(size))) {
    return [...sizes].sort((a, b) => Number(a) - Number(b));
  }
  return [...sizes];
}

/** Spec 001 §9: length codes. */
export const LENGTH_CODES = { Long: 'L', Petite: 'P', Regular: 'R', Short: 'S' } as const;

export type LengthLabel = keyof typeof LENGTH_CODES;
export type LengthCode = (typeof LENGTH_CODES)[LengthLabel];

/**
 * Spec 001 §9: Long `L`, Petite `P`, Regular `R`, Short `S`.
 * Reading: any other label (other case included) has no code: `undefined`.
 */
export function lengthCode(length: LengthLabel): LengthCode;
export function lengthCode(length: string): LengthCode | undefined;
export function lengthCode(length: string): LengthCode | undefined {
  return Object.hasOwn(LENGTH_CODES, length) ? LENGTH_CODES[length as LengthLabel] : undefined;
}
