import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import { ErrorKey, type Address, type AddressBody } from '@tradewind/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { addresses } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { countryFields } from './address-fields.js';

export type ParsedAddress = z.output<typeof AddressBody>;

export const toAddress = (row: typeof addresses.$inferSelect): Address => ({
  id: row.id,
  addressee: row.addressee,
  mobile: row.mobile,
  area: row.area,
  detailed_address: row.detailedAddress,
  tag: row.tag,
  country: row.country,
  postal_code: row.postalCode,
  customs_id_masked: row.customsIdMasked,
  is_default: row.isDefault,
});

const mine = (userId: number, id: number) => and(eq(addresses.userId, userId), eq(addresses.id, id));

export async function listAddresses(db: Database, userId: number, page: { page: number; limit: number }) {
  const where = eq(addresses.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(addresses)
      .where(where)
      .orderBy(desc(addresses.isDefault), asc(addresses.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ n: count() }).from(addresses).where(where),
  ]);
  return { list: rows.map(toAddress), total: Number(total?.n ?? 0), ...page };
}

export async function findAddress(db: Database, userId: number, id: number) {
  const [row] = await db.select().from(addresses).where(mine(userId, id));
  if (!row) throw new AppError(ErrorKey.NotFound);
  return row;
}

/**
 * Adds, or updates when `id` is given (the buyer's own only). The first address becomes the default; making one
 * the default clears the others in the same transaction (a partial unique index allows one default per buyer).
 */
export async function saveAddress(db: Database, box: SecretBox, userId: number, body: ParsedAddress) {
  const byCountry = countryFields(body, box, { update: body.id !== undefined });
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
    const isDefault = body.is_default || Number(existing?.n ?? 0) === 0;
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    const values = {
      addressee: body.addressee,
      mobile: body.mobile,
      area: body.area,
      detailedAddress: body.detailed_address,
      tag: body.tag,
      // Country, postal code and customs ID: each left as it was when an update does not send it (a client of the
      // specification's address).
      ...byCountry,
    };
    const [row] =
      body.id === undefined
        ? await tx
            .insert(addresses)
            .values({ userId, ...values, isDefault })
            .returning()
        : await tx
            .update(addresses)
            .set({ ...values, ...(isDefault ? { isDefault: true } : {}) })
            .where(mine(userId, body.id))
            .returning();
    if (!row) throw new AppError(ErrorKey.NotFound);
    return toAddress(row);
  });
}

export async function setDefaultAddress(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    await findAddressIn(tx, userId, id);
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)));
    await tx.update(addresses).set({ isDefault: true }).where(mine(userId, id));
  });
}

async function findAddressIn(tx: Parameters<Parameters<Database['transaction']>[0]>[0], userId: number, id: number) {
  const [row] = await tx.select({ id: addresses.id }).from(addresses).where(mine(userId, id));
  if (!row) throw new AppError(ErrorKey.NotFound);
}

/** Deletes one; when it was the default, the oldest remaining address becomes the default. */
export async function deleteAddress(db: Database, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(addresses).where(mine(userId, id)).returning();
    if (!gone) throw new AppError(ErrorKey.NotFound);
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(asc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export async function defaultAddress(db: Database, userId: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  return row;
}
