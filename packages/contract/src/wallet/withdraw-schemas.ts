import { z } from 'zod';
import { AuditStatus } from '../status.js';
import { V, positiveBigId, positiveId, requiredText, textInput } from '../validation.js';
import { oneProof, payProofFields } from '../passkeys/schemas.js';
import { Network, WV, amount, auditStatus } from './schemas.js';

/* Withdrawing: the request, what the withdraw screen needs, the holds and saved destinations, the record. */

export const WITHDRAW_TYPES = ['bank', 'chain'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

/** POST /api/user/extract: to a bank card or an on-chain address; the payment code or a passkey confirms it. */
export const WithdrawBody = z
  .discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('bank'),
        amount,
        ...payProofFields,
        bank_name: requiredText(64),
        /** The full number, or empty with `account_id` to send to a saved card (whose number only the server has). */
        card_number: textInput({ error: WV.cardNumber })
          .transform((n) => n.replace(/[\s-]/g, ''))
          .pipe(z.string().regex(/^(\d{8,30})?$/, { error: WV.cardNumber }))
          .default(''),
        account_id: positiveBigId.optional(),
        holder: requiredText(64),
        save: z.boolean({ error: V.invalid }).default(false),
      }),
      z.object({
        type: z.literal('chain'),
        amount,
        ...payProofFields,
        network_id: positiveId,
        address: textInput({ error: WV.address }).trim().min(8, { error: WV.address }).max(128, { error: V.tooLong }),
        save: z.boolean({ error: V.invalid }).default(false),
      }),
    ],
    { error: V.invalid },
  )
  .superRefine(oneProof);
export type WithdrawBody = z.input<typeof WithdrawBody>;

export const FeeRule = z.object({ rate_bps: z.number().int(), min_cents: z.number().int() });
export type FeeRule = z.infer<typeof FeeRule>;

/**
 * Decision 052 (withdrawal protections): why withdrawals wait after a security change. The passkey code starts a
 * hold with `passkey_added`.
 */
export const WITHDRAWAL_HOLD_REASONS = [
  'password_changed',
  'password_reset',
  'pay_code_changed',
  'pay_code_reset',
  'passkey_added',
  'new_device',
] as const;
export type WithdrawalHoldReason = (typeof WITHDRAWAL_HOLD_REASONS)[number];

/** Until the operator sets them: a new destination waits 24 hours, and so do withdrawals after a security change. */
export const DEFAULT_WAIT_MINUTES = 24 * 60;

/** The hold in force on a buyer's withdrawals: the latest to end. */
export const WithdrawalHold = z.object({
  reason: z.enum(WITHDRAWAL_HOLD_REASONS),
  until: z.string(),
});
export type WithdrawalHold = z.infer<typeof WithdrawalHold>;

/** A saved withdrawal account; bank card numbers are masked (•••• 1234). */
export const SavedAccount = z.object({
  id: z.number().int(),
  type: z.enum(WITHDRAW_TYPES),
  label: z.string(),
  bank_name: z.string().nullable(),
  holder: z.string().nullable(),
  masked: z.string(),
  network_id: z.number().int().nullable(),
  address: z.string().nullable(),
  /** A new destination is paid to from then on (decision 052, withdrawal protections). */
  usable_at: z.string(),
  usable: z.boolean(),
});
export type SavedAccount = z.infer<typeof SavedAccount>;

/** GET /api/user/extract: what the withdraw screen needs. */
export const WithdrawInfo = z.object({
  balance_cents: z.number().int(),
  fee: FeeRule,
  min_cents: z.number().int(),
  networks: z.array(Network),
  accounts: z.array(SavedAccount),
  has_pay_password: z.boolean(),
  /** The hold after a security change, while it lasts. */
  hold: WithdrawalHold.nullable(),
  /** The operator's limits: one withdrawal, and what is left of the rolling 24 hours. */
  max_cents: z.number().int(),
  daily_left_cents: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

export const WithdrawalRecord = z.object({
  id: z.number().int(),
  type: z.enum(WITHDRAW_TYPES),
  amount_cents: z.number().int(),
  fee_cents: z.number().int(),
  arrival_cents: z.number().int(),
  status: auditStatus,
  bank_name: z.string().nullable(),
  masked: z.string(),
  network: z.string().nullable(),
  token: z.string().nullable(),
  /** The payout's transaction, verified on the chain before the withdrawal counted as paid (decision 028). */
  tx_hash: z.string().nullable(),
  refuse_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecord>;

/** The withdrawal-log filter of docs/product.md §4, in its order: all, refused, auditing, passed. */
export const WITHDRAW_LOG_FILTERS = [
  { value: 'all', label: 'wallet.filter.all' },
  { value: AuditStatus.Refused, label: 'wallet.filter.refuese' },
  { value: AuditStatus.Auditing, label: 'wallet.filter.auditing' },
  { value: AuditStatus.Passed, label: 'wallet.filter.passed' },
] as const;
