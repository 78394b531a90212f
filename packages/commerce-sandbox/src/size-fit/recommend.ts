import type { SizeFitAnswers } from '@wardrobe/commerce-sdk';
import { CommerceError } from '@wardrobe/commerce-sdk';
import { SIZE_FAMILIES, type SizeFitPreference } from '@wardrobe/domain-rules';

/** What the size-fit service knows of a style in a colour. */
export interface SizeFitStyle {
  /** Its sizes on offer, smallest first (domain-rules `sortSizes`). */
  sizes: readonly string[];
  /** Its lengths on offer, in the catalogue's order; empty when it has none. */
  lengths: readonly string[];
  /** Its cut, from the variant metadata `product_fit` (`Slim fit`, `Regular fit`, `Relaxed fit`). */
  fit: string | undefined;
}

export interface SizeFitRecommendation {
  size: string;
  length?: string;
  reason: string;
}

/** How much room each answer asks for, in sizes. */
const ROOM: Readonly<Record<SizeFitPreference, number>> = { tighter: -1, regular: 0, looser: 1 };
const FIT_WORDS: Readonly<Record<SizeFitPreference, string>> = {
  tighter: 'a closer fit',
  regular: 'a regular fit',
  looser: 'more room',
};
/** How much room a cut gives of itself: a slim cut takes a size away, a relaxed one adds one. */
const CUT_ROOM: Readonly<Record<string, { room: number; words: string }>> = {
  'Slim fit': { room: -1, words: 'slim' },
  'Relaxed fit': { room: 1, words: 'relaxed' },
};
/** Lengths for a height band, the first one the style has wins. */
const LENGTH_FOR_HEIGHT = {
  shorter: ['Petite', 'Short'],
  average: ['Regular'],
  taller: ['Tall', 'Long'],
} as const;
const MOVES = ['Two sizes down from', 'One size down from', '', 'One size up from', 'Two sizes up from'];

/**
 * The sandbox's size recommendation (the vendor's logic, ours): start from the shopper's usual size, move by the
 * room they like less the room the cut gives (at most two sizes either way), and stay within the style's sizes.
 * A style in one size gets that size. A usual size the style does not come in is placed at the nearest one of its
 * size family (`SIZE_FAMILIES`) or, for numbers, the nearest number; one that cannot be placed is a 400.
 * With a height band and several lengths, the length for it (Petite or Short, Regular, Tall or Long).
 */
export function recommendSize(style: SizeFitStyle, answers: SizeFitAnswers): SizeFitRecommendation {
  const { sizes } = style;
  const length = lengthFor(style.lengths, answers.height);
  const lengthText = length ? ` For your height, the ${length} length.` : '';
  if (sizes.length === 0) throw new CommerceError('This product has no sizes to choose from.', 400);
  if (sizes.length === 1) {
    const only = sizes[0] as string;
    return {
      size: only,
      ...(length ? { length } : {}),
      reason: `This style comes in one size.${lengthText}`,
    };
  }
  const placed = placeUsualSize(sizes, answers.usualSize);
  if (placed === undefined) {
    throw new CommerceError(
      `Your usual size ${answers.usualSize} is not one this product can be compared with.`,
      400,
    );
  }
  const cut = style.fit ? CUT_ROOM[style.fit] : undefined;
  const shift = Math.max(-2, Math.min(2, ROOM[answers.fit] - (cut?.room ?? 0)));
  const wanted = placed + shift;
  const index = Math.max(0, Math.min(sizes.length - 1, wanted));
  const size = sizes[index] as string;
  const usual = sizes[placed] as string;
  const start =
    usual === answers.usualSize
      ? ''
      : `This style does not come in ${answers.usualSize}: ${usual} is nearest. `;
  const move =
    shift === 0
      ? `Your usual size ${usual}`
      : `${MOVES[shift + 2]} your usual ${usual === answers.usualSize ? 'size ' : ''}${usual}`;
  const because = cut ? `, as this style is cut ${cut.words}` : '';
  const edge =
    wanted < 0
      ? ` ${size} is the smallest size of this style.`
      : wanted > sizes.length - 1
        ? ` ${size} is the largest size of this style.`
        : '';
  return {
    size,
    ...(length ? { length } : {}),
    reason: `${start}${move} for ${FIT_WORDS[answers.fit]}${because}.${edge}${lengthText}`,
  };
}

/** The index of the usual size among the style's sizes, or of the nearest of its family or number; else none. */
function placeUsualSize(sizes: readonly string[], usual: string): number | undefined {
  const exact = sizes.indexOf(usual);
  if (exact !== -1) return exact;
  const family: readonly string[] | undefined = SIZE_FAMILIES.find(
    (f: readonly string[]) => f.includes(usual) && sizes.some((s) => f.includes(s)),
  );
  const position = family
    ? (size: string) => (family.includes(size) ? family.indexOf(size) : undefined)
    : isNumber(usual)
      ? (size: string) => (isNumber(size) ? Number(size) : undefined)
      : undefined;
  if (!position) return undefined;
  const target = position(usual) as number;
  let best: number | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  sizes.forEach((size, index) => {
    const at = position(size);
    if (at === undefined) return;
    // Ties go to the larger size: a size too big can be worn, one too small cannot.
    const distance = Math.abs(at - target);
    if (distance < bestDistance || (distance === bestDistance && at > target)) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

const isNumber = (size: string) => /^\d+(?:\.\d+)?$/.test(size);

function lengthFor(lengths: readonly string[], height: SizeFitAnswers['height']): string | undefined {
  if (!height || lengths.length < 2) return undefined;
  return LENGTH_FOR_HEIGHT[height].find((length) => lengths.includes(length));
}
