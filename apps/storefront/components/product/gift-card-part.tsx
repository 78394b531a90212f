'use client';

import {
  EMPTY_GIFT_CARD,
  GiftCardFields,
  type GiftCardValues,
  giftCardModifierValues,
} from '@wardrobe/design-system';
import { useState } from 'react';

export interface GiftCardAnswers {
  /** The modifiers' values by display name (Recipient email, …), empty ones left out. */
  modifiers: Record<string, string>;
  recipientEmail: string;
  senderEmail: string;
}

/**
 * The gift card fields, loaded only on a gift product's page (a chunk of their own: most product pages never
 * need them). Reports the shopper's answers as the bag line's modifiers.
 */
export function GiftCardSection({
  isDigital,
  today,
  onChange,
}: {
  isDigital: boolean;
  today: string;
  onChange: (answers: GiftCardAnswers) => void;
}) {
  const [value, setValue] = useState<GiftCardValues>(EMPTY_GIFT_CARD);
  return (
    <GiftCardFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange({
          modifiers: giftCardModifierValues(next),
          recipientEmail: next.recipientEmail,
          senderEmail: next.senderEmail,
        });
      }}
      isDigital={isDigital}
      minSendDate={today}
    />
  );
}
