import type { LedgerEntry, RechargeRecord, WithdrawalRecord } from '@tradewind/contract';
import { ledgerEntries, recharges, withdrawals } from '../../db/schema/index.js';
import { maskCard } from '../../lib/secret-box.js';

type AuditCode = 0 | 1 | 2;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toRechargeRecord(r: typeof recharges.$inferSelect): RechargeRecord {
  return {
    id: r.id,
    method: r.method,
    amount_cents: r.amountCents,
    arrival_cents: r.arrivalCents,
    status: r.status as AuditCode,
    network: r.networkName,
    token: r.networkToken,
    address: r.address,
    evidence: r.evidence,
    remark: r.remark,
    currency: r.currency,
    reference: r.reference,
    card_last4: r.cardLast4,
    tx_hash: r.txHash,
    chain_state: r.chainState,
    confirmations: r.confirmations,
    confirmations_required: r.confirmationsRequired,
    refuse_reason: r.refuseReason,
    created_at: r.createdAt.toISOString(),
    decided_at: iso(r.decidedAt),
  };
}

export function toWithdrawalRecord(w: typeof withdrawals.$inferSelect): WithdrawalRecord {
  return {
    id: w.id,
    type: w.type,
    amount_cents: w.amountCents,
    fee_cents: w.feeCents,
    arrival_cents: w.arrivalCents,
    status: w.status as AuditCode,
    bank_name: w.bankName,
    masked: w.type === 'bank' ? maskCard(w.cardLast4) : maskAddress(w.address),
    network: w.networkName,
    token: w.networkToken,
    tx_hash: w.txHash,
    refuse_reason: w.refuseReason,
    created_at: w.createdAt.toISOString(),
    decided_at: iso(w.decidedAt),
  };
}

export function toLedgerEntry(l: typeof ledgerEntries.$inferSelect): LedgerEntry {
  return {
    id: l.id,
    type: l.type as LedgerEntry['type'],
    amount_cents: l.amountCents,
    balance_after_cents: l.balanceAfterCents,
    reference: l.reference,
    memo: l.memo,
    created_at: l.createdAt.toISOString(),
  };
}

/** "TQn9…x8Kp": enough to recognise an address in a list. */
export const maskAddress = (address: string | null) =>
  !address ? '' : address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;

/** The chain's facts about a transfer, for the operator (decision 028). */
export const chainFactsOf = (r: {
  logIndex: number | null;
  blockNumber: number | null;
  tokenUnits: string | null;
  chainFrom: string | null;
  chainTo: string | null;
}) => ({
  log_index: r.logIndex,
  block_number: r.blockNumber,
  token_units: r.tokenUnits,
  from: r.chainFrom,
  to: r.chainTo,
});
