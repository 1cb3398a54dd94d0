import { z } from 'zod';
import { PageQuery } from '../catalogue/schemas.js';
import { V, optionalText, positiveBigId, positiveId, requiredText, textInput } from '../validation.js';
import { MAX_AMOUNT_CENTS, parseAmount } from './money.js';
import { cardExpired, passesLuhn } from './card-checks.js';
import { CHAIN_STATES, txHash } from './chain.js';
import { ADDRESS_FORMATS } from './address-format.js';
import { TRANSFER_CURRENCIES, TV, rechargeReference } from './receiving-account.js';
import { OrderFx } from '../money/schemas.js';

export const WV = {
  amount: 'validation.amount',
  amountPositive: 'validation.amountPositive',
  amountTooLarge: 'validation.amountTooLarge',
  network: 'validation.network',
  evidence: 'validation.evidence',
  cardNumber: 'validation.cardNumber',
  cardExpiry: 'validation.cardExpiry',
  cardNumberCheck: 'validation.cardNumberCheck',
  cardExpired: 'validation.cardExpired',
  address: 'validation.address',
  verifiedIsEvm: 'validation.verifiedIsEvm',
} as const;

/**
 * Every amount a request carries, in one grammar (parseAmount): a decimal string ("12.50") → cents, at most
 * MAX_AMOUNT_CENTS. Above 0 unless `zero`; `signed` takes a leading "-" (a balance adjustment, never 0).
 */
export const money = ({ zero = false, signed = false } = {}) =>
  z
    .string({ error: WV.amount })
    .min(1, { error: V.required })
    .transform((text, ctx) => {
      const negative = signed && text.startsWith('-');
      const cents = parseAmount(negative ? text.slice(1) : text);
      if (cents === null || (signed && cents === 0)) ctx.addIssue({ code: 'custom', message: WV.amount });
      else if (cents === 0 && !zero) ctx.addIssue({ code: 'custom', message: WV.amountPositive });
      else if (cents > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', message: WV.amountTooLarge });
      else return negative ? -cents : cents;
      return z.NEVER;
    });
export const amount = money();

/** A picture the buyer uploaded, private (`uploads.ts`): evidence, a proof, a review's photo. */
export const uploadedImage = textInput({ error: WV.evidence }).regex(
  /^\/uploads\/private\/[a-f0-9]{32}\.(jpg|png|webp)$/,
  { error: WV.evidence },
);

export const RECHARGE_METHODS = ['manual', 'chain', 'card'] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

/** Card top-up: never a CVV (docs/architecture.md §4); the number is sent once to the provider and only its last 4 kept. */
export const CardDetails = z.object({
  number: textInput({ error: WV.cardNumber })
    .transform((n) => n.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: WV.cardNumber }))
    .refine(passesLuhn, { error: WV.cardNumberCheck }),
  holder: requiredText(64),
  expiry: textInput({ error: WV.cardExpiry })
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: WV.cardExpiry })
    .refine((expiry) => !cardExpired(expiry), { error: WV.cardExpired }),
});

const senderAddress = textInput({ error: WV.address })
  .trim()
  .min(8, { error: WV.address })
  .max(128, { error: V.tooLong });

/** POST /api/user/recharge */
export const RechargeBody = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('manual'),
      amount,
      evidence: uploadedImage,
      remark: optionalText(200, { multiline: true }).default(''),
      /** The currency paid in: it must have an enabled receiving account. */
      currency: z.enum(TRANSFER_CURRENCIES, { error: TV.currency }).default('USD'),
      /** The reference the buyer was given to quote (recharge_reference); left out, the server gives one now. */
      reference: rechargeReference.optional(),
    }),
    z
      .object({
        method: z.literal('chain'),
        network_id: positiveId,
        /**
         * The transfer's hash (decision 028). On a network the server verifies, it is all that is needed: the amount is
         * what the chain says arrived. Without it (or on a network the operator audits), amount, sender and evidence.
         */
        tx_hash: txHash.optional(),
        amount: amount.optional(),
        /** The address the buyer sent from, so the operator can match the transfer. */
        address: senderAddress.optional(),
        evidence: uploadedImage.optional(),
      })
      .superRefine((body, ctx) => {
        if (body.tx_hash) return;
        if (body.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: V.required });
        if (body.address === undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: WV.address });
        if (body.evidence === undefined) ctx.addIssue({ code: 'custom', path: ['evidence'], message: WV.evidence });
      }),
    z.object({ method: z.literal('card'), amount, card: CardDetails }),
  ],
  { error: V.invalid },
);
export type RechargeBody = z.input<typeof RechargeBody>;

export const Network = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token it carries ("USDT"): the buyer reads "USDT on TRC20". */
  token: z.string(),
  address: z.string(),
  /** How its addresses are written: the withdraw form checks an address against it as it is typed. */
  address_format: z.enum(ADDRESS_FORMATS),
  /** Deposits on it are verified on the chain from their hash, and credited after this many confirmations. */
  verified: z.boolean(),
  confirmations: z.number().int().nullable(),
});
export type Network = z.infer<typeof Network>;

/** A top-up's or a withdrawal's audit state as a number: auditing, passed, refused. */
export const auditStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const RechargeRecord = z.object({
  id: z.number().int(),
  method: z.enum(RECHARGE_METHODS),
  amount_cents: z.number().int(),
  arrival_cents: z.number().int().nullable(),
  status: auditStatus,
  network: z.string().nullable(),
  /** The network's token when the record was made ("USDT"). */
  token: z.string().nullable(),
  address: z.string().nullable(),
  evidence: z.string().nullable(),
  /** A manual top-up: the buyer's note for the operator, the currency paid in and the reference quoted. */
  remark: z.string().nullable(),
  currency: z.enum(TRANSFER_CURRENCIES).nullable(),
  reference: z.string().nullable(),
  card_last4: z.string().nullable(),
  /** Decision 028: the pasted transfer and how far its confirmation is ("Confirming 3/12"). */
  tx_hash: z.string().nullable(),
  chain_state: z.enum(CHAIN_STATES).nullable(),
  confirmations: z.number().int().nullable(),
  confirmations_required: z.number().int().nullable(),
  refuse_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof RechargeRecord>;

export const LEDGER_TYPES = [
  'recharge',
  'withdraw',
  'withdraw_return',
  'adjust',
  'payment',
  'refund',
  'late_credit',
] as const;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** GET /api/user/bill: one fund record; `amount_cents` is signed. */
export const LedgerEntry = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_TYPES),
  amount_cents: z.number().int(),
  balance_after_cents: z.number().int(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  created_at: z.string(),
  /**
   * For a row that names one order (its refund, a later credit): that order's rate of its moment, so the app
   * estimates the row as it does the order. Absent otherwise, and where the server does not say (today's rate).
   */
  fx: OrderFx.optional(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

export const AuditLogQuery = PageQuery.extend({
  status: z.enum(['all', '0', '1', '2'], { error: V.invalid }).default('all'),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const UploadData = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadData = z.infer<typeof UploadData>;

export const IdBody = z.object({ id: positiveBigId });

/** A decimal string that may be "0" (a fee of nothing). */
export const moneyOrZero = money({ zero: true });
