import { useState } from 'react';
import type { CouponFormProps, CouponStatus } from './CouponForm';

/** The code the stories' stand-in promotions engine accepts; any other is rejected. */
export const ACCEPTED_CODE = 'WELCOME10';

/**
 * For stories: a stand-in for the storefront's promotions sync, so a story can type a code and see the answer.
 * It reports to the story's spies, accepts `ACCEPTED_CODE` (in any case) and rejects anything else. Not part of
 * the package's entries.
 */
export function useCouponEngine({
  onApply,
  onRemove,
  appliedCodes = [],
  status,
}: Pick<CouponFormProps, 'onApply' | 'onRemove' | 'appliedCodes' | 'status'>): CouponFormProps {
  const [applied, setApplied] = useState<readonly string[]>(appliedCodes);
  const [answer, setAnswer] = useState<CouponStatus | undefined>(status);
  return {
    appliedCodes: applied,
    status: answer,
    onApply: (code) => {
      void onApply(code);
      if (code.toUpperCase() === ACCEPTED_CODE) {
        setApplied((codes) => (codes.includes(ACCEPTED_CODE) ? codes : [...codes, ACCEPTED_CODE]));
        setAnswer({ kind: 'accepted', code: ACCEPTED_CODE });
      } else {
        setAnswer({ kind: 'rejected', code });
      }
    },
    onRemove: (code) => {
      onRemove?.(code);
      setApplied((codes) => codes.filter((applied) => applied !== code));
      setAnswer(undefined);
    },
  };
}
