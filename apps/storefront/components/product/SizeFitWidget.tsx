'use client';

import { buttonClassName } from '@wardrobe/design-system';
import { sizeFitLocale } from '@wardrobe/domain-rules';
import dynamic from 'next/dynamic';
import { useCallback, useState } from 'react';
import { browserCommerce } from '../../lib/commerce-browser';
import { sizeFitUserId } from '../../lib/shopper-id';
import type { ClientMarket } from '../frame/types';
import { Recommendation, type SizeFitOutcome } from './SizeFitRecommendation';
import type { SizeFitDialogProps } from './size-fit-part';

// The dialog and its react-aria parts load when the shopper opens it: the product page ships no react-aria
// until then (its JavaScript budget, README "One client island, with no react-aria").
const SizeFitDialog = dynamic(() => import('./size-fit-part').then((m) => m.SizeFitDialog));

export interface SizeFitWidgetProps {
  market: ClientMarket;
  productId: number;
  /** The colour shown (a style's fit and sizes are kept per colour). */
  colour: string;
  /** The colour's sizes. */
  sizes: readonly string[];
  /** The style comes in several lengths: the height is asked too. */
  askHeight: boolean;
}

/**
 * The size and fit area's widget (spec 001 §3, §7 `sizeSampling`): 'Find my size' opens a small dialog of
 * questions; the recommendation is posted with the shopper's user id and the market's locale code, shown, and
 * chosen in the purchase island when in stock. The last recommendation stays under the button once closed.
 */
export function SizeFitWidget({ market, productId, colour, sizes, askHeight }: SizeFitWidgetProps) {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<SizeFitOutcome | undefined>();
  const { channelId, code } = market;

  const ask = useCallback<SizeFitDialogProps['ask']>(
    async (answers) => {
      const commerce = browserCommerce(channelId);
      const { data } = await commerce.sizeSampling({
        userId: await sizeFitUserId(commerce),
        locale: sizeFitLocale(code) ?? 'en_GB',
        productId,
        colour,
        answers,
      });
      return data;
    },
    [channelId, code, productId, colour],
  );

  return (
    <div className="size-fit">
      <button
        type="button"
        className={buttonClassName('secondary')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          // The modal gives focus back to what had it when it opened; a click does not focus a button in
          // every browser (Safari), so the button takes focus first.
          event.currentTarget.focus();
          setOpen(true);
        }}
      >
        Find my size
      </button>
      {/* Not a live region: the dialog announces the recommendation; this keeps it in view afterwards. */}
      {outcome && !open ? (
        <div className="size-fit__result">
          <Recommendation outcome={outcome} />
        </div>
      ) : null}
      {open ? (
        <SizeFitDialog
          isOpen
          onOpenChange={setOpen}
          sizes={sizes}
          askHeight={askHeight}
          ask={ask}
          onOutcome={setOutcome}
        />
      ) : null}
    </div>
  );
}
