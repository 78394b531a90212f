import type { ReactNode } from 'react';

/**
 * The footer's inline marks. Server-safe and self-contained: no design-system runtime import, so the footer adds
 * no client code (and no react-aria) to a page. Decorative ones are `aria-hidden`: the link or button around
 * them carries the name.
 */

type Network = 'instagram' | 'facebook' | 'pinterest' | 'x' | 'tiktok';

/** 24 × 24 outline marks in `currentColor`, like the design system's icons. */
const SOCIAL_MARKS: Record<Network, ReactNode> = {
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      fill="currentColor"
      stroke="none"
      d="M13.5 21v-7.2h2.4l.4-2.9h-2.8V9.1c0-.8.3-1.4 1.4-1.4h1.5V5.1a19 19 0 0 0-2.2-.1c-2.2 0-3.7 1.3-3.7 3.8v2.1H8v2.9h2.5V21h3Z"
    />
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10.6 14.4 9 21" />
      <path d="M9.2 13.2a4.1 4.1 0 0 1-.7-2.3c0-2.3 1.8-4.4 4.6-4.4 2.4 0 4.1 1.7 4.1 3.9 0 2.6-1.4 4.5-3.3 4.5-1.1 0-1.9-.9-1.6-2l.8-2.9" />
    </>
  ),
  x: (
    <>
      <path fill="currentColor" stroke="none" d="M4 4h4.6l11.4 16h-4.6L4 4Z" />
      <path d="m19.5 4-6.6 7.5M4.5 20l6.6-7.5" />
    </>
  ),
  tiktok: (
    <>
      <path d="M14 3v12.2a4.2 4.2 0 1 1-4.2-4.2" />
      <path d="M14 3c.4 3 2.6 5.3 5.6 5.5" />
    </>
  ),
};

export function SocialMark({ network, className }: { network: Network; className?: string }) {
  return (
    <svg
      className={className}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SOCIAL_MARKS[network]}
    </svg>
  );
}

export function ChevronDown({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m5 9 7 7 7-7" />
    </svg>
  );
}

/** The small arrow after a link that opens in a new tab (its words are in the link's name). */
export function NewTabMark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      width="12"
      height="12"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M9 5h10v10M19 5 5 19" />
    </svg>
  );
}

type PaymentId =
  | 'apple-pay'
  | 'google-pay'
  | 'amex'
  | 'paypal'
  | 'visa'
  | 'maestro'
  | 'mastercard'
  | 'klarna';

/** Badge size (px): every badge is drawn on the same 50 × 32 card, so the row never shifts. */
export const PAYMENT_BADGE_WIDTH = 50;
export const PAYMENT_BADGE_HEIGHT = 32;

/** A card outline for badges on a light card. */
const card = (fill: string, stroke = '#D1D1D1') => (
  <rect x="0.5" y="0.5" width="49" height="31" rx="4" fill={fill} stroke={stroke} />
);

/** The brands' own colours (the marks are logos, drawn simply; the shop's tokens do not apply to them). */
const PAYMENT_MARKS: Record<PaymentId, ReactNode> = {
  'apple-pay': (
    <>
      {card('#000000', '#767676')}
      <path
        fill="#FFFFFF"
        d="M15.4 11.1c-.5.6-1.2 1-1.9.9-.1-.7.3-1.5.7-2 .5-.6 1.3-1 1.9-1 .1.8-.2 1.5-.7 2.1Zm.7 1.1c-1-.1-1.9.6-2.4.6s-1.3-.5-2.1-.5c-1.1 0-2.1.6-2.7 1.6-1.1 2-.3 4.9.8 6.5.5.8 1.2 1.6 2 1.6s1.1-.5 2.1-.5 1.3.5 2.1.5c.9 0 1.4-.8 2-1.6.6-.9.9-1.8.9-1.8s-1.7-.7-1.7-2.7c0-1.7 1.3-2.4 1.4-2.5-.8-1.1-2-1.2-2.4-1.2Z"
      />
      <text x="19.5" y="20.6" fill="#FFFFFF" fontSize="10.5" fontWeight="600" letterSpacing="-0.2">
        Pay
      </text>
    </>
  ),
  'google-pay': (
    <>
      {card('#FFFFFF')}
      <text x="6" y="20.8" fontSize="11" fontWeight="700">
        <tspan fill="#4285F4">G</tspan>
        <tspan x="15.4" fill="#3C4043" fontWeight="500">
          Pay
        </tspan>
      </text>
    </>
  ),
  amex: (
    <>
      {card('#016FD0', '#016FD0')}
      <text
        x="25"
        y="19.6"
        fill="#FFFFFF"
        fontSize="9.5"
        fontWeight="800"
        textAnchor="middle"
        letterSpacing="0.3"
      >
        AMEX
      </text>
    </>
  ),
  paypal: (
    <>
      {card('#FFFFFF')}
      <text x="25" y="20" fontSize="9.5" fontWeight="800" fontStyle="italic" textAnchor="middle">
        <tspan fill="#003087">Pay</tspan>
        <tspan fill="#009CDE">Pal</tspan>
      </text>
    </>
  ),
  visa: (
    <>
      {card('#FFFFFF')}
      <text
        x="25"
        y="20.6"
        fill="#1A1F71"
        fontSize="12"
        fontWeight="800"
        fontStyle="italic"
        textAnchor="middle"
        letterSpacing="0.4"
      >
        VISA
      </text>
    </>
  ),
  maestro: (
    <>
      {card('#FFFFFF')}
      <circle cx="20.5" cy="16" r="8" fill="#E7001B" />
      <circle cx="29.5" cy="16" r="8" fill="#00A2E5" />
      <path fill="#7375CF" d="M25 9.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" />
    </>
  ),
  mastercard: (
    <>
      {card('#FFFFFF')}
      <circle cx="20.5" cy="16" r="8" fill="#EB001B" />
      <circle cx="29.5" cy="16" r="8" fill="#F79E1B" />
      <path fill="#FF5F00" d="M25 9.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2Z" />
    </>
  ),
  klarna: (
    <>
      {card('#FFB3C7', '#FFB3C7')}
      <text x="25" y="20" fill="#0B051D" fontSize="10" fontWeight="800" textAnchor="middle">
        Klarna.
      </text>
    </>
  ),
};

/**
 * A payment badge: an image named for screen readers (`role="img"` + `aria-label`; its drawing and words are
 * presentational). Width and height are set, so it takes its space before the CSS arrives.
 */
export function PaymentBadge({ id, name, className }: { id: PaymentId; name: string; className?: string }) {
  return (
    <svg
      className={className}
      role="img"
      aria-label={name}
      width={PAYMENT_BADGE_WIDTH}
      height={PAYMENT_BADGE_HEIGHT}
      viewBox={`0 0 ${PAYMENT_BADGE_WIDTH} ${PAYMENT_BADGE_HEIGHT}`}
      focusable="false"
      data-payment={id}
    >
      {PAYMENT_MARKS[id]}
    </svg>
  );
}
