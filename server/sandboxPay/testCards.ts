/**
 * The sandbox's documented test cards (any future expiry, any CVC). Every other Luhn-valid
 * number tokenizes but its charges decline with test_mode_unknown_card: a sandbox never pays
 * with a real card.
 */
export type CardOutcome =
  'succeeded' | 'card_declined' | 'insufficient_funds' | 'test_mode_unknown_card';

export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': 'succeeded', // Visa
  '5555555555554444': 'succeeded', // Mastercard
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

export function outcomeOfCard(digits: string): CardOutcome {
  return TEST_CARDS[digits] ?? 'test_mode_unknown_card';
}

/** The translated sentence of each outcome (keys listed literally for the strings check). */
export const OUTCOME_MESSAGE_KEYS: Readonly<Record<CardOutcome, string>> = {
  succeeded: 'Payment.Succeeded',
  card_declined: 'Payment.Declined.CardDeclined',
  insufficient_funds: 'Payment.Declined.InsufficientFunds',
  test_mode_unknown_card: 'Payment.Declined.TestModeUnknownCard',
};
