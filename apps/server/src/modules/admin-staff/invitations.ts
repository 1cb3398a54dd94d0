import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ErrorKey,
  STAFF_INVITATION_DAYS,
  staffAcceptLink,
  translate,
  type LanguageCode,
  type StaffInvitation,
  type StaffInvited,
} from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { staffInvitations, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mailer.js';
import { newToken, sha256 } from '../../lib/secrets.js';
import { requireShops, shopsNamed } from './shop-names.js';

type InvitationRow = typeof staffInvitations.$inferSelect;

async function toInvitation(db: Database, row: InvitationRow, invitedBy: string): Promise<StaffInvitation> {
  return {
    id: row.id,
    email: row.email,
    shops: await shopsNamed(db, row.shopIds),
    invited_by: invitedBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** Still redeemable: not accepted, not revoked, not run out. */
const isOpen = () =>
  and(
    isNull(staffInvitations.acceptedAt),
    isNull(staffInvitations.revokedAt),
    gt(staffInvitations.expiresAt, new Date()),
  );

/**
 * Invites `email` as staff of `shopIds`: a new one-time code (only its hash is kept) that replaces any open invitation
 * of the same address, mailed to it (the outbox; the log without SMTP_URL) and answered once to the operator to hand
 * over. An address an account already uses is refused: a staff account is an account of its own (decision 046).
 */
export async function inviteStaff(
  db: Database,
  mailer: Mailer,
  operator: { id: number; account: string },
  body: { email: string; shop_ids: number[] },
  mail: { origin: string; lang: LanguageCode },
): Promise<StaffInvited> {
  const shops = await requireShops(db, body.shop_ids);
  const [taken] = await db
    .select({ n: count() })
    .from(users)
    .where(sql`lower(${users.email}) = ${body.email}`);
  if (Number(taken?.n ?? 0) > 0) throw new AppError(ErrorKey.EmailExists);
  const code = newToken();
  const expiresAt = new Date(Date.now() + STAFF_INVITATION_DAYS * 24 * 60 * 60 * 1000);
  const row = await db.transaction(async (tx) => {
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.email, body.email), isOpen()));
    const [inserted] = await tx
      .insert(staffInvitations)
      .values({ email: body.email, shopIds: body.shop_ids, codeHash: sha256(code), invitedBy: operator.id, expiresAt })
      .returning();
    return inserted!;
  });
  const link = staffAcceptLink(code);
  const values = {
    shops: shops.map((s) => s.name).join(', '),
    link: `${mail.origin}${link}`,
    days: STAFF_INVITATION_DAYS,
  };
  await mailer(db, {
    to: body.email,
    subject: translate(mail.lang, 'mail.staffInviteSubject', values),
    text: translate(mail.lang, 'mail.staffInviteBody', values),
  });
  return { invitation: await toInvitation(db, row, operator.account), code, link };
}

/** The open invitations, newest first. */
export async function openInvitations(db: Database, query: { page: number; limit: number }) {
  const where = isOpen();
  const [rows, [total]] = await Promise.all([
    db
      .select({ row: staffInvitations, invitedBy: users.account })
      .from(staffInvitations)
      .innerJoin(users, eq(users.id, staffInvitations.invitedBy))
      .where(where)
      .orderBy(desc(staffInvitations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(staffInvitations).where(where),
  ]);
  return {
    list: await Promise.all(rows.map((r) => toInvitation(db, r.row, r.invitedBy))),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit: query.limit,
  };
}

/** Revokes an open invitation: its code is refused from now on. */
export async function revokeInvitation(db: Database, id: number) {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffInvitations.id, id), isOpen()))
    .returning({ id: staffInvitations.id });
  if (row) return;
  const [exists] = await db
    .select({ id: staffInvitations.id })
    .from(staffInvitations)
    .where(eq(staffInvitations.id, id));
  throw new AppError(exists ? ErrorKey.Conflict : ErrorKey.NotFound);
}

/** Why a code cannot be redeemed, or the invitation when it can. */
export function refusalOf(row: InvitationRow | undefined, now = new Date()): AppError | undefined {
  if (!row || row.revokedAt) return new AppError(ErrorKey.InvitationInvalid);
  if (row.acceptedAt) return new AppError(ErrorKey.InvitationUsed);
  if (row.expiresAt <= now) return new AppError(ErrorKey.InvitationExpired);
  return undefined;
}

export async function invitationByCode(db: Database, code: string) {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(eq(staffInvitations.codeHash, sha256(code)));
  const refusal = refusalOf(row);
  if (refusal) throw refusal;
  return row!;
}

/** What the accept page shows: the address and the shops the invitation is for, and until when. */
export async function viewInvitation(db: Database, code: string) {
  const row = await invitationByCode(db, code);
  return { email: row.email, shops: await shopsNamed(db, row.shopIds), expires_at: row.expiresAt.toISOString() };
}
