import type { Database } from '../../db/client.js';
import { every, type LoopHost } from '../../lib/every.js';
import { confirmDeposits } from './chain-confirm.js';
import { recheckCredited } from './chain-recheck.js';
import type { RpcPolicy } from './rpc-endpoint.js';

/**
 * The confirmation loop (decision 028): every `intervalMs` this process rechecks confirming deposits, then credited
 * ones still in their recheck window (decision 028). A deposit checked by any process in the last interval is left
 * alone (its lease), so N processes ask the node about each deposit about once per interval. Stops on close, after
 * the current pass.
 */
export function startChainJobs(app: LoopHost & { db: Database; rpc: RpcPolicy }, intervalMs: number) {
  return every(
    app,
    intervalMs,
    'on-chain confirmation pass failed; next tick retries',
    async () => {
      const leaseMs = Math.max(0, intervalMs - 100);
      const result = await confirmDeposits(app.db, { rpc: app.rpc, leaseMs });
      if (result.credited > 0) app.log.info(result, 'on-chain deposits credited');
      const rechecked = await recheckCredited(app.db, { rpc: app.rpc, leaseMs });
      if (rechecked.flagged > 0) {
        app.log.error(rechecked, 'credited on-chain deposits left the chain: flagged to the operator, nothing debited');
      }
    },
    'chain_checks',
  );
}
