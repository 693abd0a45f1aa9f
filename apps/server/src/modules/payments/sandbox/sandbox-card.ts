import { type CardBrand, SANDBOX_TEST_CARDS, type SandboxCardOutcome } from '@shop/contract';

const OUTCOMES = new Map<string, SandboxCardOutcome>(
  SANDBOX_TEST_CARDS.map((card) => [card.number.replace(/\s/g, ''), card.outcome]),
);

/** What the sandbox does with a card: the test cards decline on purpose, any other is approved. */
export function sandboxOutcomeOf(digits: string): SandboxCardOutcome {
  return OUTCOMES.get(digits) ?? 'approved';
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}
