/**
 * Words of a search term and how one word matches an indexed word (Constructor semantics: each word by prefix,
 * or within one typo; every word must match).
 */

/** Reading: at most 10 words of at most 50 characters count; the rest of a longer term is ignored. */
export const MAX_TERM_WORDS = 10;
const MAX_WORD_LENGTH = 50;

/**
 * Reading: typos are forgiven from 4 characters (one edit: a letter missing, extra, changed or two swapped); a
 * shorter word only matches by prefix, as engines do, since one edit from 3 letters reaches too many words.
 */
export const TYPO_MIN_LENGTH = 4;

/**
 * The words of a term as the index holds them (the `simple` configuration: lower case; anything but letters and
 * digits separates words, so `t-shirt` is `t` and `shirt`, both of which `to_tsvector('simple', …)` keeps).
 */
export function termWords(term: string): string[] {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERM_WORDS)
    .map((word) => word.slice(0, MAX_WORD_LENGTH));
}

/** Optimal string alignment distance ≤ 1: equal, or one insertion, deletion, substitution or swap apart. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const difference = a.length - b.length;
  if (difference > 1 || difference < -1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (difference === 0) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return difference > 0 ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Whether `typed` is a typo (one edit) of `word` or of a beginning of it: `jumpr` → `jumper`, `trose` → `trousers`
 * (the shopper is still typing).
 */
export function typoOf(typed: string, word: string): boolean {
  if (typed.length < TYPO_MIN_LENGTH) return false;
  if (withinOneEdit(typed, word)) return true;
  for (let length = typed.length - 1; length <= typed.length + 1; length++) {
    if (length < word.length && withinOneEdit(typed, word.slice(0, length))) return true;
  }
  return false;
}

/** How a term's words match the index: each word as typed (by prefix, or whole in a description) or corrected. */
export interface TermQuery {
  words: string[];
  /** Per word, indexed words it is a typo of (from the vocabulary). */
  corrections: string[][];
}

/**
 * `to_tsquery('simple', …)` text. A word matches a name, colour or category word it begins (`w:*ABC`), or any
 * indexed word it equals (descriptions too: `linen` finds "in 100% linen"), or a word it is a typo of. Strict
 * leaves the typos out: what matched as typed ranks first. Words hold letters and digits only (`termWords`), so
 * they cannot carry tsquery operators.
 */
export function tsQueryText({ words, corrections }: TermQuery, strict = false): string {
  return words
    .map((word, i) => {
      const alternatives = [`${word}:*ABC`, word, ...(strict ? [] : (corrections[i] ?? []))];
      return `(${alternatives.join(' | ')})`;
    })
    .join(' & ');
}

/** Whether an indexed word (of a name or colour) is matched by one of the term's words. */
export function wordMatches(query: TermQuery, indexed: string): boolean {
  return query.words.some(
    (word, i) => indexed.startsWith(word) || (query.corrections[i] ?? []).includes(indexed),
  );
}

/**
 * How well a name answers the term, for ranking among matches: per word, 3 when a name word is it (or its
 * correction), 2 when a name word begins with it, plus 1 when that is the name's last word (what the product
 * is: `dr` ranks dresses before a dressing gown or a dress belt). Words matched elsewhere (colour, category,
 * description) score 0.
 */
export function nameScore(query: TermQuery, nameWords: readonly string[]): number {
  let score = 0;
  query.words.forEach((word, i) => {
    let best = 0;
    nameWords.forEach((nameWord, position) => {
      const kind =
        nameWord === word || (query.corrections[i] ?? []).includes(nameWord)
          ? 3
          : nameWord.startsWith(word)
            ? 2
            : 0;
      if (kind > 0) best = Math.max(best, kind + (position === nameWords.length - 1 ? 1 : 0));
    });
    score += best;
  });
  return score;
}
