/**
 * The sandbox's test cards: the hosted checkout page tokenises a card number here, then pays with the token
 * (walletPayment accepts any `tok_…` and declines `tok_declined`). The usual test numbers of card providers:
 * 4242 4242 4242 4242 is accepted, 4000 0000 0000 0002 is declined. Nothing else is a card in the sandbox, so a
 * real card number is refused before it goes anywhere.
 */
export const TEST_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '4000000000000002': 'tok_declined',
};

/** The field error for any other number (ours: the specs name no test cards). */
export const NOT_A_TEST_CARD =
  'This is not a test card. Use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined).';

/**
 * The payment token of a test card number, or `undefined` for any other number. Reading: spaces and hyphens
 * between the digits are ignored, as card forms show them (`4242 4242 4242 4242`, `4242-4242-…`).
 */
export function testCardToken(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  return Object.hasOwn(TEST_CARDS, digits) ? TEST_CARDS[digits] : undefined;
}
