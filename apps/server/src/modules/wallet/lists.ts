import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ledgerEntries, recharges, users, withdrawals } from '../../db/schema/index.js';
import { chainFactsOf, toLedgerEntry, toRechargeRecord, toWithdrawalRecord } from './records.js';
import { withOrderRates } from './entry-rates.js';
import { walletSettingsOf } from './settings.js';
import { alias } from 'drizzle-orm/pg-core';
import { containing, offsetOf as offset, paged, type Page } from '../../db/paging.js';

type Status = 'all' | '0' | '1' | '2';
const byStatus = (column: typeof recharges.status | typeof withdrawals.status, status: Status) =>
  status === 'all' ? undefined : eq(column, Number(status));

/** GET /api/user/bill: the buyer's fund records, newest first; one naming an order carries its rate (decision 039). */
export async function billOf(db: Database, userId: number, page: Page) {
  const where = eq(ledgerEntries.userId, userId);
  const bill = await paged(
    db.select().from(ledgerEntries).where(where).orderBy(desc(ledgerEntries.id)).limit(page.limit).offset(offset(page)),
    db.select({ n: count() }).from(ledgerEntries).where(where),
    toLedgerEntry,
    page,
  );
  return { ...bill, list: await withOrderRates(db, userId, bill.list) };
}

export function rechargeLogOf(db: Database, userId: number, query: Page & { status: Status }) {
  const where = and(eq(recharges.userId, userId), byStatus(recharges.status, query.status));
  return paged(
    db.select().from(recharges).where(where).orderBy(desc(recharges.id)).limit(query.limit).offset(offset(query)),
    db.select({ n: count() }).from(recharges).where(where),
    toRechargeRecord,
    query,
  );
}

export function withdrawLogOf(db: Database, userId: number, query: Page & { status: Status }) {
  const where = and(eq(withdrawals.userId, userId), byStatus(withdrawals.status, query.status));
  return paged(
    db.select().from(withdrawals).where(where).orderBy(desc(withdrawals.id)).limit(query.limit).offset(offset(query)),
    db.select({ n: count() }).from(withdrawals).where(where),
    toWithdrawalRecord,
    query,
  );
}

const buyer = alias(users, 'buyer');
const decider = alias(users, 'decider');
const settler = alias(users, 'settler');
const accountFilter = (account: string | undefined): SQL | undefined =>
  account ? ilike(buyer.account, containing(account)) : undefined;

/** Credited deposits whose transfer left the chain and that the operator has not marked handled (decision 028). */
export const reorgedUnsettled = and(isNotNull(recharges.chainReorgedAt), isNull(recharges.reorgSettledAt));

/** The operator's audit queues: oldest waiting first when filtered to 'auditing', otherwise newest first. */
export function adminRecharges(db: Database, query: Page & { status: Status; account?: string; reorged?: '0' | '1' }) {
  const where = and(
    byStatus(recharges.status, query.status),
    accountFilter(query.account),
    query.reorged === '1' ? reorgedUnsettled : undefined,
  );
  const order = query.status === '0' ? recharges.id : desc(recharges.id);
  return paged(
    db
      .select({ row: recharges, account: buyer.account, decidedBy: decider.account, settledBy: settler.account })
      .from(recharges)
      .innerJoin(buyer, eq(buyer.id, recharges.userId))
      .leftJoin(decider, eq(decider.id, recharges.decidedBy))
      .leftJoin(settler, eq(settler.id, recharges.reorgSettledBy))
      .where(where)
      .orderBy(order)
      .limit(query.limit)
      .offset(offset(query)),
    db.select({ n: count() }).from(recharges).innerJoin(buyer, eq(buyer.id, recharges.userId)).where(where),
    ({ row, account, decidedBy, settledBy }) => ({
      ...toRechargeRecord(row),
      user: { id: row.userId, account },
      decided_by: decidedBy,
      chain: chainFactsOf(row),
      reorg: row.chainReorgedAt && {
        at: row.chainReorgedAt.toISOString(),
        settled_at: row.reorgSettledAt?.toISOString() ?? null,
        settled_by: settledBy,
      },
    }),
    query,
  );
}

const firstApprover = alias(users, 'first_approver');

export async function adminWithdrawals(db: Database, query: Page & { status: Status; account?: string }) {
  const { dualApprovalCents } = await walletSettingsOf(db);
  const where = and(byStatus(withdrawals.status, query.status), accountFilter(query.account));
  const order = query.status === '0' ? withdrawals.id : desc(withdrawals.id);
  return paged(
    db
      .select({ row: withdrawals, account: buyer.account, decidedBy: decider.account, first: firstApprover.account })
      .from(withdrawals)
      .innerJoin(buyer, eq(buyer.id, withdrawals.userId))
      .leftJoin(decider, eq(decider.id, withdrawals.decidedBy))
      .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApprovedBy))
      .where(where)
      .orderBy(order)
      .limit(query.limit)
      .offset(offset(query)),
    db.select({ n: count() }).from(withdrawals).innerJoin(buyer, eq(buyer.id, withdrawals.userId)).where(where),
    ({ row, account, decidedBy, first }) => ({
      ...toWithdrawalRecord(row),
      address: row.address,
      holder: row.holder,
      user: { id: row.userId, account },
      decided_by: decidedBy,
      chain: chainFactsOf(row),
      first_approved_by: first,
      needs_two: row.firstApprovedBy !== null || row.amountCents > dualApprovalCents,
    }),
    query,
  );
}
