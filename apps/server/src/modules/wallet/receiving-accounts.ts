import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  ErrorKey,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  REFERENCE_PREFIX,
  TV,
  type AdminReceivingAccount,
  type ReceivingAccount,
  type ReceivingAccountSaveBody,
} from '@tradewind/contract';
import type { z } from 'zod';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../../db/client.js';
import { rechargeReferences, receivingAccounts, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { unlessTaken } from '../../lib/unless-taken.js';

type Row = typeof receivingAccounts.$inferSelect;

const toAccount = (row: Row): ReceivingAccount => ({
  id: row.id,
  currency: row.currency,
  bank_name: row.bankName,
  holder: row.holder,
  account_number: row.accountNumber,
  swift: row.swift,
  routing: row.routing,
  note: row.note,
});

/** The buyer's list: the enabled accounts, one per currency, in the contract's order of currencies. */
export async function enabledReceivingAccounts(db: Database | Tx): Promise<ReceivingAccount[]> {
  const rows = await db
    .select()
    .from(receivingAccounts)
    .where(eq(receivingAccounts.enabled, true))
    .orderBy(asc(receivingAccounts.id));
  return rows.map(toAccount);
}

const editor = alias(users, 'editor');

export async function adminReceivingAccounts(db: Database): Promise<AdminReceivingAccount[]> {
  const rows = await db
    .select({ row: receivingAccounts, by: editor.account })
    .from(receivingAccounts)
    .leftJoin(editor, eq(editor.id, receivingAccounts.updatedBy))
    .orderBy(asc(receivingAccounts.id));
  return rows.map(({ row, by }) => ({
    ...toAccount(row),
    enabled: row.enabled,
    updated_at: row.updatedAt.toISOString(),
    updated_by: by,
  }));
}

/** A new account or a change to one; a second account in one currency answers 409 on `currency`. */
export async function saveReceivingAccount(
  db: Database,
  operatorId: number,
  body: z.output<typeof ReceivingAccountSaveBody>,
): Promise<AdminReceivingAccount> {
  const values = {
    currency: body.currency,
    bankName: body.bank_name,
    holder: body.holder,
    accountNumber: body.account_number,
    swift: body.swift || null,
    routing: body.routing || null,
    note: body.note || null,
    enabled: body.enabled,
    updatedBy: operatorId,
    updatedAt: new Date(),
  };
  const [row] = await unlessTaken('currency', () =>
    body.id === undefined
      ? db.insert(receivingAccounts).values(values).returning()
      : db.update(receivingAccounts).set(values).where(eq(receivingAccounts.id, body.id)).returning(),
  );
  if (!row) throw new AppError(ErrorKey.NotFound);
  const [account] = (await adminReceivingAccounts(db)).filter((a) => a.id === row.id);
  return account!;
}

/** The enabled account a manual top-up in `currency` is paid to; refused on `currency` when there is none. */
export async function receivingAccountFor(tx: Tx, currency: string) {
  const [row] = await tx
    .select({ id: receivingAccounts.id })
    .from(receivingAccounts)
    .where(and(eq(receivingAccounts.currency, currency as Row['currency']), eq(receivingAccounts.enabled, true)));
  if (!row) throw new AppError(ErrorKey.Validation, {}, { currency: TV.noReceivingAccount });
  return row;
}

/** "TW" and 8 characters none of which reads like another, drawn by the server. */
export const newReferenceCode = () =>
  REFERENCE_PREFIX +
  Array.from({ length: REFERENCE_LENGTH }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

const openReference = async (db: Database | Tx, userId: number) => {
  const [row] = await db
    .select({ code: rechargeReferences.code })
    .from(rechargeReferences)
    .where(and(eq(rechargeReferences.userId, userId), isNull(rechargeReferences.rechargeId)));
  return row?.code;
};

/**
 * The reference the buyer quotes on their next manual transfer: the one they were given and have not used yet, or a
 * new one. Two requests at once get the same (one open reference per buyer, a unique index).
 */
export async function referenceFor(db: Database, userId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const open = await openReference(db, userId);
    if (open) return open;
    await db.insert(rechargeReferences).values({ code: newReferenceCode(), userId }).onConflictDoNothing();
  }
  throw new AppError(ErrorKey.Busy);
}

/**
 * Binds a reference to the top-up that quotes it, in its transaction: the buyer's own, not used before. Without one
 * (a caller that never asked), a new one is drawn for it.
 */
export async function bindReference(tx: Tx, userId: number, rechargeId: number, given: string | undefined) {
  if (given !== undefined) {
    const [bound] = await tx
      .update(rechargeReferences)
      .set({ rechargeId })
      .where(
        and(
          eq(rechargeReferences.code, given),
          eq(rechargeReferences.userId, userId),
          isNull(rechargeReferences.rechargeId),
        ),
      )
      .returning({ code: rechargeReferences.code });
    if (!bound) throw new AppError(ErrorKey.Validation, {}, { reference: TV.reference });
    return bound.code;
  }
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [made] = await tx
      .insert(rechargeReferences)
      .values({ code: newReferenceCode(), userId, rechargeId })
      .onConflictDoNothing()
      .returning({ code: rechargeReferences.code });
    if (made) return made.code;
  }
  throw new AppError(ErrorKey.Busy);
}
