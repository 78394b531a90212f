'use client';

import type { SizeSamplingResult } from '@wardrobe/commerce-sdk';
import {
  buttonClassName,
  buttonSpinnerClassName,
  Dialog,
  Radio,
  RadioGroup,
  SizePicker,
} from '@wardrobe/design-system';
import {
  SIZE_FIT_HEIGHTS,
  SIZE_FIT_PREFERENCES,
  type SizeFitHeight,
  type SizeFitPreference,
} from '@wardrobe/domain-rules';
import { type FormEvent, useRef, useState } from 'react';
import { chooseRecommendedSize } from '../../lib/size-choice';
import { Recommendation, type SizeFitOutcome } from './SizeFitRecommendation';

/** The answers' labels, in the shop's words. */
const FIT_LABELS: Record<SizeFitPreference, string> = {
  tighter: 'Tighter',
  regular: 'Regular',
  looser: 'Looser',
};
const HEIGHT_LABELS: Record<SizeFitHeight, string> = {
  shorter: 'Under 5ft 3in',
  average: '5ft 3in to 5ft 9in',
  taller: 'Over 5ft 9in',
};

export type SizeFitAnswer = SizeSamplingResult['data'];

export interface SizeFitDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The colour's sizes: the usual-size question offers them. */
  sizes: readonly string[];
  /** Whether the style comes in several lengths: then the height is asked too. */
  askHeight: boolean;
  /** Posts the answers (`sizeSampling`). */
  ask: (answers: {
    usualSize: string;
    fit: SizeFitPreference;
    height?: SizeFitHeight | undefined;
  }) => Promise<SizeFitAnswer>;
  /** Told of each recommendation, once the purchase island was asked to choose it. */
  onOutcome: (outcome: SizeFitOutcome) => void;
}

/**
 * The size-fit widget's dialog (a chunk of its own, loaded when the shopper opens it): a few questions, the
 * recommended size with its reason, and the size chosen in the purchase island when it is in stock for the
 * length chosen (said plainly when it is not). react-aria's modal: focus moves in, stays in, Escape closes, and
 * focus goes back to 'Find my size'.
 */
export function SizeFitDialog({
  isOpen,
  onOpenChange,
  sizes,
  askHeight,
  ask,
  onOutcome,
}: SizeFitDialogProps) {
  const [usualSize, setUsualSize] = useState<string | null>(null);
  const [fit, setFit] = useState<SizeFitPreference>('regular');
  const [height, setHeight] = useState<SizeFitHeight | null>(null);
  const [missingSize, setMissingSize] = useState(false);
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<SizeFitOutcome | undefined>();
  const [failed, setFailed] = useState(false);
  const usualSizes = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (asking) return;
    if (!usualSize) {
      // The question to answer takes focus, its message read with it.
      setMissingSize(true);
      usualSizes.current?.querySelector('input')?.focus();
      return;
    }
    setAsking(true);
    setFailed(false);
    try {
      const answer = await ask({ usualSize, fit, ...(askHeight && height ? { height } : {}) });
      const next = { answer, choice: chooseRecommendedSize(answer.size) };
      setOutcome(next);
      onOutcome(next);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', event: 'size-fit-failed', message: String(error) }));
      setOutcome(undefined);
      setFailed(true);
    } finally {
      setAsking(false);
    }
  };

  return (
    <Dialog
      title="Find my size"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      footer={({ close }) => (
        <button type="button" className={buttonClassName('secondary')} onClick={close}>
          Done
        </button>
      )}
    >
      <form className="size-fit__form" onSubmit={(event) => void submit(event)} noValidate>
        <SizePicker
          ref={usualSizes}
          label="Your usual size"
          sizes={sizes.map((size) => ({ id: size, label: size }))}
          value={usualSize}
          onChange={(size) => {
            setUsualSize(size);
            setMissingSize(false);
          }}
          showLowStock={false}
          isInvalid={missingSize}
          errorMessage="Choose the size you usually buy."
        />
        <RadioGroup
          label="How do you like it to fit?"
          value={fit}
          onChange={(value) => setFit(value as SizeFitPreference)}
          orientation="horizontal"
        >
          {SIZE_FIT_PREFERENCES.map((preference) => (
            <Radio key={preference} value={preference}>
              {FIT_LABELS[preference]}
            </Radio>
          ))}
        </RadioGroup>
        {askHeight && (
          <RadioGroup
            label="Your height (optional)"
            value={height}
            onChange={(value) => setHeight(value as SizeFitHeight)}
          >
            {SIZE_FIT_HEIGHTS.map((band) => (
              <Radio key={band} value={band}>
                {HEIGHT_LABELS[band]}
              </Radio>
            ))}
          </RadioGroup>
        )}
        <button
          type="submit"
          className={buttonClassName('primary')}
          aria-disabled={asking || undefined}
          data-pending={asking || undefined}
        >
          {asking ? <span className={buttonSpinnerClassName} aria-hidden="true" /> : null}
          Get my size
        </button>
        <div className="size-fit__result" role="status">
          {outcome ? <Recommendation outcome={outcome} /> : null}
          {failed ? <p>Sorry, we could not find your size just now. Please try again.</p> : null}
        </div>
      </form>
    </Dialog>
  );
}
