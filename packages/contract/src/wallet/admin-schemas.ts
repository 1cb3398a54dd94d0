import { z } from 'zod';
import { V } from '../validation.js';
import { MAX_AMOUNT_CENTS, parseAmount } from './money.js';
import { amount, AuditLogQuery, FeeRule, RechargeRecord, WithdrawalRecord, WV } from './schemas.js';

const positiveId = z.number({ error: V.invalid }).int({ error: V.invalid }).positive({ error: V.invalid });
/** What the operator writes when refusing, closing, disabling or adjusting: the buyer reads it. */
export const REASON_MAX_LENGTH = 200;
const reason = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(REASON_MAX_LENGTH, { error: V.tooLong });
/** "0" is allowed here (a fee or minimum of nothing). */
const amountOrZero = z
  .string({ error: WV.amount })
  .trim()
  .transform((text, ctx) => {
    const cents = parseAmount(text);
    if (cents === null || cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', message: WV.amount });
      return z.NEVER;
    }
    return cents;
  });
/** A signed decimal ("-12.50"), not 0: a balance adjustment. */
const signedAmount = z
  .string({ error: WV.amount })
  .trim()
  .transform((text, ctx) => {
    const negative = text.startsWith('-');
    const cents = parseAmount(negative ? text.slice(1) : text);
    if (cents === null || cents === 0 || cents > MAX_AMOUNT_CENTS) {
      ctx.addIssue({ code: 'custom', message: WV.amount });
      return z.NEVER;
    }
    return negative ? -cents : cents;
  });

export const AdminAuditQuery = AuditLogQuery.extend({
  account: z.string().trim().max(64, { error: V.tooLong }).optional(),
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuery>;

const Decision = { user: z.object({ id: z.number().int(), account: z.string() }), decided_by: z.string().nullable() };
export const AdminRechargeRecord = RechargeRecord.extend(Decision);
export type AdminRechargeRecord = z.infer<typeof AdminRechargeRecord>;
/** The operator sees the whole address and the card holder's name, to check them against the bank transfer. */
export const AdminWithdrawalRecord = WithdrawalRecord.extend({
  ...Decision,
  address: z.string().nullable(),
  holder: z.string().nullable(),
});
export type AdminWithdrawalRecord = z.infer<typeof AdminWithdrawalRecord>;

/** Pass a recharge with what actually arrived, which is what is credited. */
export const RechargePassBody = z.object({ id: positiveId, amount });
export const RefuseBody = z.object({ id: positiveId, reason });
export const DecideBody = z.object({ id: positiveId });
export const RevealData = z.object({ card_number: z.string() });

export const AdminNetwork = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  enabled: z.boolean(),
});
export type AdminNetwork = z.infer<typeof AdminNetwork>;
export const NetworkSaveBody = z.object({
  id: positiveId.optional(),
  name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(40, { error: V.tooLong }),
  address: z.string({ error: WV.address }).trim().min(8, { error: WV.address }).max(128, { error: V.tooLong }),
  enabled: z.boolean({ error: V.invalid }),
});

export const WalletSettings = z.object({ fee: FeeRule, min_cents: z.number().int() });
export type WalletSettings = z.infer<typeof WalletSettings>;
/** The highest withdrawal service charge: 50 % (5,000 basis points). */
export const MAX_FEE_RATE_BPS = 5_000;
export const WalletSettingsBody = z.object({
  rate_bps: z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(0, { error: V.invalid })
    .max(MAX_FEE_RATE_BPS, { error: V.invalid }),
  fee_min: amountOrZero,
  withdraw_min: amountOrZero,
});

export const BalanceAdjustBody = z.object({ user_id: positiveId, amount: signedAmount, reason });
export const BalanceAdjustData = z.object({ balance_cents: z.number().int() });

export const LedgerCheckData = z.object({
  ok: z.boolean(),
  users_checked: z.number().int(),
  problems: z.array(
    z.object({ user_id: z.number().int(), balance_cents: z.number().int(), ledger_sum_cents: z.number().int() }),
  ),
});
export type LedgerCheckData = z.infer<typeof LedgerCheckData>;
