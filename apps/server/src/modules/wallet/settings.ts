import { asc, eq } from 'drizzle-orm';
import { DEFAULT_WAIT_MINUTES } from '@tradewind/contract';
import type { Database, Tx } from '../../db/client.js';
import { networks, walletSettings } from '../../db/schema/index.js';
import { asVerified } from './chain-reader.js';

/**
 * Until the operator sets them: 1 % with a 1.00 minimum, and withdrawals from 10.00; a new destination and a
 * security change wait 24 hours; at most 10,000.00 a withdrawal and 20,000.00 in 24 hours; above 5,000.00 two
 * operators approve (decision 052, withdrawal protections).
 */
export const DEFAULT_WALLET_SETTINGS = {
  feeRateBps: 100,
  feeMinCents: 100,
  withdrawMinCents: 1_000,
  destinationWaitMinutes: DEFAULT_WAIT_MINUTES,
  holdMinutes: DEFAULT_WAIT_MINUTES,
  withdrawMaxCents: 1_000_000,
  dailyMaxCents: 2_000_000,
  dualApprovalCents: 500_000,
};
export type WalletSettingsRow = typeof DEFAULT_WALLET_SETTINGS;

export async function walletSettingsOf(db: Database | Tx): Promise<WalletSettingsRow> {
  const [row] = await db.select().from(walletSettings).where(eq(walletSettings.id, 1));
  return row ?? DEFAULT_WALLET_SETTINGS;
}

export const toSettingsData = (s: { feeRateBps: number; feeMinCents: number; withdrawMinCents: number }) => ({
  fee: { rate_bps: s.feeRateBps, min_cents: s.feeMinCents },
  min_cents: s.withdrawMinCents,
});

export async function saveWalletSettings(
  db: Database,
  operatorId: number,
  next: { rate_bps: number; fee_min: number; withdraw_min: number },
) {
  const values = {
    feeRateBps: next.rate_bps,
    feeMinCents: next.fee_min,
    withdrawMinCents: next.withdraw_min,
    updatedBy: operatorId,
    updatedAt: new Date(),
  };
  await db
    .insert(walletSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: walletSettings.id, set: values });
  return toSettingsData(values);
}

/** The buyer's list: a network is `verified` when the server checks its deposits on the chain (decision 028). */
export async function enabledNetworks(db: Database | Tx) {
  const rows = await db
    .select()
    .from(networks)
    .where(eq(networks.enabled, true))
    .orderBy(asc(networks.sort), asc(networks.id));
  return rows.map((n) => {
    const verified = asVerified(n);
    return {
      id: n.id,
      name: n.name,
      token: n.token,
      address: n.address,
      address_format: n.addressFormat,
      verified: verified !== undefined,
      confirmations: verified?.confirmations ?? null,
    };
  });
}

export async function enabledNetwork(db: Database | Tx, id: number) {
  const [row] = await db.select().from(networks).where(eq(networks.id, id));
  return row?.enabled ? row : undefined;
}
