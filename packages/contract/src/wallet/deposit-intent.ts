import { z } from 'zod';
import { positiveId } from '../validation.js';
import { tokenUnitsToCents } from './chain.js';
import { amount } from './schemas.js';

/** Decision 031: how long a top-up intent's exact amount is offered to the buyer. */
export const DEPOSIT_INTENT_TTL_MINUTES = 60;
/**
 * After it expires, an intent still matches a transfer mined while it was open or just after, for this long; only
 * then may its exact amount be handed to someone else.
 */
export const DEPOSIT_INTENT_GRACE_MINUTES = 60;
/** Open intents a buyer may hold at once, and intents a buyer may create per hour (counted in the database). */
export const MAX_OPEN_DEPOSIT_INTENTS = 3;
export const DEPOSIT_INTENTS_PER_HOUR = 10;

/**
 * The tags an intent's amount can carry on a token of `decimals`: `count` distinct tags, each `step` token units
 * apart, added to the wanted amount. With 3 decimals or more the tag is below a cent (up to 4 digits after the
 * cents: 25.00 → 25.000137), so what is credited is exactly the wanted amount; with fewer, it is a few smallest
 * units (cents on a 2-decimal token) and is credited too, because it arrived.
 */
export function intentTags(decimals: number) {
  if (decimals >= 3) {
    const digits = Math.min(decimals - 2, 4);
    return { count: 10 ** digits - 1, step: 10n ** BigInt(decimals - 2 - digits) };
  }
  return { count: decimals === 2 ? 99 : 9, step: 1n };
}

/** The exact token units an intent asks for: the wanted cents, rounded up to a whole unit, plus tag × step. */
export function intentUnits(wantedCents: number, decimals: number, tag: number): bigint {
  const { count, step } = intentTags(decimals);
  if (!Number.isInteger(tag) || tag < 1 || tag > count) throw new RangeError('tag');
  const wanted =
    decimals >= 2
      ? BigInt(wantedCents) * 10n ** BigInt(decimals - 2)
      : (BigInt(wantedCents) + 10n ** BigInt(2 - decimals) - 1n) / 10n ** BigInt(2 - decimals);
  return wanted + BigInt(tag) * step;
}

/**
 * Token units as the exact decimal the buyer types into a wallet: every significant digit, and always the cents and
 * a tag's digits (25.009280, not 25.00928), so every intent's amount reads alike.
 */
export function formatTokenUnits(units: bigint, decimals: number): string {
  const text = units.toString().padStart(decimals + 1, '0');
  if (decimals === 0) return text;
  const whole = text.slice(0, -decimals);
  const shown = decimals >= 3 ? Math.min(decimals, 2 + Math.min(decimals - 2, 4)) : decimals;
  const fraction = text.slice(-decimals).replace(/0+$/, '').padEnd(shown, '0');
  return `${whole}.${fraction}`;
}

/** What an intent credits: its units converted exactly (decision 028's rule), so the tag below a cent is not. */
export const intentCreditCents = (units: bigint, decimals: number) => tokenUnitsToCents(units, decimals);

/** POST /api/user/deposit_intent: the amount the buyer wants on a network the server verifies. */
export const DepositIntentBody = z.object({
  network_id: positiveId,
  amount,
});
export type DepositIntentBody = z.input<typeof DepositIntentBody>;

export const DepositIntent = z.object({
  id: z.number().int(),
  network_id: z.number().int(),
  network: z.string(),
  /** The platform's receiving address on that network. */
  address: z.string(),
  /** Exactly what to send, in the token: "25.000137". */
  amount_to_send: z.string(),
  token_units: z.string(),
  /** What is credited once it arrives. */
  credit_cents: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  /** Seconds left by the server's clock when it answered (the screen counts down from it). */
  expires_in_seconds: z.number().int(),
});
export type DepositIntent = z.infer<typeof DepositIntent>;
