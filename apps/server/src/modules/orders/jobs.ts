import type { Database } from '../../db/client.js';
import { every, type LoopHost } from '../../lib/every.js';
import type { OrderTimes } from './checkout.js';
import { runDueTransitions } from './lifecycle.js';
import { runLateCredits } from '../protection/late-credits.js';

/**
 * The job loop (docs/architecture.md §5): every `intervalMs` this process runs the timed transitions. Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so any number of processes can run it; a due order is at most one interval late.
 */
export function startOrderJobs(app: LoopHost & { db: Database }, times: OrderTimes, intervalMs: number) {
  return every(
    app,
    intervalMs,
    'timed order transitions failed; next tick retries',
    async () => {
      const result = await runDueTransitions(app.db, times);
      if (result.cancelled + result.received + result.completed > 0) app.log.info(result, 'timed order transitions');
      const late = await runLateCredits(app.db);
      if (late.credited > 0) app.log.info(late, 'late-delivery credits');
    },
    'order_transitions',
  );
}
