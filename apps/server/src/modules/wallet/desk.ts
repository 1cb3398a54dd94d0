/** The operator's wallet desk beyond the audits: card reveals, networks and balance adjustments (docs/architecture.md §8). */
import { asc, count, eq } from 'drizzle-orm';
import {
  ErrorKey,
  chainSettingsIssues,
  type BalanceAdjustBody,
  type NetworkSaveBody,
  type PageQuery,
} from '@tradewind/contract';
import { addressError } from '@tradewind/contract/address-check';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { offsetOf, paged } from '../../db/paging.js';
import { unlessTaken } from '../../lib/unless-taken.js';
import { cardReveals, networks, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { notify } from '../notifications/service.js';
import { moveBalance } from './ledger.js';
import { checkRpcEndpoint, type RpcPolicy } from './rpc-endpoint.js';

/** The full card number of a withdrawal, on demand only; who revealed it and when is recorded first. */
export async function revealCard(db: Database, box: SecretBox, operatorId: number, withdrawalId: number) {
  const [row] = await db
    .select({ cipher: withdrawals.cardCipher })
    .from(withdrawals)
    .where(eq(withdrawals.id, withdrawalId));
  if (!row?.cipher) throw new AppError(ErrorKey.NotFound);
  await db.insert(cardReveals).values({ withdrawalId, operatorId });
  return { card_number: box.open(row.cipher) };
}

const networkColumns = {
  id: networks.id,
  name: networks.name,
  token: networks.token,
  address: networks.address,
  address_format: networks.addressFormat,
  enabled: networks.enabled,
  rpc_url: networks.rpcUrl,
  token_contract: networks.tokenContract,
  token_decimals: networks.tokenDecimals,
  confirmations: networks.confirmations,
};

export const networkPage = (db: Database, query: z.output<typeof PageQuery>) =>
  paged(
    db
      .select(networkColumns)
      .from(networks)
      .orderBy(asc(networks.sort), asc(networks.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(networks),
    (row) => row,
    query,
  );

/**
 * A new network, or a change to one; a name already used answers 409. Chain settings left out of a change stay as
 * they are (null clears them), and the merged settings must still verify or be none.
 */
export async function saveNetwork(db: Database, rpc: RpcPolicy, body: z.output<typeof NetworkSaveBody>) {
  const { id, address_format, token, rpc_url, token_contract, token_decimals, confirmations, ...rest } = body;
  const [current] = id === undefined ? [] : await db.select().from(networks).where(eq(networks.id, id));
  if (id !== undefined && !current) throw new AppError(ErrorKey.NotFound);
  const keep = <T>(given: T | undefined, stored: T | null | undefined) =>
    given === undefined ? (stored ?? null) : given;
  const settings = {
    address: rest.address,
    // A new network always names it (the contract asks): a change may leave it as it is.
    address_format: address_format ?? current!.addressFormat,
    rpc_url: keep(rpc_url, current?.rpcUrl),
    token_contract: keep(token_contract, current?.tokenContract),
    token_decimals: keep(token_decimals, current?.tokenDecimals),
    confirmations: keep(confirmations, current?.confirmations),
  };
  const wrongAddress = addressError(settings.address_format, settings.address);
  const issues = { ...chainSettingsIssues(settings), ...(wrongAddress ? { address: wrongAddress } : {}) };
  if (Object.keys(issues).length > 0) throw new AppError(ErrorKey.Validation, {}, issues);
  // An endpoint given now is one the server may call: public, unless RPC_ALLOW_PRIVATE says otherwise.
  if (rpc_url) await checkRpcEndpoint(rpc_url, rpc);
  const values = {
    ...rest,
    // A verified network's receiving address is compared with the logs in lower case (decision 028).
    address: settings.rpc_url ? rest.address.toLowerCase() : rest.address,
    addressFormat: settings.address_format,
    // Left out, a change keeps its token and a new network takes the column's default (USDT).
    ...(token !== undefined ? { token } : {}),
    rpcUrl: settings.rpc_url,
    tokenContract: settings.token_contract,
    tokenDecimals: settings.token_decimals,
    confirmations: settings.confirmations,
  };
  const [row] = await unlessTaken('name', () =>
    id === undefined
      ? db.insert(networks).values(values).returning(networkColumns)
      : db.update(networks).set(values).where(eq(networks.id, id)).returning(networkColumns),
  );
  if (!row) throw new AppError(ErrorKey.NotFound);
  return row;
}

/** An adjustment is a ledger row with the operator's reason; the buyer is told. Answers the new balance. */
export const adjustBalance = (db: Database, operatorId: number, body: z.output<typeof BalanceAdjustBody>) =>
  db.transaction(async (tx) => {
    const { user_id: userId, amount, reason } = body;
    const after = await moveBalance(tx, userId, amount, { type: 'adjust', memo: reason, createdBy: operatorId });
    await notify(tx, userId, 'balance_adjusted', { amount_cents: amount, reason });
    return after;
  });
