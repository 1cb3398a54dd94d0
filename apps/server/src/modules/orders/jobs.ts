import type { FastifyInstance } from 'fastify';
import type { OrderTimes } from './checkout.js';
import { runDueTransitions } from './lifecycle.js';

/**
 * The job loop (DESIGN §5): every `intervalMs` this process runs the timed transitions. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of processes can run it; a due order is at most one interval late.
 */
export function startOrderJobs(app: FastifyInstance, times: OrderTimes, intervalMs: number) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const result = await runDueTransitions(app.db, times);
      if (result.cancelled + result.received + result.completed > 0) app.log.info(result, 'timed order transitions');
    } catch (error) {
      app.log.warn({ err: error }, 'timed order transitions failed; next tick retries');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return tick;
}
