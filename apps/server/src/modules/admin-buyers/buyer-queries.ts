import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ErrorKey, Role, type BuyerState } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { orders, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { countsByState } from '../admin-dashboard/order-states.js';
import { lastLoginAt, toBuyerDetail, toBuyerRow } from './buyer-views.js';
import { containing } from '../../db/paging.js';

interface BuyerSearch {
  keyword?: string;
  state: BuyerState;
  page: number;
  limit: number;
}

/** The id exactly; account, name and email in part; the mobile number in part, spaces and dashes ignored. */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const like = containing(keyword);
  const matches: SQL[] = [
    ilike(users.account, like),
    ilike(users.email, like),
    ilike(sql`${users.givenName} || ' ' || ${users.familyName}`, like),
    ilike(sql`${users.familyName} || ' ' || ${users.givenName}`, like),
  ];
  if (/^\d{1,15}$/.test(keyword)) matches.push(eq(users.id, Number(keyword)));
  const dialled = keyword.replace(/[\s().-]/g, '');
  if (/^\+?\d{3,}$/.test(dialled))
    matches.push(sql`regexp_replace(${users.mobile}, '[^0-9+]', '', 'g') like ${`%${dialled}%`}`);
  return or(...matches);
}

/** Digits may be an id: that buyer leads the list, ahead of accounts and numbers that merely contain them. */
const exactIdFirst = (keyword: string | undefined) =>
  keyword && /^\d{1,15}$/.test(keyword) ? [desc(sql`${users.id} = ${Number(keyword)}`)] : [];

const stateFilter = (state: BuyerState) =>
  state === 'enabled' ? isNull(users.disabledAt) : state === 'disabled' ? isNotNull(users.disabledAt) : undefined;

/** The buyer desk's list, newest account first. */
export async function searchBuyers(db: Database, query: BuyerSearch) {
  const where = and(eq(users.role, Role.Buyer), keywordFilter(query.keyword), stateFilter(query.state));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: users, lastLogin: lastLoginAt })
      .from(users)
      .where(where)
      .orderBy(...exactIdFirst(query.keyword), desc(users.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    list: rows.map((row) => toBuyerRow(row.user, row.lastLogin)),
    total: counted?.n ?? 0,
    page: query.page,
    limit: query.limit,
  };
}

/** One buyer with their orders counted by state; an operator's account is not on this desk (404). */
export async function buyerDetail(db: Database, id: number) {
  const [found] = await db
    .select({ user: users, lastLogin: lastLoginAt })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, Role.Buyer)));
  if (!found) throw new AppError(ErrorKey.NotFound);
  const byStatus = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, id))
    .groupBy(orders.status);
  return toBuyerDetail(found.user, found.lastLogin, countsByState(byStatus));
}

/** 404 unless `id` is a buyer's account. */
export async function requireBuyer(db: Database, id: number) {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, Role.Buyer)));
  if (!found) throw new AppError(ErrorKey.NotFound);
}
