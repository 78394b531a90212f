/**
 * How the size-fit widget asks the purchase island (`ProductPurchase`, which owns the chosen size, its stock and
 * the query) to choose the size it recommends. The island offers a chooser while it is on the page; the widget
 * calls `chooseRecommendedSize` and reads what happened. A plain module, not a store: nothing renders from it.
 */

/** What became of a recommended size. */
export type SizeChoice =
  /** Chosen, as if the shopper had picked it (written to the query too). */
  | { outcome: 'chosen'; size: string }
  /** Not chosen: sold out for the length chosen (or, with none chosen yet, in every length). */
  | { outcome: 'sold-out'; size: string; length?: string | undefined }
  /** Not chosen: the colour shown does not come in that size. */
  | { outcome: 'not-offered'; size: string }
  /** No purchase island on the page to choose it (it has not loaded). */
  | { outcome: 'no-picker'; size: string };

export type SizeChooser = (size: string) => SizeChoice;

let chooser: SizeChooser | undefined;

/** The island offers its chooser; the function returned withdraws it (when the island goes or re-renders). */
export function offerSizeChooser(next: SizeChooser): () => void {
  chooser = next;
  return () => {
    if (chooser === next) chooser = undefined;
  };
}

/** Asks the island to choose the size: only a size in stock for the chosen length is chosen. */
export function chooseRecommendedSize(size: string): SizeChoice {
  return chooser ? chooser(size) : { outcome: 'no-picker', size };
}

/** What the shopper reads about the choice, under the recommendation. */
export function sizeChoiceMessage(choice: SizeChoice): string {
  switch (choice.outcome) {
    case 'chosen':
      return `Size ${choice.size} is now selected.`;
    case 'sold-out':
      return choice.length
        ? `Size ${choice.size} is sold out in ${choice.length} length, so it has not been selected.`
        : `Size ${choice.size} is sold out, so it has not been selected.`;
    case 'not-offered':
      return `Size ${choice.size} is not available in this colour, so it has not been selected.`;
    case 'no-picker':
      return '';
  }
}
