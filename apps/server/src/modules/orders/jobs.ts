import type { Database } from '../../db/client.js';
import type { ServiceLog } from '../../lib/service-log.js';
import type { OrderTimes } from './checkout.js';
import { runDueTransitions } from './lifecycle.js';

/**
 * The job loop (docs/architecture.md §5): every `intervalMs` this process runs the timed transitions. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of processes can run it; a due order is at most one interval late.
 */
export function startOrderJobs(
  app: { db: Database; log: ServiceLog; addHook(name: 'onClose', hook: () => Promise<void>): unknown },
  times: OrderTimes,
  intervalMs: number,
) {
  let pass: Promise<void> | undefined;
  const runPass = async () => {
    try {
      const result = await runDueTransitions(app.db, times);
      if (result.cancelled + result.received + result.completed > 0) app.log.info(result, 'timed order transitions');
    } catch (error) {
      app.log.warn({ err: error }, 'timed order transitions failed; next tick retries');
    } finally {
      pass = undefined;
    }
  };
  const tick = () => (pass ??= runPass());
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  // Closing (SIGTERM) lets the current pass finish before the database closes under it.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await pass;
  });
  return tick;
}
