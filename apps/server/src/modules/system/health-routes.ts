import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorKey } from '@tradewind/contract';
import { AppError } from '../../lib/app-error.js';
import { responses } from '../../lib/route-schema.js';
import type { Database } from '../../db/client.js';

const Status = z.object({ status: z.literal('ok') });
const Replica = z.object({
  name: z.string().describe('host:port/database of the replica; never its credentials'),
  up: z.boolean().describe('answered its last check'),
  serving: z.boolean().describe('takes catalogue reads: up and within REPLICA_MAX_LAG_MS'),
  lag_ms: z.number().nullable().describe('how old its data may be; null when it did not answer'),
  lag_bytes: z.number().nullable().describe('WAL bytes of the primary not replayed yet'),
});
const Readiness = Status.extend({
  replicas: z.array(Replica).describe('each of DATABASE_REPLICA_URLS: a replica left out never makes this 503'),
});
/** A load balancer's probe gives up after a few seconds; a database that has not answered by then is not ready. */
const READY_TIMEOUT_MS = 2_000;

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
  try {
    const answer = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For load balancers and orchestrators: /api/health says the process answers (liveness), /api/ready that its
 * database does too (readiness, 503 UNAVAILABLE when it does not). Both in the usual envelope; a probe reads
 * the status code. Neither needs a token, and neither writes a log line per probe (lib/quiet-requests.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Check that the process answers (liveness)',
        tags: ['system'],
        response: responses(Status),
      },
    },
    async (_req, reply) => reply.ok({ status: 'ok' as const }),
  );
  app.get(
    '/api/ready',
    {
      schema: {
        summary: 'Check that the database answers too (readiness)',
        tags: ['system'],
        description:
          `503 with error \`${ErrorKey.Unavailable}\` when the primary database does not answer within 2 s. ` +
          'Each replica is listed with its lag; one that is down or behind only leaves the reads (decision 048).',
        response: responses(Readiness),
        errors: [ErrorKey.Unavailable],
      },
    },
    async (_req, reply) => {
      if (!(await databaseAnswers(app.db))) throw new AppError(ErrorKey.Unavailable);
      const replicas = app.reads.states().map((state) => ({
        name: state.name,
        up: state.up,
        serving: state.serving,
        lag_ms: state.lagMs,
        lag_bytes: state.lagBytes,
      }));
      return reply.ok({ status: 'ok' as const, replicas });
    },
  );
};
