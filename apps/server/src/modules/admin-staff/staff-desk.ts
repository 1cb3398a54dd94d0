import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { ErrorKey, Role, type OperatorMe, type StaffMember } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { shopStaff, shops, users, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { endAllSessions } from '../account/sessions.js';
import { nicknameOf } from '../admin-buyers/buyer-views.js';
import { requireShops } from './shop-names.js';

/** Each staff account's shops, by account id. */
async function shopsOf(db: Database, userIds: number[]) {
  const byUser = new Map<number, { id: number; name: string }[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: shopStaff.userId, id: shops.id, name: shops.name })
    .from(shopStaff)
    .innerJoin(shops, eq(shops.id, shopStaff.shopId))
    .where(inArray(shopStaff.userId, userIds))
    .orderBy(asc(shops.id));
  for (const row of rows) byUser.get(row.userId)?.push({ id: row.id, name: row.name });
  return byUser;
}

/** Who is at the console: an operator (every shop), or staff with their shops. */
export async function consoleMeOf(db: Database, user: UserRow): Promise<OperatorMe> {
  const isStaff = user.role === Role.Staff;
  return {
    id: user.id,
    account: user.account,
    nickname: nicknameOf(user) || user.account,
    role: isStaff ? Role.Staff : Role.Operator,
    shops: isStaff ? ((await shopsOf(db, [user.id])).get(user.id) ?? []) : [],
  };
}

/** Staff still at work (a removed one is disabled), oldest first. */
const active = and(eq(users.role, Role.Staff), isNull(users.disabledAt));

export async function staffPage(db: Database, query: { page: number; limit: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(active)
      .orderBy(asc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(active),
  ]);
  const shopsByUser = await shopsOf(
    db,
    rows.map((r) => r.id),
  );
  const list: StaffMember[] = rows.map((r) => ({
    id: r.id,
    account: r.account,
    email: r.email,
    shops: shopsByUser.get(r.id) ?? [],
    created_at: r.createdAt.toISOString(),
  }));
  return { list, total: Number(total?.n ?? 0), page: query.page, limit: query.limit };
}

async function requireStaff(db: Database, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), active));
  if (!row) throw new AppError(ErrorKey.NotFound);
}

/** Replaces the shops a staff member works for; their next request sees only these. */
export async function setStaffShops(db: Database, userId: number, shopIds: number[]) {
  await requireStaff(db, userId);
  await requireShops(db, shopIds);
  await db.transaction(async (tx) => {
    await tx.delete(shopStaff).where(eq(shopStaff.userId, userId));
    await tx.insert(shopStaff).values(shopIds.map((shopId) => ({ userId, shopId })));
  });
}

/**
 * Removes a staff member: their shops go, the account is disabled (kept, as what they wrote still names them) and
 * every session of theirs ends, in one transaction.
 */
export async function removeStaff(db: Database, userId: number) {
  await db.transaction(async (tx) => {
    const now = new Date();
    const [changed] = await tx
      .update(users)
      .set({ disabledAt: now, disabledReason: 'staff removed', updatedAt: now })
      .where(and(eq(users.id, userId), active))
      .returning({ id: users.id });
    if (!changed) throw new AppError(ErrorKey.NotFound);
    await tx.delete(shopStaff).where(eq(shopStaff.userId, userId));
    await endAllSessions(tx as unknown as Database, userId);
  });
}
