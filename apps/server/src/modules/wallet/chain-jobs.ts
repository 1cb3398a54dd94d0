import type { Database } from '../../db/client.js';
import type { ServiceLog } from '../../lib/service-log.js';
import { confirmDeposits } from './chain-confirm.js';

/**
 * The confirmation loop (decision 028): every `intervalMs` this process rechecks confirming deposits. A deposit
 * checked by any process in the last interval is left alone (its lease), so N processes ask the node about each
 * deposit about once per interval. Stops on close, after the current pass.
 */
export function startChainJobs(
  app: { db: Database; log: ServiceLog; addHook(name: 'onClose', hook: () => Promise<void>): unknown },
  intervalMs: number,
) {
  let pass: Promise<void> | undefined;
  const runPass = async () => {
    try {
      const result = await confirmDeposits(app.db, { leaseMs: Math.max(0, intervalMs - 100) });
      if (result.credited > 0) app.log.info(result, 'on-chain deposits credited');
    } catch (error) {
      app.log.warn({ err: error }, 'on-chain confirmation pass failed; next tick retries');
    } finally {
      pass = undefined;
    }
  };
  const tick = () => (pass ??= runPass());
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pass;
  });
  return tick;
}
