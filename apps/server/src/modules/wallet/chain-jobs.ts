import type { Database } from '../../db/client.js';
import { every, type LoopHost } from '../../lib/every.js';
import { confirmDeposits } from './chain-confirm.js';
import type { RpcPolicy } from './rpc-endpoint.js';

/**
 * The confirmation loop (decision 028): every `intervalMs` this process rechecks confirming deposits. A deposit
 * checked by any process in the last interval is left alone (its lease), so N processes ask the node about each
 * deposit about once per interval. Stops on close, after the current pass.
 */
export function startChainJobs(app: LoopHost & { db: Database; rpc: RpcPolicy }, intervalMs: number) {
  return every(app, intervalMs, 'on-chain confirmation pass failed; next tick retries', async () => {
    const result = await confirmDeposits(app.db, { rpc: app.rpc, leaseMs: Math.max(0, intervalMs - 100) });
    if (result.credited > 0) app.log.info(result, 'on-chain deposits credited');
  });
}
