import { and, eq } from 'drizzle-orm';
import { ErrorKey } from '@tradewind/contract';
import { addressError } from '@tradewind/contract/address-check';
import type { z } from 'zod';
import type { DestinationBody as DestinationSchema, WithdrawBody as WithdrawSchema } from '@tradewind/contract';
import type { Database, Tx } from '../../../db/client.js';
import { networks, withdrawAccounts } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { maskCard, type SecretBox } from '../../../lib/secret-box.js';
import { sha256 } from '../../../lib/secrets.js';
import { notify } from '../../notifications/service.js';
import { enabledNetwork, walletSettingsOf } from '../settings.js';
import { utcMinute } from './time.js';

type Destination = z.output<typeof DestinationSchema>;
type Withdraw = z.output<typeof WithdrawSchema>;

/** One row per destination: the card's bank, last four and holder, or the network and address. */
export const bankFingerprint = (bankName: string, last4: string, holder: string) =>
  sha256(`bank:${bankName.toLowerCase()}:${last4}:${holder.toLowerCase()}`);
export const chainFingerprint = (networkId: number, address: string) => sha256(`chain:${networkId}:${address}`);

/** A network enabled, with an address written as its addresses are (address-check.ts), else a 400 on its field. */
async function checkedNetwork(db: Database | Tx, networkId: number, address: string) {
  const network = await enabledNetwork(db, networkId);
  if (!network) throw new AppError(ErrorKey.Validation, {}, { network_id: 'validation.network' });
  const wrong = addressError(network.addressFormat, address);
  if (wrong) throw new AppError(ErrorKey.Validation, {}, { address: wrong });
  return network;
}

/**
 * Saves a destination that can be paid to after the operator's wait, and tells the buyer at once: a thief's new
 * address is seen by the owner before it can be used.
 */
export async function addDestination(tx: Tx, userId: number, body: Destination, box: SecretBox) {
  const { destinationWaitMinutes } = await walletSettingsOf(tx);
  const usableAt = new Date(Date.now() + destinationWaitMinutes * 60_000);
  let values: typeof withdrawAccounts.$inferInsert;
  let shown: string;
  if (body.type === 'bank') {
    const last4 = body.card_number.slice(-4);
    values = {
      userId,
      type: 'bank',
      bankName: body.bank_name,
      cardCipher: box.seal(body.card_number),
      cardLast4: last4,
      holder: body.holder,
      fingerprint: bankFingerprint(body.bank_name, last4, body.holder),
      usableAt,
    };
    shown = `${body.bank_name} ${maskCard(last4)}`;
  } else {
    const network = await checkedNetwork(tx, body.network_id, body.address);
    values = {
      userId,
      type: 'chain',
      networkId: network.id,
      address: body.address,
      fingerprint: chainFingerprint(network.id, body.address),
      usableAt,
    };
    shown = `${network.name} ${body.address}`;
  }
  const [row] = await tx.insert(withdrawAccounts).values(values).onConflictDoNothing().returning();
  if (!row) throw new AppError(ErrorKey.DestinationExists);
  // A security notice (decision 055): in the app, and by push and mail whatever the buyer's settings.
  await notify(tx, userId, 'destination_added', { destination: shown, usable_at: usableAt.toISOString() });
  return row;
}

/**
 * Ends a destination's wait at once: the operator confirmed with the buyer (another channel) that they added it.
 * The withdrawal still needs the payment code, and passes the limits and approvals as any other.
 */
export async function releaseDestination(db: Database, id: number) {
  const [row] = await db
    .update(withdrawAccounts)
    .set({ usableAt: new Date() })
    .where(eq(withdrawAccounts.id, id))
    .returning({ id: withdrawAccounts.id });
  if (!row) throw new AppError(ErrorKey.NotFound);
  return row;
}

/**
 * The saved destination a withdrawal goes to: by its id, or the one whose card or address was typed. Only the
 * saved card's number and the saved address are paid to; one not saved, or still waiting, is refused.
 */
export async function destinationFor(db: Database | Tx, userId: number, body: Withdraw, box: SecretBox) {
  const mine = eq(withdrawAccounts.userId, userId);
  let where;
  if (body.type === 'bank' && body.account_id !== undefined && !body.card_number) {
    where = and(mine, eq(withdrawAccounts.id, body.account_id), eq(withdrawAccounts.type, 'bank'));
  } else if (body.type === 'bank') {
    if (!body.card_number) throw new AppError(ErrorKey.Validation, {}, { card_number: 'validation.cardNumber' });
    const fingerprint = bankFingerprint(body.bank_name, body.card_number.slice(-4), body.holder);
    where = and(mine, eq(withdrawAccounts.fingerprint, fingerprint));
  } else {
    const network = await checkedNetwork(db, body.network_id, body.address);
    where = and(mine, eq(withdrawAccounts.fingerprint, chainFingerprint(network.id, body.address)));
  }
  const [saved] = await db
    .select({ account: withdrawAccounts, network: networks })
    .from(withdrawAccounts)
    .leftJoin(networks, eq(networks.id, withdrawAccounts.networkId))
    .where(where);
  // A saved card asked for by its id that is not this buyer's is not found, as any other's row (id-routes.ts).
  const byId = body.type === 'bank' && body.account_id !== undefined && !body.card_number;
  if (!saved) throw new AppError(byId ? ErrorKey.NotFound : ErrorKey.DestinationNotSaved);
  const { account, network } = saved;
  // A typed card whose bank, last four and holder match a saved one is that card only if the whole number does.
  if (body.type === 'bank' && body.card_number && account.cardCipher) {
    if (box.open(account.cardCipher) !== body.card_number) throw new AppError(ErrorKey.DestinationNotSaved);
  }
  if (account.usableAt > new Date()) {
    throw new AppError(ErrorKey.DestinationWaiting, { until: utcMinute(account.usableAt) });
  }
  if (account.type === 'chain' && !network?.enabled) {
    throw new AppError(ErrorKey.Validation, {}, { network_id: 'validation.network' });
  }
  return { account, network };
}
