import { z } from 'zod';
import { V, optionalText, positiveBigId, positiveId, requiredText, textInput } from '../validation.js';
import { MAX_CONFIRMATIONS, MAX_TOKEN_DECIMALS, rpcUrlSetting, tokenContractSetting, txHash } from './chain.js';
import { ADDRESS_FORMATS, type AddressFormat } from './address-format.js';
import { amount, AuditLogQuery, money, moneyOrZero, RechargeRecord, WV } from './schemas.js';
import { FeeRule, WithdrawalRecord } from './withdraw-schemas.js';

/** What the operator writes when refusing, closing, disabling or adjusting: the buyer reads it. */
export const REASON_MAX_LENGTH = 200;
const reason = textInput({ error: V.required, multiline: true })
  .trim()
  .min(1, { error: V.required })
  .max(REASON_MAX_LENGTH, { error: V.tooLong });
/** A signed decimal ("-12.50"), not 0: a balance adjustment. */
const signedAmount = money({ signed: true });

export const AdminAuditQuery = AuditLogQuery.extend({
  account: optionalText(64).optional(),
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuery>;
/** The top-up queue; `reorged=1`: only credited deposits whose transfer left the chain, not yet handled. */
export const AdminRechargeQuery = AdminAuditQuery.extend({
  reorged: z.enum(['0', '1'], { error: V.invalid }).optional(),
});
export type AdminRechargeQuery = z.input<typeof AdminRechargeQuery>;

const Decision = { user: z.object({ id: z.number().int(), account: z.string() }), decided_by: z.string().nullable() };
/** What the chain said about a transfer, for the operator to check (decision 028). */
const ChainFacts = z.object({
  log_index: z.number().int().nullable(),
  block_number: z.number().int().nullable(),
  token_units: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
/**
 * Decision 028: a deposit credited by the chain whose transfer later left the canonical chain (a reorg deeper than
 * its confirmations). Nothing was taken back; the operator decides, then marks it handled.
 */
const Reorg = z
  .object({ at: z.string(), settled_at: z.string().nullable(), settled_by: z.string().nullable() })
  .nullable();
export const AdminRechargeRecord = RechargeRecord.extend({ ...Decision, chain: ChainFacts, reorg: Reorg });
export type AdminRechargeRecord = z.infer<typeof AdminRechargeRecord>;
/** The operator sees the whole address and the card holder's name, to check them against the bank transfer. */
export const AdminWithdrawalRecord = WithdrawalRecord.extend({
  ...Decision,
  address: z.string().nullable(),
  holder: z.string().nullable(),
  chain: ChainFacts,
  /** Above the operator's amount two operators approve: who gave the first approval, while it waits for the second. */
  first_approved_by: z.string().nullable(),
  needs_two: z.boolean(),
});
export type AdminWithdrawalRecord = z.infer<typeof AdminWithdrawalRecord>;

/** Pass a recharge with what actually arrived, which is what is credited. */
export const RechargePassBody = z.object({
  id: positiveBigId,
  amount,
  /** Required to override a deposit the chain verified (decision 028); kept on the ledger row. */
  reason: reason.optional(),
});
/** Pass a withdrawal; an on-chain one on a verified network needs its payout's hash, which the server checks. */
export const WithdrawalPassBody = z.object({ id: positiveBigId, tx_hash: txHash.optional() });
export const RefuseBody = z.object({ id: positiveBigId, reason });
export const DecideBody = z.object({ id: positiveBigId });
export const RevealData = z.object({ card_number: z.string() });

export const AdminNetwork = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
  address: z.string(),
  enabled: z.boolean(),
  /** How its addresses are written: a withdrawal's is checked against it (address-format.ts). */
  address_format: z.enum(ADDRESS_FORMATS),
  /** Decision 028: with an RPC endpoint and a token contract, deposits are verified on the chain. */
  rpc_url: z.string().nullable(),
  token_contract: z.string().nullable(),
  token_decimals: z.number().int().nullable(),
  confirmations: z.number().int().nullable(),
});
export type AdminNetwork = z.infer<typeof AdminNetwork>;
const smallInt = (min: number, max: number) =>
  z
    .number({ error: V.invalid })
    .int({ error: V.invalid })
    .min(min, { error: V.invalid })
    .max(max, { error: V.invalid });
/** A network's verification settings: all four or none (decision 028); null is none. */
export interface ChainSettings {
  address: string;
  address_format: AddressFormat;
  rpc_url: string | null;
  token_contract: string | null;
  token_decimals: number | null;
  confirmations: number | null;
}

/**
 * What keeps a network's chain settings from holding, by field: a verified network needs all four and EVM addresses
 * (to compare with the logs). Its receiving address is checked against its format by `addressError`
 * (`@tradewind/contract/address-check`, kept out of this module so the buyer's first screen never loads its hashes).
 */
export function chainSettingsIssues(settings: ChainSettings): Record<string, string> {
  const issues: Record<string, string> = {};
  if (settings.rpc_url === null) return issues;
  if (settings.address_format !== 'evm') issues.address_format = WV.verifiedIsEvm;
  if (settings.token_contract === null) issues.token_contract = V.required;
  if (settings.token_decimals === null) issues.token_decimals = V.required;
  if (settings.confirmations === null) issues.confirmations = V.required;
  return issues;
}

/**
 * The four chain settings: left out, a change keeps them as they are (a new network has none); null or empty
 * text clears them. Checked against the row a change keeps, once merged (chainSettingsIssues, modules/wallet/desk.ts).
 */
export const NetworkSaveBody = z
  .object({
    id: positiveId.optional(),
    name: requiredText(40),
    /** The token it carries ("USDT"); left out, a change keeps it and a new network carries USDT (the console asks). */
    token: textInput({ error: V.required })
      .trim()
      .regex(/^[A-Za-z0-9.]{2,12}$/, { error: V.invalid })
      .optional(),
    address: textInput({ error: WV.address }).trim().min(8, { error: WV.address }).max(128, { error: V.tooLong }),
    enabled: z.boolean({ error: V.invalid }),
    /** Required for a new network; left out, a change keeps it. */
    address_format: z.enum(ADDRESS_FORMATS, { error: V.required }).optional(),
    rpc_url: rpcUrlSetting.nullable().optional(),
    token_contract: tokenContractSetting.nullable().optional(),
    token_decimals: smallInt(0, MAX_TOKEN_DECIMALS).nullable().optional(),
    confirmations: smallInt(1, MAX_CONFIRMATIONS).nullable().optional(),
  })
  .superRefine((body, ctx) => {
    // The chain settings and the receiving address are checked together on the server, once merged with the row a
    // change keeps (modules/wallet/desk.ts), so one answer names every field that is wrong.
    if (body.id === undefined && body.address_format === undefined)
      ctx.addIssue({ code: 'custom', path: ['address_format'], message: V.required });
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
  fee_min: moneyOrZero,
  withdraw_min: moneyOrZero,
});

export const BalanceAdjustBody = z.object({ user_id: positiveBigId, amount: signedAmount, reason });
export const BalanceAdjustData = z.object({ balance_cents: z.number().int() });

export const LedgerCheckData = z.object({
  ok: z.boolean(),
  users_checked: z.number().int(),
  problems: z.array(
    z.object({ user_id: z.number().int(), balance_cents: z.number().int(), ledger_sum_cents: z.number().int() }),
  ),
});
export type LedgerCheckData = z.infer<typeof LedgerCheckData>;

/** Decision 052 (withdrawal protections): the operator's waits (minutes) and limits (cents). */
export const WithdrawalLimits = z.object({
  destination_wait_minutes: z.number().int(),
  hold_minutes: z.number().int(),
  max_cents: z.number().int(),
  daily_max_cents: z.number().int(),
  dual_approval_cents: z.number().int(),
});
export type WithdrawalLimits = z.infer<typeof WithdrawalLimits>;
/** At most 30 days of waiting; amounts as decimals ("5000.00"). */
const minutes = z
  .number({ error: V.invalid })
  .int({ error: V.invalid })
  .min(0, { error: V.invalid })
  .max(30 * 24 * 60, { error: V.invalid });
export const WithdrawalLimitsBody = z.object({
  destination_wait_minutes: minutes,
  hold_minutes: minutes,
  max: amount,
  daily_max: amount,
  dual_approval: moneyOrZero,
});
export type WithdrawalLimitsBody = z.input<typeof WithdrawalLimitsBody>;
