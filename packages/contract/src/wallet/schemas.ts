import { z } from 'zod';
import { AuditStatus } from '../status.js';
import { PageQuery } from '../catalogue/schemas.js';
import { V, payCode } from '../validation.js';
import { MAX_AMOUNT_CENTS, parseAmount } from './money.js';
import { cardExpired, passesLuhn } from './card-checks.js';

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
} as const;

/** A decimal string ("12.50") → cents; no numbers, no exponent, at most two places, more than 0. */
export const amount = z
  .string({ error: WV.amount })
  .trim()
  .min(1, { error: V.required })
  .transform((text, ctx) => {
    const cents = parseAmount(text);
    if (cents === null) ctx.addIssue({ code: 'custom', message: WV.amount });
    else if (cents <= 0) ctx.addIssue({ code: 'custom', message: WV.amountPositive });
    else if (cents > MAX_AMOUNT_CENTS) ctx.addIssue({ code: 'custom', message: WV.amountTooLarge });
    else return cents;
    return z.NEVER;
  });

const text = (max: number) =>
  z.string({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong });
const positiveId = z.number({ error: V.invalid }).int({ error: V.invalid }).positive({ error: V.invalid });
/** An image this server stored (POST /api/common/upload answers it). */
export const uploadedImage = z
  .string({ error: WV.evidence })
  .regex(/^\/uploads\/u\/[a-f0-9]{32}\.(jpg|png|webp)$/, { error: WV.evidence });

export const RECHARGE_METHODS = ['manual', 'chain', 'card'] as const;
export type RechargeMethod = (typeof RECHARGE_METHODS)[number];

/** Card top-up: never a CVV (DESIGN §4); the number is sent once to the provider and only its last 4 kept. */
export const CardDetails = z.object({
  number: z
    .string({ error: WV.cardNumber })
    .transform((n) => n.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: WV.cardNumber }))
    .refine(passesLuhn, { error: WV.cardNumberCheck }),
  holder: text(64),
  expiry: z
    .string({ error: WV.cardExpiry })
    .regex(/^(0[1-9]|1[0-2])\/\d{2}$/, { error: WV.cardExpiry })
    .refine((expiry) => !cardExpired(expiry), { error: WV.cardExpired }),
});

/** POST /api/user/recharge */
export const RechargeBody = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('manual'), amount, evidence: uploadedImage, remark: z.string().max(200).default('') }),
    z.object({
      method: z.literal('chain'),
      amount,
      network_id: positiveId,
      /** The address the buyer sent from, so the operator can match the transfer. */
      address: z.string({ error: WV.address }).trim().min(8, { error: WV.address }).max(128, { error: V.tooLong }),
      evidence: uploadedImage,
    }),
    z.object({ method: z.literal('card'), amount, card: CardDetails }),
  ],
  { error: V.invalid },
);
export type RechargeBody = z.input<typeof RechargeBody>;

export const WITHDRAW_TYPES = ['bank', 'chain'] as const;
export type WithdrawType = (typeof WITHDRAW_TYPES)[number];

/** POST /api/user/extract: to a bank card or an on-chain address; the payment code is required. */
export const WithdrawBody = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('bank'),
      amount,
      pay_password: payCode,
      bank_name: text(64),
      /** The full number, or empty with `account_id` to send to a saved card (whose number only the server has). */
      card_number: z
        .string({ error: WV.cardNumber })
        .transform((n) => n.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^(\d{8,30})?$/, { error: WV.cardNumber }))
        .default(''),
      account_id: positiveId.optional(),
      holder: text(64),
      save: z.boolean({ error: V.invalid }).default(false),
    }),
    z.object({
      type: z.literal('chain'),
      amount,
      pay_password: payCode,
      network_id: positiveId,
      address: z.string({ error: WV.address }).trim().min(8, { error: WV.address }).max(128, { error: V.tooLong }),
      save: z.boolean({ error: V.invalid }).default(false),
    }),
  ],
  { error: V.invalid },
);
export type WithdrawBody = z.input<typeof WithdrawBody>;

export const Network = z.object({ id: z.number().int(), name: z.string(), address: z.string() });
export type Network = z.infer<typeof Network>;

export const FeeRule = z.object({ rate_bps: z.number().int(), min_cents: z.number().int() });
export type FeeRule = z.infer<typeof FeeRule>;

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
});
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

const auditStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const RechargeRecord = z.object({
  id: z.number().int(),
  method: z.enum(RECHARGE_METHODS),
  amount_cents: z.number().int(),
  arrival_cents: z.number().int().nullable(),
  status: auditStatus,
  network: z.string().nullable(),
  address: z.string().nullable(),
  evidence: z.string().nullable(),
  card_last4: z.string().nullable(),
  refuse_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RechargeRecord = z.infer<typeof RechargeRecord>;

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
  refuse_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof WithdrawalRecord>;

export const LEDGER_TYPES = ['recharge', 'withdraw', 'withdraw_return', 'adjust', 'payment', 'refund'] as const;
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
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/** The withdrawal-log filter of SPEC §4, in its order: all, refused, auditing, passed. */
export const WITHDRAW_LOG_FILTERS = [
  { value: 'all', label: 'wallet.filter.all' },
  { value: AuditStatus.Refused, label: 'wallet.filter.refuese' },
  { value: AuditStatus.Auditing, label: 'wallet.filter.auditing' },
  { value: AuditStatus.Passed, label: 'wallet.filter.passed' },
] as const;

export const AuditLogQuery = PageQuery.extend({
  status: z.enum(['all', '0', '1', '2'], { error: V.invalid }).default('all'),
});
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const UploadData = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type UploadData = z.infer<typeof UploadData>;

export const NOTIFICATION_KINDS = [
  'recharge_passed',
  'recharge_refused',
  'withdraw_passed',
  'withdraw_refused',
  'balance_adjusted',
  'order_shipped',
  'order_auto_cancelled',
  'order_closed',
  'refund_approved',
  'refund_refunded',
  'refund_refused',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A notification: a kind and its values; the app words it in the reader's language. */
export const NotificationItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const NotificationReadBody = z.object({ id: positiveId.optional() });
export const UnreadData = z.object({ count: z.number().int() });
export const IdBody = z.object({ id: positiveId });

/** A decimal string that may be "0" (a fee of nothing). */
export const moneyOrZero = z
  .string({ error: WV.amount })
  .trim()
  .transform((text, ctx) => {
    const cents = parseAmount(text);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: WV.amount });
      return z.NEVER;
    }
    return cents;
  });
