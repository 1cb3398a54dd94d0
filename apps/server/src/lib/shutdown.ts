import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.js';

/** Past this a stuck request stops the wait: the process exits 1 rather than outlive its orchestrator's patience. */
const GRACE_MS = 25_000;

/**
 * SIGTERM or SIGINT: stop taking connections, let the requests in flight and the job loop's pass finish (app.close),
 * then close the database and exit 0. A second signal while closing changes nothing.
 */
export function closeOnSignals(app: FastifyInstance, database: DatabaseHandle) {
  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing the requests in flight');
    setTimeout(() => {
      app.log.error(`still closing after ${GRACE_MS / 1000} s: exiting`);
      process.exit(1);
    }, GRACE_MS).unref();
    await app.close();
    await database.close();
    app.log.info('closed');
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
}
