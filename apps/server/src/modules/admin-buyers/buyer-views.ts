import { sql } from 'drizzle-orm';
import type { AdminBuyerDetail, AdminBuyerRow, OrderStateCount } from '@tradewind/contract';
import { sessions, users, type UserRow } from '../../db/schema/index.js';

/** There is no separate nickname: the console shows the name the buyer registered with. */
export const nicknameOf = (user: Pick<UserRow, 'givenName' | 'familyName'>) =>
  `${user.givenName} ${user.familyName}`.trim();

/**
 * Sessions are deleted at logout and expiry, so the newest one still on record is the last login we know of;
 * one correlated lookup on sessions_user_idx per row of the page. Qualified by hand: drizzle leaves a
 * single-table select's columns bare, and a bare `id` inside the subquery would be the session's.
 */
export const lastLoginAt =
  sql<Date | null>`(select max(s.created_at) from ${sessions} s where s.user_id = ${users}.id)`.mapWith(
    sessions.createdAt,
  );

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toBuyerRow(user: UserRow, lastLogin: Date | null): AdminBuyerRow {
  return {
    id: user.id,
    account: user.account,
    nickname: nicknameOf(user),
    email: user.email,
    mobile: user.mobile,
    balance_cents: user.balanceCents,
    created_at: user.createdAt.toISOString(),
    last_login_at: iso(lastLogin),
    disabled: user.disabledAt !== null,
    disabled_at: iso(user.disabledAt),
  };
}

export function toBuyerDetail(user: UserRow, lastLogin: Date | null, byStatus: OrderStateCount[]): AdminBuyerDetail {
  return {
    ...toBuyerRow(user, lastLogin),
    family_name: user.familyName,
    given_name: user.givenName,
    lang: user.lang,
    has_pay_password: user.payPasswordHash !== null,
    disabled_reason: user.disabledReason,
    orders: { total: byStatus.reduce((sum, state) => sum + state.count, 0), by_status: byStatus },
  };
}
