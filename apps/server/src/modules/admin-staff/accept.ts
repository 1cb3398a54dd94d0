import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { Role } from '@tradewind/contract';
import type { Database } from '../../db/client.js';
import { shopStaff, shops, staffInvitations, users } from '../../db/schema/index.js';
import { hashSecret } from '../../lib/secrets.js';
import { createSession } from '../account/sessions.js';
import { uniqueViolationToAppError } from '../account/unique-violation.js';
import { invitationByCode, refusalOf } from './invitations.js';

/**
 * Redeems an invitation: in one transaction the code is claimed (once: a second redeemer gets INVITATION_USED), a
 * staff account made with the invitation's address and the chosen name and password, and its shops (those still
 * there) written; then a session is opened. A name already taken rolls it all back, so the code still works.
 */
export async function acceptInvitation(
  db: Database,
  body: { code: string; account: string; password: string },
  lang: string,
) {
  const invitation = await invitationByCode(db, body.code);
  const passwordHash = await hashSecret(body.password);
  const user = await db
    .transaction(async (tx) => {
      const now = new Date();
      const [claimed] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(staffInvitations.id, invitation.id),
            isNull(staffInvitations.acceptedAt),
            isNull(staffInvitations.revokedAt),
            gt(staffInvitations.expiresAt, now),
          ),
        )
        .returning();
      if (!claimed) {
        const [current] = await tx.select().from(staffInvitations).where(eq(staffInvitations.id, invitation.id));
        throw refusalOf(current, now)!;
      }
      const [made] = await tx
        .insert(users)
        .values({
          account: body.account,
          email: claimed.email,
          mobile: '',
          familyName: '',
          givenName: '',
          passwordHash,
          role: Role.Staff,
          lang,
        })
        .returning();
      const still = await tx.select({ id: shops.id }).from(shops).where(inArray(shops.id, claimed.shopIds));
      if (still.length > 0) {
        await tx.insert(shopStaff).values(still.map((shop) => ({ userId: made!.id, shopId: shop.id })));
      }
      await tx.update(staffInvitations).set({ acceptedBy: made!.id }).where(eq(staffInvitations.id, claimed.id));
      return made!;
    })
    .catch((error: unknown) => {
      throw uniqueViolationToAppError(error) ?? error;
    });
  return { user, token: await createSession(db, user.id) };
}
