import { randomUUID } from 'node:crypto';
import { cardExpired } from '@tradewind/contract';

export type ChargeOutcome = 'approved' | 'declined' | 'review';

/** docs/architecture.md §4: card top-ups go through a provider; the card details go to it once and are never stored. */
export interface PaymentProvider {
  readonly name: string;
  charge(input: {
    amountCents: number;
    card: { number: string; holder: string; expiry: string };
  }): Promise<{ outcome: ChargeOutcome; reference: string }>;
}

/** The sandbox's test cards, as shown on the card top-up screen. */
export const SANDBOX_CARDS: Record<string, ChargeOutcome> = {
  '4242424242424242': 'approved',
  '4000000000000002': 'declined',
  '4000000000000259': 'review',
};

/** The built-in provider: no money moves; the outcome depends only on the test card used. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  async charge({ card }) {
    const outcome = cardExpired(card.expiry) ? 'declined' : (SANDBOX_CARDS[card.number] ?? 'declined');
    return { outcome, reference: `sandbox_${randomUUID()}` };
  },
};
