import type { SizeSamplingResult } from '@wardrobe/commerce-sdk';
import { type SizeChoice, sizeChoiceMessage } from '../../lib/size-choice';

/** A recommendation as the size-fit widget shows it, with what the purchase island made of it. */
export interface SizeFitOutcome {
  answer: SizeSamplingResult['data'];
  choice: SizeChoice;
}

/**
 * The recommended size, its reason and what became of it in the purchase island. Kept apart from the dialog so
 * the widget shows it under its button without loading the dialog's chunk.
 */
export function Recommendation({ outcome: { answer, choice } }: { outcome: SizeFitOutcome }) {
  const chosen = sizeChoiceMessage(choice);
  return (
    <>
      <p className="size-fit__size">We recommend size {answer.size}.</p>
      <p>{answer.reason}</p>
      {chosen ? <p>{chosen}</p> : null}
    </>
  );
}
