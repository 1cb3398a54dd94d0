import { ErrorKey, Role } from '@tradewind/contract';
import { eq, inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shopStaff, type UserRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';

/** What a console session may see: a platform operator every shop, a shop's staff only theirs. */
export type ConsoleScope = { kind: 'platform' } | { kind: 'staff'; shopIds: readonly number[] };

const PLATFORM: ConsoleScope = { kind: 'platform' };

/**
 * The scope of `request.user` on a `config.auth: 'console'` route (plugins/auth.ts lets in only operators and staff):
 * `consoleScopeOf(app.db, req.user)`.
 */
export async function consoleScopeOf(db: Database, user: UserRow | null): Promise<ConsoleScope> {
  if (!user) throw new AppError(ErrorKey.Unauthorized);
  if (user.role === Role.Operator) return PLATFORM;
  if (user.role !== Role.Staff) throw new AppError(ErrorKey.Forbidden);
  const rows = await db.select({ shopId: shopStaff.shopId }).from(shopStaff).where(eq(shopStaff.userId, user.id));
  return { kind: 'staff', shopIds: rows.map((row) => row.shopId) };
}

/** A WHERE condition keeping a staff member to their shops' rows; none for the platform. */
export function inScope(scope: ConsoleScope, shopId: SQLWrapper): SQL | undefined {
  if (scope.kind === 'platform') return undefined;
  // No shops: a condition no row meets (IN () is not SQL).
  return inArray(shopId as never, scope.shopIds.length > 0 ? [...scope.shopIds] : [-1]);
}

/** Refuses (404, as for a row that does not exist) a shop outside the scope: staff never learn another shop's ids. */
export function assertInScope(scope: ConsoleScope, shopId: number): void {
  if (scope.kind === 'staff' && !scope.shopIds.includes(shopId)) throw new AppError(ErrorKey.NotFound);
}
