import { eq, sql } from 'drizzle-orm';
import { Role } from '@tradewind/contract';
import type { Database } from '../db/client.js';
import { ledgerEntries, networks, receivingAccounts, users } from '../db/schema/index.js';
import { moveBalance } from '../modules/wallet/ledger.js';
import { DEMO_BUYER } from './accounts.js';

/** Demo receiving addresses: the shape of each network's addresses, owned by nobody. */
export const DEMO_NETWORKS = [
  { name: 'TRC20', token: 'USDT', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', addressFormat: 'tron', sort: 1 },
  {
    name: 'ERC20',
    token: 'USDT',
    address: '0x8d12A197cB00D4747a1fe03395095ce2A5CC6819',
    addressFormat: 'evm',
    sort: 2,
  },
  {
    name: 'Polygon',
    token: 'USDC',
    address: '0x3f5CE5FBFe3E9af3971dD833D26bA9b5C936f0bE',
    addressFormat: 'evm',
    sort: 3,
  },
  {
    name: 'Solana',
    token: 'USDC',
    address: '7cVfgArCheMR6Cs4t6vz5rfnqd56vZq4ndaBrY5xkxXy',
    addressFormat: 'solana',
    sort: 4,
  },
] satisfies (typeof networks.$inferInsert)[];

/** Demo bank accounts for manual top-ups (decision 038): made-up numbers of the right shape, in three currencies. */
export const DEMO_RECEIVING_ACCOUNTS = [
  {
    currency: 'USD',
    bankName: 'Harbor National Bank',
    holder: 'Tradewind Commerce Ltd.',
    accountNumber: '4021 8877 1650',
    routing: 'ABA 026 073 150',
    swift: 'HNBKUS33',
    note: 'Demo account: no real money is received here.',
  },
  {
    currency: 'EUR',
    bankName: 'Banque du Port',
    holder: 'Tradewind Commerce Ltd.',
    accountNumber: 'DE89 3704 0044 0532 0130 00',
    swift: 'BDPTDEFF',
    note: 'Demo account: no real money is received here.',
  },
  {
    currency: 'IDR',
    bankName: 'Bank Pelabuhan Indonesia',
    holder: 'PT Tradewind Niaga',
    accountNumber: '0062 5510 8874',
    swift: 'BPINIDJA',
    note: 'Demo account: no real money is received here.',
  },
] satisfies (typeof receivingAccounts.$inferInsert)[];
export const DEMO_STARTING_BALANCE_CENTS = 100_000;

/**
 * On-chain networks and receiving bank accounts on empty tables, and the demo buyer's starting 1,000.00: an operator adjustment, so the
 * ledger explains it like any other balance change (once: only while the demo buyer has no ledger row).
 */
export async function seedWallet(db: Database) {
  const [anyNetwork] = await db.select({ id: networks.id }).from(networks).limit(1);
  if (!anyNetwork) await db.insert(networks).values(DEMO_NETWORKS);
  const [anyAccount] = await db.select({ id: receivingAccounts.id }).from(receivingAccounts).limit(1);
  if (!anyAccount) await db.insert(receivingAccounts).values(DEMO_RECEIVING_ACCOUNTS);

  const [demo] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.account}) = ${DEMO_BUYER.account}`);
  const [operator] = await db.select({ id: users.id }).from(users).where(eq(users.role, Role.Operator)).limit(1);
  if (!demo || !operator) return;
  await db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.userId, demo.id))
      .limit(1);
    if (entry) return;
    await moveBalance(tx, demo.id, DEMO_STARTING_BALANCE_CENTS, {
      type: 'adjust',
      memo: 'Welcome credit for trying Tradewind',
      createdBy: operator.id,
    });
  });
}
