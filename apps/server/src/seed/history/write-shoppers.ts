import type { Database } from '../../db/client.js';
import { addresses, ledgerEntries, users } from '../../db/schema/index.js';
import { referenceOf } from '@tradewind/contract';
import { dummySecretHash } from '../../lib/secrets.js';
import type { Random } from '../catalogue/random.js';
import { insertRecords } from '../catalogue/insert-records.js';
import { nextIds } from './ids.js';
import type { PastShopper } from './past-shoppers.js';

const DAY = 86_400_000;

/** A payment of one shopper: its amount, when, and the order number it paid. */
export interface Payment {
  shopper: number;
  cents: number;
  at: Date;
  sn: string;
}

/** Round 100.00 steps above what they spent, so every shopper has a little left. */
const creditFor = (spent: number) => Math.ceil((spent + 2_000) / 10_000) * 10_000;

/**
 * The past shoppers, each with an address, and their money: one "Demo balance" credit a few days before their
 * first payment, then one ledger row per payment in time order. Their balances are what the rows add up to.
 * Answers their user ids, in the order of `shoppers`.
 */
export async function writeShoppers(
  db: Database,
  shoppers: PastShopper[],
  payments: Payment[],
  clock: { now: Date; random: Random },
) {
  const { now, random } = clock;
  const ids = await nextIds(db, 'users', shoppers.length);
  const passwordHash = await dummySecretHash();
  const paymentsOf = shoppers.map((_, i) => payments.filter((p) => p.shopper === i));
  const ledger: (typeof ledgerEntries.$inferInsert)[] = [];
  const userRows = shoppers.map((shopper, i) => {
    const mine = paymentsOf[i]!;
    const first = mine[0]?.at.getTime() ?? now.getTime();
    const registered = new Date(first - random.int(3, 40) * DAY);
    const funded = new Date(registered.getTime() + random.int(1, 48) * 3_600_000);
    const credit = creditFor(mine.reduce((sum, p) => sum + p.cents, 0));
    let balance = credit;
    // Every row has every key: the batch's columns are the first row's.
    ledger.push({
      userId: ids[i]!,
      type: 'adjust',
      amountCents: credit,
      balanceAfterCents: balance,
      reference: null,
      memo: 'Demo balance',
      createdAt: funded,
    });
    for (const p of mine) {
      balance -= p.cents;
      ledger.push({
        userId: ids[i]!,
        type: 'payment',
        amountCents: -p.cents,
        balanceAfterCents: balance,
        reference: referenceOf('orders', [p.sn]),
        memo: null,
        createdAt: p.at,
      });
    }
    return {
      id: ids[i]!,
      account: shopper.account,
      email: shopper.email,
      mobile: shopper.mobile,
      familyName: shopper.familyName,
      givenName: shopper.givenName,
      passwordHash,
      balanceCents: balance,
      createdAt: registered,
      updatedAt: registered,
    };
  });
  await insertRecords(db, users, userRows);
  await insertRecords(
    db,
    addresses,
    shoppers.map((s, i) => ({
      userId: ids[i]!,
      addressee: s.address.addressee,
      mobile: s.mobile,
      area: s.address.area,
      detailedAddress: s.address.detailed_address,
      tag: s.address.tag,
      country: s.address.country,
      postalCode: s.address.postal_code,
      customsIdCipher: s.address.customs_id_cipher,
      customsIdMasked: s.address.customs_id_masked,
      isDefault: true,
      createdAt: userRows[i]!.createdAt,
    })),
  );
  await insertRecords(db, ledgerEntries, ledger);
  return ids;
}
