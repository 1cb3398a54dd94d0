import {
  createPublicClient,
  erc20Abi,
  http,
  parseEventLogs,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type Hash,
  type PublicClient,
} from 'viem';
import { ErrorKey } from '@tradewind/contract';
import { rpcFetch, type RpcPolicy } from './rpc-endpoint.js';

/** A network the server verifies on the chain (decision 028): all four operator settings are set. */
export interface VerifiedNetwork {
  id: number;
  name: string;
  /** The token it carries ("USDT"), kept on the records it makes. */
  token?: string;
  /** The platform's receiving address on it, compared lower-case. */
  address: string;
  rpcUrl: string;
  tokenContract: string;
  tokenDecimals: number;
  confirmations: number;
}

export function asVerified(network: {
  id: number;
  name: string;
  address: string;
  rpcUrl: string | null;
  tokenContract: string | null;
  tokenDecimals: number | null;
  confirmations: number | null;
}): VerifiedNetwork | undefined {
  const { rpcUrl, tokenContract, tokenDecimals, confirmations } = network;
  if (!rpcUrl || !tokenContract || tokenDecimals === null || confirmations === null) return undefined;
  return { ...network, rpcUrl, tokenContract, tokenDecimals, confirmations };
}

/** One Transfer of the network's token, as its log says. */
export interface TokenTransfer {
  logIndex: number;
  from: string;
  to: string;
  units: bigint;
}

/** What a transaction hash turned out to be on a network's chain. */
export type TransferLookup =
  | { found: true; blockNumber: number; blockTime: Date; confirmations: number; transfers: TokenTransfer[] }
  | { found: false; error: (typeof ErrorKey)[keyof typeof ErrorKey] };

// One client per endpoint and policy. cacheTime 0: every read asks the node, so a confirmation count is never a
// stale one. Its requests go through rpcFetch: public addresses only (unless allowed), never a redirect.
const clients = new Map<string, PublicClient>();
function clientFor(rpcUrl: string, rpc: RpcPolicy): PublicClient {
  const key = `${rpc.allowPrivate ? 'private' : 'public'} ${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    const transport = http(rpcUrl, { timeout: 5_000, retryCount: 1, fetchFn: rpcFetch(rpc) });
    client = createPublicClient({ transport, cacheTime: 0 });
    clients.set(key, client);
  }
  return client;
}

const unavailable = (cause: unknown, network: VerifiedNetwork) =>
  Object.assign(new Error(`${network.name} RPC failed`, { cause }), { chainUnavailable: true as const });

/**
 * Reads a transaction's receipt and the head of the chain, and keeps the Transfer logs of the network's token to
 * `recipient`. viem decodes the logs against the standard ERC-20 ABI; nothing here parses RPC or ABI by hand.
 * A node that cannot be reached throws (the caller answers CHAIN_UNAVAILABLE or retries on the next pass).
 */
export async function lookUpTransfers(
  rpc: RpcPolicy,
  network: VerifiedNetwork,
  hash: string,
  recipient = network.address,
): Promise<TransferLookup> {
  const client = clientFor(network.rpcUrl, rpc);
  let receipt;
  try {
    receipt = await client.getTransactionReceipt({ hash: hash as Hash });
  } catch (error) {
    if (!(error instanceof TransactionReceiptNotFoundError)) throw unavailable(error, network);
    return {
      found: false,
      error: (await isPending(client, hash, network)) ? ErrorKey.ChainTxPending : ErrorKey.ChainTxNotFound,
    };
  }
  if (receipt.status !== 'success') return { found: false, error: ErrorKey.ChainTxFailed };
  let head: bigint;
  let blockTime: Date;
  try {
    const [latest, block] = await Promise.all([
      client.getBlockNumber({ cacheTime: 0 }),
      client.getBlock({ blockNumber: receipt.blockNumber }),
    ]);
    head = latest;
    blockTime = new Date(Number(block.timestamp) * 1_000);
  } catch (error) {
    throw unavailable(error, network);
  }
  const logs = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs, strict: true });
  const ofToken = logs.filter((log) => log.address.toLowerCase() === network.tokenContract.toLowerCase());
  const transfers = ofToken
    .filter((log) => log.args.to.toLowerCase() === recipient.toLowerCase())
    .map((log) => ({
      logIndex: log.logIndex,
      from: log.args.from.toLowerCase(),
      to: log.args.to.toLowerCase(),
      units: log.args.value,
    }));
  if (transfers.length === 0)
    return { found: false, error: ofToken.length > 0 ? ErrorKey.ChainWrongRecipient : ErrorKey.ChainWrongToken };
  return {
    found: true,
    blockNumber: Number(receipt.blockNumber),
    blockTime,
    confirmations: Math.max(0, Number(head - receipt.blockNumber) + 1),
    transfers,
  };
}

/** Sent but not in a block yet: the node knows the transaction but has no receipt for it. */
async function isPending(client: PublicClient, hash: string, network: VerifiedNetwork) {
  try {
    await client.getTransaction({ hash: hash as Hash });
    return true;
  } catch (error) {
    if (error instanceof TransactionNotFoundError) return false;
    throw unavailable(error, network);
  }
}

export const isChainUnavailable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'chainUnavailable' in error;
